import { commonAttributes, parseAttribute, type AttributeSpec, type AttributeValue } from "./attributes";
import {
  anyDefinition,
  baseAttributes,
  attributeEntries,
  hostStylesheetText,
  readAttributes,
  rootProps,
  stylesheetText,
  type AnyElementDefinition,
  type AnyElementView,
  type AttributeEntry,
  type Attributes,
  type ElementDefinition,
  type ElementState,
  type RootComponentProps,
} from "./element-definition";
import { ElementMount } from "./element-mount";
import type { Emit, ShopEventMap } from "./events";
import { BUILD, isPrerenderedFor, type FragmentData, type Prerendered } from "../lib/fragment";
import type { Site } from "../config/sites";
import { takeFragment, type Fragment } from "./fragment-data";
import { atOnceWhileParsing } from "../lib/parsing";

export type { ElementDefinition, ElementProps } from "./element-definition";

/**
 * The one place that knows custom elements, shadow roots, styles and i18n roots.
 *
 * Each element is its own React root in its open shadow root. What this module and the element
 * definitions hold is evaluated as the script loads: the custom elements, their attributes, the
 * server's markup and data they take, the room they hold. React and each element's view are
 * evaluated when an element is first needed (./element-mount.ts). The design named
 * @r2wc/react-to-web-component for this layer; it is not used because its attribute handling is
 * wrong for pages (a bare boolean attribute reads as undefined, removing an attribute neither
 * restores the default nor re-renders): docs/architecture.md, "Why not r2wc".
 */

/**
 * What an attribute's property reads (the getters `defineProperties` adds): its value, or
 * undefined while the attribute's text is not one of the allowed values (an enum, or `site` absent).
 */
type PropertyValue<S extends AttributeSpec> = S extends { kind: "enum" }
  ? AttributeValue<S> | undefined
  : AttributeValue<S>;

type PropertyValues<A extends Attributes> = { [K in keyof A]: PropertyValue<A[K]> };

/**
 * An element as the page sees it (its type in HTMLElementTagNameMap): a property per attribute
 * (`el.reduced`, `el.hunterContent`), typed from the attribute specs `A` and the common ones, as
 * `defineElement` defines them: not where HTMLElement has its own (`lang`).
 */
export type ShopElement<A extends Attributes = Record<never, never>> = HTMLElement &
  Omit<PropertyValues<typeof commonAttributes & A>, keyof HTMLElement>;

const sheets = new Map<string, CSSStyleSheet>();

/**
 * One constructed stylesheet per name, made from `text()` once and shared by all elements of a
 * tag (no inline style a CSP blocks): the host's rules alone (`<tag> host`), adopted as the
 * element is made, and the whole sheet (`<tag>`), the host's and the view's, once the view is there.
 */
function styleSheet(name: string, text: () => string): CSSStyleSheet {
  let sheet = sheets.get(name);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text());
    sheets.set(name, sheet);
  }
  return sheet;
}

/**
 * The bad attribute values reported in this task, each with the tags of the elements that have
 * it. Elements that upgrade together and share a bad value (a template that writes `site="xx"`
 * into every element) are named in one error for the page, not one error each.
 */
const pendingProblems = new Map<string, string[]>();

function reportProblem(tag: string, problem: string): void {
  if (!pendingProblems.size) setTimeout(logPendingProblems);
  pendingProblems.set(problem, [...(pendingProblems.get(problem) ?? []), tag]);
}

function logPendingProblems(): void {
  for (const [problem, tags] of pendingProblems) {
    const names = [...new Set(tags)].map((tag) => {
      const count = tags.filter((other) => other === tag).length;
      return count > 1 ? `<${tag}> (${count})` : `<${tag}>`;
    });
    const subject = tags.length > 1 ? `These ${tags.length} elements render` : "The element renders";
    console.error(`${names.join(", ")}: ${problem}. ${subject} nothing until this is fixed.`);
  }
  pendingProblems.clear();
}

