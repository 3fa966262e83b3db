import * as v from "valibot";
import { csrfToken } from "../lib/page";
import { objectSchema } from "../lib/schema";
import { ResponseError } from "./errors";
import { send, type ServiceContext } from "./request";

const BASE = "/service/login/api/v1";

/** The outcome of a login attempt. */
export type LoginResult = "SUCCESS" | "UNAUTHORIZED" | "FORBIDDEN" | "SERVICE_UNAVAILABLE";

/** The login service's fields are not documented; the stand-in and the page API use these two. */
export const credentialsSchema = objectSchema({ username: v.string(), password: v.string() });
export type Credentials = v.InferOutput<typeof credentialsSchema>;

/**
 * POST /service/login/api/v1/login with the credentials as JSON and the CSRF marker header
 * `X-Hunter-CSRF`: a cross-site form cannot set it, so the service only needs it present; it
 * carries the page's CSRF token when there is one, else "1". Never repeated.
 *
 * @returns "SUCCESS" for 200, "UNAUTHORIZED" for 401, "FORBIDDEN" for 403, and
 * "SERVICE_UNAVAILABLE" for any other status, a time-out or a network failure.
 */
export async function login(context: ServiceContext, credentials: Credentials): Promise<LoginResult> {
  try {
    const response = await send(context, `${BASE}/login`, {
      method: "POST",
      headers: { "X-Hunter-CSRF": csrfToken() ?? "1" },
      json: credentials,
    });
    return response.status === 200 ? "SUCCESS" : "SERVICE_UNAVAILABLE";
  } catch (error) {
    if (error instanceof ResponseError && error.status === 401) return "UNAUTHORIZED";
    if (error instanceof ResponseError && error.status === 403) return "FORBIDDEN";
    return "SERVICE_UNAVAILABLE";
  }
}

/**
 * POST …/logintoken/renew with an empty JSON body. The session renewal (src/session/renewal.ts)
 * turns the status into its outcome code: 201 renewed, 200 stop, 500 server error, anything else
 * "other".
 * @returns the HTTP status, or 0 when no answer came (time-out, network failure).
 */
export async function renewLoginToken(context: ServiceContext): Promise<number> {
  try {
    return (await send(context, `${BASE}/logintoken/renew`, { method: "POST", json: {} })).status;
  } catch (error) {
    return error instanceof ResponseError ? error.status : 0;
  }
}

/** POST …/longtermtoken/renew without a body; the answer is ignored and so are failures. */
export async function renewLongTermToken(context: ServiceContext): Promise<void> {
  try {
    await send(context, `${BASE}/longtermtoken/renew`, { method: "POST" });
  } catch {
    // The answer is ignored: the new cookie, if any, comes with it.
  }
}
