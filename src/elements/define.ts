import type { I18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { createElement, startTransition, useEffect, useState, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { LOCALE_BY_SITE, type Locale } from "../config/sites";
import { createI18n, loadCatalog, loadedCatalog } from "../i18n/catalogs";
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
 * The one place that knows custom elements, shadow roots, styles and i18n roots (conventions note).
 *
 * Each element is its own React root in its open shadow root, as r2wc 2.1 makes them (the floor
 * of the benchmarks is r2wc). r2wc itself is not used: its attribute handling is wrong for pages
 * (toolchain notes: a bare boolean attribute reads as undefined, removing an attribute neither
 * restores the default nor re-renders, bad values throw), so all it would do here is attach the
 * shadow root and call `createRoot`, `render` and `unmount`, which the class below does in its
 * own lifecycle callbacks. This layer observes the attributes, reads them with HTML's rules,
 * validates them with valibot, and renders the root with one state object.
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
   * Starts what the element will ask for once it renders, in parallel with its catalog, rather
   * than after its first render (issue "Load only what the page uses": start the network early).
   * Called with its props whenever it is connected or its attributes change: the requests it
   * starts must be the ones the component's own calls share (kept per page), so that nothing is
   * asked twice.
   */
  prefetch?: (props: ElementProps<A>) => void;
}

/**
 * What an attribute's property reads (the getters at the end of `defineElement`): its value, or
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

/** What an element's attributes amount to: either props to render, or nothing to render. */
type ElementState = { valid: true; props: Record<string, unknown> } | { valid: false };

interface RootProps {
  state: ElementState;
  component: ComponentType<Record<string, unknown>>;
}

function ElementRoot({ state, component }: RootProps) {
  const locale = state.valid ? (state.props.locale as Locale) : undefined;
  const [i18n, setI18n] = useState<I18n | undefined>(() => {
    const messages = locale && loadedCatalog(locale);
    return messages ? createI18n(locale, messages) : undefined;
  });

  useEffect(() => {
    if (!locale) return;
    let isCurrent = true;
    void loadCatalog(locale).then((messages) => {
      // The element's first render with its texts is a transition: React renders it in slices
      // that yield to the page, not in one long task (issue "<shop-footer>", Performance).
      // A locale whose texts fail to load (logged) leaves the element as it was, in the locale it
      // shows, so that nothing typed into it is lost (issue 15, point 8). An element that
      // rendered its texts at once (loadedCatalog) keeps them.
      if (isCurrent && messages)
        startTransition(() =>
          setI18n((shown) => (shown?.locale === locale ? shown : createI18n(locale, messages))),
        );
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);

  // While another locale loads, the old texts stay rather than the element collapsing.
  if (!state.valid || !i18n) return null;
  const props = state.props as Record<string, unknown> & { site: string; locale: Locale; emit: Emit };
  return createElement(
    I18nProvider,
    { i18n },
    createElement(
      "div",
      { part: "base", lang: i18n.locale, className: "base" },
      createElement(component, props),
      createElement(ReadySignal, { site: props.site, locale: props.locale, emit: props.emit }),
    ),
  );
}

/**
 * Fires `shop-ready` once the content has rendered with the texts of `locale`. It sits inside the
 * I18nProvider, after the content, because the provider passes a new instance on one render
 * later: an effect in ElementRoot would announce a locale the content does not show yet.
 */
function ReadySignal({ site, locale, emit }: { site: string; locale: Locale; emit: Emit }) {
  const { i18n } = useLingui();
  const renderedLocale = i18n.locale;
  useEffect(() => {
    if (renderedLocale === locale) emit("shop-ready", { site, locale });
  }, [renderedLocale, site, locale, emit]);
  return null;
}

const sheets = new Map<string, CSSStyleSheet>();

function styleSheet(tag: string, styles: readonly string[]): CSSStyleSheet {
  let sheet = sheets.get(tag);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles + styles.join(""));
    sheets.set(tag, sheet);
  }
  return sheet;
}

/**
 * Registers `definition.tag` once; a second call (the script included twice) is a no-op.
 * Elements already in the page upgrade now, elements added later when they are added.
 */
export function defineElement<A extends Attributes>(definition: ElementDefinition<A>): void {
  const { tag, component, styles } = definition;
  if (customElements.get(tag)) return;

  const rootComponent = component as ComponentType<Record<string, unknown>>;
  const specs: Record<string, AttributeSpec> = { ...commonAttributes, ...definition.attributes };
  const attributes = Object.entries(specs).map(([property, spec]) => ({
    property,
    spec,
    name: attributeName(property),
  }));

  class ShopElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return attributes.map(({ name }) => name);
    }

    readonly #shadowRoot: ShadowRoot;
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
      this.#read();
      if (this.#root) {
        this.#render();
        return;
      }
      this.#root = createRoot(this.#shadowRoot);
      // A first render may already show the whole element (its texts have arrived: the footer's
      // nested form): a transition, rendered in slices that yield to the page, as ElementRoot's.
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
      this.#read();
      this.#render();
    }

    #render(): void {
      this.#root?.render(createElement(ElementRoot, { state: this.#state, component: rootComponent }));
    }

    /** Reads every attribute afresh, so that removing one restores its default. */
    #read(): void {
      const props: Record<string, unknown> = {};
      let valid = true;
      for (const { property, spec, name } of attributes) {
        const raw = this.getAttribute(name);
        const result = parseAttribute(spec, raw);
        if (result.ok) {
          this.#reported.delete(name);
          props[property] = result.value;
          continue;
        }
        valid = false;
        const message =
          `<${tag}>: ${raw === null ? `the "${name}" attribute` : `${name}="${raw}"`} ${result.problem}. ` +
          `The element renders nothing until this is fixed.`;
        if (this.#reported.get(name) !== message) {
          this.#reported.set(name, message);
          console.error(message);
        }
      }
      const state: ElementState = valid
        ? {
            valid: true,
            props: {
              ...props,
              locale:
                (props.lang as Locale | undefined) ??
                LOCALE_BY_SITE[props.site as keyof typeof LOCALE_BY_SITE],
              emit: this.#emit,
            },
          }
        : { valid: false };
      if (state.valid) {
        void loadCatalog(state.props.locale as Locale);
        definition.prefetch?.(state.props as ElementProps<A>);
      }
      this.#state = state;
    }
  }

  // Properties mirror the attributes, as for built-in elements: `el.reduced = true`.
  for (const { property, spec, name } of attributes) {
    if (property in HTMLElement.prototype) continue; // `lang` already reflects its attribute
    Object.defineProperty(ShopElement.prototype, property, {
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

  customElements.define(tag, ShopElement);
}
