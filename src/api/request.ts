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
  /** This call's time-out, when it is shorter than every request's (the server's first fragment waits less). */
  timeoutMs?: number;
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

/**
 * The most bytes of an answer that are read (docs/deploying.md, "Limits"): every service answers
 * a few kilobytes; a longer answer is a fault or an attack, and is not read on (the browser's
 * memory and the fragment server's are bounded alike).
 */
export const MAX_ANSWER_BYTES = 1_048_576;

/** Whether an answer's `Content-Type` is JSON (`application/json`, `application/problem+json` …). */
function isJson(response: Response): boolean {
  const mediaType = (response.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/**
 * The answer's body as text, read up to {@link MAX_ANSWER_BYTES}: an answer that announces more,
 * or goes on past it, rejects with an {@link AnswerError} and is not read further.
 */
async function readText(response: Response, path: string): Promise<string> {
  const tooLong = () => new AnswerError(path, `longer than ${MAX_ANSWER_BYTES} bytes, not read`);
  if (Number(response.headers.get("Content-Length")) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLong();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let length = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    length += part.value.byteLength;
    if (length > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw tooLong();
    }
    text += decoder.decode(part.value, { stream: true });
  }
  return text + decoder.decode();
}

async function readBody(response: Response, path: string): Promise<unknown> {
  const text = await readText(response, path);
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
  const { json, retry, logPath = path, timeoutMs, ...init } = options;
  const exchange = async (retrySignal?: AbortSignal): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set("X-Hunter-Site", context.site);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    const timeout = Math.min(timeoutMs ?? Infinity, requestSettings.timeoutMs);
    const signals = [AbortSignal.timeout(timeout), init.signal, retrySignal];
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
    if (!response.ok)
      throw new ResponseError(
        response.status,
        await readBody(response, logPath).catch(() => undefined),
        logPath,
      );
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
  const body = await readBody(await send(context, path, options), options.logPath ?? path);
  const result = v.safeParse(schema, body);
  if (!result.success) throw new AnswerError(options.logPath ?? path, describeIssues(result.issues));
  return result.output;
}
