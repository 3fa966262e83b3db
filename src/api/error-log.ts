import * as v from "valibot";
import { LOG_BUFFER_SIZE } from "../config/constants";
import { pageContext } from "./page-context";
import { request } from "./request";

/**
 * The error-monitoring log sender (spec §7 last row, §9 "Log buffer 100 entries"). Entries wait
 * in a buffer of at most 100 (the oldest give way) and are sent, all at once, only while the
 * shopper has given tracking consent (`window.shopConsent?.tracking === true`, contracts
 * README); without it nothing leaves the page, and what is buffered goes with the first report
 * after consent was given. Messages are scrubbed of e-mail addresses and tokens before they are
 * buffered. A failed send is dropped (warned on the console, never logged back into itself).
 */
export interface LogEntry {
  level: "error" | "warn";
  message: string;
  /** ISO time of the report. */
  time: string;
  /** The page's address without query and fragment, which may carry tokens. */
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

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;
const JWT = /eyJ[\w-]*\.[\w-]*(?:\.[\w-]*)?/g;
/** Long runs of letters and digits mixed, as tokens, UUIDs and session ids are. */
const TOKEN_LIKE = /(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}/g;
const SECRET_PARAMETER = /\b(\w*(?:token|password|secret|auth)\w*)=[^&\s]+/gi;

/** Removes e-mail addresses and tokens from a text that is about to be logged. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(JWT, "[token]")
    .replace(SECRET_PARAMETER, "$1=[redacted]")
    .replace(TOKEN_LIKE, "[token]");
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
        page: location.origin + location.pathname,
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
