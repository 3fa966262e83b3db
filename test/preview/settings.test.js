/**
 * <preview-panel> settings: the A/B test and group selection, the reload of the tests by date and
 * time, and setting the preview with its notices, through the built script and the stand-in.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { unmountAll, nextEvent } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import {
  abPanelButton,
  activeTestsAt,
  button,
  chooseOption,
  chosenText,
  dialog,
  expandAbPanel,
  field,
  mountStaffPanel,
  notice,
  openSettings,
  optionTexts,
  recordNotices,
  waitForNotice,
} from "./panel-support.js";
import {
  afterStartedWork,
  installFakeClock,
  requestsTo,
  setFieldValue,
  uninstallFakeClock,
  waitForRequests,
} from "./support.js";

const TOKEN = "/service/preview/api/token";
const TESTS = "/abtestfrontend/api/v1/gettestsat";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
  uninstallFakeClock();
});

const pad = (value) => String(value).padStart(2, "0");
const localMinute = (ms) => {
  const moment = new Date(ms);
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
  );
};

/** A panel with the modal open, the A/B panel expanded and the tests of the fields' moment loaded. */
async function openPanel() {
  const panel = await mountStaffPanel();
  await openSettings(panel);
  await expandAbPanel(panel);
  return panel;
}

const fieldsMoment = (panel) => `${field(panel, "Date").value}T${field(panel, "Time").value}`;

async function chooseFirstTest(panel) {
  const [first] = await activeTestsAt(fieldsMoment(panel));
  chooseOption(field(panel, "Name"), first.name);
  await waitUntil(() => !field(panel, "Group").disabled, "the group selector stayed disabled");
  return first;
}

/** Applies `changes` to the fields and waits until the tests they cause to reload have loaded. */
async function changeMoment(panel, changes) {
  const notices = recordNotices(panel);
  for (const [label, value] of Object.entries(changes)) setFieldValue(field(panel, label), value);
  await waitUntil(
    () => notices.seen.includes("Loading tests...") && notice(panel)?.text !== "Loading tests...",
    "the tests were not reloaded",
  );
  notices.stop();
  return notices.seen;
}

function setPreview(panel) {
  button(panel, "Set preview settings").click();
}

describe("A/B selection: 'select', 'none', then the active tests; a test needs a group", () => {
  it("offers 'select', 'none', then the tests active at the fields' date and time", async () => {
    const panel = await openPanel();
    const active = await activeTestsAt(fieldsMoment(panel));
    expect(active.length).to.be.greaterThan(0);
    expect(optionTexts(field(panel, "Name"))).to.deep.equal([
      "select",
      "none",
      ...active.map((test) => test.name),
    ]);
    expect(chosenText(field(panel, "Name"))).to.equal("select");
    expect(notice(panel)).to.include({ text: "Active tests found.", state: "info" });
  });

  it("with 'select' (the start) the group selector is disabled and empty", async () => {
    const panel = await openPanel();
    const group = field(panel, "Group");
    expect(group.disabled).to.equal(true);
    expect(group.value).to.equal("");
    expect(group.hasAttribute("aria-invalid")).to.equal(false);
  });

  it("a real test enables the group selector at 'select a group' with the error 'Required'", async () => {
    const panel = await openPanel();
    const test = await chooseFirstTest(panel);
    const group = field(panel, "Group");
    expect(group.value).to.equal("");
    expect(optionTexts(group)).to.deep.equal(["select a group", ...test.groups.map((g) => g.name)]);
    expect(group.getAttribute("aria-invalid")).to.equal("true");
    const error = panel.shadowRoot.getElementById(group.getAttribute("aria-describedby"));
    expect(error.textContent).to.equal("Required");
  });

  it("choosing a group clears the error", async () => {
    const panel = await openPanel();
    const test = await chooseFirstTest(panel);
    setFieldValue(field(panel, "Group"), test.groups[1].name);
    await waitUntil(() => !field(panel, "Group").hasAttribute("aria-invalid"), "the error stayed");
    expect(field(panel, "Group").hasAttribute("aria-describedby")).to.equal(false);
    expect(panel.shadowRoot.textContent).to.not.include("Required");
    expect(field(panel, "Group").value).to.equal(test.groups[1].name);
  });

  for (const choice of ["none", "select"]) {
    it(`'${choice}' after a test and group disables and clears the group selector`, async () => {
      const panel = await openPanel();
      const test = await chooseFirstTest(panel);
      setFieldValue(field(panel, "Group"), test.groups[0].name);
      chooseOption(field(panel, "Name"), choice);
      await waitUntil(() => field(panel, "Group").disabled, "the group selector stayed enabled");
      expect(chosenText(field(panel, "Name"))).to.equal(choice);
      expect(field(panel, "Group").value).to.equal("");
      expect(panel.shadowRoot.textContent).to.not.include("Required");
    });
  }

  it("the selection is defined only with test and group: a test alone is emitted with an empty group", async () => {
    const panel = await openPanel();
    const test = await chooseFirstTest(panel);
    setPreview(panel);
    await waitForNotice(panel, "Please also select an A/B test group!");
    setFieldValue(field(panel, "Group"), test.groups[0].name);
    await waitUntil(() => !field(panel, "Group").hasAttribute("aria-invalid"));
    setPreview(panel);
    const [call] = await waitForRequests(TOKEN, 1);
    expect(call.query).to.deep.equal({ test: test.name, group: test.groups[0].name });
  });
});

