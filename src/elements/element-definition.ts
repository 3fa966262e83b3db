import type { ComponentType } from "react";
import { LOCALE_BY_SITE, type Locale, type Site } from "../config/sites";
import {
  attributeName,
  commonAttributes,
  parseAttribute,
  type AttributeSpec,
  type AttributeValues,
} from "./attributes";
import type { Emit } from "./events";
import baseStyles from "./base.css";
import sharedHostStyles from "./host.css";
import { sheetsOf, type WidgetStyles } from "../ui/widget-styles";

/*
 * What an element is, without the DOM and without React: its definition, how its attributes
 * become its props, its stylesheets. The browser's custom elements (./define.ts) read it as the
 * script loads; what renders (the element's view and ./element-root.ts) is evaluated only once an
 * element is needed. The server renderer (src/server/) builds on the same, so that both render the
 * same markup.
 */

export type Attributes = Record<string, AttributeSpec>;

/** What the wrapped React component receives: the parsed attributes, the locale and `emit`. */
export type ElementProps<A extends Attributes> = AttributeValues<A & typeof commonAttributes> & {
  locale: Locale;
  emit: Emit;
};

/** The viewport an element is rendered for on the server: the layout hydration then keeps. */
export type Viewport = "phone" | "desktop";

/**
 * Data an element needs before it can render that the server fetches (the footer's content),
 * declared with the element so that the server renderer never names a tag. The fragment server
 * keeps it per key (one fetch per key and refresh interval, however many fragments ask), and a
 * fragment carries what `read` kept of it to the browser, which reads it again (a data block in a
 * page is not trusted).
 */
export interface ServerData<P> {
  /** What names the data these props need (fragments with the same key share it); `undefined`: none. */
  keyOf(props: P): string | undefined;
  /**
   * Asks the shop's services at `origin` (the element's `api-base` wins) for it: the answer's
   * data, `null` when the service has none; rejects, saying why, when the call fails.
   */
  fetch(props: P, origin: string, timeoutMs: number): Promise<unknown>;
  /**
   * What the element renders of `raw` (fetched, or given): its valid parts; `null`: none. A
   * promise, so that the code that reads it (a schema) is loaded only where it is needed.
   */
  read(raw: unknown, props: P, log: (message: string) => void): Promise<unknown>;
}

/** What the fragment endpoint knows of a form posted to it without the script. */
export interface PostedFrom {
  /** The origin of the shop's services, which the post's work (the sign-up) is sent to. */
  origin: string;
  /** The page the visitor posted from (same origin), when the browser said; its address is sent on. */
  page: string | undefined;
  timeoutMs: number;
  /** Where the post's failures are logged: the fragment handler's `log`. */
  log: (message: string, error?: unknown) => void;
}

/** What a form posted without the script comes to. */
export type FormOutcome =
  /** A page shows the element in `state` (what the visitor typed, errors, a success), titled `title`. */
  | { state: unknown; title: string }
  /** The visitor goes back to the page they came from (a 303), with a cookie set (`Set-Cookie`'s value). */
  | { backWithCookie: string };

/**
 * A form of the element that works without the script (before it runs, or when it never does):
 * rendered on the server, it posts to the fragment endpoint, `POST {prefix}/<tag>?<attributes>`,
 * which does what the element's own handler does. Declared with the element, so that the server
 * names no tag: the element's `without-script` module, loaded when a post comes.
 */
export interface ServerForm<P> {
  /**
   * Checks the posted `fields` with the element's own rules and does what the form asks (the
   * sign-up with the services at `from.origin`, a cookie): resolves with what the visitor sees.
   */
  submit(props: P, fields: URLSearchParams, from: PostedFrom): Promise<FormOutcome>;
}

/**
 * Whether this build is the server module (dist/server.mjs). An element declares its server part
 * there only (`server: IS_SERVER_MODULE ? { … } : undefined`): the shop's script never renders on a
 * server, and leaves what the part needs out of every shopper's download (what it imports with
 * `import()` in that branch is not bundled into the script at all).
 */
export const IS_SERVER_MODULE = __SERVER_MODULE__;

/** How an element is rendered on the server (src/server/); an element without one is not. */
export interface ServerPart<P> {
  /** The viewport it is rendered for when the page's server does not say (default: a desktop's). */
  viewport?: (props: P) => Viewport;
  data?: ServerData<P>;
  /** Its form without the script: `() => import("./without-script")`. */
  form?: () => Promise<ServerForm<P>>;
}

/** What renders an element: its React component and its stylesheet. */
export interface ElementView<A extends Attributes> {
  component: ComponentType<ElementProps<A>>;
  /**
   * The element's own sheet and the widgets its markup renders (src/ui/widget-styles.ts): it
   * adopts the shared base sheet, then every widget sheet these reach, then its own.
   */
  styles: WidgetStyles;
}