/** Properties mirror the attributes, as for built-in elements: `el.reduced = true`. */
function defineProperties(prototype: HTMLElement, attributes: readonly AttributeEntry[]): void {
  for (const { property, spec, name } of attributes) {
    if (property in HTMLElement.prototype) continue; // `lang` already reflects its attribute
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const result = parseAttribute(spec, this.getAttribute(name));
        return result.ok ? result.value : undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else if (spec.kind === "boolean") this.setAttribute(name, value ? "" : "false");
        else this.setAttribute(name, String(value));
      },
    });
  }
}

/**
 * What a page's script set as properties on the element before it was defined (`el.reduced =
 * true` on a plain HTMLElement): own properties, which would hide the accessors. Taken over as
 * the element upgrades, through the accessors, so that they become its attributes as if set after.
 */
function takeOverProperties(element: HTMLElement, attributes: readonly AttributeEntry[]): void {
  const own = element as unknown as Record<string, unknown>;
  for (const { property } of attributes) {
    if (property in HTMLElement.prototype || !Object.hasOwn(element, property)) continue;
    const value = own[property];
    Reflect.deleteProperty(own, property);
    own[property] = value;
  }
}

/** Every element registered, by tag: what the server renderer (src/server/) renders. */
const definitions = new Map<string, AnyElementDefinition>();

/** The definition registered for `tag`, if any. */
export function elementDefinition(tag: string): AnyElementDefinition | undefined {
  return definitions.get(tag);
}

/** Every definition registered, in the order of registration. */
export function elementDefinitions(): AnyElementDefinition[] {
  return [...definitions.values()];
}

/**
 * Whether a fragment's markup is the one this element renders: from this build, for the
 * attributes the element has now (the server read the same ones). Otherwise hydrating it would
 * keep markup the element does not render.
 */
function isFragmentOf(
  element: HTMLElement,
  data: FragmentData,
  attributes: readonly AttributeEntry[],
): boolean {
  return (
    data.build === BUILD &&
    attributes.every(({ name }) => (element.getAttribute(name) ?? undefined) === data.attributes[name])
  );
}

/** Reports an element's invalid attribute's problem once, until the attribute is valid again. */
function attributeReporter(tag: string) {
  const reported = new Map<string, string>();
  return (name: string, problem: string | undefined): void => {
    if (problem === undefined) {
      reported.delete(name);
    } else if (reported.get(name) !== problem) {
      reported.set(name, problem);
      reportProblem(tag, problem);
    }
  };
}

/**
 * What the element hydrates its server-rendered markup with, and the container holding it, when
 * the markup is its own (this build's, for its attributes); otherwise the markup is removed, with
 * one warning, for a new container the element renders into anew.
 */
function hydrationOf(
  element: HTMLElement,
  fragment: Fragment,
  tag: string,
  attributes: readonly AttributeEntry[],
): [Prerendered | undefined, HTMLElement] {
  const { data, root, container } = fragment;
  const getAttribute = (name: string) => element.getAttribute(name);
  const props =
    data &&
    container &&
    isFragmentOf(element, data, attributes) &&
    readAttributes(getAttribute, attributes, () => undefined);
  if (data && container && props)
    return [{ ...data, site: props.site as Site, apiBase: props.apiBase as string | undefined }, container];
  console.warn(
    `shop-components: <${tag}> holds markup rendered by another build or for other attributes; ` +
      `it is rendered anew.`,
  );
  return [undefined, newContainer(root)];
}

/** A new, empty element for React to render into (`part="base"`), as the only child of `root`. */
function newContainer(root: ShadowRoot): HTMLElement {
  const container = document.createElement("div");
  for (const [name, value] of Object.entries(baseAttributes(undefined))) container.setAttribute(name, value);
  root.replaceChildren(container);
  return container;
}

/**
 * What an element's events are dispatched with. Cancelable, so that the page can replace an
 * element's default action (shop-view-change). An element nested in another's shadow root
 * (`data-nested`: the footer's form and preview panel) keeps its shop-ready inside that root: the
 * page hears the footer's, whichever of the two hydrates first (a listener of the footer's, set
 * when it renders, may come too late). `shop-ready` fires once for each site and locale the
 * element renders in: again after a change of either, not after a move or a put-back, nor when
 * it renders anew after a long time out of the page.
 */
