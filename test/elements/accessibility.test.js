/**
 * axe on every element in every state the foundation renders, with the rules of WCAG 2.2 AA and
 * axe's best practices (issue 13, point 7).
 */
import { expectAxeClean } from "../helpers/axe.js";
import { mount, unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import { settled } from "../helpers/footer.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});

describe("accessibility (axe)", () => {
  for (const site of ["de", "ch_fr", "tr"]) {
    it(`<shop-footer site="${site}">`, async () => {
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      // Its content renders in a transition after shop-ready: axe measures the settled footer.
      await settled(footer);
      await expectAxeClean(footer);
    });

    it(`<newsletter-signup site="${site}">`, async () => {
      const form = await mount(`<newsletter-signup site="${site}"></newsletter-signup>`);
      await expectAxeClean(form);
    });
  }

  it("<preview-panel> for staff", async () => {
    setStaffCookies(true);
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await expectAxeClean(panel);
  });
});
