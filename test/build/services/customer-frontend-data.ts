import * as v from "valibot";
import { readCookie } from "../../../src/lib/cookies";
import { logError } from "../../../src/lib/log";
import { csrfToken } from "../../../src/lib/page";
import { objectSchema } from "../../../src/lib/schema";
import { request, type ServiceContext } from "../../../src/api/request";

/** The answer: `{"nl_status"?, "card_status"?}`. */
const customerFrontendData = objectSchema({
  nl_status: v.optional(v.string()),
  card_status: v.optional(v.string()),
});

export type CustomerFrontendData = v.InferOutput<typeof customerFrontendData>;

/**
 * GET /service/customerfrontenddata/api/v1/psdata with `X-Hunter-CSRF` (the page's
 * CSRF token), `X-Hunter-Site`, `X-LongTermToken` (the `LongTermToken` cookie, when set) and
 * `X-Trigger` (what asked for the data, e.g. "newsletter"), bypassing the HTTP cache
 * (`cache: "no-store"`). Repeated on transient failures (the retry policy).
 *
 * @returns the data; `undefined` on any failure, which is logged.
 */
export async function fetchCustomerFrontendData(
  context: ServiceContext,
  trigger: string,
): Promise<CustomerFrontendData | undefined> {
  const headers: Record<string, string> = { "X-Trigger": trigger };
  const csrf = csrfToken();
  if (csrf) headers["X-Hunter-CSRF"] = csrf;
  const longTermToken = readCookie("LongTermToken");
  if (longTermToken) headers["X-LongTermToken"] = longTermToken;
  try {
    return await request(context, "/service/customerfrontenddata/api/v1/psdata", customerFrontendData, {
      headers,
      cache: "no-store",
      retry: true,
    });
  } catch (error) {
    logError("psdata failed", error);
    return undefined;
  }
}

/** The shape of /json/psdata is not documented: any JSON object. */
const personalData = v.record(v.string(), v.unknown());

export type PersonalData = v.InferOutput<typeof personalData>;

/**
 * GET /json/psdata: the shopper's personal data (shape not documented).
 * @returns the data; `undefined` on any failure (logged).
 */
export async function fetchPersonalData(context: ServiceContext): Promise<PersonalData | undefined> {
  try {
    return await request(context, "/json/psdata", personalData, { retry: true });
  } catch (error) {
    logError("/json/psdata failed", error);
    return undefined;
  }
}
