import { defineElement, type ShopElement } from "../define";
import { ShopFooter, footerAttributes } from "./shop-footer";
import styles from "./shop-footer.css";

/**
 * The site footer of every page (spec §2 "Footer (all nine sites)").
 *
 * @tag shop-footer
 * @attr {de|at|ch|ch_fr|pl|cz|hu|sk|tr} site - The country site. Required; any other value logs an error and renders nothing.
 * @attr {de-DE|de-AT|de-CH|fr-CH|cs-CZ|hu-HU|sk-SK|tr-TR|pl-PL} lang - The interface language. Default: the site's locale.
 * @attr {string} api-base - Absolute origin of the shop's services. Default: the page's origin.
 * @attr {boolean} reduced - The reduced footer of checkout pages: no newsletter block. Default: false.
 * @attr {CLASSIC|MATCH|TABLET} platform - The platform the page was rendered for (MATCH: phones). Default: CLASSIC.
 * @attr {boolean} newsletter - Shows the newsletter sign-up block. Default: true.
 * @attr {boolean} preview - Shows the staff preview panel after a successful preview check. Default: false.
 * @attr {string} hunter-content - The page's Hunter-Content value; containing NO_FOOTER (any case) renders nothing. Default: "".
 * @fires shop-ready - The footer has rendered in its locale. Detail: `{ site, locale }`.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart footer - The `<footer>` landmark.
 * @cssproperty --shop-color-text - Text colour. Default: #1a1a1a.
 * @cssproperty --shop-color-surface - Background of the footer. Default: #f4f1ed.
 * @cssproperty --shop-color-primary - Links and primary buttons. Default: #1f5f8b.
 * @cssproperty --shop-font-family - Font. Default: inherited from the page.
 */
defineElement({ tag: "shop-footer", attributes: footerAttributes, component: ShopFooter, styles });

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
