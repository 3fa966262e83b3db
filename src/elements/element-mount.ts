import type { AnyElementDefinition, AnyElementView } from "./element-definition";
import { focusMemory } from "./focus-memory";
import { whenNeeded } from "./hydration-schedule";
import type { ReactMount, Tree } from "./react-mount";

/** The server's markup an element holds: its shadow root, and the links to its stylesheet that style it until the view's sheet is adopted. */
export interface ServerMarkup {
  root: ShadowRoot;
  links: readonly Element[];
}

/**
 * How long an element out of the page keeps its rendering (its React root: what was typed, the
 * panels opened) before it is torn down. A tab control, a carousel or a CMS preview that takes a
 * block out and puts it back within this time finds it as it was; an element the page dropped (a
 * Turbo or htmx visit replaced the body) frees its memory after it. Long enough for a panel put
 * back after an animation or a shopper's look at the next tab; short enough that a session of
 * visits keeps no more than the last few seconds' elements.
 */
export const PUT_BACK_GRACE_MS = 10_000;

/**
 * The tags whose view has rendered in this document. Another element of such a tag renders at
 * once, in the task that added it, so that the page is never drawn without it: a page that
 * navigates without reloading (Turbo, htmx) brings new elements at each visit, and restores
 * them from its cache going back. Until a tag first rendered, its elements render in a
 * transition, in slices that yield to the page, as React and the view are evaluated in the same
 * load; one at once then would overtake those still in their slices (a footer's form rendered
 * before the page's form above it, which then pushes the footer down).
 */
const renderedTags = new Set<string>();
/** Called by an element's React root (./react-mount.ts) once its view has rendered in the page. */
export const markTagRendered = (tag: string): void => void renderedTags.add(tag);
export const rendersAtOnce = (tag: string): boolean => renderedTags.has(tag);

/**
 * An element's rendering, as the script loads it: nothing of React or of the element's view is
 * evaluated while the page loads. When the element is first needed, its view and React's part
 * (./react-mount.ts) are evaluated (bundled into the one script, loaded by `import()`), and it
 * renders: at once for an element the browser renders (it has nothing to show before), and for
 * the server's markup once the element is near the viewport or used (./hydration-schedule.ts). Until then the server's markup works on its own. It lives from
 * the element's first connection until the element has been out of the page for PUT_BACK_GRACE_MS.
 */
export class ElementMount {
  #react: ReactMount | undefined;
  /** The server's markup, until it is hydrated. */
  #serverMarkup: ServerMarkup | undefined;
  /** Stops waiting for the element to be needed (the server's markup, still to hydrate). */
  #cancelWait: (() => void) | undefined;
  /** Its view and React's part are being loaded. */
  #isLoading = false;
  /** The element has left the page: a load under way renders nothing. */
  #hasLeft = false;
  /** It can show nothing on this page (`definition.canShow`): nothing of its rendering is loaded. */
  #showsNothing = false;
  /** Tears the root down once the element has been out of the page for PUT_BACK_GRACE_MS. */
  #teardown: ReturnType<typeof setTimeout> | undefined;
  /** The control that had the focus, given it back at a put-back. */
  #focus: ReturnType<typeof focusMemory> | undefined;

  constructor(
    private readonly definition: AnyElementDefinition,
    private readonly tree: Tree,
    /**
     * Called with the view once it is there, before its first render or hydration (the element
     * adopts its sheet; the server's links to the same rules, `serverLinks`, go).
     */
    private readonly onView: (view: AnyElementView, serverLinks: readonly Element[]) => void,
    /**
     * Called, a task after it was decided, when the element shows nothing without loading what
     * renders it (`definition.canShow`): it is ready all the same.
     */
    private readonly onNothingToShow: () => void,
  ) {}

