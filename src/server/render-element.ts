import { REQUEST_TIMEOUT_MS } from "../config/constants";
import type { Viewport } from "../elements/element-definition";
import { logError } from "../lib/log";
import { DEFAULT_ENDPOINT } from "./settings";
import { loadViews, readData, renderFragment, serverElement, type ElementAttributes } from "./render";

/**
 * The one-shot API of the server module: one element rendered to a string, for a template or a
 * publish step (the CLI), with its data given or asked for once.
 */

export interface RenderOptions {
  /**
   * The shop's origin (`https://www.shop.example`): an element's data (the footer's content) is
   * asked for there, and its images' addresses are made with it, unless it has `api-base`.
   */
  origin: string;
  /**
   * What the element shows that the server fetches first, as the service answers it: the
   * footer's content (the parsed `contentJSON`; `null` for none). It is validated as in the
   * browser. When not given, it is asked for from the service.
   */
  content?: unknown;
  /** The folder the element stylesheets are served from (`<tag>.css`, see `stylesheet`). */
  stylesheets: string;
  /**
   * The viewport the page is rendered for, when the shop's server knows it (its phone template):
   * the layout hydration then keeps. Default: the element's choice (a phone's for a footer with
   * `platform="MATCH"`), else a desktop's.
   */
  viewport?: Viewport | undefined;
  /**
   * The path the shop serves the fragment endpoint under on its own host (default "/fragments"):
   * an element's form posts there when the script has not run (the newsletter sign-up).
   */
  endpoint?: string;
}

/**
 * What `tag`'s element shows that the server fetches first (the footer's content), asked for at
 * the shop's `origin` with the browser's time-out: `{ content }` (`null`: none, or the element
 * needs none) or, when the service failed, `{ error }`. Throws an `AttributeError` first, before
 * anything is asked, for attributes the element does not accept.
 */
export async function fetchContent(
  tag: string,
  attributes: ElementAttributes,
  origin: string,
): Promise<{ content: unknown } | { error: unknown }> {
  const element = serverElement(tag, attributes);
  const data = element.definition.server.data;
  if (element.dataKey === undefined || !data) return { content: null };
  try {
    return { content: await data.fetch(element.props, new URL(origin).origin, REQUEST_TIMEOUT_MS) };
  } catch (error) {
    return { error };
  }
}

/**
 * The element rendered as the script renders it, ready to be hydrated. Its data (the footer's
 * content) is `options.content`, or asked for from the service (15 s time-out; a failure renders
 * the element without it, logged). Throws an `AttributeError` for attributes the element does not
 * accept; never for its data.
 */
export async function renderElement(
  tag: string,
  attributes: ElementAttributes,
  options: RenderOptions,
): Promise<string> {
  const element = serverElement(tag, attributes);
  const origin = new URL(options.origin).origin;
  let raw = options.content;
  if (raw === undefined && element.dataKey !== undefined) {
    const fetched = await fetchContent(tag, attributes, origin);
    if ("error" in fetched)
      logError(`<${tag}>'s data could not be loaded; it is rendered without`, fetched.error);
    raw = "content" in fetched ? fetched.content : null;
  }
  const data = await readData(element, raw ?? null, logError);
  const fragmentOptions = {
    origin,
    stylesheets: options.stylesheets,
    viewport: options.viewport,
    endpoint: options.endpoint ?? DEFAULT_ENDPOINT,
    log: logError,
  };
  await loadViews();
  return renderFragment(element, data, fragmentOptions).html;
}
