/**
 * The shared widget kit: small React components for the elements. Each renders inside an element's
 * shadow root and needs its sheet in that root's: each widget module exports its styles with the
 * widgets it renders (./widget-styles.ts), and an element names those its markup renders. Texts come from the
 * element's Lingui catalog (useLingui), so they render in its locale.
 */
export { Banderole, type BanderoleProps } from "./banderole/banderole";
export { Button, type ButtonProps } from "./button/button";
export { CopyCode, type CopyCodeProps } from "./copy-code/copy-code";
export {
  COLLAPSED_HEIGHT_PX,
  ExpansionPanel,
  ShowMore,
  type ExpansionPanelProps,
  type ShowMoreProps,
} from "./expansion-panel/expansion-panel";
export { FormLabel, type FormLabelProps } from "./form-label/form-label";
export { footerIcons } from "./icon/footer-icons";
export { glyphs, passwordGlyphs } from "./icon/glyphs";
export { Icon, type IconNode, type IconProps, type IconSet } from "./icon/icon";
export { productIcons } from "./icon/product-icons";
export { IconButton, type IconButtonProps } from "./icon-button/icon-button";
export { digitsOnly, formatDate, formatIban, ibanCharacters } from "./input-field/formats";
export { InputField, type InputFieldProps } from "./input-field/input-field";
export { ibanRules, numberRules, type InputRules } from "./input-field/input-rules";
export { Modal, type ModalProps } from "./modal/modal";
export { Notification, type NotificationProps } from "./notification/notification";
export { PasswordField } from "./password-field/password-field";
export { passwordStrength, type PasswordStrength } from "./password-strength-meter/password-strength";
export {
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from "./password-strength-meter/password-strength-meter";
export { Spinner, type SpinnerProps } from "./spinner/spinner";
export { allWidgetStyles } from "./all-widget-styles";
export { sheetsOf, widgetStyles, type WidgetStyles } from "./widget-styles";
export { BasePrice, formatBasePrice, type BasePriceProps, type MeasureUnit } from "./texts/base-price";
export * from "./texts/messages";
export { phonePrefixes, type PhonePrefix } from "./texts/phone-prefixes";
export { safeHref } from "./text-link/safe-href";
export { TextLink, type TextLinkProps } from "./text-link/text-link";
