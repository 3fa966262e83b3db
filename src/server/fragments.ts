/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from "node:http";
import { BUILD } from "../lib/prerender";
import { createDataCache, fetchWithDefinition, type DataState, type FetchData } from "./data-cache";
import {
  MAX_URL_LENGTH,
  attributesOfQuery,
  plainAnswer,
  send,
  strongEtag,
  type Answer,
} from "./fragment-http";
import { LruCache } from "./lru";
import {
  AttributeError,
  SERVER_RENDERED_TAGS,
  renderFragment,
  serverElement,
  stylesheet,
  type FragmentOutcome,
  type RenderOptions,
  type ServerElement,
} from "./render";

/**
 * The fragment endpoint: a `node:http` request handler (plain Node, Express, Fastify) that answers
 * an edge's or a template's include of a server-rendered element, `GET {prefix}/shop-footer?site=de`,
 * with the element's HTML, and serves the stylesheets those fragments link. The query's parameters
 * are the element's attributes (`reduced` bare is present, `reduced=false` is "false"); a name the
 * element does not declare is refused. Its answer is never a 5xx: a failing or slow service
 * leaves the last good content, or none; a fragment that cannot be rendered with its content is
 * rendered without (docs/fragments.md, "What a page gets when something fails").
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
  /**
   * How much memory the rendered fragments the process keeps may take, in bytes (default 32 MiB;
   * 0 renders every request): each counted at its encoded size plus two bytes per character of
   * its address, so that no query, however long or varied, makes the cache hold more.
   */
  htmlCacheBytes?: number;
  /** Asks for an element's data (default: the element's own fetch from the service at `origin`); for tests. */
  fetchData?: FetchData;
  /** Where failures are reported (default: the console's error output). */
  log?: (message: string, error?: unknown) => void;
}

/** The handler, and what it holds in memory (for monitoring and tests). */
export interface FragmentHandler {
  (req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  stats(): { htmlEntries: number; htmlBytes: number; htmlCapacityBytes: number; dataKeys: number };
}

/**
 * Memory for rendered fragments by default: the nine sites' footers and forms in the attribute
 * combinations a shop's pages use (reduced or not, three platforms, a language) come to about 150
 * of about 17 KB each (2.5 MB); 32 MiB leave room for ten times as many.
 */
const HTML_CACHE_BYTES = 32 * 1024 * 1024;
const ALLOW = "GET, HEAD";
/** Stylesheet addresses carry the build, so that their content never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Rendered {
  body: Buffer;
  etag: string;
  outcome: FragmentOutcome;
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

/**
 * What an element with data was rendered with, for the shop's logs and monitoring: the current
 * data, the last good (the service fails), none (it never answered well, or has none), or none
 * because rendering with it failed.
 */
function contentHeader(state: DataState, outcome: FragmentOutcome): string {
  if (outcome !== "rendered") return "missing";
  if (!state.isDegraded) return "current";
  return state.data === null ? "missing" : "last-good";
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
    htmlCacheBytes: seconds(options.htmlCacheBytes, HTML_CACHE_BYTES),
    fetchData: options.fetchData ?? fetchWithDefinition,
    log:
      options.log ??
      ((message: string, error?: unknown) =>
        console.error(`shop-components fragments: ${message}`, ...(error === undefined ? [] : [error]))),
  };
}
type Settings = ReturnType<typeof settingsOf>;

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
 * Renders fragments, each (tag, attributes, viewport, data version) once while the cache keeps it;
 * a render that fails with its data is logged once, as the fallback it gives is kept.
 */
function createRenderer(settings: Settings) {
  const weigh = (key: string, rendered: Rendered) => key.length * 2 + rendered.body.length;
  const html = new LruCache<Rendered>(settings.htmlCacheBytes, weigh);
  const render = (element: ServerElement, viewport: Viewport, state: DataState | undefined): Rendered => {
    const key = JSON.stringify([element.tag, element.texts, viewport ?? null, state?.version ?? null]);
    const cached = html.get(key);
    if (cached) return cached;
    const options = {
      origin: settings.origin,
      stylesheets: settings.stylesheets,
      viewport,
      log: settings.log,
    };
    const { html: text, outcome } = renderFragment(element, state?.data, options);
    const body = Buffer.from(text);
    const rendered = { body, etag: strongEtag(body), outcome };
    html.set(key, rendered);
    return rendered;
  };
  return { render, html };
}

export function createFragmentHandler(options: FragmentHandlerOptions): FragmentHandler {
  const settings = settingsOf(options);
  const data = createDataCache(settings);
  const { render, html } = createRenderer(settings);
  const stylesheets = new Map<string, { body: string; etag: string }>();

  const cacheControl = (sMaxAge: number) =>
    `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}, ` +
    `stale-if-error=${settings.staleIfError}`;

  async function fragmentAnswer(tag: string, query: string): Promise<Answer> {
    const asked = elementOfQuery(tag, query);
    if ("status" in asked) return asked;
    const { element, viewport } = asked;
    const { dataKey } = element;
    const state = dataKey === undefined ? undefined : await data.dataOf({ ...element, dataKey });
    const rendered = render(element, viewport, state);
    const isDegraded = state?.isDegraded || rendered.outcome !== "rendered";
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControl(isDegraded ? settings.degradedSMaxAge : settings.sMaxAge),
      ETag: rendered.etag,
    };
    if (state) headers["Shop-Fragment-Content"] = contentHeader(state, rendered.outcome);
    if (rendered.outcome === "element-only") headers["Shop-Fragment-Rendered"] = "no";
    return { status: 200, headers, body: rendered.body };
  }

  function stylesheetAnswer(tag: string, query: string): Answer {
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
        // Not reached by any input tried (test/server/security.test.mjs): a page then holds
        // nothing at this place rather than an error text, and no cache keeps it.
        settings.log(`the fragment ${url} could not be answered`, error);
        if (!res.headersSent)
          send(req, res, { status: 200, headers: { "Cache-Control": "no-store" }, body: "" });
      },
    );
  };
  handler.stats = () => ({
    htmlEntries: html.size,
    htmlBytes: html.weight,
    htmlCapacityBytes: html.capacity,
    dataKeys: data.size,
  });
  return handler;
}
