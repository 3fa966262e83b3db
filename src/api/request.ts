import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "../config/constants";
import type { Site } from "../config/sites";
import { jsonText } from "../lib/json";
import { describeIssues } from "../lib/log-text";
import { pageOrigin } from "../lib/page";
import { AnswerError, ResponseError } from "./errors";
import { withRetry } from "./retry";

export { AnswerError, ResponseError } from "./errors";

/** Where and for which site an element calls the shop's services. */
export interface ServiceContext {
  site: Site;
  /** An absolute origin from the `api-base` attribute; the page's origin when absent. */
  apiBase?: string | undefined;
}

interface BaseOptions extends Omit<RequestInit, "credentials" | "method" | "redirect"> {
  /**
   * Sent as the JSON body, with `Content-Type: application/json`, written as the data is (no
   * `toJSON` a page put on the built-ins takes part: ../lib/json.ts). Wins over `body`.
   */
  json?: unknown;
  /**
   * The path as errors and logs may show it, its variable segments named
   * (`…/newsletter-subscribers/{subscriberToken}/doi`); by default the path without its query.
   */
  logPath?: string;
}

/**
 * What a call may add to `fetch`'s own options; credentials, site header and time-out are
 * fixed. `retry: true` repeats the call on a transient failure with the retry policy
 * (./retry.ts); the types allow it only for the methods that are safe to repeat, GET (the
 * default), HEAD and PUT, so the newsletter sign-up POST cannot ask for it.
 */
export type RequestOptions =
  | (BaseOptions & { method?: "GET" | "HEAD" | "PUT"; retry?: boolean })
  | (BaseOptions & { method: "POST" | "DELETE" | "PATCH"; retry?: false });

/**
 * Time-out of each request, applied here only (in {@link send}). A setting rather than the
 * constant alone so that the tests of the test build can shorten it
 * (test/build/test-internals.ts).
 */
export const requestSettings = { timeoutMs: REQUEST_TIMEOUT_MS };

/** Whether an answer's `Content-Type` is JSON (`application/json`, `application/problem+json` …). */
function isJson(response: Response): boolean {
  const mediaType = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange: credentials included, `X-Hunter-Site`, the request time-out
 * combined with the caller's `signal`. Resolves with the response of a 2xx answer; rejects with
 * {@link ResponseError} for any other status, with a `TimeoutError` DOMException on time-out,
 * with the caller's abort reason, or with fetch's `TypeError` when the network fails.
 *
 * Only the services' documented answers count as success: a redirect is not followed
 * (`redirect: "manual"`; a login page a proxy redirects to is no sign-up) and rejects with a
 * {@link ResponseError} of status 0; a 2xx answer with a body that says it is not JSON (an HTML
 * page) rejects with an {@link AnswerError}, as every service answers JSON or nothing.
 */
export async function send(
  context: ServiceContext,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const { json, retry, logPath = path, ...init } = options;
  const exchange = async (retrySignal?: AbortSignal): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set("X-Hunter-Site", context.site);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const signals = [AbortSignal.timeout(requestSettings.timeoutMs), init.signal, retrySignal];
    const signal = AbortSignal.any(signals.filter((candidate): candidate is AbortSignal => !!candidate));
    let response: Response;
    try {
      response = await fetch(new URL(path, context.apiBase ?? pageOrigin()), {
        ...init,
        headers,
        body: json === undefined ? init.body : jsonText(json),
        credentials: "include",
        redirect: "manual",
        signal,
      });
    } catch (error) {
      // An aborted call rejects with the reason it was aborted for (the time-out's TimeoutError,
      // the caller's reason): WebKit rejects an aborted fetch with an AbortError of its own, so
      // a time-out read as final and was never repeated in Safari.
      throw signal.aborted ? signal.reason : error;
    }
    if (response.type === "opaqueredirect" || response.redirected)
      throw new ResponseError(0, undefined, logPath);
    if (!response.ok) throw new ResponseError(response.status, await readBody(response), logPath);
    if (response.status !== 204 && response.headers.has("Content-Type") && !isJson(response))
      throw new AnswerError(logPath, "not JSON");
    return response;
  };
  return retry ? withRetry(exchange, { signal: init.signal ?? undefined }) : exchange();
}

/**
 * The one way the elements call the shop: {@link send}, then the answer checked with
 * `schema`. A malformed answer rejects with {@link AnswerError}, so it never crashes later.
 */
export async function request<S extends v.GenericSchema>(
  context: ServiceContext,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const body = await readBody(await send(context, path, options));
  const result = v.safeParse(schema, body);
  if (!result.success) throw new AnswerError(options.logPath ?? path, describeIssues(result.issues));
  return result.output;
}
