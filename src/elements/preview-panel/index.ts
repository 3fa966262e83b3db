import { defineElement, type ShopElement } from "../define";
import { PreviewPanel } from "./preview-panel";
import styles from "./preview-panel.css";

/**
 * The staff preview tool, standalone (spec §2 "Staff preview panel", its other variant).
 * Renders nothing unless the preview check with the staff cookies succeeds (spec §6).
 * Its texts are the English ones the spec quotes: a staff tool, not translated.
 *
 * @tag preview-panel
 * @attr {de|at|ch|ch_fr|pl|cz|hu|sk|tr} site - The country site. Required; any other value logs an error and renders nothing.
 * @attr {de-DE|de-AT|de-CH|fr-CH|cs-CZ|hu-HU|sk-SK|tr-TR|pl-PL} lang - The locale for dates. Default: the site's locale.
 * @attr {string} api-base - Absolute origin of the shop's services. Default: the page's origin.
 * @fires shop-ready - The panel has rendered. Detail: `{ site, locale }`.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart panel - The staff strip.
 * @cssproperty --shop-color-surface - Background of the strip. Default: #f4f1ed.
 */
defineElement({ tag: "preview-panel", attributes: {}, component: PreviewPanel, styles });

declare global {
  interface HTMLElementTagNameMap {
    "preview-panel": ShopElement;
  }
}
