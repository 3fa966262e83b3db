import type { Site } from "../config/sites";

/**
 * The footer's content per site, kept in the process for the fragment handler: the promotion
 * service is asked at most once per refresh interval per site, by one request however many
 * fragments wait for it; a failed refresh keeps the last good content; only the very first
 * request of a site waits for an answer (bounded by the time-out), later ones get what the cache
 * holds while it refreshes behind them.
 */

/** Asks the promotion service for a site's footer content: the content, `null` for none; throws on failure. */
export type FetchContent = (site: Site, origin: string, timeoutMs: number) => Promise<unknown>;

/** What a fragment is rendered with. */
export interface ContentState {
  /** The parsed content (`null`: none). */
  readonly content: unknown;
  /** Changes exactly when the content does: rendered fragments are kept per version. */
  readonly version: number;
  /**
   * The last refresh failed: `content` is the last good content, or `null` when there never was
   * any. Such an answer is cached for a shorter time.
   */
  readonly isDegraded: boolean;
}

export interface ContentCacheOptions {
  origin: string;
  fetchContent: FetchContent;
  refreshMs: number;
  timeoutMs: number;
  log: (message: string, error?: unknown) => void;
}

interface SiteEntry {
  state: ContentState | undefined;
  /** The content as JSON, to tell a changed answer from the same one again. */
  text: string | undefined;
  startedAt: number;
  pending: Promise<ContentState> | undefined;
}

/** `promise`, or a rejection after `ms` when it has not settled by then. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createContentCache(options: ContentCacheOptions) {
  const entries = new Map<Site, SiteEntry>();

  function remember(entry: SiteEntry, content: unknown, isDegraded: boolean): ContentState {
    const text = JSON.stringify(content ?? null);
    const version = (entry.state?.version ?? 0) + (text === entry.text ? 0 : 1);
    entry.text = text;
    entry.state = { content: content ?? null, version, isDegraded };
    return entry.state;
  }

  async function refresh(site: Site, entry: SiteEntry): Promise<ContentState> {
    entry.startedAt = Date.now();
    try {
      const answer = options.fetchContent(site, options.origin, options.timeoutMs);
      return remember(entry, await withTimeout(answer, options.timeoutMs), false);
    } catch (error) {
      const kept = entry.state && entry.text !== "null" ? "the last good content" : "no content";
      options.log(`the footer content of site ${site} could not be refreshed; answering with ${kept}`, error);
      return remember(entry, entry.state?.content ?? null, true);
    } finally {
      entry.pending = undefined;
    }
  }

  return {
    /** The content to render `site`'s footer with now; starts a refresh when the interval has passed. */
    contentOf(site: Site): Promise<ContentState> {
      let entry = entries.get(site);
      if (!entry) {
        entry = { state: undefined, text: undefined, startedAt: -Infinity, pending: undefined };
        entries.set(site, entry);
      }
      const isDue = Date.now() - entry.startedAt >= options.refreshMs;
      if (isDue && !entry.pending) entry.pending = refresh(site, entry);
      return entry.state ? Promise.resolve(entry.state) : (entry.pending as Promise<ContentState>);
    },
    /** How many sites the cache holds content for. */
    get size(): number {
      return entries.size;
    },
  };
}
