import type { ReactNode } from "react";

/**
 * What ties a field's control to its error text, the same for the text fields, the select and
 * the consents: the control's id, the error text while one shows, and whether it is required.
 */
export interface FieldWiring {
  id: string;
  errorText: string | undefined;
  isRequired: boolean;
  isDisabled: boolean;
}

/** The error text's id: the control's id with `-error`, as InputField names it. */
const errorId = (id: string) => `${id}-error`;

/**
 * A native control's (the select's, a checkbox's) attributes: aria-invalid and aria-describedby
 * while its error shows, as InputField sets them. Required is said with aria-required, not
 * `required`: an empty native required control is :invalid, which browsers pass on to assistive
 * technology as "invalid" before the visitor did anything; the form's own checks say when a
 * field is invalid.
 */
export function controlProps({ id, errorText, isRequired, isDisabled }: FieldWiring) {
  return {
    id,
    disabled: isDisabled,
    "aria-required": isRequired || undefined,
    "aria-invalid": errorText ? true : undefined,
    "aria-describedby": errorText ? errorId(id) : undefined,
  };
}

/** The same wiring for an InputField, which sets the attributes and renders the error text itself. */
export function inputFieldProps({ id, errorText, isRequired, isDisabled }: FieldWiring) {
  return { id, isRequired, isDisabled, state: errorText ? "error" : "default", errorText } as const;
}

/** A field around a native control, as InputField draws its own: the box, red in error, and the error text below. */
export function FieldFrame({ wiring, children }: { wiring: FieldWiring; children: ReactNode }) {
  return (
    <div className="field" data-state={wiring.errorText ? "error" : "default"}>
      {children}
      {wiring.errorText && (
        <p id={errorId(wiring.id)} className="hint" data-error>
          {wiring.errorText}
        </p>
      )}
    </div>
  );
}
