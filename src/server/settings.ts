import { REQUEST_TIMEOUT_MS } from "../config/constants";
import { fetchWithDefinition, type FetchData } from "./data-cache";

/** How the fragment endpoint is configured (`createFragmentHandler(options)`). */
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
  /**
   * How long a fragment waits for content the process does not hold yet (its site's first ones)
   * before it renders without (default 1000 ms): an edge fetches a page's includes one after
   * another. The request for the content goes on behind it, with the browser's time-out.
   */
  contentTimeoutMs?: number;
  /**
   * How much memory the rendered fragments the process keeps may take, in bytes (default 32 MiB;
   * 0 renders every request): each counted at its encoded size plus two bytes per character of
   * its address, so that no query, however long or varied, makes the cache hold more.
   */
  htmlCacheBytes?: number;
  /**
   * The secret of the publish hook, `POST {prefix}/_refresh?site=de` with
   * `Authorization: Bearer <token>` (at least 16 characters); without one the route does not exist.
   */
  refreshToken?: string;
  /** Asks for an element's data (default: the element's own fetch from the service at `origin`); for tests. */
  fetchData?: FetchData;
  /** Where failures are reported (default: the console's error output). */
  log?: (message: string, error?: unknown) => void;
}

/**
 * Memory for rendered fragments by default: the sites' footers and forms in the attribute
 * combinations a shop's pages use (reduced or not, three platforms, a language) came to about 150
 * of about 17 KB each (2.5 MB) when this was set; 32 MiB leave room for ten times as many.
 */
const HTML_CACHE_BYTES = 32 * 1024 * 1024;
/** Where the fragment endpoint is served on the shop's own host unless configured otherwise. */
export const DEFAULT_ENDPOINT = "/fragments";
const MIN_TOKEN_LENGTH = 16;

const seconds = (value: number | undefined, fallback: number) =>
  Number.isFinite(value) && (value as number) >= 0 ? Math.floor(value as number) : fallback;

export function settingsOf(options: FragmentHandlerOptions) {
  if (!/^https?:\/\//.test(options?.origin ?? "")) {
    throw new TypeError("createFragmentHandler needs { origin } as an http(s) address");
  }
  const { refreshToken } = options;
  if (
    refreshToken !== undefined &&
    (typeof refreshToken !== "string" || refreshToken.length < MIN_TOKEN_LENGTH)
  )
    throw new TypeError(`createFragmentHandler's refreshToken has at least ${MIN_TOKEN_LENGTH} characters`);
  const prefix = (options.prefix ?? DEFAULT_ENDPOINT).replace(/\/+$/, "");
  return {
    origin: new URL(options.origin).origin,
    prefix,
    stylesheets: options.stylesheets ?? (prefix || "/"),
    sMaxAge: seconds(options.sMaxAgeSeconds, 300),
    degradedSMaxAge: seconds(options.degradedSMaxAgeSeconds, 30),
    staleWhileRevalidate: seconds(options.staleWhileRevalidateSeconds, 86400),
    staleIfError: seconds(options.staleIfErrorSeconds, 86400),
    refreshMs: seconds(options.contentRefreshSeconds, 60) * 1000,
    waitMs: seconds(options.contentTimeoutMs, 1000),
    // The same time-out as the browser's request for the same content.
    fetchTimeoutMs: REQUEST_TIMEOUT_MS,
    htmlCacheBytes: seconds(options.htmlCacheBytes, HTML_CACHE_BYTES),
    refreshToken,
    fetchData: options.fetchData ?? fetchWithDefinition,
    log:
      options.log ??
      ((message: string, error?: unknown) =>
        console.error(`shop-components fragments: ${message}`, ...(error === undefined ? [] : [error]))),
  };
}
export type Settings = ReturnType<typeof settingsOf>;
