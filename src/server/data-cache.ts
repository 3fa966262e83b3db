import type { ServerElement } from "./render";
import { readData } from "./render";

/**
 * The data elements need before they render (the footer's content per site), kept in the process
 * for the fragment handler, by the key each element's definition names: the service is asked at
 * most once per refresh interval per key, by one request however many fragments wait for it; a
 * failed refresh keeps the last good data; only the very first requests of a key wait for an
 * answer, and at most `waitMs` (the fetch goes on behind them, up to its own time-out), later ones
 * get what the cache holds while it refreshes behind them. A publish refreshes a site's keys at
 * once (`refreshSite`). What is kept is what the definition read of the answer (its valid parts),
 * so that a fragment never carries more than the element shows.
 */

/** Asks the service for an element's data: the answer's data, `null` for none; rejects on failure. */
export type FetchData = (request: {
  tag: string;
  key: string;
  element: ServerElement;
  origin: string;
  timeoutMs: number;
}) => Promise<unknown>;

/** What a fragment is rendered with. */
export interface DataState {
  /** What the element's definition read of the last good answer (`null`: none). */
  readonly data: unknown;
  /** Changes exactly when the data does: rendered fragments are kept per version. */
  readonly version: number;
  /**
   * The last refresh failed: `data` is the last good data, or `null` when there never was any.
   * Such an answer is cached for a shorter time.
   */
  readonly isDegraded: boolean;
}

/** What a fragment's data is, as its `Shop-Fragment-Content` header says. */
export type ContentState = "current" | "last-good" | "missing";

export const contentState = (state: DataState): ContentState =>
  !state.isDegraded ? "current" : state.data === null ? "missing" : "last-good";

/** What a request that waited longer than it may renders with: nothing yet, said as a failure. */
const NOT_YET: DataState = { data: null, version: 0, isDegraded: true };

export interface DataCacheOptions {
  origin: string;
  fetchData: FetchData;
  refreshMs: number;
  /** How long a request waits for data the cache does not hold yet. */
  waitMs: number;
  /** How long a fetch may take before it counts as failed. */
  fetchTimeoutMs: number;
  log: (message: string, error?: unknown) => void;
}

interface Entry {
  /** The element the key was last asked for with: what a refresh fetches for. */
  element: ServerElement;
  state: DataState | undefined;
  /** The data as JSON, to tell a changed answer from the same one again. */
  text: string | undefined;
  startedAt: number;
  pending: Promise<DataState> | undefined;
  /**
   * A publish's refresh that starts once the pending one ends (which may have started before the
   * publish): the publishes that come meanwhile wait for it too, instead of asking again.
   */
  published: Promise<DataState> | undefined;
}

/** `promise`, or a rejection after `ms` when it has not settled by then. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The default: the element's own fetch (its definition's `server.data`). */
export const fetchWithDefinition: FetchData = ({ element, origin, timeoutMs }) =>
  element.definition.server.data?.fetch(element.props, origin, timeoutMs) ?? Promise.resolve(null);

export function createDataCache(options: DataCacheOptions) {
  const entries = new Map<string, Entry>();

  function remember(entry: Entry, data: unknown, isDegraded: boolean): DataState {
    const text = JSON.stringify(data ?? null);
    const version = (entry.state?.version ?? 0) + (text === entry.text ? 0 : 1);
    entry.text = text;
    entry.state = { data: data ?? null, version, isDegraded };
    return entry.state;
  }

  async function refresh(key: string, entry: Entry): Promise<DataState> {
    entry.startedAt = Date.now();
    const { element } = entry;
    const { tag } = element;
    const what = `the data of <${tag}> for ${key}`;
    try {
      const timeoutMs = options.fetchTimeoutMs;
      const request = { tag, key, element, origin: options.origin, timeoutMs };
      const raw = await withTimeout(options.fetchData(request), timeoutMs);
      return remember(entry, await readData(element, raw, options.log), false);
    } catch (error) {
      const kept = entry.state && entry.text !== "null" ? "the last good data" : "none";
      options.log(`${what} could not be refreshed; answering with ${kept}`, error);
      return remember(entry, entry.state?.data ?? null, true);
    } finally {
      entry.pending = undefined;
    }
  }

  return {
    /**
     * The data to render `element` with now (it must have a data key); starts a refresh when the
     * interval has passed.
     */
    dataOf(element: ServerElement & { dataKey: string }): Promise<DataState> {
      const key = element.dataKey;
      const id = `${element.tag} ${key}`;
      let entry = entries.get(id);
      if (!entry) {
        entry = {
          element,
          state: undefined,
          text: undefined,
          startedAt: -Infinity,
          pending: undefined,
          published: undefined,
        };
        entries.set(id, entry);
      }
      const isDue = Date.now() - entry.startedAt >= options.refreshMs;
      if (isDue && !entry.pending) entry.pending = refresh(key, entry);
      if (entry.state) return Promise.resolve(entry.state);
      return withTimeout(entry.pending as Promise<DataState>, options.waitMs).catch(() => NOT_YET);
    },
    /**
     * Asks for the data of every key of `site` now (a publish), after any refresh under way,
     * which may have started before it; resolves with what each key then holds. Publishes that
     * come while one waits share its refresh: a key has at most one refresh under way and one
     * waiting. A burst of publishes during one refresh asks twice (the refresh under way and one
     * after it); a publish that comes once the waiting refresh has started waits for another, as
     * that one may have asked before the publish's change. Keys nobody asked for yet are not
     * asked: their first request asks.
     */
    refreshSite(site: string): Promise<{ tag: string; key: string; content: ContentState }[]> {
      const ofSite = [...entries].filter(([, entry]) => entry.element.props.site === site);
      return Promise.all(
        ofSite.map(async ([id, entry]) => {
          const key = id.slice(entry.element.tag.length + 1);
          entry.published ??= (async () => {
            await entry.pending;
            entry.published = undefined;
            entry.pending = refresh(key, entry);
            return entry.pending;
          })();
          return { tag: entry.element.tag, key, content: contentState(await entry.published) };
        }),
      );
    },
    /** How many keys the cache holds data for. */
    get size(): number {
      return entries.size;
    },
  };
}
