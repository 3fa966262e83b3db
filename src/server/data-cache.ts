import type { ServerElement } from "./render";
import { readData } from "./render";

/**
 * The data elements need before they render (the footer's content per site), kept in the process
 * for the fragment handler, by the key each element's definition names: the service is asked at
 * most once per refresh interval per key, by one request however many fragments wait for it; a
 * failed refresh keeps the last good data; only the very first request of a key waits for an
 * answer (bounded by the time-out), later ones get what the cache holds while it refreshes behind
 * them. What is kept is what the definition read of the answer (its valid parts), so that a
 * fragment never carries more than the element shows.
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

export interface DataCacheOptions {
  origin: string;
  fetchData: FetchData;
  refreshMs: number;
  timeoutMs: number;
  log: (message: string, error?: unknown) => void;
}

interface Entry {
  state: DataState | undefined;
  /** The data as JSON, to tell a changed answer from the same one again. */
  text: string | undefined;
  startedAt: number;
  pending: Promise<DataState> | undefined;
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

  async function refresh(element: ServerElement, key: string, entry: Entry): Promise<DataState> {
    entry.startedAt = Date.now();
    const { tag } = element;
    const what = `the data of <${tag}> for ${key}`;
    try {
      const request = { tag, key, element, origin: options.origin, timeoutMs: options.timeoutMs };
      const raw = await withTimeout(options.fetchData(request), options.timeoutMs);
      return remember(entry, readData(element, raw, options.log), false);
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
        entry = { state: undefined, text: undefined, startedAt: -Infinity, pending: undefined };
        entries.set(id, entry);
      }
      const isDue = Date.now() - entry.startedAt >= options.refreshMs;
      if (isDue && !entry.pending) entry.pending = refresh(element, key, entry);
      return entry.state ? Promise.resolve(entry.state) : (entry.pending as Promise<DataState>);
    },
    /** How many keys the cache holds data for. */
    get size(): number {
      return entries.size;
    },
  };
}
