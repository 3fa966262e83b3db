/**
 * When a server-rendered element hydrates: not on load, but once it is needed (as Astro's
 * `client:visible` and `client:idle`, or Lit's `defer-hydration`). Until then it is the server's
 * markup, which works on its own: links, native disclosures and the form's fields (what a shopper
 * types there is taken over when the element hydrates).
 */

/** Events that mean the shopper is using the element. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "input"] as const;

/** How near the viewport an element hydrates: within a viewport's height above or below it. */
const NEAR_VIEWPORT = "100% 0px";

/** The browser's idle time after the page has loaded (a timer where there is no idle callback). */
function afterLoadWhenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 0);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") whenIdle();
  else {
    window.addEventListener("load", whenIdle, { once: true });
    cancel = () => window.removeEventListener("load", whenIdle);
  }
  return () => cancel();
}

/**
 * Calls `hydrate` once, when the element is first needed: when it comes near the viewport, when
 * the shopper first uses it (a pointer, a key, focus or input inside `root`), or when the browser
 * is idle after the page has loaded, whichever comes first. An interaction starts it in the next
 * task, so that what the shopper did (a native disclosure opening) is painted first. Returns a
 * function that cancels what still waits (the element left the page).
 */
export function whenNeeded(host: HTMLElement, root: ShadowRoot, hydrate: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStarted = false;
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && start(),
    { rootMargin: NEAR_VIEWPORT },
  );
  const onInteraction = () => {
    timer ??= setTimeout(start, 0);
  };
  const cancelIdle = afterLoadWhenIdle(() => start());
  function cancel() {
    observer.disconnect();
    cancelIdle();
    clearTimeout(timer);
    for (const type of INTERACTIONS) root.removeEventListener(type, onInteraction, true);
  }
  function start() {
    if (isStarted) return;
    isStarted = true;
    cancel();
    hydrate();
  }
  observer.observe(host);
  for (const type of INTERACTIONS) root.addEventListener(type, onInteraction, true);
  return cancel;
}
