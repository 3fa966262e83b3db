import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { whenNeeded } from "./hydration-schedule";

/**
 * An element's React root in its container (the shadow root's one element): rendered at once, or,
 * for the server's markup, hydrated once the element is needed (./hydration-schedule.ts). It lives
 * from the element's first connection until the element has left the page.
 */
export class ReactMount {
  #root: Root | undefined;
  /** The container holds the server's markup, still to hydrate. */
  #isHydrationPending = false;
  /** Stops waiting for the element to be needed. */
  #cancelWait: (() => void) | undefined;
  /** What the element does once it is needed, just before React hydrates the server's markup. */
  #beforeHydration: (() => void) | undefined;

  constructor(
    private readonly tag: string,
    private readonly tree: () => ReactElement,
  ) {}

  /**
   * At a connection: renders what the element shows now, into the root it has, or creates one
   * (when `serverMarkup` is given, hydrating it once the element is needed, after calling its
   * `beforeHydration`).
   */
  connect(
    host: HTMLElement,
    container: HTMLElement,
    serverMarkup?: { root: ShadowRoot; beforeHydration: () => void },
  ): void {
    if (serverMarkup) {
      this.#isHydrationPending = true;
      this.#beforeHydration = serverMarkup.beforeHydration;
    }
    if (this.#root) this.#root.render(this.tree());
    else if (this.#isHydrationPending && serverMarkup)
      this.#cancelWait = whenNeeded(host, serverMarkup.root, () => this.#mount(container));
    else this.#mount(container);
  }

  /** Renders what the element shows now; an element still waiting to hydrate hydrates first. */
  update(container: HTMLElement): void {
    if (this.#cancelWait) this.#mount(container);
    this.#root?.render(this.tree());
  }

  /** The element left the page for good: its root goes; markup still to hydrate stays, waiting for it to return. */
  leave(): void {
    this.#cancelWait?.();
    this.#cancelWait = undefined;
    this.#root?.unmount();
    this.#root = undefined;
  }

  /** Whether it renders, or waits to hydrate: from the first connection until the element has left the page. */
  get isLive(): boolean {
    return this.#root !== undefined || this.#cancelWait !== undefined;
  }

  #mount(container: HTMLElement): void {
    this.#cancelWait?.();
    this.#cancelWait = undefined;
    if (this.#isHydrationPending) {
      this.#isHydrationPending = false;
      this.#beforeHydration?.();
      this.#beforeHydration = undefined;
      // Hydration is a transition too: React hydrates in slices that yield to the page, and a
      // discrete event (a tap, a key) on the still dehydrated markup makes it finish at once
      // before the event is handled. A mismatch makes React render the container's content anew,
      // in place (warnOfMismatch).
      startTransition(() => {
        this.#root = hydrateRoot(container, this.tree(), { onRecoverableError: warnOfMismatch(this.tag) });
      });
      return;
    }
    const root = createRoot(container);
    // The first render is a transition: React renders it in slices that yield to the page.
    startTransition(() => root.render(this.tree()));
    this.#root = root;
  }
}

/**
 * Hydration that finds other markup than it renders (a page script changed the fragment before
 * the script ran) re-renders that part; said once per element as a warning, for the page's owner.
 */
function warnOfMismatch(tag: string) {
  let isWarned = false;
  return (error: unknown) => {
    if (isWarned) return;
    isWarned = true;
    console.warn(
      `shop-components: <${tag}>'s server markup differed from its render and was replaced`,
      error,
    );
  };
}