function emitterOf(element: HTMLElement): Emit {
  let announced: string | undefined;
  return (name, detail) => {
    if (name === "shop-ready") {
      const { site, locale } = detail as ShopEventMap["shop-ready"];
      if (`${site} ${locale}` === announced) return true;
      announced = `${site} ${locale}`;
    }
    const composed = !(name === "shop-ready" && element.hasAttribute("data-nested"));
    return element.dispatchEvent(
      new CustomEvent(name, { bubbles: true, composed, cancelable: true, detail }),
    );
  };
}

/**
 * Runs `work` in a task of its own and returns what stops it: cancels it while it waits, or stops
 * what it started. The script's first task upgrades every element already in the page; work that
 * is not needed for that (a request whose answer nobody waits for) keeps that task short.
 */
function inOwnTask(work: () => () => void): () => void {
  let stopWork: (() => void) | undefined;
  const timer = setTimeout(() => {
    stopWork = work();
  });
  return () => {
    clearTimeout(timer);
    stopWork?.();
  };
}

/**
 * The work an element starts outside React, at each reading of its attributes: the requests its
 * view will need (`startRequests`), unless its fragment carried their answers, and its page-level
 * work (`whileInPage`, in a task of its own), restarted only when its attribute values change (a
 * move within the page, which connects it again, keeps it running).
 */
function elementWork({ startRequests, whileInPage }: AnyElementDefinition) {
  let running: { values: string; stop: () => void } | undefined;
  const stop = () => {
    running?.stop();
    running = undefined;
  };
  return {
    start(attributeValues: object, props: RootComponentProps, prerendered: Prerendered | undefined): void {
      if (!isPrerenderedFor(prerendered, props.site, props.apiBase as string | undefined))
        startRequests?.(props);
      const values = JSON.stringify(attributeValues);
      if (!whileInPage || running?.values === values) return;
      stop();
      running = { values, stop: inOwnTask(() => whileInPage(props)) };
    },
    stop,
  };
}

/**
 * An element that shows nothing on this page without rendering (`canShow`) is ready as one that
 * rendered nothing: `:state(ready)` and `shop-ready`, while its attributes are valid.
 */
function readyWithNothing(state: ElementState, markRendered: () => void): void {
  if (!state.valid) return;
  markRendered();
  state.props.emit("shop-ready", { site: state.props.site, locale: state.props.locale });
}

/**
 * Registers `definition.tag` once; a second call (the script included twice) is a no-op.
 * Elements already in the page upgrade now, elements added later when they are added. Where there
 * is no DOM (the server renderer), the definition is only kept for `elementDefinition`.
 */
