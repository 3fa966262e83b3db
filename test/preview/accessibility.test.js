/**
 * axe on <preview-panel> at 375 px and 1440 px: the strip, the modal open, the A/B panel expanded,
 * each status message (info, success, error) and a dismissed message, with the rules of WCAG 2.2
 * AA and axe's best practices (target size, 2.5.8, among them).
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import { expectAxeClean } from "../helpers/axe.js";
import {
  activeTestsAt,
  button,
  expandAbPanel,
  chooseOption,
  field,
  mountStaffPanel,
  notice,
  openSettings,
  waitForNotice,
} from "./panel-support.js";
import { setFieldValue } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});
after(() => setViewport({ width: 800, height: 600 }));

async function openExpanded() {
  const panel = await mountStaffPanel();
  await openSettings(panel);
  await expandAbPanel(panel);
  return panel;
}

for (const width of [375, 1440]) {
  describe(`<preview-panel> accessibility at ${width} px (axe)`, () => {
    beforeEach(() => setViewport({ width, height: 900 }));

    it("the strip; the modal open, A/B panel collapsed, 'Active tests found.'; the message dismissed", async () => {
      const panel = await mountStaffPanel();
      await expectAxeClean(panel);
      await openSettings(panel);
      expect(notice(panel).text).to.equal("Active tests found.");
      await expectAxeClean(panel);
      panel.shadowRoot.querySelector("[aria-label=Dismiss]").click();
      await waitUntil(() => !notice(panel), "the message was not dismissed");
      await expectAxeClean(panel);
    });

    it("A/B panel expanded, a test chosen without a group ('Required')", async () => {
      const panel = await openExpanded();
      const [test] = await activeTestsAt(`${field(panel, "Date").value}T${field(panel, "Time").value}`);
      chooseOption(field(panel, "Name"), test.name);
      await waitUntil(() => field(panel, "Group").getAttribute("aria-invalid") === "true");
      await expectAxeClean(panel);
      button(panel, "Set preview settings").click();
      await waitForNotice(panel, "Please also select an A/B test group!");
      await expectAxeClean(panel);
    });

    it("success: 'Settings applied successfully.'", async () => {
      const panel = await openExpanded();
      button(panel, "Set preview settings").click();
      await waitForNotice(panel, "Settings applied successfully.");
      await expectAxeClean(panel);
    });

    it("error: 'Applying settings failed.'", async () => {
      const panel = await openExpanded();
      await standIn.scenario("preview-failed");
      button(panel, "Set preview settings").click();
      await waitForNotice(panel, "Applying settings failed.");
      await expectAxeClean(panel);
    });

    it("error: 'Failed to fetch AB tests.'; info: 'No active tests for this date.' and 'Loading...'", async () => {
      const panel = await openExpanded();
      await standIn.scenario("abtests-failed");
      setFieldValue(field(panel, "Time"), "01:02");
      await waitForNotice(panel, "Failed to fetch AB tests.");
      await expectAxeClean(panel);
      await standIn.scenario("abtests-none");
      setFieldValue(field(panel, "Time"), "01:03");
      await waitForNotice(panel, "No active tests for this date.");
      await expectAxeClean(panel);
      await standIn.scenario("slow");
      button(panel, "Set preview settings").click();
      await waitForNotice(panel, "Loading...");
      await expectAxeClean(panel);
    });
  });
}
