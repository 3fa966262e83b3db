import { useLingui } from "@lingui/react/macro";
import css from "./spinner.css";
import { widgetStyles } from "../widget-styles";

export interface SpinnerProps {
  /** Small 16 px, medium 36 px, large 48 px. Default: medium. */
  size?: "small" | "medium" | "large";
  /** What is loading, announced as a polite status. Default: 'Loading'. */
  label?: string;
  /**
   * Inside a control that announces its own busy state (Button sets aria-busy): no status role,
   * the label stays as the control's text. Default: false, a standalone status.
   */
  isInline?: boolean;
  /**
   * In the page but not shown, seen or announced (`hidden`): a control that shows it on a change
   * of state keeps it rendered, so that showing it changes an attribute and creates no element.
   * Default: false.
   */
  isHidden?: boolean;
}

/** A rotating ring with a text for assistive technology. */
export function Spinner({ size = "medium", label, isInline = false, isHidden = false }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span className="spinner" data-size={size} hidden={isHidden} role={isInline ? undefined : "status"}>
      <span className="visually-hidden">{label ?? t`Loading`}</span>
    </span>
  );
}

/** The spinner's sheet, and those of the widgets it renders. */
export const spinnerStyles = widgetStyles(css, []);
