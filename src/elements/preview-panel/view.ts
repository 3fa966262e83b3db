/**
 * What renders `<preview-panel>` (./index.ts): its component and its sheet, with the widgets the
 * staff tool's markup renders (its date and time fields take the input field's look, its selects
 * the kit's, with the secondary and ghost buttons). Evaluated when a panel is first needed.
 */
import { buttonVariantStyles } from "../../ui/button/button";
import { expansionPanelStyles } from "../../ui/expansion-panel/expansion-panel";
import { inputFieldStyles } from "../../ui/input-field/input-field";
import { modalStyles } from "../../ui/modal/modal";
import { notificationStyles } from "../../ui/notification/notification";
import { selectStyles } from "../../ui/select/select";
import { widgetStyles } from "../../ui/widget-styles";
import css from "./preview-panel.css";

export { PreviewPanel as component } from "./preview-panel";

export const styles = widgetStyles(css, [
  buttonVariantStyles,
  notificationStyles,
  inputFieldStyles,
  selectStyles,
  expansionPanelStyles,
  modalStyles,
]);
