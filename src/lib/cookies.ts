import { COOKIE_LIFETIME_S } from "../config/constants";

/** The value of cookie `name` on this page, or `undefined` when it is not set. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Lifetime in seconds; 2 592 000 s (30 days) by default. */
  maxAgeSeconds?: number;
  path?: string;
}

/**
 * A `Set-Cookie` value (and `document.cookie`'s): cookie `name` for the whole site (path `/`),
 * `SameSite=Lax`, `Secure` for an https page. The fragment endpoint sets the view cookie with it
 * for a form posted without the script, as the script does.
 */
export function cookieText(
  name: string,
  value: string,
  { maxAgeSeconds = COOKIE_LIFETIME_S, path = "/" }: CookieOptions = {},
  isSecure = false,
): string {
  const secure = isSecure ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
}

/** Sets cookie `name` for the whole site (path `/`), `SameSite=Lax`, `Secure` on https pages. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = cookieText(name, value, options, location.protocol === "https:");
}

export function deleteCookie(name: string, path = "/"): void {
  document.cookie = `${name}=; Max-Age=0; Path=${path}`;
}
