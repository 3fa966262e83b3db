import { useEffect, useState, type FormEvent, type MouseEvent } from "react";
import { fetchTestsAt, type AbTest } from "../../api/abtests";
import { applyPreviewSettings, logoutStaff, renewStaffSession } from "../../api/preview";
import type { ServiceContext } from "../../api/request";
import { STAFF_SESSION_RENEWAL_MS } from "../../config/constants";
import { Button } from "../../ui/button/button";
import { ExpansionPanel } from "../../ui/expansion-panel/expansion-panel";
import { Modal } from "../../ui/modal/modal";
import { Notification } from "../../ui/notification/notification";
import type { Emit } from "../events";
import * as ui from "../../ui/styles";
import styles from "./preview-panel.css";
import {
  NO_AB_SELECTION,
  isAbSelectionDefined,
  localMinute,
  toPreviewDateTime,
  type AbSelection,
} from "./preview-settings";

/** What the status notification shows; `state` is its look (spec §2 Notification states). */
interface Notice {
  text: string;
  state: "info" | "success" | "error";
}

// Spec §4 and §8, quoted: the staff tool is English and not translated.
const LOADING_TESTS: Notice = { text: "Loading tests...", state: "info" };
const TESTS_FOUND: Notice = { text: "Active tests found.", state: "info" };
const NO_TESTS: Notice = { text: "No active tests for this date.", state: "info" };
const TESTS_FAILED: Notice = { text: "Failed to fetch AB tests.", state: "error" };
const APPLYING: Notice = { text: "Loading...", state: "info" };
const APPLIED: Notice = { text: "Settings applied successfully.", state: "success" };
const APPLY_FAILED: Notice = { text: "Applying settings failed.", state: "error" };
const GROUP_MISSING: Notice = { text: "Please also select an A/B test group!", state: "error" };

/**
 * The 'Name' selector's values: its two choices before the tests (§4), which both mean "no test",
 * and one per test, its name behind a prefix. A test may be named "select", "none" or anything
 * else (issue 15, point 6): the prefixes keep the three kinds apart.
 */
const SELECT = "choice:select";
const NONE = "choice:none";
const TEST_PREFIX = "test:";

/**
 * How long the modal is open before its live region shows a message. The region comes into the
 * accessibility tree with the modal, and assistive technology announces changes only in a region
 * it already knows: a message that comes with the region is read by none (Safari's VoiceOver
 * needs the region in place for ~100 ms; React Aria's live announcer waits as long).
 */
const LIVE_REGION_DELAY_MS = 100;

/** The kit's widgets the tool shows (src/ui), then the panel's own rules: they come with its code. */
const STYLES = [
  ui.icon,
  ui.button,
  ui.buttonVariants,
  ui.iconButton,
  ui.notification,
  ui.inputField,
  ui.select,
  ui.expansionPanel,
  ui.modal,
  styles,
].join("");

export interface StaffToolProps {
  context: ServiceContext;
  emit: Emit;
  /** Staff logged out: the panel hides the tool. */
  onLogout: () => void;
}

/**
 * The staff tool (spec §2 "Staff preview panel"), shown once the preview check succeeded
 * (./preview-panel.tsx): the 'Preview settings' button and its modal. While shown, the staff
 * session is renewed every 5 minutes (§4, §9). A module of its own: shoppers never download it.
 */
export function StaffTool({ context, emit, onLogout }: StaffToolProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  /** Aborted when the panel leaves the page: no call of it outlives it (issue 15, point 4). */
  const [lifetime] = useState(() => new AbortController());
  useEffect(() => () => lifetime.abort(), [lifetime]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      renewStaffSession(context, lifetime.signal).catch(() => undefined);
    }, STAFF_SESSION_RENEWAL_MS);
    return () => window.clearInterval(timer);
  }, [context, lifetime]);

  const logout = async () => {
    // The panel goes either way: staff asked to leave, and a failed call leaves nothing to show.
    await logoutStaff(context, lifetime.signal).catch(() => undefined);
    if (lifetime.signal.aborted) return;
    onLogout();
    emit("shop-preview-logout", {});
  };

  return (
    <section part="panel" lang="en" aria-label="Staff preview">
      <style>{STYLES}</style>
      <Button
        part="trigger"
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
      >
        Preview settings
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Preview settings"
        closeLabel="Close"
        // Leaving is the secondary action: 'Set preview settings' is the one the modal is for.
        footer={
          <Button variant="secondary" onClick={() => void logout()}>
            Logout
          </Button>
        }
      >
        <PreviewSettingsForm
          context={context}
          emit={emit}
          isOpen={isOpen}
          hasOpened={hasOpened}
          signal={lifetime.signal}
        />
      </Modal>
    </section>
  );
}

interface FormProps {
  context: ServiceContext;
  emit: Emit;
  isOpen: boolean;
  hasOpened: boolean;
  /** The panel's: aborted when it leaves the page. */
  signal: AbortSignal;
}

