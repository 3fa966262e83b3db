import { SITES as TABLE_SITES } from "../../scripts/site-table.mjs";

/** The shop's country sites, as the X-Hunter-Site header names them (the site table's). */
export const SITES = Object.freeze([...TABLE_SITES]);

/** The site of a request without X-Hunter-Site, and the one whose data an unknown site gets. */
export const DEFAULT_SITE = "de";

/** The request's site, lower-cased, and whether the shop has it. */
export function siteOf(req) {
  const site = String(req.headers["x-hunter-site"] ?? DEFAULT_SITE).toLowerCase();
  return { site, isKnownSite: SITES.includes(site) };
}
