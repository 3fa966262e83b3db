/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from "node:http";
import { SITES, type Site } from "../config/sites";
import { BUILD } from "../lib/prerender";
import { createContentCache, type ContentState, type FetchContent } from "./content-cache";
import {
  MAX_URL_LENGTH,
  attributesOfQuery,
  plainAnswer,
  send,
  strongEtag,
  type Answer,
} from "./fragment-http";
import { fetchFooterAnswer } from "./footer-answer";
import { LruCache } from "./lru";
import {
  AttributeError,
  SERVER_RENDERED_TAGS,
  renderElement,
  stylesheet,
  type RenderOptions,
  type ServerRenderedTag,
} from "./render";
import { isFooterSuppressed } from "../elements/shop-footer/shop-footer";

/**
 * The fragment endpoint: a `node:http` request handler (plain Node, Express, Fastify) that answers
 * an edge's or a template's include of a server-rendered element, `GET {prefix}/shop-footer?site=de`,
 * with the element's HTML, and serves the stylesheets those fragments link. The query's parameters
 * are the element's attributes (`reduced` bare is present, `reduced=false` is "false"). A failing
 * or slow promotion service never makes it fail: the footer then shows the last good content, or
 * none, and says so with a shorter `s-maxage`.
 */

export interface FragmentHandlerOptions {
  /**
   * The origin of the shop's services (`https://www.shop.example`): the footer's content is asked
   * for there, and the logos' and the image's addresses are made with it. Required. A query never
   * chooses another one (`api-base` is refused).
   */
  origin: string;
  /** The path the handler answers under (default "/fragments"); every other request goes to `next`. */
  prefix?: string;
  /** The public folder address fragments link their stylesheets from (default: `prefix`, which serves them). */
  stylesheets?: string;
  /** How long a shared cache (the edge) keeps a fragment, `s-maxage` (default 300). */
  sMaxAgeSeconds?: number;
  /** `s-maxage` of a fragment rendered with the last good content, or none, after a failure (default 30). */
  degradedSMaxAgeSeconds?: number;
  /** How long the edge may answer with a fragment while it revalidates it (default 86400). */
  staleWhileRevalidateSeconds?: number;
  /** How long the edge may answer with its fragment while this endpoint fails (default 86400). */
  staleIfErrorSeconds?: number;
  /** A site's footer content is asked for at most once per this many seconds (default 60). */
  contentRefreshSeconds?: number;
  /** How long a site's first fragment waits for its content before it renders without (default 5000 ms). */
  contentTimeoutMs?: number;
  /** How many rendered fragments the process keeps (default 500; 0 renders every request). */
  htmlCacheEntries?: number;
  /** Asks for a site's footer content (default: the promotion service at `origin`); for tests. */
  fetchContent?: FetchContent;
  /** Where failures are reported (default: the console's error output). */
  log?: (message: string, error?: unknown) => void;
}

