import { createElement } from "react";
// React's renderer for web streams: no Node module in it, so the server module runs anywhere.
import { renderToString } from "react-dom/server.edge";
import "../elements";
import { elementDefinition, elementDefinitions } from "../elements/define";
import {
  attributeEntries,
  baseAttributes,
  hostStylesheetText,
  readAttributes,
  rootProps,
  stylesheetText,
  type AnyElementDefinition,
  type AnyElementView,
  type RootComponentProps,
  type ServerPart,
  type Viewport,
} from "../elements/element-definition";
import { ElementRoot } from "../elements/element-root";
import { BUILD, FRAGMENT_DATA_ATTRIBUTE, type FragmentData, type Prerendered } from "../lib/fragment";
import { ANSWER_PAGE_STYLESHEET, answerPageStylesheet } from "./answer-page";

/**
 * Renders the shop's elements on the server to HTML with a declarative shadow root: the same
 * components and texts as the script, so that the script hydrates the markup instead of
 * rendering it anew (src/elements/define.ts). What an element needs here (data fetched first,
 * the viewport it is rendered for) is declared with its definition (`server`); this module names
 * no tag.
 */

/** An element's attributes: a text, `true` for a bare boolean attribute, `false` for "false". */
export type ElementAttributes = Record<string, string | boolean | undefined>;

/** Attributes the element does not accept: the messages say which and why. */
export class AttributeError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join(" "));
    this.name = "AttributeError";
  }
}

type ServerDefinition = AnyElementDefinition & { server: ServerPart<RootComponentProps> };

const isServerRendered = (definition: AnyElementDefinition | undefined): definition is ServerDefinition =>
  definition?.server !== undefined;

/** The elements the server renders: those whose definition says how (the preview panel only shows after a check in the browser). */
export const SERVER_RENDERED_TAGS: readonly string[] = elementDefinitions()
  .filter(isServerRendered)
  .map(({ tag }) => tag);

/** The view of every element the server renders, once loaded (loadViews). */
const VIEWS = new Map<string, AnyElementView>();
let viewsLoaded: Promise<void> | undefined;

/**
 * Loads the view of every element the server renders, once: the browser evaluates a view when an
 * element first needs it, the server renders them all. Every way in that renders (the fragment
 * endpoint, `renderElement`, `stylesheet`) waits for it first.
 */
export function loadViews(): Promise<void> {
  viewsLoaded ??= (async () => {
    for (const { tag, view } of elementDefinitions().filter(isServerRendered)) VIEWS.set(tag, await view());
  })();
  return viewsLoaded;
}

/** The view of a server-rendered `tag` (loadViews). */
const viewOf = (tag: string): AnyElementView => {
  const view = VIEWS.get(tag);
  if (!view) throw new Error(`the view of <${tag}> is not loaded (loadViews)`);
  return view;
};

/** An element as the server renders it: its declared attributes, read; the key of the data it needs. */
export interface ServerElement {
  tag: string;
  definition: ServerDefinition;
  /** Its attributes' texts by name, the way the page will have them (absent ones left out). */
  texts: Record<string, string>;
  props: RootComponentProps;
  /** What names the data it needs fetched before it renders; `undefined`: none. */
  dataKey: string | undefined;
}

/** The definition of `tag`'s element, which the server renders; an `AttributeError` for any other tag. */
export function serverDefinition(tag: string): ServerDefinition {
  const definition = elementDefinition(tag);
  if (!isServerRendered(definition)) {
    throw new AttributeError([
      `<${quoted(tag)}> is not rendered on the server; allowed: ${SERVER_RENDERED_TAGS.join(", ")}.`,
    ]);
  }
  return definition;
}

