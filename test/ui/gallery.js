/**
 * The widget kit is not an element: its tests load the gallery's script (build/widgets-gallery.js,
 * built by `npm run build` beside the shop bundle) as a classic script, as demo/widgets.html does,
 * and drive the widgets inside <shop-widget-gallery>'s shadow root.
 */
import { waitUntil } from "../helpers/wait.js";
import { mount, nextEvent } from "../helpers/page.js";

let loading;

/** Loads build/widgets-gallery.js once per test page. */
export function loadGalleryScript() {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/build/widgets-gallery.js";
    script.addEventListener("load", resolve, { once: true });
    script.addEventListener("error", () => reject(new Error("build/widgets-gallery.js did not load")), {
      once: true,
    });
    document.head.append(script);
  });
  return loading;
}

/** Mounts a gallery in `lang` and resolves once its texts are rendered. */
export async function mountGallery(lang = "de-DE") {
  await loadGalleryScript();
  const gallery = await mount(`<shop-widget-gallery site="de" lang="${lang}"></shop-widget-gallery>`);
  return gallery;
}

/** Switches the gallery's language and waits until it rendered in it. */
export async function changeLanguage(gallery, lang) {
  const ready = nextEvent(gallery, "shop-ready");
  gallery.setAttribute("lang", lang);
  await ready;
}

/** `querySelector` inside the gallery's shadow root; fails the test when nothing matches. */
export function find(gallery, selector) {
  const found = gallery.shadowRoot.querySelector(selector);
  if (!found) throw new Error(`the gallery has no ${selector}`);
  return found;
}

/** The element that has keyboard focus, looked up through shadow roots. */
export function focusedElement() {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

/** The number a gallery counter (`<p id=… data-count>`) shows. */
export function count(gallery, id) {
  return Number(find(gallery, `#${id}`).dataset.count);
}

/** Waits for React to render after an interaction. */
export function until(condition, message) {
  return waitUntil(condition, message, { timeout: 3000 });
}
