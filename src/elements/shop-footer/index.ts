import { defineElement, type ShopElement } from "../define";
import { ShopFooter, isFooterSuppressed } from "./shop-footer";
import { footerAttributes } from "./attributes";
import { loadFooterContent } from "./footer-content";
import * as ui from "../../ui/styles";
import styles from "./shop-footer.css";

/**
 * The site footer of every page (spec §2 "Footer (all nine sites)"): a nested newsletter sign-up, the service teaser groups (columns on desktop, an accordion of buttons below 768 px and on MATCH), popular categories, quality logos, social media and app store links, legal links, the sales-tax note, the view changer and the country selector. The content comes from SHOP_FOOTER once per page for each site, validated part by part: invalid parts are left out and logged (console.error); without content the view changer and country selector still render. The staff preview panel is nested at the bottom with `preview`. Calls the A/B assignment once per page.
 *
 * @tag shop-footer
 * @attr {de|at|ch|ch_fr|pl|cz|hu|sk|tr} site - The country site. Required; any other value logs an error and renders nothing.
 * @attr {de-DE|de-AT|de-CH|fr-CH|cs-CZ|hu-HU|sk-SK|tr-TR|pl-PL} lang - The interface language, also of the nested elements. Default: the site's locale.
 * @attr {string} api-base - Absolute origin of the shop's services and of the logo images, also of the nested elements. Default: the page's origin.
 * @attr {boolean} reduced - The reduced footer of checkout pages: no newsletter block, no teaser groups marked hideGroupInCheckout. Default: false.
 * @attr {CLASSIC|MATCH|TABLET} platform - The platform the page was rendered for (MATCH: phones, always the accordion; CLASSIC hides links marked hideInClassic; the view changer offers the other view). Default: CLASSIC.
 * @attr {boolean} newsletter - Shows the newsletter sign-up block (a nested newsletter-signup). Default: true.
 * @attr {boolean} preview - Nests the staff preview panel (preview-panel) at the bottom; it shows itself after its own preview check. Default: false.
 * @attr {string} hunter-content - The page's Hunter-Content value; containing NO_FOOTER (any case) renders nothing and calls nothing. Default: "".
 * @fires shop-ready - The footer has rendered in its locale. Detail: `{ site, locale }`. The nested elements' own shop-ready stays inside the footer.
 * @fires shop-consent-settings - The consent-settings legal link was used. Detail: `{ site }`. Unless a listener cancels it (`preventDefault()`), the footer then opens the consent manager present on the page, the first of `window.UC_UI.showSecondLayer()` (Usercentrics), `window.OneTrust.ToggleInfoDisplay()` (OneTrust), `window.Cookiebot.renew()` (Cookiebot).
 * @fires shop-view-change - The view changer was used. Detail: `{ view: "mobile" | "desktop" }`, the view asked for (MATCH pages offer desktop, the others mobile). Unless a listener cancels it, the footer then sets the cookie `ShopView=<view>` (path /, 30 days, SameSite=Lax) for the shop's server to render that view, and reloads the page.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart footer - The `<footer>` landmark; `data-layout` is "accordion" or "columns".
 * @csspart view-changer - The view changer button.
 * @csspart countries - The country selector (`<nav>`).
 * @cssproperty --shop-color-text - Text colour. Default: #1a1a1a.
 * @cssproperty --shop-color-surface - Background of the footer. Default: #f4f1ed.
 * @cssproperty --shop-color-primary - Links and link-like buttons. Default: #1f5f8b.
 * @cssproperty --shop-color-muted - The lines between accordion groups. Default: #5c5c5c.
 * @cssproperty --shop-space - The footer's padding. Default: 1rem.
 * @cssproperty --shop-font-family - Font. Default: inherited from the page.
 */
defineElement({
  tag: "shop-footer",
  attributes: footerAttributes,
  component: ShopFooter,
  // The kit's icon and, for the phone accordion, its button base and expansion panel (src/ui).
  styles: [ui.icon, ui.button, ui.expansionPanel, styles],
  // The content is asked for as soon as the footer is in the page, with its catalog.
  prefetch: ({ site, apiBase, hunterContent }) => {
    if (!isFooterSuppressed(hunterContent)) void loadFooterContent({ site, apiBase });
  },
});

export type ShopFooterElement = ShopElement<typeof footerAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    "shop-footer": ShopFooterElement;
  }
}
