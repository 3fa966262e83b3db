import { banderoleStyles } from "./banderole/banderole";
import { buttonVariantStyles } from "./button/button";
import { checkboxStyles } from "./checkbox/checkbox";
import { copyCodeStyles } from "./copy-code/copy-code";
import { showMoreStyles } from "./expansion-panel/expansion-panel";
import { expansionPanelStyles } from "./expansion-panel/expansion-panel";
import { modalStyles } from "./modal/modal";
import { notificationVariantStyles } from "./notification/notification";
import { passwordFieldStyles } from "./password-field/password-field";
import { passwordStrengthMeterStyles } from "./password-strength-meter/password-strength-meter";
import { selectStyles } from "./select/select";
import { textLinkStyles } from "./text-link/text-link";
import type { WidgetStyles } from "./widget-styles";

/** Every widget of the kit, for the widget gallery, which shows them all (the elements name their own). */
export const allWidgetStyles: readonly WidgetStyles[] = [
  textLinkStyles,
  buttonVariantStyles,
  banderoleStyles,
  notificationVariantStyles,
  checkboxStyles,
  selectStyles,
  expansionPanelStyles,
  showMoreStyles,
  passwordFieldStyles,
  passwordStrengthMeterStyles,
  modalStyles,
  copyCodeStyles,
];
