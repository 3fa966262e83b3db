import type { AbTest } from "../../api/abtests";
import { NO_AB_SELECTION, isAbSelectionDefined, localMinute, type AbSelection } from "./preview-settings";

/**
 * The preview settings form's state and its phases, as a reducer: the form's hook
 * (use-preview-settings.ts) runs the calls and dispatches what happened; this module decides what
 * the form then shows.
 */

/** Where the form is, as its status notification says it. */
export type SettingsStatus =
  | "loading-tests"
  | "tests-found"
  | "no-tests"
  | "tests-failed"
  | "group-missing"
  | "applying"
  | "applied"
  | "apply-failed";

/** What the status notification shows; `state` is its look (info, success or error). */
export interface Notice {
  text: string;
  state: "info" | "success" | "error";
}

// The staff tool is English and not translated: these are the texts the shop's staff know.
export const NOTICES: Record<SettingsStatus, Notice> = {
  "loading-tests": { text: "Loading tests...", state: "info" },
  "tests-found": { text: "Active tests found.", state: "info" },
  "no-tests": { text: "No active tests for this date.", state: "info" },
  "tests-failed": { text: "Failed to fetch AB tests.", state: "error" },
  "group-missing": { text: "Please also select an A/B test group!", state: "error" },
  applying: { text: "Loading...", state: "info" },
  applied: { text: "Settings applied successfully.", state: "success" },
  "apply-failed": { text: "Applying settings failed.", state: "error" },
};

export interface PreviewSettingsState {
  /** The date field's value, `YYYY-MM-DD` (or empty). */
  date: string;
  /** The time field's value, `HH:mm` (or empty). */
  time: string;
  /** The tests active at date and time, as last loaded: none before, and none when loading failed. */
  tests: readonly AbTest[];
  /** What 'Set preview settings' sends: the test is empty for the 'select' and 'none' choices. */
  selection: AbSelection;
  /** 'none' is the 'Name' selector's choice rather than 'select' (both mean no test). */
  isNoneChosen: boolean;
  /** A call of 'Set preview settings' is under way; the button does nothing meanwhile. */
  isApplying: boolean;
  /** What the notification says; undefined before the first load and once dismissed. */
  status: SettingsStatus | undefined;
}

/** A choice of the 'Name' selector: 'select', 'none' or one of the active tests. */
export type TestChoice = { kind: "select" } | { kind: "none" } | { kind: "test"; test: string };

export type PreviewSettingsAction =
  | { type: "date-changed"; date: string }
  | { type: "time-changed"; time: string }
  | { type: "tests-loading" }
  | { type: "tests-loaded"; tests: readonly AbTest[] }
  | { type: "tests-failed" }
  | { type: "test-chosen"; choice: TestChoice }
  | { type: "group-chosen"; group: string }
  | { type: "apply-refused" }
  | { type: "apply-started" }
  | { type: "apply-finished"; isApplied: boolean }
  | { type: "notice-dismissed" };

/** The form as it opens: now, to the minute, in the browser's time zone, and no test. */
export function initialSettings(nowMs: number): PreviewSettingsState {
  const now = localMinute(nowMs);
  return {
    date: now.slice(0, 10),
    time: now.slice(11),
    tests: [],
    selection: NO_AB_SELECTION,
    isNoneChosen: false,
    isApplying: false,
    status: undefined,
  };
}

export function previewSettingsReducer(
  state: PreviewSettingsState,
  action: PreviewSettingsAction,
): PreviewSettingsState {
  switch (action.type) {
    // Another date or time reloads the tests: 'Loading tests...' and the reset group come with
    // the change itself, so they show before any answer, however fast it comes.
    case "date-changed":
      return { ...changedMoment(state), date: action.date };
    case "time-changed":
      return { ...changedMoment(state), time: action.time };
    case "tests-loading":
      return { ...state, status: "loading-tests" };
    case "tests-loaded":
      return {
        ...loadedTests(state, action.tests),
        status: action.tests.length > 0 ? "tests-found" : "no-tests",
      };
    case "tests-failed":
      return { ...loadedTests(state, []), status: "tests-failed" };
    // A real test starts with an empty group ('Required'); 'select' and 'none' clear it.
    case "test-chosen": {
      const { choice } = action;
      const test = choice.kind === "test" ? choice.test : "";
      return { ...state, selection: { test, group: "" }, isNoneChosen: choice.kind === "none" };
    }
    case "group-chosen":
      return { ...state, selection: { test: state.selection.test, group: action.group } };
    case "apply-refused":
      return { ...state, status: "group-missing" };
    case "apply-started":
      return { ...state, isApplying: true, status: "applying" };
    case "apply-finished":
      return { ...state, isApplying: false, status: action.isApplied ? "applied" : "apply-failed" };
    case "notice-dismissed":
      return { ...state, status: undefined };
  }
}

function changedMoment(state: PreviewSettingsState): PreviewSettingsState {
  return { ...state, status: "loading-tests", selection: { test: state.selection.test, group: "" } };
}

/** The chosen test and its group stay while the test is still active; otherwise none is chosen. */
function loadedTests(state: PreviewSettingsState, tests: readonly AbTest[]): PreviewSettingsState {
  const isStillActive = tests.some(({ name }) => name === state.selection.test);
  return { ...state, tests, selection: isStillActive ? state.selection : NO_AB_SELECTION };
}

/** A test is chosen without a group: 'Required' shows, and 'Set preview settings' refuses. */
export function isGroupMissing(selection: AbSelection): boolean {
  return selection.test !== "" && !isAbSelectionDefined(selection);
}

/**
 * The groups the 'Group' selector offers: the chosen test's. A group without a name could not be
 * told from the selector's empty choice, so it is left out.
 */
export function groupsOfChosenTest({ tests, selection }: PreviewSettingsState): readonly string[] {
  const groups = tests.find(({ name }) => name === selection.test)?.groups ?? [];
  return groups.map(({ name }) => name).filter(Boolean);
}

/** What the 'Name' selector shows: the chosen test, else 'none' or 'select' as last chosen. */
export function testChoiceOf({ selection, isNoneChosen }: PreviewSettingsState): TestChoice {
  if (selection.test) return { kind: "test", test: selection.test };
  return isNoneChosen ? { kind: "none" } : { kind: "select" };
}
