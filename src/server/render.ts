import { createElement } from "react";
import { renderToString } from "react-dom/server";
import "../elements/shop-footer";
import "../elements/newsletter-signup";
import "../elements/preview-panel";
import { elementDefinition } from "../elements/define";
import {
  ElementRoot,
  attributeEntries,
  readAttributes,
  rootProps,
  stylesheetText,
  type AnyElementDefinition,
} from "../elements/element-root";
import { isFooterSuppressed } from "../elements/shop-footer/shop-footer";
import { BUILD, FRAGMENT_DATA_ATTRIBUTE, type FragmentData, type Prerendered } from "../lib/prerender";
import { fetchFooterAnswer } from "./footer-answer";

/**
 * Renders the shop's elements on the server to HTML with a declarative shadow root: the same
 * components and texts as the script, so that the script hydrates the markup instead of
 * rendering it anew (src/elements/define.ts).
 */

/** An element's attributes: a text, `true` for a bare boolean attribute, `false` for "false". */
export type ElementAttributes = Record<string, string | boolean | undefined>;

export interface RenderOptions {
  /**
   * The shop's origin (`https://www.shop.example`): the footer's content is asked for there, and
   * the logos' and the image's addresses are made with it, unless the element has `api-base`.
   */
  origin: string;
  /**
   * The footer's content as the promotion service answers it (the parsed `contentJSON`; `null`
   * for none). When not given, the footer's is asked for from the promotion service.
   */
  content?: unknown;
  /** The folder the element stylesheets are served from (`<tag>.css`, see `stylesheet`). */
  stylesheets: string;
  /**
   * The viewport the page is rendered for, when the shop's server knows it (its phone template):
   * the layout hydration then keeps. Default: a phone's for a footer with `platform="MATCH"`, else
   * a desktop's.
   */
  viewport?: "phone" | "desktop" | undefined;
}

/** Attributes the element does not accept: the messages say which and why. */
export class AttributeError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join(" "));
    this.name = "AttributeError";
  }
}

/** The elements the server renders (the staff's preview panel only shows after a check in the browser). */
export const SERVER_RENDERED_TAGS = ["shop-footer", "newsletter-signup"] as const;
export type ServerRenderedTag = (typeof SERVER_RENDERED_TAGS)[number];

function definitionOf(tag: string): AnyElementDefinition {
  const definition = (SERVER_RENDERED_TAGS as readonly string[]).includes(tag) && elementDefinition(tag);
  if (!definition) {
    throw new AttributeError([
      `<${tag}> is not rendered on the server; allowed: ${SERVER_RENDERED_TAGS.join(", ")}.`,
    ]);
  }
  return definition;
}

/** The attributes as their texts, the way the page will have them (absent ones left out). */
function attributeTexts(attributes: ElementAttributes): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    texts[name] = value === true ? "" : value === false ? "false" : value;
  }
  return texts;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** JSON that no `</script>` or `<!--` inside a text can end early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

/** The attribute names `tag` accepts (the common ones first), as a page writes them. */
export function attributeNames(tag: ServerRenderedTag): string[] {
  return attributeEntries(definitionOf(tag).attributes).map(({ name }) => name);
}

/** The stylesheet of `tag`, as the script adopts it: what `<tag>.css` serves to fragments. */
export function stylesheet(tag: ServerRenderedTag): string {
  return stylesheetText(definitionOf(tag).styles);
}

/** Where a fragment links its stylesheet: the build in the address, so that caches keep it. */
function stylesheetAddress(folder: string, tag: string): string {
  return `${folder.replace(/\/$/, "")}/${tag}.css?build=${encodeURIComponent(BUILD)}`;
}

interface ShadowInputs {
  tag: string;
  texts: Record<string, string>;
  data: FragmentData;
  stylesheets: string;
}

/** The element's props from its attribute texts; throws an `AttributeError` naming every problem. */
function propsOf(tag: string, texts: Record<string, string>) {
  const definition = definitionOf(tag);
  const entries = attributeEntries(definition.attributes);
  const problems: string[] = [];
  const props = readAttributes(
    (name) => texts[name] ?? null,
    entries,
    (_name, problem) => problem && problems.push(`<${tag}>: ${problem}.`),
  );
  // Data attributes are the page's own (the footer marks its nested form with one).
  const unknown = Object.keys(texts).filter(
    (name) => !entries.some((entry) => entry.name === name) && !name.startsWith("data-"),
  );
  if (unknown.length) problems.push(`<${tag}> has no attribute ${unknown.join(", ")}.`);
  if (!props || problems.length) throw new AttributeError(problems);
  return { definition, props: rootProps(props, () => true) };
}

/** The element's shadow root's markup: its stylesheet link, its data, and what it renders. */
function shadowMarkup({ tag, texts, data, stylesheets }: ShadowInputs): string {
  const { definition, props } = propsOf(tag, texts);
  const prerendered: Prerendered = {
    ...data,
    site: props.site,
    apiBase: props.apiBase as string | undefined,
    nestedShadowRoot: (nestedTag, nestedTexts) => nestedTemplate(nestedTag, nestedTexts, data, stylesheets),
  };
  const state = { valid: true as const, props };
  const markup = renderToString(
    createElement(ElementRoot, { state, component: definition.component, onRendered: () => {}, prerendered }),
  );
  const fragmentData: FragmentData = { ...data, attributes: texts };
  return (
    `<link rel="stylesheet" href="${escapeAttribute(stylesheetAddress(stylesheets, tag))}">` +
    `<script type="application/json" ${FRAGMENT_DATA_ATTRIBUTE}>${scriptJson(fragmentData)}</script>` +
    markup
  );
}

/** A nested element's declarative shadow root (the footer's form), as a React element. */
function nestedTemplate(tag: string, texts: Record<string, string>, data: FragmentData, stylesheets: string) {
  // The footer's content stays with the footer.
  const html = shadowMarkup({ tag, texts, data: { ...data, footerContent: undefined }, stylesheets });
  return createElement("template", { shadowrootmode: "open", dangerouslySetInnerHTML: { __html: html } });
}

/**
 * `<tag …attributes><template shadowrootmode="open">…</template></tag>`: the element rendered as
 * the script renders it, ready to be hydrated. The footer's content is `options.content`, or asked
 * for from the promotion service (15 s time-out; a failure renders the footer without content and
 * is logged). Throws an `AttributeError` for attributes the element does not accept.
 */
export async function renderElement(
  tag: string,
  attributes: ElementAttributes,
  options: RenderOptions,
): Promise<string> {
  const texts = attributeTexts(attributes);
  const { props } = propsOf(tag, texts);
  const isFooter = tag === "shop-footer" && !isFooterSuppressed(texts["hunter-content"] ?? "");
  const content =
    options.content !== undefined || !isFooter
      ? options.content
      : await fetchFooterAnswer(props.site, (props.apiBase as string | undefined) ?? options.origin).catch(
          () => null,
        );
  const data: FragmentData = {
    build: BUILD,
    attributes: texts,
    origin: new URL(options.origin).origin,
    viewport: options.viewport ?? (tag === "shop-footer" && props.platform === "MATCH" ? "phone" : "desktop"),
    ...(isFooter ? { footerContent: content ?? null } : {}),
  };
  const shadow = shadowMarkup({ tag, texts, data, stylesheets: options.stylesheets });
  const hostAttributes = Object.entries(texts)
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join("");
  return `<${tag}${hostAttributes}><template shadowrootmode="open">${shadow}</template></${tag}>`;
}
