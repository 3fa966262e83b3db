/**
 * When a server-rendered element hydrates: not on load, but once it is needed (as Astro's
 * `client:visible`, or Lit's `defer-hydration`): when it comes near the viewport or the shopper
 * uses it. Until then it is the server's markup, which works on its own: links, native
 * disclosures and the form's fields (what a shopper types there is taken over when the element
 * hydrates). Hydrating is what evaluates React and the element's view (./element-mount.ts), one
 * long task on a slow phone: it is not spent on an element the shopper may never reach, nor at
 * the idle moment after the load, when the shopper's first tap elsewhere would wait for it.
 */

/** Events that mean the shopper is using the element. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "input"] as const;

/** How near the viewport an element hydrates: within a viewport's height above or below it. */
const NEAR_VIEWPORT = "100% 0px";

/**
 * Calls `hydrate` once, when the element is first needed: when it comes near the viewport, or when
 * the shopper first uses it (a pointer, a key, focus or input inside `root`), whichever comes
 * first. An interaction starts it in the next task, so that what the shopper did (a native
 * disclosure opening) is painted first. Returns a function that cancels what still waits (the
 * element left the page).
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
  function cancel() {
    observer.disconnect();
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
