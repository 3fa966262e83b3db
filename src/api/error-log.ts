import * as v from "valibot";
import { LOG_BUFFER_SIZE } from "../config/constants";
import { scrub } from "../lib/log-text";
import { pageContext } from "./page-context";
import { request } from "./request";

/**
 * The error-monitoring log sender. Entries wait in a buffer of at most 100 (the oldest give way)
 * and are sent, all at once, only while the shopper has given tracking consent
 * (`window.shopConsent?.tracking === true`); without it nothing leaves the page, and what is
 * buffered goes with the first report after consent was given. Messages are scrubbed by the
 * allow-list of src/lib/log-text.ts (and cut to its length limit) before they are buffered. A
 * failed send is dropped (warned on the console, never logged back into itself).
 */
export interface LogEntry {
  level: "error" | "warn";
  message: string;
  /** ISO time of the report. */
  time: string;
  /**
   * The page's origin. Its path and query may hold an e-mail address or a token, and the
   * allow-list of what is logged has no shape for them: they are left out.
   */
  page: string;
}

export interface ErrorLogOptions {
  send: (entries: LogEntry[]) => Promise<unknown>;
  hasConsent?: () => boolean;
  capacity?: number;
}

declare global {
  interface Window {
    shopConsent?: { tracking?: unknown };
  }
}

export const hasTrackingConsent = (): boolean => window.shopConsent?.tracking === true;

export function createErrorLog({
  send,
  hasConsent = hasTrackingConsent,
  capacity = LOG_BUFFER_SIZE,
}: ErrorLogOptions) {
  const buffer: LogEntry[] = [];
  let isFlushScheduled = false;

  /** Sends everything buffered if consent is given; resolves with the number of entries sent. */
  async function flush(): Promise<number> {
    if (!hasConsent() || buffer.length === 0) return 0;
    const entries = buffer.splice(0);
    try {
      await send(entries);
      return entries.length;
    } catch (error) {
      console.warn(`shop-components: error log not sent (${String(error)})`);
      return 0;
    }
  }

  return {
    report(level: LogEntry["level"], message: string): void {
      buffer.push({
        level,
        message: scrub(message),
        time: new Date().toISOString(),
        page: location.origin,
      });
      buffer.splice(0, buffer.length - capacity);
      // Reports of one task go out as one request.
      if (!isFlushScheduled && hasConsent()) {
        isFlushScheduled = true;
        setTimeout(() => {
          isFlushScheduled = false;
          void flush();
        });
      }
    },
    flush,
    /** A copy of what waits to be sent. */
    pending: (): LogEntry[] => buffer.slice(),
  };
}

export type ErrorLog = ReturnType<typeof createErrorLog>;

const anyAnswer = v.unknown();

/** The page's error log: POST /service/errorlog with `{ version, entries }`. */
export const errorLog = createErrorLog({
  send: (entries) =>
    request(pageContext(), "/service/errorlog", anyAnswer, {
      method: "POST",
      json: { version: __VERSION__, entries },
    }),
});
