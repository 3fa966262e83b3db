/**
 * Issue 13, points 2, 3 and 6: every control of <shop-footer> that Tab reaches, its own and its
 * nested form's, shows a focus indicator (WCAG 2.4.7: an outline of at least 2 px at 3:1 against
 * what is behind it, 1.4.11) and is a target of at least 24 × 24 CSS px (2.5.8) — every site
 * at 375 px (the accordion, every group open) and 1440 px, on platform MATCH, and in
 * forced colours.
 */
import { setViewport } from "@web/test-runner-commands";
import { SITES, mount, unmountAll, settle } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { settled } from "../helpers/footer.js";
import { emulateForcedColors, expectUsableByKeyboardAndPointer, forceColors } from "../helpers/a11y.js";

beforeEach(() => standIn.reset());
afterEach(unmountAll);
after(async () => {
  await emulateForcedColors(false);
  await setViewport({ width: 1440, height: 900 });
});

/** A settled footer with every accordion group open (phones and MATCH). */
async function mountOpenFooter(attributes) {
  const footer = await mount(`<shop-footer ${attributes}></shop-footer>`);
  const root = await settled(footer);
  for (const button of root.querySelectorAll(".expansion-panel > summary")) button.click();
  await settle();
  return footer;
}

/** Every control Tab reaches is usable; the view changer is among them (issue 13, point 2). */
async function expectUsable(footer) {
  const stops = await expectUsableByKeyboardAndPointer(footer);
  const parts = stops.map(({ control }) => control.getAttribute("part"));
  if (!parts.includes("view-changer")) throw new Error("Tab never reached the view changer");
}

for (const site of SITES) {
  describe(`<shop-footer site="${site}">: focus indicators and target sizes (WCAG 2.4.7, 2.5.8)`, () => {
    it("at 1440 px, in columns", async function () {
      this.timeout(30000);
      await setViewport({ width: 1440, height: 900 });
      await expectUsable(await mountOpenFooter(`site="${site}"`));
    });

    it("at 375 px, every accordion group open", async function () {
      this.timeout(30000);
      await setViewport({ width: 375, height: 800 });
      await expectUsable(await mountOpenFooter(`site="${site}"`));
    });

    it("platform MATCH at 1440 px, every accordion group open", async function () {
      this.timeout(30000);
      await setViewport({ width: 1440, height: 900 });
      await expectUsable(await mountOpenFooter(`site="${site}" platform="MATCH"`));
    });
  });
}

describe("<shop-footer> in forced colours (issue 13, point 6; WCAG 1.4.11, 2.4.7)", () => {
  afterEach(() => emulateForcedColors(false));

  for (const site of SITES) {
    it(`${site}: rings and field borders stay visible at 375 px, accordion open`, async function () {
      this.timeout(30000);
      await setViewport({ width: 375, height: 800 });
      await forceColors();
      await expectUsable(await mountOpenFooter(`site="${site}"`));
    });
  }
});
