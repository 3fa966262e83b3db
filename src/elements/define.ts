import { I18nProvider, useLingui } from "@lingui/react";
import { createElement, startTransition, useEffect, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { LOCALE_BY_SITE, type Locale, type Site } from "../config/sites";
import { i18nFor } from "../i18n/catalogs";
import {
  attributeName,
  commonAttributes,
  parseAttribute,
  type AttributeSpec,
  type AttributeValue,
  type AttributeValues,
} from "./attributes";
import type { Emit } from "./events";
import baseStyles from "./base.css";

/**
 * The one place that knows custom elements, shadow roots, styles and i18n roots.
 *
 * Each element is its own React root in its open shadow root. The design named
 * @r2wc/react-to-web-component for this layer; it is not used because its attribute handling is
 * wrong for pages (a bare boolean attribute reads as undefined, removing an attribute neither
 * restores the default nor re-renders): docs/architecture.md, "Why not r2wc".
 */

type Attributes = Record<string, AttributeSpec>;

/** What the wrapped React component receives: the parsed attributes, the locale and `emit`. */
export type ElementProps<A extends Attributes> = AttributeValues<A & typeof commonAttributes> & {
  locale: Locale;
  emit: Emit;
};

export interface ElementDefinition<A extends Attributes> {
  tag: string;
  /** Attributes besides `site`, `lang` and `api-base`, keyed by property name. */
  attributes: A;
  component: ComponentType<ElementProps<A>>;
  /**
   * The stylesheet texts the element adopts, in order: the widget sheets it shows
   * (src/ui/styles.ts), then its own. The shared base sheet comes first.
   */
  styles: readonly string[];
  /**
   * The one place an element starts network work before it renders: called with its props when
   * it is connected and whenever its attributes change, so that its answers are on their way
   * while React renders. The requests must be the ones the component's own calls share (kept
   * per page), so that nothing is asked twice.
   */
  startRequests?: (props: ElementProps<A>) => void;
}

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

/** The props every element's component gets, whatever its own attributes. */
type RootComponentProps = Record<string, unknown> & { site: Site; locale: Locale; emit: Emit };

/** What an element's attributes amount to: either props to render, or nothing to render. */
type ElementState = { valid: true; props: RootComponentProps } | { valid: false };

interface RootProps {
  state: ElementState;
  component: ComponentType<RootComponentProps>;
  /** Called once the content has rendered in its locale (before `shop-ready` fires). */
  onRendered: () => void;
}

/** Renders the element's component in its locale; nothing while an attribute is invalid. */
function ElementRoot({ state, component, onRendered }: RootProps) {
  if (!state.valid) return null;
  const { props } = state;
  return createElement(
    I18nProvider,
    { i18n: i18nFor(props.locale) },
    createElement(
      "div",
      // Every locale of the shop is written left to right, also on a right-to-left page.
      { part: "base", lang: props.locale, dir: "ltr", className: "base" },
      createElement(component, props),
      createElement(ReadySignal, { site: props.site, locale: props.locale, emit: props.emit, onRendered }),
    ),
  );
}

/**
 * Fires `shop-ready` once the content has rendered with the texts of `locale`. It sits inside the
 * I18nProvider, after the content, so that it announces the locale the content shows.
 */
function ReadySignal({ site, locale, emit, onRendered }: ReadySignalProps) {
  const { i18n } = useLingui();
  const renderedLocale = i18n.locale;
  useEffect(() => {
    if (renderedLocale !== locale) return;
    onRendered();
    emit("shop-ready", { site, locale });
  }, [renderedLocale, site, locale, emit, onRendered]);
  return null;
}

interface ReadySignalProps {
  site: Site;
  locale: Locale;
  emit: Emit;
  onRendered: () => void;
}

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed stylesheet per tag, shared by all its elements (no inline style a CSP blocks). */
function styleSheet(tag: string, styles: readonly string[]): CSSStyleSheet {
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles + styles.join(""));
    sheets.set(tag, sheet);
  }
  return sheet;
}

interface AttributeEntry {
  property: string;
  spec: AttributeSpec;
  name: string;
}