/** The handler, and what it holds in memory (for monitoring and tests). */
export interface FragmentHandler {
  (req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  stats(): { htmlEntries: number; htmlCapacity: number; sites: number };
}

/**
 * Rendered fragments kept by default: the nine sites' footers and forms in the attribute
 * combinations a shop's pages use (reduced or not, three platforms, a language) come to about 150;
 * 500 leave room for the rest and stay under about 10 MB (a footer is about 15 KB).
 */
const HTML_CACHE_ENTRIES = 500;
const ALLOW = "GET, HEAD";
/** Stylesheet addresses carry the build, so that their content never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Rendered {
  body: string;
  etag: string;
}

const isSite = (site: string | undefined): site is Site => (SITES as readonly string[]).includes(site ?? "");

/** The site whose footer content the fragment shows, when it shows any. */
function contentSite(tag: ServerRenderedTag, attributes: Record<string, string>): Site | undefined {
  const isSuppressed = isFooterSuppressed(attributes["hunter-content"] ?? "");
  return tag === "shop-footer" && isSite(attributes.site) && !isSuppressed ? attributes.site : undefined;
}

type Viewport = RenderOptions["viewport"];

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

/** What the footer was rendered with, for the shop's logs and monitoring. */
function contentHeader(state: ContentState): string {
  if (!state.isDegraded) return "current";
  return state.content === null ? "missing" : "last-good";
}

const seconds = (value: number | undefined, fallback: number) =>
  Number.isFinite(value) && (value as number) >= 0 ? Math.floor(value as number) : fallback;

function settingsOf(options: FragmentHandlerOptions) {
  if (!/^https?:\/\//.test(options?.origin ?? "")) {
    throw new TypeError("createFragmentHandler needs { origin } as an http(s) address");
  }
  const prefix = (options.prefix ?? "/fragments").replace(/\/+$/, "");
  return {
    origin: new URL(options.origin).origin,
    prefix,
    stylesheets: options.stylesheets ?? (prefix || "/"),
    sMaxAge: seconds(options.sMaxAgeSeconds, 300),
    degradedSMaxAge: seconds(options.degradedSMaxAgeSeconds, 30),
    staleWhileRevalidate: seconds(options.staleWhileRevalidateSeconds, 86400),
    staleIfError: seconds(options.staleIfErrorSeconds, 86400),
    refreshMs: seconds(options.contentRefreshSeconds, 60) * 1000,
    timeoutMs: seconds(options.contentTimeoutMs, 5000),
    htmlCacheEntries: seconds(options.htmlCacheEntries, HTML_CACHE_ENTRIES),
    fetchContent: options.fetchContent ?? fetchFooterAnswer,
    log:
      options.log ??
      ((message: string, error?: unknown) =>
        console.error(`shop-components fragments: ${message}`, ...(error === undefined ? [] : [error]))),
  };
}
type Settings = ReturnType<typeof settingsOf>;

/** Renders fragments, each (tag, attributes, content version) once while the cache keeps it. */
function createRenderer(settings: Settings) {
  const html = new LruCache<Promise<Rendered>>(settings.htmlCacheEntries);
  const render = (
    tag: ServerRenderedTag,
    attributes: [string, string][],
    viewport: Viewport,
    state?: ContentState,
  ) => {
    const key = JSON.stringify([tag, attributes, viewport ?? null, state?.version ?? null]);
    const cached = html.get(key);
    if (cached) return cached;
    const rendered = renderElement(tag, Object.fromEntries(attributes), {
      origin: settings.origin,
      // Never undefined: the renderer would then ask for content itself, wherever the element says.
      content: state?.content ?? null,
      stylesheets: settings.stylesheets,
      viewport,
    }).then((body) => ({ body, etag: strongEtag(body) }));
    html.set(key, rendered);
    rendered.catch(() => html.deleteIf(key, rendered));
    return rendered;
  };
  return { render, html };
}

export function createFragmentHandler(options: FragmentHandlerOptions): FragmentHandler {
  const settings = settingsOf(options);
  const contents = createContentCache(settings);
  const { render, html } = createRenderer(settings);
  const stylesheets = new Map<ServerRenderedTag, Rendered>();

  const cacheControl = (sMaxAge: number) =>
    `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}, ` +
    `stale-if-error=${settings.staleIfError}`;

  const badRequest = (tag: string, problems: readonly string[]) =>
    plainAnswer(
      400,
      [`The <${tag}> fragment was not rendered:`, ...problems.map((p) => `- ${p}`)].join("\n"),
    );

  async function fragmentAnswer(tag: ServerRenderedTag, query: string): Promise<Answer> {
    const parsed = fragmentQuery(query);
    if ("problems" in parsed) return badRequest(tag, parsed.problems);
    const { attributes, viewport } = parsed;
    const site = contentSite(tag, Object.fromEntries(attributes));
    const state = site ? await contents.contentOf(site) : undefined;
    let rendered: Rendered;
    try {
      rendered = await render(tag, attributes, viewport, state);
    } catch (error) {
      if (error instanceof AttributeError) return badRequest(tag, error.problems);
      throw error;
    }
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControl(state?.isDegraded ? settings.degradedSMaxAge : settings.sMaxAge),
      ETag: rendered.etag,
    };
    if (state) headers["Shop-Fragment-Content"] = contentHeader(state);
    return { status: 200, headers, body: rendered.body };
  }

  function stylesheetAnswer(tag: ServerRenderedTag, query: string): Answer {
    let sheet = stylesheets.get(tag);
    if (!sheet) {
      const body = stylesheet(tag);
      sheet = { body, etag: strongEtag(body) };
      stylesheets.set(tag, sheet);
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

  async function answer(method: string | undefined, url: string, route: string, query: string) {
    if (method !== "GET" && method !== "HEAD") {
      return plainAnswer(405, `Only ${ALLOW} are answered here.`, { Allow: ALLOW });
    }
    if (url.length > MAX_URL_LENGTH)
      return plainAnswer(414, `A fragment's address has at most ${MAX_URL_LENGTH} characters.`);
    const tag = SERVER_RENDERED_TAGS.find((candidate) => route === candidate || route === `${candidate}.css`);
    if (!tag) return plainAnswer(404, `No fragment here; there are: ${SERVER_RENDERED_TAGS.join(", ")}.`);
    return route === tag ? fragmentAnswer(tag, query) : stylesheetAnswer(tag, query);
  }

  const handler: FragmentHandler = (req, res, next) => {
    // Express's app.use(path, handler) strips the path from req.url, not from originalUrl.
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (path !== settings.prefix && !path.startsWith(`${settings.prefix}/`)) {
      if (next) next();
      else send(req, res, plainAnswer(404, "Not found."));
      return;
    }
    const route = path.slice(settings.prefix.length + 1);
    answer(req.method, url, route, queryAt < 0 ? "" : url.slice(queryAt + 1)).then(
      (result) => send(req, res, result),
      (error) => {
        settings.log(`the fragment ${url} could not be rendered`, error);
        if (!res.headersSent) send(req, res, plainAnswer(500, "The fragment could not be rendered."));
      },
    );
  };
  handler.stats = () => ({ htmlEntries: html.size, htmlCapacity: html.capacity, sites: contents.size });
  return handler;
}
