/**
 * The input rules (number, IBAN, date) as pure functions: the input field applies them while the
 * shopper types, pastes or drops text, and other code can apply them to any text.
 */

/** Number input: digits only, at most `maxLength` of them. */
export function digitsOnly(text: string, maxLength = Infinity): string {
  return text.replace(/\D/g, "").slice(0, maxLength);
}

/** The longest IBAN (ISO 13616) has 34 characters. */
export const IBAN_MAX_LENGTH = 34;

/**
 * Whether `char` may stand at `index` of an IBAN's characters (spaces not counted), by the IBAN's
 * structure: two letters (country), two digits (check), then letters or digits.
 */
export function isIbanCharacterAt(char: string, index: number): boolean {
  if (index < 2) return /^[A-Z]$/i.test(char);
  if (index < 4) return /^\d$/.test(char);
  return index < IBAN_MAX_LENGTH && /^[A-Z\d]$/i.test(char);
}

/** The IBAN characters in `text`, uppercase; any that do not fit their position are dropped. */
export function ibanCharacters(text: string): string {
  let kept = "";
  for (const char of text.toUpperCase()) if (isIbanCharacterAt(char, kept.length)) kept += char;
  return kept;
}

/** The IBAN characters of `text` in groups of four, separated by spaces. */
export function formatIban(text: string): string {
  return ibanCharacters(text).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * A date as DD.MM.YYYY or YYYY.MM.DD, at most 10 characters. Digits are kept; `.`, `-`,
 * `/` or a space between them separate the parts and become `.`; everything else is dropped. A
 * first part of three or four digits followed by a separator means year first; otherwise the day
 * comes first (so `01122024` gives `01.12.2024`). A part longer than its place continues in the
 * next; digits beyond the last part are dropped. A separator the shopper typed at the end stays.
 */
export function formatDate(text: string): string {
  const cleaned = text.replace(/[^\d./\- ]/g, "").replace(/^\D+/, "");
  const runs = cleaned.split(/\D+/);
  const isYearFirst = runs.length > 1 && (runs[0]?.length ?? 0) >= 3;
  const sizes = isYearFirst ? [4, 2, 2] : [2, 2, 4];
  const parts: string[] = [];
  let isOpenEnded = /\D$/.test(cleaned);
  for (const run of runs) {
    let rest = run;
    while (rest && parts.length < 3) {
      const size = sizes[parts.length] ?? 0;
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    if (parts.length === 3) {
      isOpenEnded = false;
      break;
    }
  }
  const date = parts.join(".");
  return date && isOpenEnded ? `${date}.` : date;
}
