import banderole from "./banderole/banderole.css";
import button from "./button/button.css";
import copyCode from "./copy-code/copy-code.css";
import expansionPanel from "./expansion-panel/expansion-panel.css";
import formLabel from "./form-label/form-label.css";
import iconButton from "./icon-button/icon-button.css";
import icon from "./icon/icon.css";
import inputField from "./input-field/input-field.css";
import modal from "./modal/modal.css";
import notification from "./notification/notification.css";
import passwordStrengthMeter from "./password-strength-meter/password-strength-meter.css";
import spinner from "./spinner/spinner.css";
import textLink from "./text-link/text-link.css";

/**
 * The widgets' stylesheet. An element that renders widgets passes it with its own:
 * `defineElement({ …, styles: uiStyles + ownStyles })`; define.ts adopts it into the shadow root
 * after the base sheet (src/elements/base.css: the --shop-* properties, .visually-hidden). It sets
 * a base for every <button> in that root (inherited font and colour, pointer, dimmed when
 * disabled), and state colours by data-state / data-level; the element's own rules come later
 * and win.
 */
export const uiStyles =
  icon +
  spinner +
  textLink +
  button +
  banderole +
  iconButton +
  notification +
  formLabel +
  inputField +
  expansionPanel +
  passwordStrengthMeter +
  modal +
  copyCode;
