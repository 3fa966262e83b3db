/**
 * What renders `<newsletter-signup>` (./index.ts): its component and its sheet, with the widgets
 * its markup renders (native checkboxes and selects take the kit's look). Evaluated when a form is
 * first needed, with React.
 */
import { buttonStyles } from "../../ui/button/button";
import { checkboxStyles } from "../../ui/checkbox/checkbox";
import { formLabelStyles } from "../../ui/form-label/form-label";
import { inputFieldStyles } from "../../ui/input-field/input-field";
import { notificationStyles } from "../../ui/notification/notification";
import { selectStyles } from "../../ui/select/select";
import { widgetStyles } from "../../ui/widget-styles";
import css from "./newsletter-signup.css";

export { NewsletterSignup as component } from "./newsletter-signup";

export const styles = widgetStyles(css, [
  buttonStyles,
  notificationStyles,
  formLabelStyles,
  inputFieldStyles,
  checkboxStyles,
  selectStyles,
]);
