/*
 * What the footer decides before it renders, and without the script: whether the page wants it,
 * and which view its view changer offers (read by the element's definition, ./index.ts, as the
 * script loads and on the server, and by the component).
 */

/** The cookie the view changer sets for the shop's server, which renders that view from then on. */
export const VIEW_COOKIE = "ShopView";

export type View = "mobile" | "desktop";

/** The footer is left out when the page's Hunter-Content contains NO_FOOTER, in any letter case. */
export function isFooterSuppressed(hunterContent: string): boolean {
  return hunterContent.toUpperCase().includes("NO_FOOTER");
}

/** The view the view changer offers: a phone page (MATCH) offers the desktop's, the others the mobile one. */
export const otherViewOf = (platform: string): View => (platform === "MATCH" ? "desktop" : "mobile");