  /**
   * At a connection: renders what the element shows now; the first time, loads what renders it
   * and renders into `container`, or, when it holds the server's markup (`serverMarkup`), waits
   * until the element is needed and hydrates it then.
   */
  connect(host: HTMLElement, container: HTMLElement, serverMarkup?: ServerMarkup): void {
    const isPutBack = this.#hasLeft;
    clearTimeout(this.#teardown);
    this.#teardown = undefined;
    this.#hasLeft = false;
    this.#focus ??= focusMemory(host);
    this.#serverMarkup ??= serverMarkup;
    const markup = this.#serverMarkup;
    if (this.#react) {
      // A move (in the same task) or a put-back: the removal took the focus from what it holds.
      if (isPutBack) this.#react.putBack();
      else this.#react.render();
      this.#focus.restore();
    } else if (this.#isLoading || this.#cancelWait) return;
    else if (markup) this.#cancelWait = whenNeeded(host, markup.root, () => void this.#start(container));
    else this.#startIfItCanShow(container);
  }

  /** Renders what the element shows now; the server's markup still waiting is hydrated first. */
  update(container: HTMLElement): void {
    if (this.#cancelWait) void this.#start(container);
    else if (this.#showsNothing) this.#startIfItCanShow(container, true);
    this.#react?.render();
  }

  /**
   * Loads what renders the element and renders it, unless it can show nothing on this page now:
   * then it is ready with nothing, when it was not already (a move within the page) or its
   * attributes changed (`isUpdate`: from invalid to valid, another site), as a render would be.
   */
  #startIfItCanShow(container: HTMLElement, isUpdate = false): void {
    const canShow = this.definition.canShow?.() ?? true;
    const wasShowingNothing = this.#showsNothing;
    this.#showsNothing = !canShow;
    if (canShow) void this.#start(container);
    // In a later task, as React's render would be: a listener for `shop-ready` added right after
    // the element was added hears it.
    else if (isUpdate || !wasShowingNothing)
      setTimeout(() => {
        if (this.#showsNothing) this.onNothingToShow();
      });
  }

  /**
   * The element left the page: it stops waiting to hydrate (markup still to hydrate stays, for
   * its return), and its root goes unless it is back within PUT_BACK_GRACE_MS.
   */
  leave(): void {
    this.#hasLeft = true;
    this.#showsNothing = false;
    this.#cancelWait?.();
    this.#cancelWait = undefined;
    clearTimeout(this.#teardown);
    // An element that leaves before its view first rendered has nothing to keep, and goes at once:
    // kept out of the page, React would go on rendering it there, for nobody (the form's picture
    // guards itself against what Chromium keeps of such a render: useSlotInPage).
    if (this.#react && !this.#react.hasSomethingToKeep) return this.#tearDown();
    this.#react?.leave();
    this.#teardown = setTimeout(() => this.#tearDown(), PUT_BACK_GRACE_MS);
  }

  #tearDown(): void {
    this.#teardown = undefined;
    this.#react?.unmount();
    this.#react = undefined;
  }

  /** Whether it renders (or shows nothing), loads, or waits to hydrate: from the first connection until it is torn down. */
  get isLive(): boolean {
    return (
      this.#react !== undefined || this.#isLoading || this.#cancelWait !== undefined || this.#showsNothing
    );
  }

  /** Loads what renders the element, then renders it into `container`, or hydrates the server's markup there. */
  async #start(container: HTMLElement): Promise<void> {
    this.#cancelWait?.();
    this.#cancelWait = undefined;
    this.#isLoading = true;
    const { ReactMount } = await import("./react-mount");
    // Hydrating, the server's markup shows meanwhile: React's evaluation is a task of its own, the
    // element's view (its components and their modules) is evaluated in the next, and the root
    // adopts its sheet and starts hydrating in a third, so that none is longer than it must be.
    // An element with nothing to show yet takes all at once.
    if (this.#serverMarkup) await nextTask();
    const view = await this.definition.view();
    if (this.#serverMarkup) await nextTask();
    this.#isLoading = false;
    if (this.#hasLeft) return;
    const markup = this.#serverMarkup;
    this.#serverMarkup = undefined;
    this.onView(view, markup?.links ?? []);
    const { tag } = this.definition;
    const start = markup ? "hydrate" : rendersAtOnce(tag) ? "at once" : "in slices";
    this.#react = new ReactMount(tag, container, view, this.tree, start);
  }
}

/** Resolves in a task after this one: what comes after it runs after the browser had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
