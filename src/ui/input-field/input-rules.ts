import { digitsOnly, formatIban, ibanCharacters, isIbanCharacterAt } from "./formats";

/**
 * The rules an input field applies while the shopper types, pastes, drops or autofills text. A
 * field takes them as a value (`<InputField rules={ibanRules} />`), so that a form without such
 * fields does not carry them (the script has a size ceiling).
 */
export interface InputRules {
  /** Whether the typed character `key` is refused where the caret stands in `input`. */
  refuses(key: string, input: HTMLInputElement, maxLength: number): boolean;
  /** The value after the rules, and the caret after the same kept character. */
  apply(text: string, caret: number, maxLength: number): [value: string, caret: number];
  /** Attributes for the input: the on-screen keyboard and capitalisation the rules want. */
  inputProps: { inputMode?: "numeric"; autoCapitalize?: "characters" };
}

/** Number input: digits only, at most the field's `maxLength`. */
export const numberRules: InputRules = {
  refuses(key, input, maxLength) {
    const isFull = input.value.length >= maxLength && input.selectionStart === input.selectionEnd;
    return !/\d/.test(key) || isFull;
  },
  apply: (text, caret, maxLength) => [
    digitsOnly(text, maxLength),
    digitsOnly(text.slice(0, caret), maxLength).length,
  ],
  inputProps: { inputMode: "numeric" },
};

/** IBAN input: the IBAN's characters, uppercase, in groups of four. */
export const ibanRules: InputRules = {
  refuses: (key, input) =>
    !isIbanCharacterAt(
      key,
      ibanCharacters(input.value.slice(0, input.selectionStart ?? input.value.length)).length,
    ),
  apply(text, caret) {
    const kept = ibanCharacters(text.slice(0, caret)).length;
    return [formatIban(text), kept + Math.max(0, Math.floor((kept - 1) / 4))];
  },
  inputProps: { autoCapitalize: "characters" },
};
