import { useEffect, useReducer, useState, type Dispatch, type FormEvent, type MouseEvent } from "react";
import { fetchTestsAt } from "../../api/abtests";
import { applyPreviewSettings } from "../../api/preview";
import type { ServiceContext } from "../../api/request";
import type { Emit } from "../events";
import { toPreviewDateTime } from "./preview-settings";
import {
  NOTICES,
  groupsOfChosenTest,
  initialSettings,
  isGroupMissing,
  previewSettingsReducer,
  testChoiceOf,
  type PreviewSettingsAction,
  type TestChoice,
} from "./preview-settings-state";

/**
 * How long the modal is open before its live region shows a message. The region comes into the
 * accessibility tree with the modal, and assistive technology announces changes only in a region
 * it already knows: a message that comes with the region is read by none (Safari's VoiceOver
 * needs the region in place for ~100 ms; React Aria's live announcer waits as long).
 */
const LIVE_REGION_DELAY_MS = 100;

export interface PreviewSettingsOptions {
  context: ServiceContext;
  emit: Emit;
  /** The modal is open. */
  isOpen: boolean;
  /** The modal has been opened at least once: the tests are loaded from then on. */
  hasOpened: boolean;
  /** The panel's: aborted when it leaves the page. */
  signal: AbortSignal;
}

/**
 * The preview settings form's state (preview-settings-state.ts) and what it calls: the active
 * tests for the chosen date and time, and the preview call of 'Set preview settings'.
 */
export function usePreviewSettings({ context, emit, isOpen, hasOpened, signal }: PreviewSettingsOptions) {
  const [state, dispatch] = useReducer(previewSettingsReducer, undefined, () => initialSettings(Date.now()));
  const isRegionKnown = useIsOpenFor(isOpen, LIVE_REGION_DELAY_MS);
  useActiveTests({ context, hasOpened, date: state.date, time: state.time, dispatch });

  const apply = async () => {
    if (state.isApplying) return;
    if (isGroupMissing(state.selection)) {
      dispatch({ type: "apply-refused" });
      return;
    }
    const { test, group } = state.selection;
    const previewDateTime = toPreviewDateTime(state.date, state.time, Date.now());
    const settings = { previewDateTime, test, group };
    dispatch({ type: "apply-started" });
    const status = await applyPreviewSettings(context, settings, signal).catch(() => undefined);
    if (signal.aborted) return;
    dispatch({ type: "apply-finished", isApplied: status === "SUCCESS" });
    if (status === "SUCCESS") emit("shop-preview-applied", settings);
  };

  return {
    date: state.date,
    time: state.time,
    testNames: state.tests.map(({ name }) => name),
    testChoice: testChoiceOf(state),
    group: state.selection.group,
    groups: groupsOfChosenTest(state),
    isGroupMissing: isGroupMissing(state.selection),
    isApplying: state.isApplying,
    // The message shows once the modal's live region is known (LIVE_REGION_DELAY_MS).
    notice: isRegionKnown && state.status ? NOTICES[state.status] : undefined,
    changeDate: (date: string) => dispatch({ type: "date-changed", date }),
    changeTime: (time: string) => dispatch({ type: "time-changed", time }),
    chooseTest: (choice: TestChoice) => dispatch({ type: "test-chosen", choice }),
    chooseGroup: (group: string) => dispatch({ type: "group-chosen", group }),
    apply: (event: FormEvent) => {
      event.preventDefault();
      void apply();
    },
    /** A click anywhere on the message (its close button's too) dismisses it. */
    dismiss: (event: MouseEvent<HTMLElement>) => {
      keepFocusOnForm(event.currentTarget);
      dispatch({ type: "notice-dismissed" });
    },
  };
}

interface ActiveTestsOptions {
  context: ServiceContext;
  hasOpened: boolean;
  date: string;
  time: string;
  dispatch: Dispatch<PreviewSettingsAction>;
}

/** Loads the active tests when the modal first opens, and again for every other date or time. */
function useActiveTests({ context, hasOpened, date, time, dispatch }: ActiveTestsOptions) {
  useEffect(() => {
    if (!hasOpened) return;
    dispatch({ type: "tests-loading" });
    const controller = new AbortController();
    const at = toPreviewDateTime(date, time, Date.now());
    fetchTestsAt(context, at, controller.signal).then(
      (tests) => {
        if (!controller.signal.aborted) dispatch({ type: "tests-loaded", tests });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: "tests-failed" });
      },
    );
    return () => controller.abort();
  }, [hasOpened, context, date, time, dispatch]);
}

/**
 * The message goes, and its close button with it: focus there would fall to the page, and a
 * click on the text leaves it on no control (on the dialog, or the page, by engine). Unless it
 * is on another control, it goes to 'Set preview settings', the form's submit button (in the
 * modal's footer, one of the form's elements by its `form` attribute).
 */
function keepFocusOnForm(region: HTMLElement) {
  const focused = (region.getRootNode() as ShadowRoot).activeElement;
  const isOnAnotherControl = Boolean(focused?.matches("button, input, select") && !region.contains(focused));
  const submit = [...(region.closest("form")?.elements ?? [])].find((control) =>
    control.matches("[type=submit]"),
  );
  if (!isOnAnotherControl && submit instanceof HTMLElement) submit.focus();
}

/**
 * Whether `isOpen` has been true for `ms` without a break: false again as soon as it is false (a
 * closed <dialog> is out of the accessibility tree, and opening it brings its content back new).
 */
function useIsOpenFor(isOpen: boolean, ms: number) {
  const [isLongEnough, setIsLongEnough] = useState(false);
  useEffect(() => {
    setIsLongEnough(false);
    if (!isOpen) return;
    const timer = setTimeout(() => setIsLongEnough(true), ms);
    return () => clearTimeout(timer);
  }, [isOpen, ms]);
  return isLongEnough;
}