describe("changing date or time reloads the tests and resets the group", () => {
  it("'Loading tests...' then 'Active tests found.', for the new moment, and the group is reset", async () => {
    const panel = await openPanel();
    const test = await chooseFirstTest(panel);
    setFieldValue(field(panel, "Group"), test.groups[0].name);
    expect(await changeMoment(panel, { Time: "00:01" })).to.deep.equal([
      "Loading tests...",
      "Active tests found.",
    ]);
    const calls = await requestsTo(TESTS);
    expect(calls[calls.length - 1].query.time).to.equal(`${field(panel, "Date").value}T00:01`);
    // The test is still active at the new moment: it stays, its group is reset.
    expect(chosenText(field(panel, "Name"))).to.equal(test.name);
    expect(field(panel, "Group").value).to.equal("");
    expect(field(panel, "Group").getAttribute("aria-invalid")).to.equal("true");
  });

  it("a date with no active tests: 'No active tests for this date.', only 'select' and 'none' left", async () => {
    const panel = await openPanel();
    await chooseFirstTest(panel);
    await changeMoment(panel, { Date: "2099-06-01" });
    expect(notice(panel).text).to.equal("No active tests for this date.");
    expect(notice(panel).state).to.equal("info");
    expect(optionTexts(field(panel, "Name"))).to.deep.equal(["select", "none"]);
    expect(chosenText(field(panel, "Name"))).to.equal("select");
    expect(field(panel, "Group").disabled).to.equal(true);
    const calls = await requestsTo(TESTS);
    expect(calls[calls.length - 1].query.time).to.match(/^2099-06-01T\d\d:\d\d$/);
  });

  it("scenario abtests-none: 'No active tests for this date.'", async () => {
    const panel = await openPanel();
    await standIn.scenario("abtests-none");
    expect(await changeMoment(panel, { Date: "2030-01-02" })).to.deep.equal([
      "Loading tests...",
      "No active tests for this date.",
    ]);
  });

  it("scenario abtests-failed: 'Failed to fetch AB tests.' in the error state, no tests offered", async () => {
    const panel = await openPanel();
    await standIn.scenario("abtests-failed");
    expect(await changeMoment(panel, { Time: "12:34" })).to.deep.equal([
      "Loading tests...",
      "Failed to fetch AB tests.",
    ]);
    expect(notice(panel).state).to.equal("error");
    expect(optionTexts(field(panel, "Name"))).to.deep.equal(["select", "none"]);
  });
});