/** Date, time, the A/B selection of §4, 'Set preview settings' and the status notification. */
function PreviewSettingsForm({ context, emit, isOpen, hasOpened, signal }: FormProps) {
  const [initial] = useState(() => localMinute(Date.now()));
  const [date, setDate] = useState(initial.slice(0, 10));
  const [time, setTime] = useState(initial.slice(11));
  const [tests, setTests] = useState<AbTest[]>([]);
  const [abSelection, setAbSelection] = useState<AbSelection>(NO_AB_SELECTION);
  const [isNoneChosen, setIsNoneChosen] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const isRegionKnown = useIsOpenFor(isOpen, LIVE_REGION_DELAY_MS);
  const [isApplying, setIsApplying] = useState(false);
  const { test, group } = abSelection;
  // A group without a name could not be told from the selector's empty choice.
  const groups = (tests.find((candidate) => candidate.name === test)?.groups ?? []).filter(
    ({ name }) => name,
  );

  // Loaded when the modal first opens, and again for every other date or time (§4). The message
  // shows once the modal's live region is known (LIVE_REGION_DELAY_MS; issue 13).
  useEffect(() => {
    if (!hasOpened) return;
    setNotice(LOADING_TESTS);
    const controller = new AbortController();
    const keepTestIfActive = (found: AbTest[]) =>
      setAbSelection((selection) =>
        found.some(({ name }) => name === selection.test) ? selection : NO_AB_SELECTION,
      );
    fetchTestsAt(context, toPreviewDateTime(date, time, Date.now()), controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setTests(found);
        keepTestIfActive(found);
        setNotice(found.length > 0 ? TESTS_FOUND : NO_TESTS);
      },
      () => {
        if (controller.signal.aborted) return;
        setTests([]);
        keepTestIfActive([]);
        setNotice(TESTS_FAILED);
      },
    );
    return () => controller.abort();
  }, [hasOpened, context, date, time]);

  // Another date or time reloads the tests (§4). 'Loading tests...' and the reset group render
  // with the change itself, so they show before any answer, however fast it comes.
  const changeMoment = (change: () => void) => {
    change();
    setNotice(LOADING_TESTS);
    setAbSelection((selection) => ({ test: selection.test, group: "" }));
  };

  const chooseTest = (choice: string) => {
    setIsNoneChosen(choice === NONE);
    // A real test starts with an empty group ('Required'); 'select' and 'none' clear it (§4).
    const chosen = choice.startsWith(TEST_PREFIX) ? choice.slice(TEST_PREFIX.length) : "";
    setAbSelection({ test: chosen, group: "" });
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (isApplying) return;
    if (test && !isAbSelectionDefined(abSelection)) {
      setNotice(GROUP_MISSING);
      return;
    }
    const settings = { previewDateTime: toPreviewDateTime(date, time, Date.now()), test, group };
    setIsApplying(true);
    setNotice(APPLYING);
    const status = await applyPreviewSettings(context, settings, signal).catch(() => undefined);
    if (signal.aborted) return;
    setIsApplying(false);
    if (status === "SUCCESS") {
      setNotice(APPLIED);
      emit("shop-preview-applied", settings);
    } else {
      setNotice(APPLY_FAILED);
    }
  };

  /**
   * The message goes, and its close button with it: focus there would fall to the page, and a
   * click on the text leaves it on no control (on the dialog, or the page, by engine). Unless it
   * is on another control, it goes to 'Set preview settings', the control before the message
   * (issue 13, point 5).
   */
  const dismiss = (event: MouseEvent<HTMLElement>) => {
    const region = event.currentTarget;
    const focused = (region.getRootNode() as ShadowRoot).activeElement;
    const isOnAnotherControl = Boolean(
      focused?.matches("button, input, select") && !region.contains(focused),
    );
    if (!isOnAnotherControl) region.closest("form")?.querySelector<HTMLElement>("[type=submit]")?.focus();
    setNotice(undefined);
  };

  const isGroupMissing = test !== "" && group === "";
  return (
    <form onSubmit={(event) => void apply(event)}>
      <label>
        Date
        <input
          type="date"
          value={date}
          onChange={(event) => changeMoment(() => setDate(event.target.value))}
        />
      </label>
      <label>
        Time
        <input
          type="time"
          value={time}
          onChange={(event) => changeMoment(() => setTime(event.target.value))}
        />
      </label>
      <ExpansionPanel title="A/B Test settings">
        <label>
          Name
          <select
            value={test ? TEST_PREFIX + test : isNoneChosen ? NONE : SELECT}
            onChange={(event) => chooseTest(event.target.value)}
          >
            <option value={SELECT}>select</option>
            <option value={NONE}>none</option>
            {tests.map(({ name }) => (
              <option key={name} value={TEST_PREFIX + name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Group
          <select
            value={group}
            disabled={test === ""}
            aria-invalid={isGroupMissing || undefined}
            aria-describedby={isGroupMissing ? "group-error" : undefined}
            onChange={(event) => setAbSelection({ test, group: event.target.value })}
          >
            <option value="">{test === "" ? "" : "select a group"}</option>
            {groups.map(({ name }) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {isGroupMissing && (
          <p id="group-error" className="hint" data-error>
            Required
          </p>
        )}
      </ExpansionPanel>
      <Button type="submit" aria-disabled={isApplying || undefined}>
        Set preview settings
      </Button>
      {/* The live region is there before its first message (issue 13, point 5): a region that
          comes with its message is not announced. A click anywhere on the message dismisses it
          (§2), its close button's too; the button makes that reachable by keyboard. */}
      <div role="status" onClick={dismiss}>
        {isRegionKnown && notice && (
          <Notification state={notice.state} isClosable closeLabel="Dismiss" isInLiveRegion>
            {notice.text}
          </Notification>
        )}
      </div>
    </form>
  );
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
