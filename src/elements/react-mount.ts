import { createElement, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { AnyElementView } from "./element-definition";
import { markTagRendered } from "./element-mount";
import { ElementRoot, type RootProps } from "./element-root";

/*
 * React's part of an element (./element-mount.ts loads it, with the element's view, when the
 * element is first needed): its root in its container, the shadow root's one element.
 */

/** What the element renders now: everything of ElementRoot's props but its component. */
export type Tree = () => Omit<RootProps, "component">;

/**
 * How a root starts: hydrating the server's markup, rendering in a transition (in slices that
 * yield to the page), or at once (in this task).
 */
export type RootStart = "hydrate" | "in slices" | "at once";

/** An element's React root, rendering its view's component with what `tree` gives now. */
export class ReactMount {
  readonly #root: Root;
  readonly #isHydrating: boolean;
  #isInPage = true;
  /** Its view has rendered in the page (ElementRoot's `onRendered`). */
  #hasRendered = false;

  /**
   * Creates the root in `container` and renders into it, or hydrates the server's markup it holds
   * (`start`). Hydrating, and rendering in slices, React works in a transition that yields to
   * the page; hydrating, a discrete event (a tap, a key) on the still dehydrated markup makes it
   * finish at once before the event is handled. A mismatch makes React render the container's
   * content anew, in place (warnOfMismatch).
   */
  constructor(
    private readonly tag: string,
    container: HTMLElement,
    private readonly view: AnyElementView,
    private readonly tree: Tree,
    start: RootStart,
  ) {
    this.#isHydrating = start === "hydrate";
    if (start === "hydrate") {
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(container, this.#element(), { onRecoverableError: warnOfMismatch(tag) });
      });
      this.#root = root as Root;
    } else {
      this.#root = createRoot(container);
      if (start === "at once") flushSync(() => this.#root.render(this.#element()));
      else startTransition(() => this.#root.render(this.#element()));
    }
  }

  /** Renders what the element shows now. */
  render(): void {
    this.#root.render(this.#element());
  }

  /**
   * The element left the page: its effects stop now (calls aborted, timers cleared), its state
   * and markup wait for a put-back.
   */
  leave(): void {
    this.#isInPage = false;
    flushSync(() => this.render());
  }

  /**
   * Put back: its effects start again, and its markup shows at once, in this task, so that the
   * page is never painted without it (React then runs the effects).
   */
  putBack(): void {
    this.#isInPage = true;
    flushSync(() => this.render());
  }

  /**
   * Whether a put-back would find anything of it: what its view rendered in the page, or the
   * server's markup it hydrates. Until its first render it has shown nothing and holds nothing
   * the shopper typed.
   */
  get hasSomethingToKeep(): boolean {
    return this.#hasRendered || this.#isHydrating;
  }

  unmount(): void {
    this.#root.unmount();
  }

  readonly #onRendered = (): void => {
    this.#hasRendered = true;
    markTagRendered(this.tag);
    this.tree().onRendered();
  };

  #element() {
    return createElement(ElementRoot, {
      ...this.tree(),
      onRendered: this.#onRendered,
      component: this.view.component,
      isInPage: this.#isInPage,
    });
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
