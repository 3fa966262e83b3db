import { defineElement, type ShopElement } from "../define";
import { ShopFooter, footerAttributes, isFooterSuppressed } from "./shop-footer";
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
 * @cssproperty --shop-color-text - Text. Default: #1a1a1a.
 * @cssproperty --shop-color-muted - The sales-tax note; the nested form's hints and field borders. Default: #5c5c5c.
 * @cssproperty --shop-color-background - The logo tiles; the nested form's fields. Default: #ffffff.
 * @cssproperty --shop-color-surface - The bands' background (newsletter, service teaser, categories, logos and apps). Default: #f4f1ed.
 * @cssproperty --shop-color-surface-strong - The bottom bar's background (legal links, sales tax, view changer, countries). Default: #e9e3da.
 * @cssproperty --shop-color-border - The lines between the bands and between the accordion's groups; the logo tiles' border. Default: #d6cec3.
 * @cssproperty --shop-color-primary - The teaser groups' icons; the nested form's button and checked boxes. Default: #1f5f8b.
 * @cssproperty --shop-color-on-primary - Text and marks on the primary colour. Default: #ffffff.
 * @cssproperty --shop-color-link - Links and link-like buttons, in the footer and its form alike. Default: var(--shop-color-primary).
 * @cssproperty --shop-color-error - The nested form's errors. Default: #b00020.
 * @cssproperty --shop-color-success - The nested form's success message. Default: #1e7b34.
 * @cssproperty --shop-color-focus - Focus rings. Default: #1f5f8b.
 * @cssproperty --shop-font-family - Font; `inherit` takes the page's. Default: inherit.
 * @cssproperty --shop-font-size-xs - The smallest text (the error mark). Default: 0.75rem.
 * @cssproperty --shop-font-size-s - Small text: the sales-tax note, hints. Default: 0.875rem.
 * @cssproperty --shop-font-size-m - Body text, the teaser groups' and the countries' headings. Default: 1rem.
 * @cssproperty --shop-font-size-l - The bands' headings. Default: 1.25rem.
 * @cssproperty --shop-font-size-xl - The nested form's heading from 767 px. Default: 1.5rem.
 * @cssproperty --shop-font-weight-bold - Headings, labels, buttons, the current country. Default: 700.
 * @cssproperty --shop-line-height - Body text. Default: 1.5.
 * @cssproperty --shop-line-height-heading - Headings and buttons. Default: 1.25.
 * @cssproperty --shop-space - The base of the spacing scale: the footer's side padding on narrow screens, gaps. Default: 1rem.
 * @cssproperty --shop-space-xs - The smallest gap: between a group's links. Default: calc(var(--shop-space) / 4).
 * @cssproperty --shop-space-s - Between a heading and its text; between logo tiles. Default: calc(var(--shop-space) / 2).
 * @cssproperty --shop-space-l - Between the teaser groups; the bottom bar's padding. Default: calc(var(--shop-space) * 1.5).
 * @cssproperty --shop-space-xl - The bands' top and bottom padding. Default: calc(var(--shop-space) * 2.5).
 * @cssproperty --shop-radius - Fields and buttons. Default: 4px.
 * @cssproperty --shop-radius-l - The logo tiles, the nested form's block and image. Default: 8px.
 * @cssproperty --shop-content-width - The widest the bands' content gets; it is centred beyond. Default: 80rem.
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

export interface ShopFooterElement extends ShopElement {
  reduced: boolean;
  platform: "CLASSIC" | "MATCH" | "TABLET";
  newsletter: boolean;
  preview: boolean;
  hunterContent: string;
}

declare global {
  interface HTMLElementTagNameMap {
    "shop-footer": ShopFooterElement;
  }
}
