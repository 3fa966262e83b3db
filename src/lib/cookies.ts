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

/** Sets cookie `name` for the whole site (path `/`), `SameSite=Lax`, `Secure` on https pages. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { maxAgeSeconds = COOKIE_LIFETIME_S, path = "/" } = options;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, path = "/"): void {
  document.cookie = `${name}=; Max-Age=0; Path=${path}`;
}
