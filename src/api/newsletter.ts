import * as v from "valibot";
import { readCookie } from "../lib/cookies";
import { logError } from "../lib/log";
import { csrfToken, pageAddress } from "../lib/page";
import { objectSchema } from "../lib/schema";
import { ResponseError } from "./errors";
import { request, send, type ServiceContext } from "./request";

/** The newsletter service's calls that the elements make: sign-up, base data, double opt-in. */

const BASE = "/service/newsletter/api";

/** What a sign-up sends. */
export interface SubscriberRequest {
  email?: string;
  salutation?: "MR" | "MRS" | "COMPANY" | "DIVERS" | "";
  firstName?: string;
  lastName?: string;
  /** Given consents, e.g. "DNE" (personalised offers). */
  consents: string[];
  /** The Turkish commercial-message consent; left out when empty. */
  legals?: string[];
  origin: string;
  originAddition: string;
}

/** How a sign-up ended, as the form shows it. */
export type SubmitResult = "SUCCESS" | "ERROR_GENERIC" | "ERROR_INVALID_EMAIL";

const problem = objectSchema({ type: v.string() });

/** What a call of an element may be given: its signal, aborted when the element leaves the page. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The longest subscriber token accepted. */
export const SUBSCRIBER_TOKEN_MAX_LENGTH = 128;
const TOKEN_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * The documented shape of a subscriber token (docs/deploying.md, "Limits"): 1 to 128 letters, digits, "-" and "_", which a UUID and every token of the base64url alphabet have. No
 * "." (a "." or ".." segment would leave its place in the path), "/", "%" or anything else: the
 * token is always exactly one path segment. Any other value is refused before a request.
 */
export function isSubscriberToken(token: unknown): token is string {
  return (
    typeof token === "string" && token.length <= SUBSCRIBER_TOKEN_MAX_LENGTH && TOKEN_CHARACTERS.test(token)
  );
}

/** Logged instead of the token, which never reaches a log. */
const REFUSED_TOKEN =
  "a subscriber token of another shape than the documented one was refused, no request made";

/** An abort is the element leaving the page: not a failure, and not logged. */
export function rethrowIfAborted(error: unknown, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw error;
}

/**
 * Where the calls of one subscriber go: the path, and the same path as logs may show it (never
 * with the token). `undefined`, logged, for a token not of the documented shape: no request.
 */
export function subscriberRoute(token: string): { path: string; logPath: string } | undefined {
  if (!isSubscriberToken(token)) {
    logError(REFUSED_TOKEN);
    return undefined;
  }
  const subscribers = `${BASE}/private/newsletter-subscribers`;
  return { path: `${subscribers}/${token}`, logPath: `${subscribers}/{subscriberToken}` };
}

/** How a sign-up is sent: to the internal path; from which page; with a shorter time-out. */
export interface SubscribeOptions extends CallOptions {
  isInternal?: boolean | undefined;
  /**
   * `X-Original-Address`, the page the visitor signs up on: by default the page's own address;
   * given by the fragment endpoint for a form posted without the script (`null`: not known, left out).
   */
  originalAddress?: string | null;
  timeoutMs?: number | undefined;
  /** Where a failure is logged: the page's log (logError), or the fragment endpoint's `log`. */
  log?: ((message: string, error?: unknown) => void) | undefined;
}

/**
 * POST …/api/private/newsletter-subscribers (…/api/internal/… when `isInternal`), with
 * `X-Original-Address` (the page's address). E-mail, salutation and names are left out of the
 * body when empty. Never repeated: a second POST would be a second sign-up. The browser's form
 * and the fragment endpoint (a form posted without the script) both sign up through it.
 *
 * @returns "SUCCESS" for a 2xx answer; "ERROR_INVALID_EMAIL" when the error body's `type` is
 * `urn:newsletter:email_invalid`; "ERROR_GENERIC" for anything else, network failure included.
 */
export async function subscribeToNewsletter(
  context: ServiceContext,
  subscriber: SubscriberRequest,
  {
    isInternal = false,
    signal,
    originalAddress = pageAddress(),
    timeoutMs,
    log = logError,
  }: SubscribeOptions = {},
): Promise<SubmitResult> {
  const { consents, origin, originAddition } = subscriber;
  const body: Record<string, unknown> = { consents, origin, originAddition };
  for (const field of ["email", "salutation", "firstName", "lastName"] as const) {
    if (subscriber[field]) body[field] = subscriber[field];
  }
  if (subscriber.legals?.length) body.legals = subscriber.legals;
  try {
    await send(context, `${BASE}/${isInternal ? "internal" : "private"}/newsletter-subscribers`, {
      method: "POST",
      headers: originalAddress === null ? {} : { "X-Original-Address": originalAddress },
      json: body,
      signal,
      timeoutMs,
    });
    return "SUCCESS";
  } catch (error) {
    rethrowIfAborted(error, signal);
    const answer = error instanceof ResponseError ? v.safeParse(problem, error.body) : undefined;
    if (answer?.success && answer.output.type === "urn:newsletter:email_invalid")
      return "ERROR_INVALID_EMAIL";
    log("newsletter sign-up failed", error);
    return "ERROR_GENERIC";
  }
}

const baseData = objectSchema({
  email: v.string(),
  salutation: v.optional(v.string()),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  dataProcessingConsentGiven: v.optional(v.boolean()),
});

export type CustomerBaseData = v.InferOutput<typeof baseData>;

/**
 * GET …/private/customers/base-data with `X-LoginToken` (the `LoginToken` cookie) and
 * `X-Hunter-CSRF` (the page's `<meta name="csrf-token">`), to prefill the form of a logged-in customer.
 *
 * @returns the base data; `undefined` without a `LoginToken` cookie (no call is made), on 401,
 * and on any other failure (logged). Rejects with the abort reason once `signal` is aborted.
 */
export async function fetchCustomerBaseData(
  context: ServiceContext,
  { signal }: CallOptions = {},
): Promise<CustomerBaseData | undefined> {
  const loginToken = readCookie("LoginToken");
  if (!loginToken) return undefined;
  const headers: Record<string, string> = { "X-LoginToken": loginToken };
  const csrf = csrfToken();
  if (csrf) headers["X-Hunter-CSRF"] = csrf;
  try {
    return await request(context, `${BASE}/private/customers/base-data`, baseData, {
      headers,
      retry: true,
      signal,
    });
  } catch (error) {
    rethrowIfAborted(error, signal);
    if (!(error instanceof ResponseError && error.status === 401)) logError("base data failed", error);
    return undefined;
  }
}

/**
 * PUT …/private/newsletter-subscribers/{subscriberToken}/doi with `X-Original-Address`: confirms
 * the double opt-in. Idempotent, so transient failures are repeated.
 * @returns true when confirmed (2xx); false for an invalid or expired link (404, 410), a token
 * not of the documented shape (no request) or any other failure — the caller shows the
 * invalid-link banner. Rejects with the abort reason once `signal` is aborted.
 */
export async function confirmSubscription(
  context: ServiceContext,
  token: string,
  { signal }: CallOptions = {},
): Promise<boolean> {
  const route = subscriberRoute(token);
  if (!route) return false;
  try {
    await send(context, `${route.path}/doi`, {
      method: "PUT",
      headers: { "X-Original-Address": pageAddress() },
      retry: true,
      signal,
      logPath: `${route.logPath}/doi`,
    });
    return true;
  } catch (error) {
    rethrowIfAborted(error, signal);
    if (!(error instanceof ResponseError && error.status < 500)) logError("double opt-in failed", error);
    return false;
  }
}
