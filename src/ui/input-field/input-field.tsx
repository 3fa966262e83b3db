import { useLingui } from "@lingui/react/macro";
import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { FormLabel, formLabelStyles } from "../form-label/form-label";
import { Icon, iconStyles } from "../icon/icon";
import { IconButton, iconButtonStyles } from "../icon-button/icon-button";
import type { InputRules } from "./input-rules";
import css from "./input-field.css";
import { widgetStyles } from "../widget-styles";

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
  /** `text`, `email` or `password` (PasswordField adds the show/hide button). Default: text. */
  type?: "text" | "email" | "password";
  /**
   * Input rules applied while the shopper types, pastes or drops text: `numberRules` (digits only,
   * at most `maxLength`) or `ibanRules` (grouped in fours), from ./input-rules.
   */
  rules?: InputRules;
  /** A control after the input, inside the field's box (PasswordField's show/hide button). */
  trailing?: ReactNode;
  /** The field's validation state; `error` marks the input invalid and shows `errorText`. Default: default. */
  state?: "default" | "error" | "success" | "valid";
  /** Shown and announced with the field while `state` is `error`. */
  errorText?: string;
  /** A hint below the field, tied to it by aria-describedby. */
  helpText?: string;
  /** Sets aria-required and shows the label's asterisk. */
  isRequired?: boolean;
  /**
   * Leaves the asterisk of a required field out (it stays aria-required): for a form with no note
   * that explains it. Default: false.
   */
  isRequiredMarkHidden?: boolean;
  /** Passed to the label, e.g. '(optional)'. */
  optionalText?: string;
  isDisabled?: boolean;
  /** Shows a 'Clear' button while the field holds text. Default: true. */
  isClearable?: boolean;
  /** Called with the field's text after each change, after the `rules` applied. */
  onValueChange?: (value: string) => void;
  /** The <input> element, as `ref` of a native input gives it (passed on with the native props). */
  ref?: Ref<HTMLInputElement>;
}

/** Empties the field beside the pressed button, as if the shopper had deleted the text. */
function clearField(event: MouseEvent<HTMLButtonElement>) {
  const field = event.currentTarget.parentElement?.firstChild;
  if (!(field instanceof HTMLInputElement)) return;
  // React's and the caller's onChange run as for typing: the value is set past React's tracker.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, "");
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.focus();
}

interface TypingOptions extends Pick<InputFieldProps, "rules" | "onValueChange" | "onChange" | "onKeyDown"> {
  limit: number;
  value: InputFieldProps["value"];
  defaultValue: InputFieldProps["defaultValue"];
}

/**
 * What typing does to the field: keys the `rules` refuse are blocked, what was typed, pasted or
 * dropped is filtered by them, and whether the field holds text (for its 'Clear' button).
 */
function useTyping({ rules, limit, value, defaultValue, onValueChange, onChange, onKeyDown }: TypingOptions) {
  const [holdsText, setHoldsText] = useState(Boolean(value ?? defaultValue));
  const hasText = value === undefined ? holdsText : value !== "";

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    if (rules) {
      const [filtered, caret] = rules.apply(field.value, field.selectionStart ?? field.value.length, limit);
      if (filtered !== field.value) {
        field.value = filtered;
        field.setSelectionRange(caret, caret);
      }
    }
    setHoldsText(field.value !== "");
    onChange?.(event);
    onValueChange?.(field.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Named keys (arrows, Home, Backspace, Tab, …) and shortcuts (copy, paste, select all) pass.
    const isTyped = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (rules && isTyped && rules.refuses(event.key, event.currentTarget, limit)) event.preventDefault();
    onKeyDown?.(event);
  }

  return { hasText, handleChange, handleKeyDown };
}

/** The caller's own descriptions (a strength meter, say) first, then the field's help and error texts. */
function describedByIds(id: string, own: string | undefined, helpText?: string, errorText?: string | false) {
  return [own, helpText && `${id}-help`, errorText && `${id}-error`].filter(Boolean).join(" ");
}

/** A labelled text field with the shop's input rules, states and helper buttons. */
export function InputField({
  id,
  label,
  isLabelHidden = false,
  variant = "default",
  type = "text",
  rules,
  trailing,
  state = "default",
  errorText,
  helpText,
  isRequired = false,
  isRequiredMarkHidden = false,
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
  const limit = maxLength ?? Infinity;
  const { hasText, handleChange, handleKeyDown } = useTyping({
    rules,
    limit,
    value: rest.value,
    defaultValue: rest.defaultValue,
    onValueChange,
    onChange,
    onKeyDown,
  });
  const isInvalid = state === "error";
  const describedBy = describedByIds(id, rest["aria-describedby"], helpText, isInvalid && errorText);

  return (
    <div className="field" data-variant={variant} data-state={state} data-disabled={isDisabled || undefined}>
      <FormLabel
        htmlFor={id}
        isRequired={isRequired && !isRequiredMarkHidden}
        optionalText={optionalText}
        isDisabled={isDisabled}
        isHidden={isLabelHidden}
      >
        {label}
      </FormLabel>
      <div className="control">
        <input
          {...rules?.inputProps}
          spellCheck={rules ? false : undefined}
          {...rest}
          id={id}
          type={type}
          // The rules cut number fields to maxLength after filtering; a native limit would cut first.
          maxLength={rules ? undefined : maxLength}
          disabled={isDisabled}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={handleKeyDown}
          onChange={handleChange}
        />
        {isClearable && hasText && !isDisabled && (
          <IconButton icon={<Icon name="close" />} label={t`Clear`} onClick={clearField} />
        )}
        {trailing}
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

/** The input field's sheet, and those of the widgets it renders. */
export const inputFieldStyles = widgetStyles(css, [formLabelStyles, iconStyles, iconButtonStyles]);
