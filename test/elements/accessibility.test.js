/** axe on every element in every state the foundation renders. */
import { expect } from "@open-wc/testing";
import { mount, unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});

describe("accessibility (axe)", () => {
  for (const site of ["de", "ch_fr", "tr"]) {
    it(`<shop-footer site="${site}">`, async () => {
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      await expect(footer).to.be.accessible();
    });

    it(`<newsletter-signup site="${site}">`, async () => {
      const form = await mount(`<newsletter-signup site="${site}"></newsletter-signup>`);
      await expect(form).to.be.accessible();
    });
  }

  it("<preview-panel> for staff", async () => {
    setStaffCookies(true);
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await expect(panel).to.be.accessible();
  });
});
