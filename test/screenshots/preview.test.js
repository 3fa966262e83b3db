/**
 * The look of the preview modal (issue 13): the A/B test chosen without its group, so that
 * 'Required' shows under the group, the primary 'Set preview settings' and the secondary 'Logout'.
 * The date comes from a fixed clock and the A/B tests from a fixed answer (the stand-in's depend
 * on the day the tests run). See ./support.js for how the pictures are taken and updated.
 */
import { waitUntil } from "../helpers/wait.js";
import { unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import { installFakeClock, uninstallFakeClock } from "../preview/support.js";
import { dialog, expandAbPanel, field, mountStaffPanel, openSettings } from "../preview/panel-support.js";
import { setValue } from "../helpers/newsletter.js";
import { expectLook, useViewport } from "./support.js";

const TESTS = [
  { name: "checkout-button-colour", groups: [{ name: "control" }, { name: "variant-a" }] },
  { name: "free-shipping-banner", groups: [{ name: "control" }, { name: "variant-a" }] },
];

let realFetch;
beforeEach(async () => {
  await standIn.reset();
  installFakeClock(new Date(2026, 2, 2, 10, 30).getTime());
  realFetch = window.fetch;
  window.fetch = (input, init) =>
    String(input).includes("/gettestsat?") ? Promise.resolve(Response.json(TESTS)) : realFetch(input, init);
});
afterEach(() => {
  window.fetch = realFetch;
  uninstallFakeClock();
  setStaffCookies(false);
  unmountAll();
});

/** The modal at `width` px with a test chosen and no group, so that 'Required' shows under the group. */
async function expectGroupRequiredLook(width) {
  await useViewport(width, 800);
  const panel = await mountStaffPanel();
  await openSettings(panel);
  await expandAbPanel(panel);
  setValue(field(panel, "Name"), "test:free-shipping-banner");
  await waitUntil(() => panel.shadowRoot.getElementById("group-error"), "'Required' never showed");
  await expectLook(dialog(panel), `preview-de-${width}-group-required`, { element: panel });
}

describe("the look of the preview modal", () => {
  it("de, 1024 px: a test chosen, its group required", () => expectGroupRequiredLook(1024));

  it("de, 375 px: the same on a phone, its two actions one above the other, each as wide as the dialog", () =>
    expectGroupRequiredLook(375));
});
