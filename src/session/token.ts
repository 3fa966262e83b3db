import * as v from "valibot";
import { objectSchema } from "../lib/schema";

/** A session token's payload: expiry, renew-after (both seconds since the epoch) and `lid`. */
const tokenPayload = objectSchema({
  exp: v.number(),
  ren: v.optional(v.number()),
  lid: v.optional(v.boolean()),
});

export type TokenPayload = v.InferOutput<typeof tokenPayload>;

/**
 * Decodes the payload of a JWT (the `LoginToken` and `LongTermToken` cookies). The signature is
 * not checked: the server does that; the page only needs the times to plan renewals.
 *
 * @throws {Error} with the message exactly 'Invalid token specified' when `token` is
 * not a string of dot-separated parts whose second part is base64url-encoded UTF-8 JSON with a
 * numeric `exp` (and, if present, a numeric `ren` and a boolean `lid`).
 */
export function decodeToken(token: unknown): TokenPayload {
  try {
    const part = (token as string).split(".")[1] ?? "";
    // atob ignores missing padding (forgiving base64) but needs the standard alphabet.
    const binary = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const payload = v.safeParse(tokenPayload, JSON.parse(text));
    if (payload.success) return payload.output;
  } catch {
    // Falls through: every way of being malformed gives the same error.
  }
  throw new Error("Invalid token specified");
}
