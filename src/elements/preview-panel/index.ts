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
 * @cssproperty --shop-color-text - Text. Default: #1a1a1a.
 * @cssproperty --shop-color-muted - Field and select borders. Default: #5c5c5c.
 * @cssproperty --shop-color-background - The dialog and its fields; 'Logout' (secondary). Default: #ffffff.
 * @cssproperty --shop-color-surface - The staff strip's background. Default: #f4f1ed.
 * @cssproperty --shop-color-border - The lines in the dialog. Default: #d6cec3.
 * @cssproperty --shop-color-primary - 'Preview settings' and 'Set preview settings' (primary), 'Logout''s border and text. Default: #1f5f8b.
 * @cssproperty --shop-color-on-primary - Text on the primary buttons. Default: #ffffff.
 * @cssproperty --shop-color-error - The error notification, the group's border and 'Required'. Default: #b00020.
 * @cssproperty --shop-color-success - The success notification. Default: #1e7b34.
 * @cssproperty --shop-color-focus - Focus rings. Default: #1f5f8b.
 * @cssproperty --shop-font-family - Font; `inherit` takes the page's. Default: inherit.
 * @cssproperty --shop-font-size-xs - The error mark. Default: 0.75rem.
 * @cssproperty --shop-font-size-s - 'Required'. Default: 0.875rem.
 * @cssproperty --shop-font-size-m - Body text and fields. Default: 1rem.
 * @cssproperty --shop-font-size-l - The dialog's heading. Default: 1.25rem.
 * @cssproperty --shop-font-weight-bold - Headings, labels, buttons. Default: 700.
 * @cssproperty --shop-line-height - Body text. Default: 1.5.
 * @cssproperty --shop-line-height-heading - Headings and buttons. Default: 1.25.
 * @cssproperty --shop-space - The base of the spacing scale: the gaps in the dialog. Default: 1rem.
 * @cssproperty --shop-space-xs - Between a label and its field. Default: calc(var(--shop-space) / 4).
 * @cssproperty --shop-space-s - The strip's padding. Default: calc(var(--shop-space) / 2).
 * @cssproperty --shop-space-l - The dialog's side padding. Default: calc(var(--shop-space) * 1.5).
 * @cssproperty --shop-radius - Fields and buttons. Default: 4px.
 * @cssproperty --shop-radius-l - The dialog. Default: 8px.
 * @cssproperty --shop-shadow - The dialog's shadow. Default: 0 0.5rem 2rem rgb(0 0 0 / 0.2).
 */
defineElement({
  tag: "preview-panel",
  attributes: {},
  component: PreviewPanel,
  // The staff tool brings its own styles with its code (./staff-tool.tsx).
  styles: [],
});

declare global {
  interface HTMLElementTagNameMap {
    "preview-panel": ShopElement;
  }
}
