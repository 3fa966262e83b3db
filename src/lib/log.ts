import { errorLog, scrub } from "../api/error-log";

/**
 * Logs a failure the spec's error catalogue (§8) says is "logged": on the console, and into the
 * error-monitoring log (sent only with tracking consent). E-mail addresses and tokens are
 * scrubbed from both.
 */
export function logError(message: string, error?: unknown): void {
  const text = scrub(error === undefined ? message : `${message} (${describeError(error)})`);
  console.error(`shop-components: ${text}`);
  errorLog.report("error", text);
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
