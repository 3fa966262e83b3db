/**
 * The newsletter calls of spec §7 that the form needs. A stop-gap until the shared services
 * client (src/api/newsletter.ts, issue 3) lands; then these move there.
 */
import * as v from "valibot";
import { SALUTATIONS, type Salutation } from "../../config/newsletter";
import { request, ResponseError, type ServiceContext } from "../../api/request";

/** Spec §3 "submit result". */
export type SubmitResult = "SUCCESS" | "ERROR_GENERIC" | "ERROR_INVALID_EMAIL";

/** Spec §3 "Subscriber request": email, salutation, firstName and lastName are omitted when empty. */
export interface SubscriberRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: string[];
  /** The Turkish commercial-message consent (spec §3 form state `legals`). */
  legals?: string[];
  origin: string;
  originAddition: string;
}

export interface NewsletterContext extends ServiceContext {
  /** Contracts README: the `internal` attribute switches `/api/private/` to `/api/internal/`. */
  isInternal: boolean;
}

const apiPath = ({ isInternal }: NewsletterContext, path: string) =>
  `/service/newsletter/api/${isInternal ? "internal" : "private"}/${path}`;

/** Spec §7: the page's address travels with the calls that the shop's mails link back from. */
const originalAddress = () => ({ "X-Original-Address": location.href });

const emailInvalidProblem = v.object({ type: v.literal("urn:newsletter:email_invalid") });

/**
 * Spec §7, §8: 2xx is SUCCESS; an error body of type urn:newsletter:email_invalid is
 * ERROR_INVALID_EMAIL; everything else — other statuses, time-out, network failure — is
 * ERROR_GENERIC. Never retried: a repeated POST could sign up twice.
 */
export async function subscribe(
  context: NewsletterContext,
  subscriber: SubscriberRequest,
): Promise<SubmitResult> {
  try {
    await request(context, apiPath(context, "newsletter-subscribers"), v.unknown(), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...originalAddress() },
      body: JSON.stringify(subscriber),
    });
    return "SUCCESS";
  } catch (error) {
    return error instanceof ResponseError && v.is(emailInvalidProblem, error.body)
      ? "ERROR_INVALID_EMAIL"
      : "ERROR_GENERIC";
  }
}

/** Contracts README: the answer of base-data. An unknown salutation is dropped, not fatal. */
const baseDataAnswer = v.object({
  email: v.fallback(v.string(), ""),
  salutation: v.fallback(v.optional(v.picklist(SALUTATIONS)), undefined),
  firstName: v.fallback(v.optional(v.string()), undefined),
  lastName: v.fallback(v.optional(v.string()), undefined),
  dataProcessingConsentGiven: v.fallback(v.optional(v.boolean()), undefined),
});

export type BaseData = v.InferOutput<typeof baseDataAnswer>;

/**
 * Spec §6, §7: a logged-in customer's base data, to prefill the form; `undefined` when not
 * logged in (no LoginToken cookie) or when the call fails — the form then simply starts empty.
 */
export async function fetchBaseData(context: NewsletterContext): Promise<BaseData | undefined> {
  const loginToken = readCookie("LoginToken");
  if (!loginToken) return undefined;
  const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
  try {
    return await request(context, apiPath(context, "customers/base-data"), baseDataAnswer, {
      headers: { "X-LoginToken": loginToken, "X-Hunter-CSRF": csrf },
    });
  } catch {
    return undefined;
  }
}

const confirmations = new Map<string, Promise<boolean>>();

/**
 * Spec §7: confirms a double opt-in token with one PUT …/doi. Every element of the page that
 * asks for the same token shares that one call (the form may be on the page twice: on its own
 * and in the footer). Resolves true when confirmed, false when the link is invalid or expired
 * (contracts README: 404, 410 or anything else).
 */
export function confirmSubscription(context: NewsletterContext, token: string): Promise<boolean> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = request(
      context,
      apiPath(context, `newsletter-subscribers/${encodeURIComponent(token)}/doi`),
      v.unknown(),
      { method: "PUT", headers: originalAddress() },
    ).then(
      () => true,
      () => false,
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split("; ")) {
    const separator = pair.indexOf("=");
    if (pair.slice(0, separator) === name) return decodeURIComponent(pair.slice(separator + 1));
  }
  return undefined;
}