export interface ElementDefinition<A extends Attributes> {
  tag: string;
  /** Attributes besides `site`, `lang` and `api-base`, keyed by property name. */
  attributes: A;
  /**
   * The element's view, evaluated when an element of its tag is first needed (`() =>
   * import("./view")`): React, the components and their texts are not evaluated while the page
   * loads (./define.ts). The script stays one file; the import is bundled into it.
   */
  view: () => Promise<ElementView<A>>;
  /**
   * The rules for the element's host that hold before its view is there: the room the page
   * reserved for it (the shared host rules, ./host.css, come first).
   */
  hostStyles?: string;
  /**
   * The one place an element starts network work before it renders: called with its props when
   * it is connected and whenever its attributes change, so that its answers are on their way
   * while its view loads and renders. The requests must be the ones the component's own calls
   * share (kept per page), so that nothing is asked twice.
   */
  startRequests?: (props: ElementProps<A>) => void;
  /**
   * Page-level work the element runs while it is in the page, whether its view has rendered or
   * not (a prerendered footer the shopper never scrolls to still renews the login token): started
   * in the task after it is connected with valid attributes, restarted when they change, stopped by the
   * function it returns when the element leaves the page or its attributes become invalid.
   */
  whileInPage?: (props: ElementProps<A>) => () => void;
  /**
   * Whether the element can show anything on this page, decided without its view: `false` (the
   * preview panel on a shopper's page, which holds no staff cookie) and it renders nothing and
   * fires `shop-ready` without React or its view being evaluated. Asked at each connection and
   * attribute change; absent, it always can.
   */
  canShow?: () => boolean;
  /** How the server renders it before the script (src/server/); absent: it is rendered in the browser only. */
  server?: ServerPart<ElementProps<A>>;
}

/** The props every element's component gets, whatever its own attributes. */
export type RootComponentProps = Record<string, unknown> & { site: Site; locale: Locale; emit: Emit };

/** A definition as the element layer uses it, whatever its attributes: its props are read at run time. */
export interface AnyElementDefinition {
  tag: string;
  attributes: Attributes;
  view: () => Promise<AnyElementView>;
  hostStyles?: string | undefined;
  startRequests?: ((props: RootComponentProps) => void) | undefined;
  whileInPage?: ((props: RootComponentProps) => () => void) | undefined;
  canShow?: (() => boolean) | undefined;
  server?: ServerPart<RootComponentProps> | undefined;
}

/** A view as the element layer uses it, whatever its element's attributes. */
export interface AnyElementView {
  component: ComponentType<RootComponentProps>;
  styles: WidgetStyles;
}

/** `definition` with its attribute types forgotten: its props come from `readAttributes` at run time. */
export function anyDefinition<A extends Attributes>(definition: ElementDefinition<A>): AnyElementDefinition {
  return definition as unknown as AnyElementDefinition;
}

/** What an element's attributes amount to: either props to render, or nothing to render. */
export type ElementState = { valid: true; props: RootComponentProps } | { valid: false };

/**
 * The attributes of the element React renders into: the shadow root's one element, `part="base"`,
 * made by the element layer in the browser and written by the server, so that React's root is an
 * element (a mismatched hydration replaces what it holds, in place; in a shadow root itself React
 * would leave the server's markup beside its own render). Every locale of the shop is written left
 * to right, also on a right-to-left page.
 */
export const baseAttributes = (locale: Locale | undefined) =>
  ({ part: "base", class: "base", dir: "ltr", ...(locale && { lang: locale }) }) as const;

export interface AttributeEntry {
  property: string;
  spec: AttributeSpec;
  name: string;
}

export function attributeEntries(attributes: Attributes): AttributeEntry[] {
  const specs: Attributes = { ...commonAttributes, ...attributes };
  return Object.entries(specs).map(([property, spec]) => ({ property, spec, name: attributeName(property) }));
}

/**
 * Reads every attribute afresh through `getAttribute` (so that removing one restores its default)
 * into the element's props. Each attribute is reported through `report` with its name and its
 * problem (`name="xx" is not valid; allowed values: …`), or `undefined` when it is valid.
 */
export function readAttributes(
  getAttribute: (name: string) => string | null,
  attributes: readonly AttributeEntry[],
  report: (name: string, problem: string | undefined) => void,
): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  let valid = true;
  for (const { property, spec, name } of attributes) {
    const raw = getAttribute(name);
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

/** The props of valid attributes with the site's locale (unless `lang` names another) and `emit`. */
export function rootProps(props: Record<string, unknown>, emit: Emit): RootComponentProps {
  const site = props.site as Site;
  const locale = (props.lang as Locale | undefined) ?? LOCALE_BY_SITE[site];
  return { ...props, site, locale, emit };
}

/** The text of an element's host sheet: the shared host rules, then the element's own. */
export function hostStylesheetText(definition: AnyElementDefinition): string {
  return sharedHostStyles + (definition.hostStyles ?? "");
}

/** The text of an element's view's stylesheet: the shared base sheet, the widgets' sheets, then its own. */
export function stylesheetText(styles: WidgetStyles): string {
  return baseStyles + sheetsOf(styles).join("");
}
