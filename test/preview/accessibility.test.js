/** axe on <preview-panel> with the modal open, the A/B panel expanded and each notification state (§2). */
import { expect, waitUntil } from "@open-wc/testing";
import { unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
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

async function openExpanded() {
  const panel = await mountStaffPanel();
  await openSettings(panel);
  await expandAbPanel(panel);
  return panel;
}

describe("<preview-panel> accessibility (axe)", () => {
  it("the modal open, A/B panel collapsed, 'Active tests found.'", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    expect(notice(panel).text).to.equal("Active tests found.");
    await expect(panel).to.be.accessible();
  });

  it("A/B panel expanded, a test chosen without a group ('Required')", async () => {
    const panel = await openExpanded();
    const [test] = await activeTestsAt(`${field(panel, "Date").value}T${field(panel, "Time").value}`);
    chooseOption(field(panel, "Name"), test.name);
    await waitUntil(() => field(panel, "Group").getAttribute("aria-invalid") === "true");
    await expect(panel).to.be.accessible();
    button(panel, "Set preview settings").click();
    await waitForNotice(panel, "Please also select an A/B test group!");
    await expect(panel).to.be.accessible();
  });

  it("success: 'Settings applied successfully.'", async () => {
    const panel = await openExpanded();
    button(panel, "Set preview settings").click();
    await waitForNotice(panel, "Settings applied successfully.");
    await expect(panel).to.be.accessible();
  });

  it("error: 'Applying settings failed.'", async () => {
    const panel = await openExpanded();
    await standIn.scenario("preview-failed");
    button(panel, "Set preview settings").click();
    await waitForNotice(panel, "Applying settings failed.");
    await expect(panel).to.be.accessible();
  });

  it("error: 'Failed to fetch AB tests.'; info: 'No active tests for this date.' and 'Loading...'", async () => {
    const panel = await openExpanded();
    await standIn.scenario("abtests-failed");
    setFieldValue(field(panel, "Time"), "01:02");
    await waitForNotice(panel, "Failed to fetch AB tests.");
    await expect(panel).to.be.accessible();
    await standIn.scenario("abtests-none");
    setFieldValue(field(panel, "Time"), "01:03");
    await waitForNotice(panel, "No active tests for this date.");
    await expect(panel).to.be.accessible();
    await standIn.scenario("slow");
    button(panel, "Set preview settings").click();
    await waitForNotice(panel, "Loading...");
    await expect(panel).to.be.accessible();
  });
});
