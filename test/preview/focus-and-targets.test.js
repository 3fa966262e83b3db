/**
 * Every control of <preview-panel> that Tab reaches — the strip's 'Preview settings' button, and
 * the modal's controls with the A/B panel open, a test chosen and a status message shown — shows
 * a focus indicator (WCAG 2.4.7: an outline of at least 2 px at 3:1 against what is behind it,
 * 1.4.11), is a target of at least 24 × 24 CSS px (2.5.8) and has a visible field border (1.4.11),
 * at 375 and 1440 px and in forced colours.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import { emulateForcedColors, expectUsableByKeyboardAndPointer, forceColors } from "../helpers/a11y.js";
import {
  activeTestsAt,
  chooseOption,
  dialog,
  expandAbPanel,
  field,
  mountStaffPanel,
  notice,
  openSettings,
} from "./panel-support.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});
after(async () => {
  await emulateForcedColors(false);
  await setViewport({ width: 800, height: 600 });
});

async function checkEveryState() {
  const panel = await mountStaffPanel();
  await expectUsableByKeyboardAndPointer(panel);
  await openSettings(panel);
  await expandAbPanel(panel);
  const [test] = await activeTestsAt(`${field(panel, "Date").value}T${field(panel, "Time").value}`);
  chooseOption(field(panel, "Name"), test.name);
  await waitUntil(() => !field(panel, "Group").disabled, "the group selector stayed disabled");
  expect(notice(panel), "a status message shows").to.exist;
  const stops = await expectUsableByKeyboardAndPointer(dialog(panel));
  expect(stops.map(({ control }) => control)).to.include(field(panel, "Group"));
  expect(
    stops.some(({ name }) => name.includes("Dismiss")),
    "the message's close button",
  ).to.equal(true);
}

describe("<preview-panel>: focus indicators and target sizes (WCAG 2.4.7, 2.5.8)", () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: the strip, then the modal with the A/B panel and a message`, async function () {
      this.timeout(30000);
      await setViewport({ width, height: 900 });
      await checkEveryState();
    });
  }

  it("in forced colours (WCAG 1.4.11, 2.4.7)", async function () {
    this.timeout(30000);
    await setViewport({ width: 1440, height: 900 });
    await forceColors();
    try {
      await checkEveryState();
    } finally {
      await emulateForcedColors(false);
    }
  });
});
