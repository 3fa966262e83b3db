/**
 * The preview state of spec §3: date, time and the A/B selection, and what is sent from them.
 */

/**
 * Spec §3: the A/B selection is one text encoding test and group, `"<test>|<group>"`, either
 * part possibly empty ("|" alone: no test). Group names contain no "|"; a test name may.
 */
export function encodeAbSelection(test: string, group: string): string {
  return `${test}|${group}`;
}

export function decodeAbSelection(selection: string): { test: string; group: string } {
  const separator = selection.lastIndexOf("|");
  return { test: selection.slice(0, separator), group: selection.slice(separator + 1) };
}

/** Spec §3: the selection is defined only when both test and group are non-empty. */
export function isAbSelectionDefined(selection: string): boolean {
  const { test, group } = decodeAbSelection(selection);
  return test !== "" && group !== "";
}

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's time zone (what the native fields show). */
export function localMinute(ms: number): string {
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Spec §5: `previewDateTime` as `YYYY-MM-DDTHH:mm`. A date not of the form YYYY-MM-DD (an empty
 * field) means the current moment; a valid date with an empty time means its midnight.
 */
export function toPreviewDateTime(date: string, time: string, nowMs: number): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T${time.slice(0, 5) || "00:00"}` : localMinute(nowMs);
}
