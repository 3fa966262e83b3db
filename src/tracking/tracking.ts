import { TRACKING_RETRY } from "../config/constants";
import { logError } from "../lib/log";
import { toDataLayerEntries, type DataLayerEntry, type TrackingEvent } from "./events";

declare global {
  interface Window {
    dataLayer?: { push(...entries: unknown[]): unknown };
  }
}

export interface TrackingClientOptions {
  retries?: number;
  intervalMs?: number;
  /** Where the data layer is; `window.dataLayer` by default. */
  dataLayer?: () => { push(...entries: unknown[]): unknown } | undefined;
}

/**
 * The tracking client: pushes events to the data layer. While the data layer is missing, events
 * wait in order and it is looked for again every `intervalMs` (200 ms), at most `retries` (100)
 * times; then the waiting events are dropped and that is logged once. An event pushed after that
 * starts a new round of tries.
 */
export function createTrackingClient({
  retries = TRACKING_RETRY.retries,
  intervalMs = TRACKING_RETRY.intervalMs,
  dataLayer = () => window.dataLayer,
}: TrackingClientOptions = {}) {
  const waiting: DataLayerEntry[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let tries = 0;

  /**
   * Hands the waiting entries to the data layer; false while there is none. A data layer whose
   * `push` throws (a broken tag manager) loses that entry, logged, and never breaks the caller: the
   * sign-up's own event and success come first.
   */
  function deliver(): boolean {
    let layer;
    try {
      layer = dataLayer();
      if (typeof layer?.push !== "function") return false;
    } catch (error) {
      logError("window.dataLayer could not be read", error);
      return false;
    }
    for (const entry of waiting.splice(0)) {
      try {
        layer.push(entry);
      } catch (error) {
        logError("window.dataLayer.push threw: a tracking event was lost", error);
      }
    }
    return true;
  }

  function retry(): void {
    tries += 1;
    if (!deliver() && tries < retries) return;
    clearInterval(timer);
    timer = undefined;
    if (waiting.length > 0) {
      logError(`no window.dataLayer after ${retries} tries: ${waiting.length} tracking events dropped`);
      waiting.length = 0;
    }
  }

  return {
    /**
     * Pushes `event` (see ./events.ts for the kinds), now or once the data layer is there.
     * @returns false, logging why, when `event` is not a tracking event, or reading it throws
     * (a Proxy, a throwing getter); true otherwise. Never throws.
     */
    push(event: TrackingEvent | unknown): boolean {
      let entries;
      try {
        entries = toDataLayerEntries(event);
      } catch (error) {
        logError("tracking event rejected: reading it threw", error);
        return false;
      }
      if (typeof entries === "string") {
        logError(`tracking event rejected: ${entries}`);
        return false;
      }
      waiting.push(...entries);
      if (!deliver() && !timer) {
        tries = 0;
        timer = setInterval(retry, intervalMs);
      }
      return true;
    },
  };
}

export type TrackingClient = ReturnType<typeof createTrackingClient>;

/** The page's tracking client. */
export const tracking = createTrackingClient();

/** The GA4 custom event of a successful newsletter sign-up. */
export function trackSignUp(origin: string): void {
  tracking.push({ event: "sign_up", subject: "newsletter", origin });
}
