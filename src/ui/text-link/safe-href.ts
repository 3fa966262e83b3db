const BASE = "http://relative.invalid";

/**
 * `href` if a link may point there, else `undefined`: relative paths (`/c/kaffee`, `hilfe`, `?q=1`,
 * `#top`) and absolute `http:`/`https:` URLs. Everything else is refused — `javascript:`,
 * `data:`, `vbscript:` and other schemes, and protocol-relative `//host` (also spelt `/\host` or
 * with leading control characters, which browsers read the same way): CMS data must not run
 * script or leave the shop unannounced.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  const text = href?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return undefined;
  }
  // Resolved against the placeholder base and still on it: a relative reference.
  if (url.origin === BASE) return text;
  return /^https?:\/\//i.test(text) && /^https?:$/.test(url.protocol) ? text : undefined;
}