/** A name as a message quotes it: in quotes with its escapes, and cut, so that it reads as what it is. */
const quoted = (name: string) => JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * The attribute texts of `definition`'s element from `attributes`: only the names its specs
 * declare (one place states them, src/elements/*\/attributes.ts), so that nothing a request
 * names can become markup; anything else is an `AttributeError` naming each.
 */
function attributeTexts(definition: ServerDefinition, attributes: ElementAttributes) {
  const names = attributeEntries(definition.attributes).map(({ name }) => name);
  // Without a prototype: "__proto__" or "constructor" is a name like any other here.
  const texts = Object.create(null) as Record<string, string>;
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    if (!names.includes(name)) unknown.push(quoted(name));
    else texts[name] = value === true ? "" : value === false ? "false" : String(value);
  }
  return { texts, names, unknown };
}

/**
 * Reads `attributes` as `tag`'s element does; throws an `AttributeError` naming every name it does
 * not declare and every value its spec refuses.
 */
export function serverElement(tag: string, attributes: ElementAttributes): ServerElement {
  const definition = serverDefinition(tag);
  const { texts, names, unknown } = attributeTexts(definition, attributes);
  const problems: string[] = [];
  const props = readAttributes(
    (name) => texts[name] ?? null,
    attributeEntries(definition.attributes),
    (_name, problem) => problem && problems.push(`<${tag}>: ${problem}.`),
  );
  if (unknown.length)
    problems.push(`<${tag}> has no attribute ${unknown.join(", ")}; its attributes: ${names.join(", ")}.`);
  if (!props || problems.length) throw new AttributeError(problems);
  const rendered = rootProps(props, () => true);
  return { tag, definition, texts, props: rendered, dataKey: definition.server.data?.keyOf(rendered) };
}

/** Every element of the shop, in the order of definition: the tags a page may hold. */
export const ELEMENT_TAGS: readonly string[] = elementDefinitions().map(({ tag }) => tag);

/**
 * The attribute names `tag`'s element accepts (the common ones first), as a page writes them,
 * whether or not the server renders it; an `AttributeError` for a tag that is not the shop's.
 */
export function attributeNames(tag: string): string[] {
  const definition = elementDefinition(tag);
  if (!definition)
    throw new AttributeError([
      `<${quoted(tag)}> is not an element of the shop; its elements: ${ELEMENT_TAGS.join(", ")}.`,
    ]);
  return attributeEntries(definition.attributes).map(({ name }) => name);
}

/**
 * The names of the stylesheets served beside the fragments (`<name>.css` in the `stylesheets`
 * folder): each server-rendered element's, and the page's that answers a form posted without the
 * script.
 */
export const STYLESHEETS: readonly string[] = [...SERVER_RENDERED_TAGS, ANSWER_PAGE_STYLESHEET];

/**
 * The stylesheet `name` (one of `STYLESHEETS`): an element's as the script adopts it (its host's
 * rules, then its view's), which its fragments link, or the answer page's.
 */
export async function stylesheet(name: string): Promise<string> {
  if (name === ANSWER_PAGE_STYLESHEET) return answerPageStylesheet();
  const definition = serverDefinition(name);
  await loadViews();
  return hostStylesheetText(definition) + stylesheetText(viewOf(name).styles);
}

/** Text as an attribute value or element text may hold it: no markup, no end of the quotes. */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** ` name="value"` for each attribute (a bare name for ""), values escaped. */
export const attributeMarkup = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join("");

/** JSON that no `</script>` or `<!--` inside a text can end early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** Where a page links the stylesheet `name`: the build in the address, so that caches keep it. */
export function stylesheetAddress(folder: string, name: string): string {
  return `${folder.replace(/\/$/, "")}/${name}.css?build=${encodeURIComponent(BUILD)}`;
}

/** How a fragment is rendered: where its addresses point, and what it shows. */
export interface FragmentOptions {
  /** The origin images' addresses are made with (unless the element has `api-base`). */
  origin: string;
  stylesheets: string;
  viewport?: Viewport | undefined;
  /**
   * The fragment endpoint's path on the shop's host (`/fragments`): an element's form posts
   * there without the script (`POST {endpoint}/<tag>?<attributes>`).
   */
  endpoint: string;
  /** Answering such a post: the state the element's form is rendered in, and the page to go back to. */
  posted?: Prerendered["posted"] | undefined;
  /** Where a render that fails is reported. */
  log: (message: string, error?: unknown) => void;
}