export function defineElement<A extends Attributes>(definition: ElementDefinition<A>): void {
  const anyElement = anyDefinition(definition);
  const { tag } = anyElement;
  if (definitions.has(tag)) return;
  definitions.set(tag, anyElement);
  if (typeof customElements === "undefined" || customElements.get(tag)) return;
  const attributes = attributeEntries(definition.attributes);
  const hostSheet = () => styleSheet(`${tag} host`, () => hostStylesheetText(anyElement));

  class ShopElement extends HTMLElement {
    static readonly observedAttributes = attributes.map(({ name }) => name);

    /**
     * Its `ready` state (`:state(ready)` in CSS) once it has rendered its content: until then it
     * holds the space the page reserved for it, so that it arrives without moving the page.
     */
    readonly #internals = this.attachInternals();
    readonly #shadowRoot: ShadowRoot;
    /** What React renders into: the shadow root's one element (hydrating, the server's). */
    #container: HTMLElement;
    readonly #mount = new ElementMount(
      anyElement,
      () => ({ state: this.#state, prerendered: this.#prerendered, onRendered: this.#markRendered }),
      (view, links) => this.#adopt(view, links),
      () => readyWithNothing(this.#state, this.#markRendered),
    );
    #state: ElementState = { valid: false };
    /** A server-rendered fragment, until the first connection decides on hydrating it. */
    #fragment: Fragment | undefined;
    /** The fragment's data once the element hydrated it: what it rendered from. */
    #prerendered: Prerendered | undefined;
    readonly #report = attributeReporter(tag);
    readonly #work = elementWork(anyElement);
    readonly #emit = emitterOf(this);

    constructor() {
      super();
      takeOverProperties(this, attributes);
      // An element rendered on the server (src/server/) arrives with its declarative shadow root.
      const declared = this.#internals.shadowRoot;
      this.#shadowRoot = declared ?? this.attachShadow({ mode: "open" });
      if (declared) this.#fragment = takeFragment(declared);
      else this.#shadowRoot.adoptedStyleSheets = [hostSheet()];
      this.#container = this.#fragment?.container ?? newContainer(this.#shadowRoot);
    }

    // Attributes are read once the element is in the page: a parser-created element is
    // constructed before its attributes are set, and must not report a "missing" site.
    connectedCallback(): void {
      const fragment = this.#fragment;
      this.#fragment = undefined;
      if (fragment) [this.#prerendered, this.#container] = hydrationOf(this, fragment, tag, attributes);
      this.#update();
      // The server's markup is styled by its links until it hydrates; a fragment not the
      // element's own went with its links (hydrationOf), and the element renders anew.
      const hydrating = fragment && this.#prerendered ? fragment : undefined;
      if (fragment && !hydrating) this.#shadowRoot.adoptedStyleSheets = [hostSheet()];
      this.#mount.connect(this, this.#container, hydrating);
    }

    // A move (a CMS re-ordering blocks) reconnects it in the same task: nothing stops. Still out
    // afterwards, its page-level work stops; its root waits for a put-back (./element-mount.ts).
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#mount.leave();
        this.#work.stop();
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue || !this.isConnected || !this.#mount.isLive) return;
      this.#update();
      this.#mount.update(this.#container);
    }

    /**
     * Reads the attributes into the element's state, then starts the work outside React
     * (`elementWork`).
     */
    #update(): void {
      const props = readAttributes((name) => this.getAttribute(name), attributes, this.#report);
      if (!props) {
        // `:state(invalid)`: it renders nothing, and takes no space a page reserved for it.
        this.#internals.states.add("invalid");
        this.#state = { valid: false };
        this.#work.stop();
        return;
      }
      this.#internals.states.delete("invalid");
      this.#state = { valid: true, props: rootProps(props, this.#emit) };
      this.#container.setAttribute("lang", this.#state.props.locale);
      this.#work.start(props, this.#state.props, this.#prerendered);
    }

    /**
     * Adopts the element's sheet, its host's rules with its view's (the text fragments link), in
     * place of the host's alone, just before the view first renders or hydrates; the server's
     * links to the same rules, which styled its markup until now, go.
     */
    #adopt(view: AnyElementView, serverLinks: readonly Element[]): void {
      const text = () => hostStylesheetText(anyElement) + stylesheetText(view.styles);
      this.#shadowRoot.adoptedStyleSheets = [styleSheet(tag, text)];
      for (const link of serverLinks) link.remove();
    }

    readonly #markRendered = (): void => {
      this.#internals.states.add("ready");
    };
  }

  defineProperties(ShopElement.prototype, attributes);
  defineInItsTurn(tag, ShopElement);
}

/**
 * Defining a tag upgrades every element of it already in the page, inside the defining task.
 * Once the page is parsed (a deferred script, as shops include it), each tag is therefore defined
 * in a task of its own, in the order of the definitions: evaluating the element layer and
 * upgrading each tag's elements are then separate tasks, each short on a slow phone, instead of
 * one (bench:render: the layer's one task was 20-48 ms at 4x, of which the prerendered footer's
 * upgrade 8-29 ms and the nested sign-up's 3-6 ms). A tag another copy of the script defined
 * meanwhile is left as it is.
 */
function defineInItsTurn(tag: string, element: CustomElementConstructor): void {
  atOnceWhileParsing(() => {
    if (!customElements.get(tag)) customElements.define(tag, element);
  });
}
