/**
 * Control characters (C0, DEL, C1) and backslashes: browsers drop the first from URLs and read
 * the second as `/`, so that `java\tscript:` or `/\host` would mean something else than it shows.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;
/** A reference without a scheme (nothing before the first `/`, `?` or `#` holds a `:`), not `//host`. */
const RELATIVE = /^(?!\/\/)[^:/?#]*(?:[/?#][^]*)?$/;
/**
 * `http(s)://`, a host of ASCII letters, digits, dots and hyphens (no user info, no brackets,
 * nothing a parser would have to re-encode), an optional port, then the path, query or end.
 */
const ABSOLUTE = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::(\d{1,5}))?(?:[/?#][^]*)?$/i;

/**
 * `href` if a link may point there, else `undefined`: relative references (`/c/kaffee`, `hilfe`,
 * `?q=1`, `#top`) and absolute `http:`/`https:` URLs with a plain host. Everything else is
 * refused — `javascript:`, `data:`, `vbscript:` and other schemes, protocol-relative `//host`
 * (also spelt `/\host` or with control characters, which browsers read the same way), hosts with
 * user info, spaces or non-ASCII letters: CMS data must not run script or leave the shop
 * unannounced.
 *
 * The judgement is made on the text alone, never by a URL parser, so that the server renderer
 * and every browser engine judge each link the same (their parsers disagree on hosts such as
 * `http://exa mple.com/`): a link shown on one side only would break hydration.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  const text = href?.trim();
  if (!text || FORBIDDEN.test(text)) return undefined;
  if (RELATIVE.test(text)) return text;
  const absolute = ABSOLUTE.exec(text);
  if (!absolute) return undefined;
  const port = absolute[1];
  return port === undefined || Number(port) <= 65535 ? text : undefined;
}
