/**
 * INTERIM: the smallest private versions of what the shared services client (issue 3:
 * src/session/token.ts, src/api/login.ts, cookies) will provide. Replace the imports with the
 * shared ones once it is merged, then delete this file.
 */
import * as v from "valibot";
import { REQUEST_TIMEOUT_MS } from "../config/constants";
import type { ServiceContext } from "../api/request";

/** The value of a cookie of this page, or `undefined`. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Spec §3 "Session token payload": exp, ren (seconds), lid. Other fields are ignored. */
const tokenPayload = v.object({
  exp: v.optional(v.number()),
  ren: v.optional(v.number()),
  lid: v.optional(v.unknown()),
});
export type TokenPayload = v.InferOutput<typeof tokenPayload>;

/** Spec §8: a token that does not decode throws 'Invalid token specified'. */
export function decodeToken(token: string): TokenPayload {
  try {
    const binary = atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"));
    const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return v.parse(tokenPayload, payload);
  } catch {
    throw new Error("Invalid token specified");
  }
}

async function post(context: ServiceContext, path: string, body?: string): Promise<number> {
  const response = await fetch(new URL(path, context.apiBase ?? document.baseURI), {
    method: "POST",
    headers: { "X-Hunter-Site": context.site, ...(body ? { "Content-Type": "application/json" } : {}) },
    body,
    credentials: "include",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return response.status;
}

/** Spec §7: POST logintoken/renew with an empty JSON body; the status is the answer (201, 200, 500, …). */
export function renewLoginToken(context: ServiceContext): Promise<number> {
  return post(context, "/service/login/api/v1/logintoken/renew", "{}");
}

/** Spec §7: POST longtermtoken/renew; the answer is ignored. */
export function renewLongTermToken(context: ServiceContext): Promise<number> {
  return post(context, "/service/login/api/v1/longtermtoken/renew");
}
