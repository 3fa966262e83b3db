import type { ReactNode } from "react";
import css from "./banderole.css";
import { widgetStyles } from "../widget-styles";

export interface BanderoleProps {
  /** The badge's text, e.g. 'New' or '-20 %'. */
  text: string;
  /** `primary`, `sale` (signal colour) or `neutral`. Default: primary. */
  variant?: "primary" | "sale" | "neutral";
  /** An `<Icon size={12}>` element (decorative) before the text. */
  icon?: ReactNode;
}

/** A small badge (a banderole) laid over or beside a product. */
export function Banderole({ text, variant = "primary", icon }: BanderoleProps) {
  return (
    <span className="banderole" data-variant={variant}>
      {icon}
      {text}
    </span>
  );
}

/** The banderole's sheet, and those of the widgets it renders. */
export const banderoleStyles = widgetStyles(css, []);