/**
 * Where `element`'s form posts without the script: the endpoint's address for its attributes, in
 * the order they were read (the same query as its fragment's); none for an element without a form.
 */
function formAction({ tag, definition, texts }: ServerElement, endpoint: string): string | undefined {
  if (!definition.server.form) return undefined;
  const query = new URLSearchParams(Object.entries(texts)).toString();
  return `${endpoint.replace(/\/$/, "")}/${tag}${query ? `?${query}` : ""}`;
}

/** The element's shadow root's markup: its stylesheet link, its data, and what it renders into its container. */
function shadowMarkup(element: ServerElement, data: unknown, options: FragmentOptions): string {
  const { tag, definition, texts, props } = element;
  const viewport = options.viewport ?? definition.server.viewport?.(props) ?? "desktop";
  const action = formAction(element, options.endpoint);
  const fragmentData: FragmentData = {
    build: BUILD,
    attributes: { ...texts },
    viewport,
    ...(element.dataKey === undefined ? {} : { data }),
    ...(action === undefined ? {} : { formAction: action }),
  };
  const prerendered: Prerendered = {
    ...fragmentData,
    site: props.site,
    apiBase: props.apiBase as string | undefined,
    serverOrigin: options.origin,
    posted: options.posted,
    nestedShadowRoot: (nestedTag, nestedTexts) =>
      createElement("template", {
        shadowrootmode: "open",
        dangerouslySetInnerHTML: {
          // A nested element shows no data of its own (the footer's content stays with the footer).
          __html: shadowMarkup(serverElement(nestedTag, nestedTexts), null, {
            ...options,
            viewport,
            posted: undefined,
          }),
        },
      }),
  };
  const state = { valid: true as const, props };
  const markup = renderToString(
    createElement(ElementRoot, {
      state,
      component: viewOf(tag).component,
      onRendered: () => {},
      prerendered,
    }),
  );
  return (
    `<link rel="stylesheet" href="${escapeAttribute(stylesheetAddress(options.stylesheets, tag))}">` +
    `<script type="application/json" ${FRAGMENT_DATA_ATTRIBUTE}>${scriptJson(fragmentData)}</script>` +
    `<div${attributeMarkup(baseAttributes(props.locale))}>${markup}</div>`
  );
}

/** What a fragment holds: rendered with its data, without it (that failed), or the bare element. */
export type FragmentOutcome = "rendered" | "without-data" | "element-only";

/**
 * `<tag …attributes><template shadowrootmode="open">…</template></tag>`, with `data` (what the
 * element's definition read of the fetched data). A render that fails with the data is done
 * again without it, and one that fails even so gives the element without content, which the
 * script renders in the browser: never an error, each failure logged.
 */
export function renderFragment(
  element: ServerElement,
  data: unknown,
  options: FragmentOptions,
): { html: string; outcome: FragmentOutcome } {
  const { tag, texts } = element;
  const wrap = (shadow: string) =>
    `<${tag}${attributeMarkup(texts)}><template shadowrootmode="open">${shadow}</template></${tag}>`;
  const attempts: [unknown, FragmentOutcome][] = [[data, "rendered"]];
  if (element.dataKey !== undefined && data !== null) attempts.push([null, "without-data"]);
  for (const [withData, outcome] of attempts) {
    try {
      return { html: wrap(shadowMarkup(element, withData, options)), outcome };
    } catch (error) {
      options.log(
        `<${tag}> could not be rendered ${outcome === "rendered" ? "with its data" : "without data"}`,
        error,
      );
    }
  }
  return { html: `<${tag}${attributeMarkup(texts)}></${tag}>`, outcome: "element-only" };
}

/**
 * What `element`'s definition reads of `raw` (fetched or given): `undefined` when it needs no data.
 * Logged: the parts it left out.
 */
export async function readData(
  element: ServerElement,
  raw: unknown,
  log: (message: string) => void,
): Promise<unknown> {
  return element.dataKey === undefined
    ? undefined
    : element.definition.server.data?.read(raw, element.props, log);
}
