import { SITE_TABLE, type Site } from "../config/sites";
import { RETURN_FIELD, ownPathOf } from "../lib/fragment";
import type { FragmentRequest } from "./fragment-http";

/**
 * Where a form posted without the script comes from, and where its visitor goes back to: the
 * checks that keep another site from posting (cross-site request forgery) and the way back from
 * leading anywhere but a path on this host (an open redirect).
 */

/** The host the request was sent to: the absolute address's (a web `Request`), else `Host`. */
function ownHost(request: FragmentRequest): string | undefined {
  if (!request.url.startsWith("/")) return new URL(request.url).host;
  return request.headers.get("host") ?? undefined;
}

/**
 * The scheme the browser used: as the edge that ended its TLS says (`X-Forwarded-Proto`), else
 * the request's own (a web `Request`'s address, or Node's socket).
 */
function ownScheme(request: FragmentRequest): string {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded === "https" || forwarded === "http") return forwarded;
  if (!request.url.startsWith("/")) return new URL(request.url).protocol.slice(0, -1);
  return request.isEncrypted ? "https" : "http";
}

/**
 * The origins a page of this host posts from: the one the request came to, scheme and all, and
 * this host's https origin (a page of the shop served securely, posted through an edge that ends
 * TLS without saying so). A page served over plain http does not pass for an https one.
 */
function ownOrigins(request: FragmentRequest): string[] {
  const host = ownHost(request);
  return host === undefined ? [] : [`${ownScheme(request)}://${host}`, `https://${host}`];
}

/** The origin of `address`, when it is an address. */
function originOf(address: string | null): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the post was sent by a page of this host, so that another site cannot sign its visitors
 * up (cross-site request forgery). Browsers say where a request comes from: `Sec-Fetch-Site`
 * (Chromium, Firefox and Safari since 2023) must be `same-origin`; a browser without it sends
 * `Origin` with every POST, which must be this host's, scheme and all. A request with neither is
 * not a browser's form and is refused.
 */
export function isFromOwnPage(request: FragmentRequest): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = originOf(request.headers.get("origin"));
  return origin !== undefined && ownOrigins(request).includes(origin);
}

/** The site's home page, as a path on this host (its `home` in the site table: "/", "/fr/"). */
const homePath = (site: Site): string => new URL(SITE_TABLE[site].home).pathname;

/**
 * Where the visitor goes back to (a path on this host) and the address of the page they posted
 * from, which the sign-up names: the page a form this endpoint answered carries
 * (`RETURN_FIELD`), so that a second post still leads back to the first page, else the page the
 * browser names (`Referer`), when it is on this host. Each is judged as the browser and the
 * newsletter service will read it (`ownPathOf`, src/lib/prerender.ts); without one that holds,
 * the way back is the site's home page, on this host.
 */
export function wayBack(
  request: FragmentRequest,
  fields: URLSearchParams,
  site: Site,
): { returnTo: string; page?: string } {
  const home = { returnTo: homePath(site) };
  const referer = request.headers.get("referer");
  const origin = originOf(referer);
  if (origin === undefined || !ownOrigins(request).includes(origin)) return home;
  for (const candidate of [fields.get(RETURN_FIELD), referer]) {
    const path = candidate === null ? undefined : ownPathOf(candidate, origin);
    if (path !== undefined) return { returnTo: path, page: `${origin}${path}` };
  }
  return home;
}
