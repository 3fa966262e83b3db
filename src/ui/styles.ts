import banderole from "./banderole/banderole.css";
import button from "./button/button.css";
import buttonVariants from "./button/button-variants.css";
import checkbox from "./checkbox/checkbox.css";
import copyCode from "./copy-code/copy-code.css";
import expansionPanel from "./expansion-panel/expansion-panel.css";
import showMore from "./expansion-panel/show-more.css";
import formLabel from "./form-label/form-label.css";
import iconButton from "./icon-button/icon-button.css";
import icon from "./icon/icon.css";
import inputField from "./input-field/input-field.css";
import modal from "./modal/modal.css";
import notification from "./notification/notification.css";
import notificationVariants from "./notification/notification-variants.css";
import select from "./select/select.css";
import passwordStrengthMeter from "./password-strength-meter/password-strength-meter.css";
import spinner from "./spinner/spinner.css";
import textLink from "./text-link/text-link.css";

/**
 * Each widget's stylesheet, by widget. An element that renders widgets passes the sheets of those
 * it uses with its own: `import * as ui from "../../ui/styles"` and
 * `defineElement({ …, styles: [ui.button, …, own] })`, so that a widget the shop's elements never
 * show (the modal, the copy-code field, …) costs the script nothing (the script has a size
 * ceiling). define.ts adopts it into the shadow root after the base sheet (src/elements/base.css:
 * the --shop-* properties, .visually-hidden). The button sheet sets a base for every <button> in
 * that root (inherited font and colour, pointer, dimmed when disabled); state colours go by
 * data-state / data-level; the element's own rules come later and win. A widget's sheet does not
 * include the sheets of the widgets inside it (an input field shows an icon button and a form
 * label): list those too. Variants few elements use have sheets of their own (`buttonVariants`:
 * secondary, ghost, full width; `notificationVariants`: warning, copysize, footnotesize,
 * transparent; `showMore`). The kit has no component for native checkboxes and selects, only their
 * look (`checkbox`, `select`): an element renders the native elements and adopts these sheets.
 */
export {
  icon,
  spinner,
  textLink,
  button,
  buttonVariants,
  banderole,
  iconButton,
  notification,
  notificationVariants,
  formLabel,
  inputField,
  checkbox,
  select,
  expansionPanel,
  showMore,
  passwordStrengthMeter,
  modal,
  copyCode,
};

/** All widgets' sheets, in that order (the widget gallery shows them all). */
export const uiStyles =
  icon +
  spinner +
  textLink +
  button +
  buttonVariants +
  banderole +
  iconButton +
  notification +
  notificationVariants +
  formLabel +
  inputField +
  checkbox +
  select +
  expansionPanel +
  showMore +
  passwordStrengthMeter +
  modal +
  copyCode;
