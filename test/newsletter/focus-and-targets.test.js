/**
 * Every control of <newsletter-signup> that Tab reaches shows a focus indicator (WCAG 2.4.7: an
 * outline of at least 2 px at 3:1 against what is behind it, 1.4.11), is a target of at least
 * 24 × 24 CSS px (2.5.8; a consent's label is part of its target, links in running text are
 * exempt) and has a visible field border (1.4.11): every site at 375 and 1440 px, the form as
 * Tab opens it (the focused e-mail field shows the extra fields, the first layer's links among them)
 * and with the errors of an invalid submit, and in forced colours.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { SITES, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { $, mountForm, nextRender, submitButton } from "../helpers/newsletter.js";
import { emulateForcedColors, expectUsableByKeyboardAndPointer, forceColors } from "../helpers/a11y.js";

beforeEach(() => standIn.reset());
afterEach(unmountAll);
after(async () => {
  await emulateForcedColors(false);
  await setViewport({ width: 800, height: 600 });
});

/** Tabs through the form as focus opens it, then with its errors shown. */
async function checkEveryState(site) {
  const form = await mountForm(`site="${site}"`);
  const stops = await expectUsableByKeyboardAndPointer(form);
  expect(
    stops.some(({ control }) => control.type === "checkbox"),
    "the consents were reached",
  ).to.equal(true);
  submitButton(form).click();
  await waitUntil(() => $(form, "[aria-invalid=true]"), "no error after an invalid submit");
  await nextRender();
  await expectUsableByKeyboardAndPointer(form);
}

for (const width of [375, 1440]) {
  describe(`<newsletter-signup> at ${width} px: focus indicators and target sizes (WCAG 2.4.7, 2.5.8)`, () => {
    beforeEach(() => setViewport({ width, height: 900 }));

    for (const site of SITES) {
      it(`${site}: empty, opened by Tab, then with errors`, async function () {
        this.timeout(30000);
        await checkEveryState(site);
      });
    }
  });
}

describe("<newsletter-signup> in forced colours (WCAG 1.4.11, 2.4.7)", () => {
  beforeEach(() => setViewport({ width: 375, height: 900 }));
  afterEach(() => emulateForcedColors(false));

  for (const site of SITES) {
    it(`${site}: rings and field borders stay visible`, async function () {
      this.timeout(30000);
      await forceColors();
      await checkEveryState(site);
    });
  }
});
