import { PRODUCT_HISTORY } from "../config/constants";
import { jsonText } from "./json";
import { platformByWidth } from "./viewport";

/**
 * The products the shopper looked at, newest first, kept in local storage: at most 300 entries,
 * each for 30 days, within the size limits 10 000 and 5 000 on desktop, 2 500 on mobile.
 *
 * What those limits measure is not given. Here they are characters of the stored JSON text, the
 * unit local-storage quotas count in:
 * - desktop (platform TABLET or CLASSIC): when the text would grow past 10 000 characters, the
 *   oldest entries are dropped until it is at most 5 000, so trimming happens once in a while
 *   rather than on every visit to a product;
 * - mobile (platform MATCH, viewport narrower than 768 px): the text is kept at most 2 500
 *   characters, the oldest entries giving way.
 * With 9-digit ids an entry takes about 28 characters: mobile keeps about 89 products, desktop
 * the full 300 unless ids are long.
 *
 * Stored as `[[id, time in ms], …]` under `shop-components.product-history`. Unreadable stored
 * data counts as an empty history; a storage that is unavailable or full makes `add` a no-op.
 */
export interface ProductHistoryOptions {
  storage?: () => Storage;
  now?: () => number;
  isMobile?: () => boolean;
}

const KEY = "shop-components.product-history";
type Entry = [id: string, time: number];

/** The page's own data, but another script or an older version may have written the key. */
function isHistory(value: unknown): value is Entry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "number",
    )
  );
}

/** A non-empty text of at most 64 characters, or a non-negative integer; `undefined` otherwise. */
function productId(id: unknown): string | undefined {
  const text =
    Number.isSafeInteger(id) && (id as number) >= 0 ? String(id) : typeof id === "string" ? id.trim() : "";
  return text && text.length <= 64 ? text : undefined;
}

/** What kind of value `id` is, for the error message: "a text of 65 characters", "an object" … */
function kindOf(id: unknown): string {
  if (typeof id === "string") return `a text of ${id.trim().length} characters`;
  if (typeof id === "number") return Number.isInteger(id) ? "a negative or unsafe integer" : "not an integer";
  if (id === null) return "null";
  return typeof id === "object" ? "an object" : `a ${typeof id}`;
}

export function createProductHistory({
  storage = () => localStorage,
  now = Date.now,
  isMobile = () => platformByWidth(innerWidth) === "MATCH",
}: ProductHistoryOptions = {}) {
  function read(): Entry[] {
    try {
      const entries: unknown = JSON.parse(storage().getItem(KEY) ?? "[]");
      const oldest = now() - PRODUCT_HISTORY.maxAgeMs;
      return isHistory(entries) ? entries.filter(([, time]) => time > oldest) : [];
    } catch {
      return [];
    }
  }

  function limit(entries: Entry[]): Entry[] {
    const kept = entries.slice(0, PRODUCT_HISTORY.maxEntries);
    const max = isMobile() ? PRODUCT_HISTORY.mobileMaxChars : PRODUCT_HISTORY.desktopMaxChars;
    const target = isMobile() ? PRODUCT_HISTORY.mobileMaxChars : PRODUCT_HISTORY.desktopTrimToChars;
    let length = jsonText(kept).length;
    if (length <= max) return kept;
    while (kept.length > 0 && length > target) {
      // Each entry takes its own text plus one comma (none for the last one left).
      length -= jsonText(kept.pop()).length + (kept.length > 0 ? 1 : 0);
    }
    return kept;
  }

  return {
    /**
     * Puts `id` first (moving it there if it was already listed).
     * @throws {TypeError} when `id` is not a non-empty text of at most 64 characters or a
     * non-negative integer.
     */
    add(id: string | number): void {
      const checked = productId(id);
      // The message names the kind of value, never the value: turning any value into text may
      // throw anything (a RangeError for a deeply nested array, a Proxy's own error).
      if (!checked) throw new TypeError(`productHistory.add: not a product id (${kindOf(id)})`);
      const entries = limit([[checked, now()], ...read().filter(([known]) => known !== checked)]);
      try {
        storage().setItem(KEY, jsonText(entries));
      } catch {
        // Private mode or a full storage: the history is a convenience, the page goes on.
      }
    },
    /** The product ids of the last 30 days, newest first. */
    list(): string[] {
      return read().map(([id]) => id);
    },
    clear(): void {
      try {
        storage().removeItem(KEY);
      } catch {
        // Nothing stored where there is no storage.
      }
    },
  };
}

export type ProductHistory = ReturnType<typeof createProductHistory>;
