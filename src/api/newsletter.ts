import * as v from "valibot";
import { readCookie } from "../lib/cookies";
import { logError } from "../lib/log";
import { csrfToken, pageAddress } from "../lib/page";
import { ResponseError } from "./errors";
import { request, send, type ServiceContext } from "./request";

/** The newsletter service, spec §7 rows 1–5; answer shapes from the contracts README. */

const BASE = "/service/newsletter/api";

/** Spec §3 "Subscriber request". */
export interface SubscriberRequest {
  email?: string;
  salutation?: "MR" | "MRS" | "COMPANY" | "DIVERS" | "";
  firstName?: string;
  lastName?: string;
  /** Given consents, e.g. "DNE" (personalised offers). */
  consents: string[];
  /** Spec §3 form state `legals`: the Turkish commercial-message consent; left out when empty. */
  legals?: string[];
  origin: string;
  originAddition: string;
}

/** Spec §3 "submit result". */
export type SubmitResult = "SUCCESS" | "ERROR_GENERIC" | "ERROR_INVALID_EMAIL";

const problem = v.object({ type: v.string() });

/** What a call of an element may be given: its signal, aborted when the element leaves the page. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The longest subscriber token accepted. */
export const SUBSCRIBER_TOKEN_MAX_LENGTH = 128;
const TOKEN_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/**
 * The documented shape of a subscriber token (docs/deploying.md, "Limits"; issue 15, point 3): 1 to 128
 * letters, digits, "-" and "_", which a UUID and every token of the base64url alphabet have. No
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
function rethrowIfAborted(error: unknown, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw error;
}
/**
 * POST …/api/private/newsletter-subscribers (…/api/internal/… when `isInternal`), with
 * `X-Original-Address` (the page's address). E-mail, salutation and names are left out of the
 * body when empty (spec §3). Never repeated: a second POST would be a second sign-up.
 *
 * @returns "SUCCESS" for a 2xx answer; "ERROR_INVALID_EMAIL" when the error body's `type` is
 * `urn:newsletter:email_invalid`; "ERROR_GENERIC" for anything else, network failure included.
 */
export async function subscribeToNewsletter(
  context: ServiceContext,
  subscriber: SubscriberRequest,
  { isInternal = false, signal }: { isInternal?: boolean } & CallOptions = {},
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
      headers: { "X-Original-Address": pageAddress() },
      json: body,
      signal,
    });
    return "SUCCESS";
  } catch (error) {
    rethrowIfAborted(error, signal);
    const answer = error instanceof ResponseError ? v.safeParse(problem, error.body) : undefined;
    if (answer?.success && answer.output.type === "urn:newsletter:email_invalid")
      return "ERROR_INVALID_EMAIL";
    logError("newsletter sign-up failed", error);
    return "ERROR_GENERIC";
  }
}

const baseData = v.object({
  email: v.string(),
  salutation: v.optional(v.string()),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  dataProcessingConsentGiven: v.optional(v.boolean()),
});

export type CustomerBaseData = v.InferOutput<typeof baseData>;

/**
 * GET …/private/customers/base-data with `X-LoginToken` (the `LoginToken` cookie) and
 * `X-Hunter-CSRF` (the page's `<meta name="csrf-token">`), to prefill the form (spec §6).
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

/** The spec does not show the subscriber's fields: any JSON object. */
const subscriberAnswer = v.record(v.string(), v.unknown());

export type Subscriber = v.InferOutput<typeof subscriberAnswer>;

/** The subscriber's path, and the same path as logs may show it (never with the token). */
const subscriberPath = (token: string) => `${BASE}/private/newsletter-subscribers/${token}`;
const SUBSCRIBER_LOG_PATH = `${BASE}/private/newsletter-subscribers/{subscriberToken}`;

/**
 * GET …/private/newsletter-subscribers/{subscriberToken}.
 * @returns the subscriber; `undefined` when unknown (404), for a token not of the documented
 * shape (no request) or on failure (logged).
 */
export async function fetchSubscriber(
  context: ServiceContext,
  token: string,
  { signal }: CallOptions = {},
): Promise<Subscriber | undefined> {
  if (!isSubscriberToken(token)) {
    logError(REFUSED_TOKEN);
    return undefined;
  }
  try {
    return await request(context, subscriberPath(token), subscriberAnswer, {
      retry: true,
      signal,
      logPath: SUBSCRIBER_LOG_PATH,
    });
  } catch (error) {
    rethrowIfAborted(error, signal);
    if (!(error instanceof ResponseError && error.status === 404)) logError("subscriber read failed", error);
    return undefined;
  }
}

/**
 * PUT …/private/newsletter-subscribers/{subscriberToken}/doi with `X-Original-Address`: confirms
 * the double opt-in. Idempotent, so transient failures are repeated.
 * @returns true when confirmed (2xx); false for an invalid or expired link (404, 410), a token
 * not of the documented shape (no request) or any other failure — the caller shows the
 * invalid-link banner (contracts README). Rejects with the abort reason once `signal` is aborted.
 */
export async function confirmSubscription(
  context: ServiceContext,
  token: string,
  { signal }: CallOptions = {},
): Promise<boolean> {
  if (!isSubscriberToken(token)) {
    logError(REFUSED_TOKEN);
    return false;
  }
  try {
    await send(context, `${subscriberPath(token)}/doi`, {
      method: "PUT",
      headers: { "X-Original-Address": pageAddress() },
      retry: true,
      signal,
      logPath: `${SUBSCRIBER_LOG_PATH}/doi`,
    });
    return true;
  } catch (error) {
    rethrowIfAborted(error, signal);
    if (!(error instanceof ResponseError && error.status < 500)) logError("double opt-in failed", error);
    return false;
  }
}

/**
 * PUT …/private/newsletter-subscribers/{subscriberToken} with the changed fields as JSON.
 * @returns the updated subscriber; `undefined` for a token not of the documented shape (no
 * request) or on failure (logged).
 */
export async function updateSubscriber(
  context: ServiceContext,
  token: string,
  update: Partial<SubscriberRequest>,
  { signal }: CallOptions = {},
): Promise<Subscriber | undefined> {
  if (!isSubscriberToken(token)) {
    logError(REFUSED_TOKEN);
    return undefined;
  }
  try {
    return await request(context, subscriberPath(token), subscriberAnswer, {
      method: "PUT",
      json: update,
      retry: true,
      signal,
      logPath: SUBSCRIBER_LOG_PATH,
    });
  } catch (error) {
    rethrowIfAborted(error, signal);
    logError("subscriber update failed", error);
    return undefined;
  }
}
