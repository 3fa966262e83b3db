import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { passwordStrength } from "./password-strength";
import css from "./password-strength-meter.css";
import { widgetStyles } from "../widget-styles";

export interface PasswordStrengthMeterProps {
  /** The password as typed; nothing is shown while it is empty. */
  password: string;
  /** The id of the text, for the password field's aria-describedby. */
  id?: string;
}

/**
 * A bar a quarter longer per level and the level in words. The text is a polite live region that
 * keeps its place, so a screen reader hears the level whenever it changes, not on every key.
 */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const { t } = useLingui();
  const level = passwordStrength(password);
  const levels = [t`Weak`, t`Fair`, t`Strong`, t`Very strong`];
  const levelName = levels[level];
  return (
    <div className="strength" data-level={level}>
      {password && <span className="bar" style={{ "--level": level } as CSSProperties} />}
      <p id={id} aria-live="polite">
        {password && t`Password strength: ${levelName}`}
      </p>
    </div>
  );
}

/** The password strength meter's sheet, and those of the widgets it renders. */
export const passwordStrengthMeterStyles = widgetStyles(css, []);
