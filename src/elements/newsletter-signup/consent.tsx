import type { ReactNode } from "react";
import { FieldFrame, controlProps, type FieldWiring } from "./field-wiring";

export interface ConsentProps {
  wiring: FieldWiring;
  /** The list the consent goes to (`consents`, `legals`) and its entry there. */
  name: string;
  value: string;
  isChecked: boolean;
  /** An asterisk after the text, hidden from assistive technology (the checkbox is aria-required). */
  showsRequiredMark: boolean;
  onChange: (isChecked: boolean) => void;
  onBlur: () => void;
  onFocus?: (() => void) | undefined;
  /** The consent's text, its label. */
  children: ReactNode;
}

/** A consent checkbox with its text as the label (the kit has no checkbox), and its error below. */
export function Consent({
  wiring,
  name,
  value,
  isChecked,
  showsRequiredMark,
  onChange,
  onBlur,
  onFocus,
  children,
}: ConsentProps) {
  return (
    <FieldFrame wiring={wiring}>
      <label>
        <input
          type="checkbox"
          {...controlProps(wiring)}
          name={name}
          value={value}
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          onFocus={onFocus}
        />
        <span>
          {children}
          {showsRequiredMark && <span aria-hidden="true">*</span>}
        </span>
      </label>
    </FieldFrame>
  );
}