describe("setting the preview: the call, its messages, and what is checked before it", () => {
  it("'Loading...' then 'Settings applied successfully.'; POST token with previewDateTime; shop-preview-applied", async () => {
    const panel = await openPanel();
    await changeMoment(panel, { Date: "2030-03-04", Time: "05:06" });
    const notices = recordNotices(panel);
    const applied = nextEvent(panel, "shop-preview-applied");
    setPreview(panel);
    await waitForNotice(panel, "Settings applied successfully.");
    expect(notices.seen).to.deep.equal(["Loading...", "Settings applied successfully."]);
    expect(notice(panel).state).to.equal("success");
    const [call] = await requestsTo(TOKEN);
    expect(call.method).to.equal("POST");
    expect(call.query).to.deep.equal({ test: "", group: "" });
    expect(call.body).to.deep.equal({ previewDateTime: "2030-03-04T05:06" });
    expect(call.headers["content-type"]).to.equal("application/json");
    expect((await applied).detail).to.deep.equal({
      previewDateTime: "2030-03-04T05:06",
      test: "",
      group: "",
    });
    const state = await (await fetch("/__standin/state")).json();
    expect(state.previewSettings).to.include({ previewDateTime: "2030-03-04T05:06", test: null });
  });

  it("with a test and group, both go in the query and the event", async () => {
    const panel = await openPanel();
    const test = await chooseFirstTest(panel);
    setFieldValue(field(panel, "Group"), test.groups[0].name);
    const applied = nextEvent(panel, "shop-preview-applied");
    setPreview(panel);
    await waitForNotice(panel, "Settings applied successfully.");
    expect((await applied).detail).to.deep.include({ test: test.name, group: test.groups[0].name });
    const state = await (await fetch("/__standin/state")).json();
    expect(state.previewSettings).to.include({ test: test.name, group: test.groups[0].name });
  });

  it("a date not of the form YYYY-MM-DD falls back to now", async () => {
    const now = new Date(2031, 6, 8, 9, 10).getTime();
    installFakeClock(now);
    const panel = await openPanel();
    expect(field(panel, "Date").value).to.equal("2031-07-08");
    await changeMoment(panel, { Time: "23:45", Date: "" });
    setPreview(panel);
    await waitForNotice(panel, "Settings applied successfully.");
    const [call] = await requestsTo(TOKEN);
    expect(call.body.previewDateTime).to.equal(localMinute(now));
  });

  for (const [scenario, status] of [
    ["preview-failed", "INTERNAL_ERROR"],
    ["preview-bad-request", "BAD_REQUEST"],
  ]) {
    it(`status ${status} (scenario ${scenario}): 'Applying settings failed.' in the error state`, async () => {
      const panel = await openPanel();
      await standIn.scenario(scenario);
      let applied = false;
      panel.addEventListener("shop-preview-applied", () => (applied = true));
      setPreview(panel);
      await waitForNotice(panel, "Applying settings failed.");
      expect(notice(panel).state).to.equal("error");
      expect(applied).to.equal(false);
    });
  }

  it("status UNAUTHORIZED (the staff session ended elsewhere): 'Applying settings failed.'", async () => {
    const panel = await openPanel();
    await fetch("/service/preview/api/auth/logout");
    setStaffCookies(true);
    setPreview(panel);
    await waitForNotice(panel, "Applying settings failed.");
  });

  it("a failed call (HTTP 500): 'Applying settings failed.'", async () => {
    const panel = await openPanel();
    await standIn.scenario("server-error");
    setPreview(panel);
    await waitForNotice(panel, "Applying settings failed.");
    expect(notice(panel).state).to.equal("error");
  });

  it("a test without a group: 'Please also select an A/B test group!' and no call", async () => {
    const panel = await openPanel();
    await chooseFirstTest(panel);
    setPreview(panel);
    await waitForNotice(panel, "Please also select an A/B test group!");
    expect(notice(panel).state).to.equal("error");
    // The notice shows once the press was handled: any call it started is answered after this.
    await afterStartedWork();
    expect(await requestsTo(TOKEN)).to.have.length(0);
  });

  it("the notification is dismissed by a click on it, or by its Dismiss button", async () => {
    const panel = await openPanel();
    notice(panel).element.click();
    await waitUntil(() => !notice(panel), "a click did not dismiss the notification");
    setPreview(panel);
    await waitForNotice(panel, "Settings applied successfully.");
    notice(panel).element.querySelector("button").click();
    await waitUntil(() => !notice(panel), "the Dismiss button did not dismiss the notification");
    expect(dialog(panel).open).to.equal(true);
  });

  it("the staff texts are not translated: the same English texts on a French site", async () => {
    setStaffCookies(true);
    const panel = await mountStaffPanel(`<preview-panel site="ch_fr"></preview-panel>`);
    await openSettings(panel);
    expect(notice(panel).text).to.equal("Active tests found.");
    expect(button(panel, "Set preview settings")).to.exist;
    expect(abPanelButton(panel).textContent).to.equal("A/B Test settings");
  });
});

describe("A/B names such as 'none', 'select' or 'a|b': the selection is a pair, encoded only at the edges", () => {
  const HOSTILE_TESTS = [
    { name: "none", groups: [{ name: "control" }, { name: "g|1" }] },
    { name: "select", groups: [{ name: "variant|b" }] },
    { name: "a|b", groups: [{ name: "c|d" }] },
  ];
  let realFetch;
  let tokenCalls;

  beforeEach(() => {
    realFetch = window.fetch;
    tokenCalls = [];
    // The list of tests and the preview call answered here: the stand-in's tests have plain names.
    window.fetch = (input, init) => {
      const url = new URL(String(input), location.href);
      if (url.pathname.endsWith(TESTS)) return Promise.resolve(Response.json(HOSTILE_TESTS));
      if (url.pathname === TOKEN) {
        tokenCalls.push(url);
        return Promise.resolve(Response.json({ status: "SUCCESS" }));
      }
      return realFetch(input, init);
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
  });

  for (const [testName, groupName] of [
    ["none", "g|1"],
    ["select", "variant|b"],
    ["a|b", "c|d"],
  ]) {
    it(`a test named "${testName}" gets its group "${groupName}", sent and emitted as they are`, async () => {
      const panel = await openPanel();
      expect(optionTexts(field(panel, "Name"))).to.deep.equal(["select", "none", "none", "select", "a|b"]);
      // The tests come after the two choices that mean "no test": the third option and on.
      const name = field(panel, "Name");
      const index = 2 + HOSTILE_TESTS.findIndex((test) => test.name === testName);
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set.call(
        name,
        name.options[index].value,
      );
      name.dispatchEvent(new Event("change", { bubbles: true }));
      await waitUntil(
        () => !field(panel, "Group").disabled,
        `"${testName}" never enabled the group selector`,
      );
      chooseOption(field(panel, "Group"), groupName);
      await waitUntil(() => !field(panel, "Group").hasAttribute("aria-invalid"), "the group was not taken");
      const applied = nextEvent(panel, "shop-preview-applied");
      setPreview(panel);
      await waitForNotice(panel, "Settings applied successfully.");
      expect((await applied).detail).to.deep.include({ test: testName, group: groupName });
      expect(tokenCalls).to.have.length(1);
      expect(tokenCalls[0].searchParams.get("test")).to.equal(testName);
      expect(tokenCalls[0].searchParams.get("group")).to.equal(groupName);
    });
  }
});
