import type { CustomerBaseData } from "../../api/newsletter";
import {
  EMPTY_VALUES,
  isValidated,
  type FieldError,
  type FieldErrors,
  type FormValues,
  type ValidatedField,
} from "./form-rules";

/**
 * The form's phases:
 *
 *     editing ──submit──▶ submitting ──SUCCESS──▶ signedUp (the form hidden, the message shown)
 *        ▲                  │  │
 *        │ invalid address  │  └─ERROR_GENERIC──▶ failed (editing, with the technical-error banner)
 *        └──────────────────┘
 *     any ──a double-opt-in link confirmed──▶ confirmed (the form hidden, the message shown)
 *
 * An invalid submit stays in editing (from failed too) with every error shown. A filled
 * honeypot goes straight to signedUp without a call.
 */
export type Phase =
  | { name: "editing" }
  | { name: "submitting" }
  | { name: "failed" }
  | { name: "signedUp"; email: string }
  | { name: "confirmed" };

export interface FormState {
  phase: Phase;
  values: FormValues;
  /** What the form returns to after a sign-up: empty, or the logged-in customer's data. */
  startValues: FormValues;
  /** The logged-in customer's base data, once it arrived. */
  customer?: CustomerBaseData;
  errors: FieldErrors;
  /** The double-opt-in link could not be confirmed; the notice goes once the e-mail field has the focus. */
  isLinkInvalid: boolean;
}

type Change = { [K in keyof FormValues]: { field: K; value: FormValues[K] } }[keyof FormValues];

export type FormAction =
  /** A value changed; `error` is its check, shown only where an error already shows. */
  | ({ type: "changed"; error: FieldError | undefined } & Change)
  /** A field was left and checked. */
  | { type: "checked"; field: ValidatedField; error: FieldError | undefined }
  | { type: "linkNoticeDismissed" }
  | { type: "prefilled"; customer: CustomerBaseData; values: FormValues }
  | { type: "invalid"; errors: FieldErrors }
  | { type: "sent" }
  | { type: "signedUp"; email: string }
  | { type: "emailRejected" }
  | { type: "failed" }
  | { type: "linkConfirmed" }
  | { type: "linkInvalid" };

export const INITIAL_STATE: FormState = {
  phase: { name: "editing" },
  values: EMPTY_VALUES,
  startValues: EMPTY_VALUES,
  errors: {},
  isLinkInvalid: false,
};

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case "changed": {
      const { field, value, error } = action;
      // An error that shows is checked again on every change and leaves as soon as the value is
      // valid, so that nothing moves when the visitor leaves the corrected field for the next
      // control. A new error still shows only when the field is left.
      const isShowingError = isValidated(field) && state.errors[field];
      const errors = isShowingError ? { ...state.errors, [field]: error } : state.errors;
      return { ...state, values: { ...state.values, [field]: value }, errors };
    }
    case "checked":
      return { ...state, errors: { ...state.errors, [action.field]: action.error } };
    case "linkNoticeDismissed":
      // The same state when there is no notice: a focus of the e-mail field renders nothing then.
      return state.isLinkInvalid ? { ...state, isLinkInvalid: false } : state;
    case "prefilled":
      // Values still the untouched EMPTY_VALUES: the visitor has not typed yet.
      return {
        ...state,
        customer: action.customer,
        startValues: action.values,
        values: state.values === EMPTY_VALUES ? action.values : state.values,
      };
    case "invalid":
      return { ...state, phase: { name: "editing" }, errors: action.errors };
    case "sent":
      return { ...state, phase: { name: "submitting" }, errors: {} };
    case "signedUp":
      return {
        ...state,
        phase: { name: "signedUp", email: action.email },
        values: state.startValues,
        errors: {},
      };
    case "emailRejected":
      return { ...state, phase: { name: "editing" }, errors: { email: "emailInvalid" } };
    case "failed":
      return { ...state, phase: { name: "failed" } };
    case "linkConfirmed":
      return { ...state, phase: { name: "confirmed" } };
    case "linkInvalid":
      return { ...state, isLinkInvalid: true };
  }
}
