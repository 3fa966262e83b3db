import { errorLog } from "../api/error-log";
import { failureText, scrub } from "./log-text";

/**
 * Logs a failure (a failed call, unusable content or an unknown name): on the console, and into the
 * error-monitoring log (sent only with tracking consent). Both get the same text, scrubbed by the
 * allow-list of ./log-text.ts and cut to its length limit; of `error` only what `describeError`
 * allows is said.
 */
export function logError(message: string, error?: unknown): void {
  const text = failureText(message, error);
  console.error(`shop-components: ${scrub(text)}`);
  // The log scrubs what it is given the same way (it is also given texts directly). The server
  // renderer (src/server/) has no page and no error-monitoring log: there, the console only.
  if (typeof window !== "undefined") errorLog.report("error", text);
}
