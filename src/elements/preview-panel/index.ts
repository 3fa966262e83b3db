import { defineElement, type ShopElement } from "../define";
import { PreviewPanel } from "./preview-panel";

/**
 * The staff preview tool, standalone (spec §2 "Staff preview panel", its other variant).
 * Renders nothing unless the preview check with the staff cookies succeeds (spec §6); then a
 * 'Preview settings' button opens a modal with date, time, the A/B test and group, 'Set preview
 * settings', a status notification (a click dismisses it) and 'Logout'. While shown, the staff
 * session is renewed every 5 minutes. Its texts are the English ones the spec quotes: a staff
 * tool, not translated (`lang="en"`).
 *
 * @tag preview-panel
 * @attr {de|at|ch|ch_fr|pl|cz|hu|sk|tr} site - The country site. Required; any other value logs an error and renders nothing.
 * @attr {de-DE|de-AT|de-CH|fr-CH|cs-CZ|hu-HU|sk-SK|tr-TR|pl-PL} lang - The locale of the page around it (the panel itself is English). Default: the site's locale.
 * @attr {string} api-base - Absolute origin of the shop's services. Default: the page's origin.
 * @fires shop-ready - The element has rendered (the panel appears once the preview check succeeded). Detail: `{ site, locale }`.
 * @fires shop-preview-applied - The preview settings were applied (status SUCCESS). Detail: `{ previewDateTime, test, group }`, previewDateTime as `YYYY-MM-DDTHH:mm`, test and group empty when no A/B test was chosen.
 * @fires shop-preview-logout - Staff logged out; the panel is hidden. Detail: `{}`.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart panel - The staff strip.
 * @csspart trigger - The 'Preview settings' button.
 * @csspart modal - The settings dialog.
 * @cssproperty --shop-color-surface - Background of the strip. Default: #f4f1ed.
 * @cssproperty --shop-color-background - Background of the dialog. Default: #ffffff.
 * @cssproperty --shop-color-primary - Buttons. Default: #1f5f8b.
 * @cssproperty --shop-color-error - The error notification and the 'Required' text. Default: #b00020.
 * @cssproperty --shop-color-success - The success notification. Default: #1e7b34.
 */
defineElement({
  tag: "preview-panel",
  attributes: {},
  component: PreviewPanel,
  // The staff tool brings its own styles with its code (./staff-tool.tsx).
  styles: [],
});

export type PreviewPanelElement = ShopElement;

declare global {
  interface HTMLElementTagNameMap {
    "preview-panel": PreviewPanelElement;
  }
}
