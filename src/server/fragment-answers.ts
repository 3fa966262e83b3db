import type { Viewport as ElementViewport } from "../elements/element-definition";
import { BUILD } from "../lib/fragment";
import { contentState, createDataCache, type DataState } from "./data-cache";
import { answerFormPost } from "./form-post";
import {
  attributesOfQuery,
  encoded,
  plainAnswer,
  strongEtag,
  type Answer,
  type FragmentRequest,
} from "./fragment-http";
import { LruCache } from "./lru";
import {
  AttributeError,
  renderFragment,
  serverElement,
  stylesheet,
  type FragmentOutcome,
  type ServerElement,
} from "./render";
import type { Settings } from "./settings";

/**
 * The answers of the fragment endpoint's GET routes: an element rendered for a query (kept per
 * tag, attributes, viewport and data version), and the stylesheets fragments and answer pages link.
 */

/** Stylesheet addresses carry the build, so that their content never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Rendered {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  outcome: FragmentOutcome;
}

type Viewport = ElementViewport | undefined;

/**
 * The query's `viewport` (`phone` or `desktop`), the one parameter that is not an attribute: the
 * viewport a page's server renders for when it knows (its phone template), so that hydration keeps
 * the layout. Absent: the renderer's default.
 */
function fragmentQuery(query: string) {
  const parsed = attributesOfQuery(query);
  if ("problems" in parsed) return parsed;
  const viewport = parsed.attributes.find(([name]) => name === "viewport")?.[1];
  if (viewport !== undefined && viewport !== "phone" && viewport !== "desktop") {
    return { problems: [`viewport="${viewport}" is not valid; allowed values: phone, desktop.`] };
  }
  return {
    attributes: parsed.attributes.filter(([name]) => name !== "viewport"),
    viewport: viewport as Viewport,
  };
}

/** A 400 that says what is wrong with a fragment's query; a text no cache keeps. */
const badRequest = (tag: string, problems: readonly string[]) =>
  plainAnswer(400, [`The <${tag}> fragment was not rendered:`, ...problems.map((p) => `- ${p}`)].join("\n"));

/** The element a fragment's query asks for, or the 400 that says what is wrong with the query. */
function elementOfQuery(tag: string, query: string): { element: ServerElement; viewport: Viewport } | Answer {
  const parsed = fragmentQuery(query);
  if ("problems" in parsed) return badRequest(tag, parsed.problems);
  try {
    return { element: serverElement(tag, Object.fromEntries(parsed.attributes)), viewport: parsed.viewport };
  } catch (error) {
    if (error instanceof AttributeError) return badRequest(tag, error.problems);
    throw error;
  }
}

/**
 * What an element with data was rendered with, for the shop's logs, monitoring and edge: the
 * current data, the last good (the service fails), or none (it never answered well, has none, or
 * rendering with it failed).
 */
const contentHeader = (state: DataState, outcome: FragmentOutcome) =>
  outcome === "rendered" ? contentState(state) : "missing";

/**
 * The names an edge purges a fragment by (`Surrogate-Key`, space-separated, for Varnish and
 * Fastly; `Cache-Tag`, comma-separated, for Cloudflare and Akamai): its element, its element on
 * its site, and its site.
 */
function purgeKeys(element: ServerElement): Record<string, string> {
  const keys = [element.tag, `${element.tag}/${element.props.site}`, `site/${element.props.site}`];
  return { "Surrogate-Key": keys.join(" "), "Cache-Tag": keys.join(",") };
}

export function createFragmentAnswers(settings: Settings) {
  const data = createDataCache(settings);
  const weigh = (key: string, rendered: Rendered) => key.length * 2 + rendered.body.length;
  const html = new LruCache<Rendered>(settings.htmlCacheBytes, weigh);
  const stylesheets = new Map<string, { body: Uint8Array<ArrayBuffer>; etag: string }>();

  /** Renders each (tag, attributes, viewport, data version) once while the cache keeps it. */
  async function render(element: ServerElement, viewport: Viewport, state: DataState | undefined) {
    const key = JSON.stringify([element.tag, element.texts, viewport ?? null, state?.version ?? null]);
    const cached = html.get(key);
    if (cached) return cached;
    const options = {
      origin: settings.origin,
      stylesheets: settings.stylesheets,
      viewport,
      endpoint: settings.prefix,
      log: settings.log,
    };
    const { html: text, outcome } = renderFragment(element, state?.data, options);
    const body = encoded(text);
    const rendered = { body, etag: await strongEtag(body), outcome };
    html.set(key, rendered);
    return rendered;
  }

  const cacheControl = (sMaxAge: number) =>
    `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}, ` +
    `stale-if-error=${settings.staleIfError}`;

  async function fragment(tag: string, query: string): Promise<Answer> {
    const asked = elementOfQuery(tag, query);
    if ("status" in asked) return asked;
    const { element, viewport } = asked;
    const { dataKey } = element;
    const state = dataKey === undefined ? undefined : await data.dataOf({ ...element, dataKey });
    const rendered = await render(element, viewport, state);
    const isDegraded = state?.isDegraded || rendered.outcome !== "rendered";
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControl(isDegraded ? settings.degradedSMaxAge : settings.sMaxAge),
      ETag: rendered.etag,
      ...purgeKeys(element),
    };
    if (state) headers["Shop-Fragment-Content"] = contentHeader(state, rendered.outcome);
    if (rendered.outcome === "element-only") headers["Shop-Fragment-Rendered"] = "no";
    return { status: 200, headers, body: rendered.body };
  }

  async function stylesheetOf(name: string, query: string): Promise<Answer> {
    let sheet = stylesheets.get(name);
    if (!sheet) {
      const body = encoded(await stylesheet(name));
      sheet = { body, etag: await strongEtag(body) };
      stylesheets.set(name, sheet);
    }
    // Another build's address (a rolling deploy) gets this build's sheet, but not for long.
    const isThisBuild = new URLSearchParams(query).get("build") === BUILD;
    const headers = {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": isThisBuild ? IMMUTABLE : cacheControl(settings.sMaxAge),
      ETag: sheet.etag,
    };
    return { status: 200, headers, body: sheet.body };
  }

  /** A form of the element the query names, posted without the script (./form-post.ts). */
  async function post(tag: string, request: FragmentRequest, query: string): Promise<Answer> {
    const asked = elementOfQuery(tag, query);
    return "status" in asked ? asked : answerFormPost(asked.element, request, settings);
  }

  const stats = () => ({
    htmlEntries: html.size,
    htmlBytes: html.weight,
    htmlCapacityBytes: html.capacity,
    dataKeys: data.size,
  });
  return { fragment, post, stylesheet: stylesheetOf, refreshSite: data.refreshSite, stats };
}
