import { LoggableError } from "../lib/log-text";

/**
 * Any HTTP status outside 2xx raises a response error; the body is kept for callers. Status 0
 * stands for a redirect, which none of the shop's services answers: it is not followed
 * (`redirect: "manual"` in ./request.ts) and never counts as success.
 */
export class ResponseError extends LoggableError {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`${withoutQuery(path)} answered ${status === 0 ? "with a redirect" : `HTTP ${status}`}`);
    this.name = "ResponseError";
  }
}

/** An answer that does not have the shape the contract promises (or is not JSON at all). */
export class AnswerError extends LoggableError {
  constructor(path: string, issues: string) {
    super(`${withoutQuery(path)} answered in an unexpected shape: ${issues}`);
    this.name = "AnswerError";
  }
}

/** Query strings may carry ids and tokens, and error messages end up in logs. */
export function withoutQuery(path: string): string {
  return path.split("?")[0] ?? path;
}

/**
 * Whether `error` means "the service is not there right now" rather than "it said no": the
 * network failed (fetch's TypeError), the request timed out, or the status was 408, 429 or 5xx.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof ResponseError)
    return error.status === 408 || error.status === 429 || error.status >= 500;
  return error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError");
}
