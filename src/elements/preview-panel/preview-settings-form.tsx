import { ExpansionPanel } from "../../ui/expansion-panel/expansion-panel";
import { Notification } from "../../ui/notification/notification";
import type { TestChoice } from "./preview-settings-state";
import type { usePreviewSettings } from "./use-preview-settings";

export type Settings = ReturnType<typeof usePreviewSettings>;

/**
 * Date, time, the A/B selection and the status notification; its submit button, 'Set preview
 * settings', stands in the modal's footer (./staff-tool.tsx) and names the form by `id`.
 */
export function PreviewSettingsForm({ id, settings }: { id: string; settings: Settings }) {
  const { notice } = settings;
  return (
    <form id={id} onSubmit={settings.apply}>
      <DateTimeInput type="date" label="Date" value={settings.date} onChange={settings.changeDate} />
      <DateTimeInput type="time" label="Time" value={settings.time} onChange={settings.changeTime} />
      <AbTestFields settings={settings} />
      {/* The live region is there before its first message: a region that comes with its message
          is not announced. A click anywhere on the message dismisses it, its close button's too;
          the button makes that reachable by keyboard. */}
      <div role="status" onClick={settings.dismiss}>
        {notice && (
          <Notification state={notice.state} isClosable closeLabel="Dismiss" isInLiveRegion>
            {notice.text}
          </Notification>
        )}
      </div>
    </form>
  );
}

/**
 * The 'Name' selector's values: its two choices before the tests, which both mean "no test", and
 * one per test, its name behind a prefix. A test may be named "select", "none" or anything else:
 * the prefixes keep the three kinds apart.
 */
const SELECT = "choice:select";
const NONE = "choice:none";
const TEST_PREFIX = "test:";

function choiceValue(choice: TestChoice): string {
  if (choice.kind === "test") return TEST_PREFIX + choice.test;
  return choice.kind === "none" ? NONE : SELECT;
}

function choiceOfValue(value: string): TestChoice {
  if (value.startsWith(TEST_PREFIX)) return { kind: "test", test: value.slice(TEST_PREFIX.length) };
  return value === NONE ? { kind: "none" } : { kind: "select" };
}

/**
 * The 'A/B Test settings' panel: 'Name' offers 'select', 'none', then the active tests; 'Group'
 * is disabled and empty until a test is chosen, then offers its groups, 'Required' while none is.
 */
function AbTestFields({ settings }: { settings: Settings }) {
  const { testNames, testChoice, group, groups, isGroupMissing, chooseTest, chooseGroup } = settings;
  const isTestChosen = testChoice.kind === "test";
  return (
    <ExpansionPanel title="A/B Test settings">
      <label>
        Name
        <select
          value={choiceValue(testChoice)}
          onChange={(event) => chooseTest(choiceOfValue(event.target.value))}
        >
          <option value={SELECT}>select</option>
          <option value={NONE}>none</option>
          {testNames.map((name) => (
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
          disabled={!isTestChosen}
          aria-invalid={isGroupMissing || undefined}
          aria-describedby={isGroupMissing ? "group-error" : undefined}
          onChange={(event) => chooseGroup(event.target.value)}
        >
          <option value="">{isTestChosen ? "select a group" : ""}</option>
          {groups.map((name) => (
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
  );
}

interface DateTimeInputProps {
  type: "date" | "time";
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The preview's date or time, a native field with its label. */
function DateTimeInput({ type, label, value, onChange }: DateTimeInputProps) {
  return (
    <label>
      {label}
      <input type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
