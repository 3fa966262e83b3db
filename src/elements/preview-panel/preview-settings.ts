/**
 * The preview state staff choose: date, time and the A/B selection, and what is sent from them.
 */

/**
 * The A/B selection, test and group, either possibly empty. Held as a pair rather than one text
 * such as `"<test>|<group>"`, which breaks on names that contain its separator; it is encoded
 * only at the edges: the query of the preview call (`test=…&group=…`) and the values of the
 * form's selectors (preview-settings-form.tsx).
 */
export interface AbSelection {
  test: string;
  group: string;
}

export const NO_AB_SELECTION: AbSelection = { test: "", group: "" };

/** The selection is defined only when both test and group are non-empty. */
export function isAbSelectionDefined({ test, group }: AbSelection): boolean {
  return test !== "" && group !== "";
}

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's time zone (what the native fields show). */
export function localMinute(ms: number): string {
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * `previewDateTime` as `YYYY-MM-DDTHH:mm`. A date not of the form YYYY-MM-DD (an empty field)
 * means the current moment; a valid date with an empty time means its midnight.
 */
export function toPreviewDateTime(date: string, time: string, nowMs: number): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T${time.slice(0, 5) || "00:00"}` : localMinute(nowMs);
}
