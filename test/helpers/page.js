/**
 * Helpers for tests that drive the built script (loaded by web-test-runner.config.mjs as a
 * classic <script>, as a legacy page loads it) against the stand-in services.
 */
import { waitUntil } from "./wait.js";

/** The paths of every file `page` (a window) has requested so far, in order, repeats included. */
export const requestedPaths = (page = window) =>
  page.performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);

export { LOCALE_BY_SITE, SITE_TABLE, SITES } from "./sites.js";

const containers = [];

/**
 * Adds `html` to the page and resolves with its first element once that element fired
 * `shop-ready` (texts loaded and rendered). The listener is attached before the element is
 * connected, so the event cannot be missed.
 */
export async function mount(html, { ready = true } = {}) {
  const container = document.createElement("div");
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild;
  const isReady = new Promise((resolve) =>
    element.addEventListener("shop-ready", (event) => resolve(event), { once: true }),
  );
  container.append(template.content);
  document.body.append(container);
  containers.push(container);
  if (ready) await withTimeout(isReady, `<${element.localName}> never fired shop-ready`);
  return element;
}

/** Removes everything `mount` added (call in afterEach). */
export function unmountAll() {
  for (const container of containers.splice(0)) container.remove();
}

export function withTimeout(promise, message, ms = 5000) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms)),
  ]);
}

/** Resolves with the next `name` event of `element`. */
export function nextEvent(element, name) {
  return withTimeout(
    new Promise((resolve) => element.addEventListener(name, resolve, { once: true })),
    `no ${name} event`,
  );
}

/** The rendered content of an element's shadow root. */
export function shadow(element) {
  return element.shadowRoot;
}

/** Waits until the element's shadow root shows `selector`, and returns it. */
export async function rendered(element, selector) {
  await waitUntil(() => element.shadowRoot?.querySelector(selector), `${selector} never rendered`, {
    timeout: 5000,
  });
  return element.shadowRoot.querySelector(selector);
}

/** Records console.error calls until `restore()`. */
export function recordConsoleErrors() {
  const original = console.error;
  const messages = [];
  console.error = (...args) => {
    messages.push(args.map(String).join(" "));
  };
  return {
    messages,
    restore() {
      console.error = original;
    },
  };
}

/**
 * Resolves once `view` (a window) has been through a whole rendering update: its layout is then
 * what the shopper sees, including the blocks `content-visibility: auto` lays out only once the
 * browser has decided they are near the viewport (WebKit decides in that update).
 */
export const afterRenderingUpdate = (view = window) =>
  new Promise((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));

/** Resolves after the element had time to render what it would render (two frames and a task). */
export async function settle() {
  await afterRenderingUpdate();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Whether `element` shows nothing: its shadow root holds no more than the empty element React renders into. */
export const rendersNothing = (element) =>
  element.shadowRoot.childElementCount <= 1 &&
  (element.shadowRoot.querySelector("[part=base]")?.childElementCount ?? 0) === 0;
