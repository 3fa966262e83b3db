import { hasStaffCookie } from "../../api/staff-cookies";
import { defineElement, type ShopElement } from "../define";

/**
 * The staff preview tool, standalone (`<shop-footer preview>` shows the same panel at its bottom).
 * Renders nothing unless the preview check with the staff cookies succeeds; then a
 * 'Preview settings' button opens a modal with date, time, the A/B test and group, 'Set preview
 * settings', a status notification (a click dismisses it) and 'Logout'. While shown, the staff
 * session is renewed every 5 minutes. Its texts are English: a staff tool, not translated
 * (`lang="en"`).
 *
 * @fires shop-ready - The element has rendered (the panel appears once the preview check succeeded). Detail: `{ site, locale }`.
 * @fires shop-preview-applied - The preview settings were applied (status SUCCESS). Detail: `{ previewDateTime, test, group }`, previewDateTime as `YYYY-MM-DDTHH:mm`, test and group empty when no A/B test was chosen.
 * @fires shop-preview-logout - Staff logged out; the panel is hidden. Detail: `{}`.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart panel - The staff strip.
 * @csspart trigger - The 'Preview settings' button.
 * @csspart modal - The settings dialog.
 * @cssproperty [--shop-color-text=#1a1a1a] - Text.
 * @cssproperty [--shop-color-muted=#5c5c5c] - Field and select borders.
 * @cssproperty [--shop-color-background=#ffffff] - The dialog and its fields; 'Logout' (secondary).
 * @cssproperty [--shop-color-surface=#f4f1ed] - The staff strip's background.
 * @cssproperty [--shop-color-border=#d6cec3] - The lines in the dialog.
 * @cssproperty [--shop-color-primary=#1f5f8b] - 'Preview settings' and 'Set preview settings' (primary), 'Logout''s border and text.
 * @cssproperty [--shop-color-on-primary=#ffffff] - Text on the primary buttons.
 * @cssproperty [--shop-color-error=#b00020] - The error notification, the group's border and 'Required'.
 * @cssproperty [--shop-color-success=#1e7b34] - The success notification.
 * @cssproperty [--shop-color-focus=#1f5f8b] - Focus rings.
 * @cssproperty [--shop-font-family=-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif] - Font: the theme's sans-serif system stack; `inherit` takes the page's.
 * @cssproperty [--shop-font-size=max(1rem, 16px)] - The base size, the body text's: at least 16 px whatever a page sets its root to, larger with a larger root (the visitor's preference). Every other font size, space and size is a multiple of it; `1rem` makes them follow the page's root.
 * @cssproperty [--shop-font-size-xs=calc(var(--shop-font-size) * 0.75)] - The error mark.
 * @cssproperty [--shop-font-size-s=calc(var(--shop-font-size) * 0.875)] - 'Required'.
 * @cssproperty [--shop-font-size-m=var(--shop-font-size)] - Body text and fields.
 * @cssproperty [--shop-font-size-l=calc(var(--shop-font-size) * 1.25)] - The dialog's heading.
 * @cssproperty [--shop-font-weight-bold=700] - Headings, labels, buttons.
 * @cssproperty [--shop-line-height=1.5] - Body text.
 * @cssproperty [--shop-line-height-heading=1.25] - Headings and buttons.
 * @cssproperty [--shop-space=var(--shop-font-size)] - The base of the spacing scale: the gaps in the dialog.
 * @cssproperty [--shop-space-xs=calc(var(--shop-space) / 4)] - Between a label and its field.
 * @cssproperty [--shop-space-s=calc(var(--shop-space) / 2)] - The strip's padding.
 * @cssproperty [--shop-space-l=calc(var(--shop-space) * 1.5)] - The dialog's side padding.
 * @cssproperty [--shop-radius=4px] - Fields and buttons.
 * @cssproperty [--shop-radius-l=8px] - The dialog.
 * @cssproperty [--shop-shadow=0 calc(var(--shop-font-size) / 2) calc(var(--shop-font-size) * 2) rgb(0 0 0 / 0.2)] - The dialog's shadow.
 */
defineElement({
  tag: "preview-panel",
  attributes: {},
  view: () => import("./view"),
  // A shopper's page (no staff cookie) never shows the panel: React is not evaluated for it.
  canShow: hasStaffCookie,
});

export type PreviewPanelElement = ShopElement;

declare global {
  interface HTMLElementTagNameMap {
    "preview-panel": PreviewPanelElement;
  }
}
