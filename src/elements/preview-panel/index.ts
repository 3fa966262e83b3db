import { defineElement, type ShopElement } from "../define";
import { PreviewPanel } from "./preview-panel";
import * as ui from "../../ui/styles";
import styles from "./preview-panel.css";

/**
 * The staff preview tool, standalone (`<shop-footer preview>` shows the same panel at its bottom).
 * Renders nothing unless the preview check with the staff cookies succeeds; then a
 * 'Preview settings' button opens a modal with date, time, the A/B test and group, 'Set preview
 * settings', a status notification (a click dismisses it) and 'Logout'. While shown, the staff
 * session is renewed every 5 minutes. Its texts are the English ones the spec quotes: a staff
 * tool, not translated (`lang="en"`).
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
 * @cssproperty [--shop-font-family=inherit] - Font; `inherit` takes the page's.
 * @cssproperty [--shop-font-size-xs=0.75rem] - The error mark.
 * @cssproperty [--shop-font-size-s=0.875rem] - 'Required'.
 * @cssproperty [--shop-font-size-m=1rem] - Body text and fields.
 * @cssproperty [--shop-font-size-l=1.25rem] - The dialog's heading.
 * @cssproperty [--shop-font-weight-bold=700] - Headings, labels, buttons.
 * @cssproperty [--shop-line-height=1.5] - Body text.
 * @cssproperty [--shop-line-height-heading=1.25] - Headings and buttons.
 * @cssproperty [--shop-space=1rem] - The base of the spacing scale: the gaps in the dialog.
 * @cssproperty [--shop-space-xs=calc(var(--shop-space) / 4)] - Between a label and its field.
 * @cssproperty [--shop-space-s=calc(var(--shop-space) / 2)] - The strip's padding.
 * @cssproperty [--shop-space-l=calc(var(--shop-space) * 1.5)] - The dialog's side padding.
 * @cssproperty [--shop-radius=4px] - Fields and buttons.
 * @cssproperty [--shop-radius-l=8px] - The dialog.
 * @cssproperty [--shop-shadow=0 0.5rem 2rem rgb(0 0 0 / 0.2)] - The dialog's shadow.
 */
defineElement({
  tag: "preview-panel",
  attributes: {},
  component: PreviewPanel,
  // The kit's widgets the staff tool shows (src/ui), then its own rules.
  styles: [
    ui.icon,
    ui.button,
    ui.buttonVariants,
    ui.iconButton,
    ui.notification,
    ui.inputField,
    ui.select,
    ui.expansionPanel,
    ui.modal,
    styles,
  ],
});

export type PreviewPanelElement = ShopElement;

declare global {
  interface HTMLElementTagNameMap {
    "preview-panel": PreviewPanelElement;
  }
}
