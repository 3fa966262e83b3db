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
 * @fires shop-ready - The element has rendered (the panel appears once the preview check succeeded). Detail: `{ site, locale }`.
 * @fires shop-preview-applied - The preview settings were applied (status SUCCESS). Detail: `{ previewDateTime, test, group }`, previewDateTime as `YYYY-MM-DDTHH:mm`, test and group empty when no A/B test was chosen.
 * @fires shop-preview-logout - Staff logged out; the panel is hidden. Detail: `{}`.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart panel - The staff strip.
 * @csspart trigger - The 'Preview settings' button.
 * @csspart modal - The settings dialog.
 * @cssproperty [--shop-color-surface=#f4f1ed] - Background of the strip.
 * @cssproperty [--shop-color-background=#ffffff] - Background of the dialog.
 * @cssproperty [--shop-color-primary=#1f5f8b] - Buttons.
 * @cssproperty [--shop-color-error=#b00020] - The error notification and the 'Required' text.
 * @cssproperty [--shop-color-success=#1e7b34] - The success notification.
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
