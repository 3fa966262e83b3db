/**
 * Screenshot tests (docs/look.md): each element in its main states, compared with the reference
 * images in test/screenshots/reference/ by @web/test-runner-visual-regression (configured in
 * web-test-runner.config.mjs, Chromium only: pixels differ from engine to engine).
 *
 *   npm run test:screenshots          compares
 *   npm run test:screenshots:update   writes new references (look at them before committing)
 *
 * A picture is taken only once it cannot change: a fixed viewport as tall as the element (every
 * block painted, none skipped by `content-visibility: auto`, every lazy image in view), the page's
 * fonts loaded, every image shown decoded, no caret, animation or transition, and no focus ring
 * (those belong to the accessibility tests, not to the look).
 */
import { nextFrame } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { visualDiff } from "@web/test-runner-visual-regression";

/**
 * The page around the elements: no margin, and a font every machine with Debian's Chromium has
 * (chromium-common depends on fonts-liberation), so that the pictures do not depend on the
 * machine's default font.
 */
const pageStyle = document.createElement("style");
pageStyle.textContent = `body { margin: 0; font-family: "Liberation Sans", sans-serif; }`;
document.head.append(pageStyle);

/**
 * Adopted into every shadow root of a pictured element, after its own sheet (test-only). Blocks
 * with `content-visibility: auto` (the footer's bands) are painted a frame or more after they come
 * into view, and a picture taken before showed them empty (once in a while, on a busy machine):
 * pictured, they are rendered, with the containment `auto` gives a block in view.
 */
const still = new CSSStyleSheet();
still.replaceSync(`
  *, *::before, *::after {
    caret-color: transparent !important;
    animation: none !important;
    transition: none !important;
    outline: none !important;
  }
  /* The footer's bands: rendered, with the containment they have in view. */
  footer > :is(section, .row) {
    content-visibility: visible !important;
    contain: layout style paint !important;
  }
`);

/** The shadow root of `element` and those of the shop elements nested in it. */
function shadowRoots(element) {
  const root = element.shadowRoot;
  if (!root) return [];
  const nested = [...root.querySelectorAll("shop-footer, newsletter-signup, preview-panel")];
  return [root, ...nested.flatMap(shadowRoots)];
}

/** Every image the element shows (not those of hidden panels or of a hidden <picture>). */
const shownImages = (element) =>
  shadowRoots(element)
    .flatMap((root) => [...root.querySelectorAll("img")])
    .filter((img) => img.checkVisibility());

/** Sets the viewport the element is pictured in; call before it renders, so it lays out once. */
export const useViewport = (width, height = 800) => setViewport({ width, height });

/**
 * Compares `target` (an element, or a part of one such as the modal <dialog>) with the reference
 * `name`. `element` is the shop element whose shadow roots get the still sheet (default: target).
 */
export async function expectLook(target, name, { element = target } = {}) {
  for (const root of shadowRoots(element))
    if (!root.adoptedStyleSheets.includes(still))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, still];
  const height = Math.max(window.innerHeight, Math.ceil(target.getBoundingClientRect().bottom));
  if (height > window.innerHeight) await setViewport({ width: window.innerWidth, height });
  await waitUntil(
    () => shownImages(element).every((img) => img.complete && img.naturalWidth > 0),
    `${name}: an image never loaded`,
    { timeout: 5000 },
  );
  await Promise.all(shownImages(element).map((img) => img.decode()));
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
  await visualDiff(target, name);
}