function attributeEntries(attributes: Attributes): AttributeEntry[] {
  const specs: Attributes = { ...commonAttributes, ...attributes };
  return Object.entries(specs).map(([property, spec]) => ({ property, spec, name: attributeName(property) }));
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

/**
 * Reads every attribute of `element` afresh (so that removing one restores its default) into the
 * element's state. Each invalid value is reported once through `report`, which gets the
 * attribute's name and the problem, or `undefined` once the attribute is valid again.
 */
function readAttributes(
  element: HTMLElement,
  attributes: readonly AttributeEntry[],
  report: (name: string, problem: string | undefined) => void,
): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  let valid = true;
  for (const { property, spec, name } of attributes) {
    const raw = element.getAttribute(name);
    const result = parseAttribute(spec, raw);
    if (result.ok) {
      report(name, undefined);
      props[property] = result.value;
      continue;
    }
    valid = false;
    report(name, `${raw === null ? `the "${name}" attribute` : `${name}="${raw}"`} ${result.problem}`);
  }
  return valid ? props : undefined;
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
 * Registers `definition.tag` once; a second call (the script included twice) is a no-op.
 * Elements already in the page upgrade now, elements added later when they are added.
 */
export function defineElement<A extends Attributes>(definition: ElementDefinition<A>): void {
  const { tag, styles } = definition;
  if (customElements.get(tag)) return;
  const component = definition.component as unknown as ComponentType<RootComponentProps>;
  const startRequests = definition.startRequests as ((props: RootComponentProps) => void) | undefined;
  const attributes = attributeEntries(definition.attributes);

  class ShopElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return attributes.map(({ name }) => name);
    }

    readonly #shadowRoot: ShadowRoot;
    /**
     * Its `ready` state (`:state(ready)` in CSS) once it has rendered its content: until then it
     * holds the space the page reserved for it, so that it arrives without moving the page.
     */
    readonly #internals = this.attachInternals();
    /** The React root in the shadow root, from the first connection until the element has left the page. */
    #root: Root | undefined;
    #state: ElementState = { valid: false };
    /** The last problem logged per attribute, so each bad value is reported once. */
    #reported = new Map<string, string>();

    // Cancelable, so that the page can replace an element's default action (shop-view-change).
    readonly #emit: Emit = (name, detail) =>
      this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable: true, detail }));

    constructor() {
      super();
      this.#shadowRoot = this.attachShadow({ mode: "open" });
      this.#shadowRoot.adoptedStyleSheets = [styleSheet(tag, styles)];
    }

    // Attributes are read once the element is in the page: a parser-created element is
    // constructed before its attributes are set, and must not report a "missing" site.
    connectedCallback(): void {
      this.#update();
      if (this.#root) {
        this.#render();
        return;
      }
      this.#root = createRoot(this.#shadowRoot);
      // The first render is a transition: React renders it in slices that yield to the page.
      startTransition(() => this.#render());
    }

    // Moving an element (a CMS re-ordering blocks, a carousel re-parenting) disconnects and
    // reconnects it in one task: the root is unmounted only if the element is still out of the
    // page afterwards, so that what the visitor typed is not lost.
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue === newValue || !this.isConnected) return;
      this.#update();
      this.#render();
    }

    #render(): void {
      this.#root?.render(
        createElement(ElementRoot, { state: this.#state, component, onRendered: this.#markRendered }),
      );
    }

    /** Reads the attributes into the element's state, then starts the requests it will need. */
    #update(): void {
      const props = readAttributes(this, attributes, this.#report);
      if (!props) {
        // `:state(invalid)`: it renders nothing, and takes no space a page reserved for it.
        this.#internals.states.add("invalid");
        this.#state = { valid: false };
        return;
      }
      this.#internals.states.delete("invalid");
      const site = props.site as Site;
      const locale = (props.lang as Locale | undefined) ?? LOCALE_BY_SITE[site];
      this.#state = { valid: true, props: { ...props, site, locale, emit: this.#emit } };
      startRequests?.(this.#state.props);
    }

    readonly #markRendered = (): void => {
      this.#internals.states.add("ready");
    };

    readonly #report = (name: string, problem: string | undefined): void => {
      if (problem === undefined) {
        this.#reported.delete(name);
      } else if (this.#reported.get(name) !== problem) {
        this.#reported.set(name, problem);
        reportProblem(tag, problem);
      }
    };
  }

  defineProperties(ShopElement.prototype, attributes);
  customElements.define(tag, ShopElement);
}
