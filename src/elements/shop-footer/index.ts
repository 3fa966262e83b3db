import { defineElement, type ShopElement } from "../define";
import { ShopFooter, isFooterSuppressed } from "./shop-footer";
import { footerAttributes } from "./attributes";
import { loadFooterContent } from "./footer-content";
import * as ui from "../../ui/styles";
import styles from "./shop-footer.css";

/**
 * The site footer of every page (spec §2 "Footer (all nine sites)"): a nested newsletter sign-up, the service teaser groups (columns on desktop, an accordion of buttons below 768 px and on MATCH), popular categories, quality logos, social media and app store links, legal links, the sales-tax note, the view changer and the country selector. The content comes from SHOP_FOOTER once per page for each site, validated part by part: invalid parts are left out and logged (console.error); without content the view changer and country selector still render. The staff preview panel is nested at the bottom with `preview`. Calls the A/B assignment once per page.
 *
 * @fires shop-ready - The footer has rendered in its locale. Detail: `{ site, locale }`. The nested elements' own shop-ready stays inside the footer.
 * @fires shop-consent-settings - The consent-settings legal link was used. Detail: `{ site }`. Unless a listener cancels it (`preventDefault()`), the footer then opens the consent manager present on the page, the first of `window.UC_UI.showSecondLayer()` (Usercentrics), `window.OneTrust.ToggleInfoDisplay()` (OneTrust), `window.Cookiebot.renew()` (Cookiebot).
 * @fires shop-view-change - The view changer was used. Detail: `{ view: "mobile" | "desktop" }`, the view asked for (MATCH pages offer desktop, the others mobile). Unless a listener cancels it, the footer then sets the cookie `ShopView=<view>` (path /, 30 days, SameSite=Lax) for the shop's server to render that view, and reloads the page.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart footer - The `<footer>` landmark; `data-layout` is "accordion" or "columns".
 * @csspart view-changer - The view changer button.
 * @csspart countries - The country selector (`<nav>`).
 * @cssproperty [--shop-color-text=#1a1a1a] - Text colour.
 * @cssproperty [--shop-color-surface=#f4f1ed] - Background of the footer.
 * @cssproperty [--shop-color-primary=#1f5f8b] - Links and link-like buttons.
 * @cssproperty [--shop-color-muted=#5c5c5c] - The lines between accordion groups.
 * @cssproperty [--shop-space=1rem] - The footer's padding.
 * @cssproperty --shop-font-family - Font. Unset: inherited from the page.
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
