/**
 * When a server-rendered element hydrates: not on load, but once the shopper needs it (as Astro's
 * `client:visible`, or Lit's `defer-hydration`): when they use it, or when their scrolling brings
 * it near the viewport. Until then it is the server's markup, which works on its own: links,
 * native disclosures and the form's fields (what a shopper types there is taken over when the
 * element hydrates). Hydrating is what evaluates React and the element's view
 * (./element-mount.ts), one long task on a slow phone: it is not spent on an element the shopper
 * may never reach, nor while the page loads or at the idle moment after, when the shopper's first
 * tap would wait for it. An element in the first screen is needed once the shopper touches it or
 * starts scrolling, whichever comes first.
 */

/** Events that mean the shopper is using the element. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "input"] as const;

/** How near the viewport an element is needed: within a viewport's height above or below it. */
const NEAR_VIEWPORT = "100% 0px";

/**
 * Calls `hydrate` once, when the element is first needed: when the shopper first uses it (a
 * pointer, a key, focus or input inside `root`), or when it is near the viewport once the page
 * has scrolled, whichever comes first. An interaction starts it in the next task, so that what
 * the shopper did (a native disclosure opening) is painted first. Returns a function that cancels
 * what still waits (the element left the page).
 */
export function whenNeeded(host: HTMLElement, root: ShadowRoot, hydrate: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStarted = false;
  let isNear = false;
  let hasScrolled = false;
  const observer = new IntersectionObserver(
    (entries) => {
      isNear = entries.some((entry) => entry.isIntersecting);
      if (isNear && hasScrolled) start();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  const onInteraction = () => {
    timer ??= setTimeout(start, 0);
  };
  // Any scroller's scroll, the page's or a container's: the shopper is moving through the page.
  const onScroll = () => {
    hasScrolled = true;
    if (isNear) start();
  };
  function cancel() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of INTERACTIONS) root.removeEventListener(type, onInteraction, true);
    document.removeEventListener("scroll", onScroll, true);
  }
  function start() {
    if (isStarted) return;
    isStarted = true;
    cancel();
    hydrate();
  }
  observer.observe(host);
  for (const type of INTERACTIONS) root.addEventListener(type, onInteraction, true);
  document.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return cancel;
}
