import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "../config/constants";
import type { Site } from "../config/sites";

/** Where and for which site an element calls the shop's services (contracts README, "The script"). */
export interface ServiceContext {
  site: Site;
  /** An absolute origin from the `api-base` attribute; the page's origin when absent. */
  apiBase?: string | undefined;
}

/** Spec §8: "Any HTTP status outside 2xx raises a response error". The body is kept for callers. */
export class ResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`${path} answered HTTP ${status}`);
    this.name = "ResponseError";
  }
}

/** An answer that does not have the shape the contract promises. */
export class AnswerError extends Error {
  constructor(path: string, issues: string) {
    super(`${path} answered in an unexpected shape: ${issues}`);
    this.name = "AnswerError";
  }
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
 * The one way the elements call the shop (spec §7): credentials included, 15 s time-out,
 * `X-Hunter-Site`, non-2xx raised as {@link ResponseError}, answers checked with `schema`.
 */
export async function request<S extends v.GenericSchema>(
  context: ServiceContext,
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<v.InferOutput<S>> {
  const headers = new Headers(init.headers);
  headers.set("X-Hunter-Site", context.site);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const response = await fetch(new URL(path, context.apiBase ?? document.baseURI), {
    ...init,
    headers,
    credentials: "include",
    signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
  });
  const body = await readBody(response);
  if (!response.ok) throw new ResponseError(response.status, body, path);
  const result = v.safeParse(schema, body);
  if (!result.success) throw new AnswerError(path, v.summarize(result.issues));
  return result.output;
}
