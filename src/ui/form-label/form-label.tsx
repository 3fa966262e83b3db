import type { ReactNode } from "react";
import css from "./form-label.css";
import { widgetStyles } from "../widget-styles";

export interface FormLabelProps {
  /** The id of the field the label names. */
  htmlFor: string;
  /** The label text. */
  children: ReactNode;
  /** A marker after the label of an optional field, e.g. '(optional)'; the caller translates it. */
  optionalText?: string;
  /**
   * Shows an asterisk. It is hidden from assistive technology: the field itself says it is
   * required (aria-required), so the name is not read as "E-mail star".
   */
  isRequired?: boolean;
  /** An `<Icon size={16}>` element (decorative) before the text. */
  icon?: ReactNode;
  isDisabled?: boolean;
  /** Visually hidden, still the field's accessible name. */
  isHidden?: boolean;
}

/** The label of a form field, with an optional marker and icon. */
export function FormLabel({
  htmlFor,
  children,
  optionalText,
  isRequired,
  icon,
  isDisabled,
  isHidden,
}: FormLabelProps) {
  return (
    <label
      htmlFor={htmlFor}
      className={isHidden ? "visually-hidden" : "form-label"}
      data-disabled={isDisabled || undefined}
    >
      {icon}
      {children}
      {isRequired && <span aria-hidden="true">*</span>}
      {optionalText && <span className="optional">{optionalText}</span>}
    </label>
  );
}

/** The form label's sheet, and those of the widgets it renders. */
export const formLabelStyles = widgetStyles(css, []);
