import { useLingui } from "@lingui/react/macro";
import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from "react";
import { FormLabel } from "../form-label/form-label";
import { Icon } from "../icon/icon";
import { IconButton } from "../icon-button/icon-button";
import { digitsOnly, formatIban, ibanCharacters, isIbanCharacterAt } from "./formats";

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "type" | "size" | "disabled" | "required"
>;

export interface InputFieldProps extends NativeProps {
  /** The input's id; the label, help and error texts are tied to it. */
  id: string;
  /** The field's name for everyone; shown above the field unless `isLabelHidden`. */
  label: string;
  /** Hides the label visually; it stays the accessible name. Default: false. */
  isLabelHidden?: boolean;
  /** `default` (outlined) or `filled`. Default: default. */
  variant?: "default" | "filled";
  /**
   * Spec §2/§5: `text`, `email`, `password` (with a show/hide button), `number` (digits only,
   * at most `maxLength`) or `iban` (grouped in fours, spec §5). Default: text.
   */
  type?: "text" | "email" | "password" | "number" | "iban";
  /** Spec §3 field state; `error` marks the input invalid and shows `errorText`. Default: default. */
  state?: "default" | "error" | "success" | "valid";
  /** Shown and announced with the field while `state` is `error`. */
  errorText?: string;
  /** A hint below the field, tied to it by aria-describedby. */
  helpText?: string;
  /** Sets aria-required and shows the label's asterisk. */
  isRequired?: boolean;
  /** Passed to the label, e.g. '(optional)'. */
  optionalText?: string;
  isDisabled?: boolean;
  /** Shows a 'Clear' button while the field holds text (not for passwords). Default: true. */
  isClearable?: boolean;
  /** Called with the field's text after each change, after the number and iban rules applied. */
  onValueChange?: (value: string) => void;
  /** The <input> element, as `ref` of a native input gives it (passed on with the native props). */
  ref?: Ref<HTMLInputElement>;
}

/** Whether a typed `key` is refused by the rules of a number or iban field (spec §5). */
function isKeyRefused(event: KeyboardEvent<HTMLInputElement>, type: string, maxLength: number): boolean {
  const { key, currentTarget: input } = event;
  // Named keys (arrows, Home, Backspace, Tab, …) and shortcuts (copy, paste, select all) pass.
  if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return false;
  const start = input.selectionStart ?? input.value.length;
  if (type === "number") {
    const isFull = input.value.length >= maxLength && start === input.selectionEnd;
    return !/\d/.test(key) || isFull;
  }
  return !isIbanCharacterAt(key, ibanCharacters(input.value.slice(0, start)).length);
}

/**
 * The value and caret position after applying a number or iban field's rules to what the input
 * holds (typed, pasted, dropped or filled in): the caret stays after the same kept character.
 */
function applyRules(type: string, text: string, caret: number, maxLength: number): [string, number] {
  if (type === "number")
    return [digitsOnly(text, maxLength), digitsOnly(text.slice(0, caret), maxLength).length];
  const kept = ibanCharacters(text.slice(0, caret)).length;
  return [formatIban(text), kept + Math.max(0, Math.floor((kept - 1) / 4))];
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;

/** A labelled text field with the shop's input rules, states and helper buttons. */
export function InputField({
  id,
  label,
  isLabelHidden = false,
  variant = "default",
  type = "text",
  state = "default",
  errorText,
  helpText,
  isRequired = false,
  optionalText,
  isDisabled = false,
  isClearable = true,
  onValueChange,
  onChange,
  onKeyDown,
  maxLength,
  ...rest
}: InputFieldProps) {
  const { t } = useLingui();
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [holdsText, setHoldsText] = useState(Boolean(rest.value ?? rest.defaultValue));
  const hasText = rest.value === undefined ? holdsText : rest.value !== "";
  const hasRules = type === "number" || type === "iban";
  const limit = maxLength ?? Infinity;
  const isInvalid = state === "error";
  // The caller's own descriptions (a strength meter, say) come first, then the field's texts.
  const describedBy = [
    rest["aria-describedby"],
    helpText && `${id}-help`,
    isInvalid && errorText && `${id}-error`,
  ]
    .filter(Boolean)
    .join(" ");

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    if (hasRules) {
      const [value, caret] = applyRules(type, field.value, field.selectionStart ?? field.value.length, limit);
      if (value !== field.value) {
        field.value = value;
        field.setSelectionRange(caret, caret);
      }
    }
    setHoldsText(field.value !== "");
    onChange?.(event);
    onValueChange?.(field.value);
  }

  function clear(event: MouseEvent<HTMLButtonElement>) {
    const field = event.currentTarget.parentElement?.firstChild;
    if (!(field instanceof HTMLInputElement)) return;
    // As if the shopper had deleted the text: React's and the caller's onChange run as for typing.
    setNativeValue?.call(field, "");
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.focus();
  }

  return (
    <div className="field" data-variant={variant} data-state={state} data-disabled={isDisabled || undefined}>
      <FormLabel
        htmlFor={id}
        isRequired={isRequired}
        optionalText={optionalText}
        isDisabled={isDisabled}
        isHidden={isLabelHidden}
      >
        {label}
      </FormLabel>
      <div className="control">
        <input
          inputMode={type === "number" ? "numeric" : undefined}
          autoCapitalize={type === "iban" ? "characters" : undefined}
          spellCheck={hasRules ? false : undefined}
          {...rest}
          id={id}
          type={type === "password" && !isPasswordShown ? "password" : type === "email" ? "email" : "text"}
          // The rules cut number fields to maxLength after filtering; a native limit would cut first.
          maxLength={hasRules ? undefined : maxLength}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={(event) => {
            if (hasRules && isKeyRefused(event, type, limit)) event.preventDefault();
            onKeyDown?.(event);
          }}
          onChange={handleChange}
        />
        {isClearable && hasText && !isDisabled && type !== "password" && (
          <IconButton icon={<Icon name="close" />} label={t`Clear`} onClick={clear} />
        )}
        {type === "password" && (
          <IconButton
            icon={<Icon name={isPasswordShown ? "eye-off" : "eye"} />}
            label={isPasswordShown ? t`Hide password` : t`Show password`}
            disabled={isDisabled}
            onClick={() => setPasswordShown(!isPasswordShown)}
          />
        )}
      </div>
      {helpText && (
        <p id={`${id}-help`} className="hint">
          {helpText}
        </p>
      )}
      {isInvalid && errorText && (
        <p id={`${id}-error`} className="hint" data-error>
          {errorText}
        </p>
      )}
    </div>
  );
}
