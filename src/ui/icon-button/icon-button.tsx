import type { ButtonHTMLAttributes, ReactNode } from "react";
import css from "./icon-button.css";
import { widgetStyles } from "../widget-styles";

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** An `<Icon>` element; it is sized by the button (16 px small, 24 px large). */
  icon: ReactNode;
  /** The button's accessible name (required: the icon alone says nothing to assistive technology). */
  label: string;
  /** `small` (32 px target) or `large` (44 px target). Default: small. */
  size?: "small" | "large";
}

/** A button that shows only an icon; `label` is its accessible name. */
export function IconButton({ icon, label, size = "small", type = "button", ...rest }: IconButtonProps) {
  return (
    <button {...rest} className="icon-button" data-size={size} type={type} aria-label={label}>
      {icon}
    </button>
  );
}

/** The icon button's sheet, and those of the widgets it renders. */
export const iconButtonStyles = widgetStyles(css, []);
