/**
 * axe finds no violation in <shop-footer> for every site, on a phone (375 px, accordion closed
 * and open), on desktop (1440 px) and on platform MATCH at 1440 px, also with the preview panel
 * and without content: the rules of WCAG 2.2 AA and axe's best practices (issue 13, point 7;
 * target size, 2.5.8, among them).
 */
import { expect } from "@open-wc/testing";
import { expectAxeClean } from "../helpers/axe.js";
import { setViewport } from "@web/test-runner-commands";
import { SITES, mount, unmountAll, settle, rendered, recordConsoleErrors } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import { settled } from "../helpers/footer.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});
after(() => setViewport({ width: 1440, height: 900 }));

for (const site of SITES) {
  describe(`<shop-footer site="${site}"> (axe)`, () => {
    it("at 1440 px, in columns", async () => {
      await setViewport({ width: 1440, height: 900 });
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      await settled(footer);
      expect(footer.shadowRoot.querySelector(".expansion-panel > summary")).to.equal(null);
      await expectAxeClean(footer);
    });

    it("at 375 px, accordion closed, then every group open", async () => {
      await setViewport({ width: 375, height: 800 });
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      const buttons = [...root.querySelectorAll(".expansion-panel > summary")];
      expect(buttons.length).to.be.greaterThan(0);
      await expectAxeClean(footer);
      for (const button of buttons) button.click();
      await settle();
      expect(root.querySelectorAll("details[open]")).to.have.length(buttons.length);
      await expectAxeClean(footer);
    });

    it("platform MATCH at 1440 px, every group open", async () => {
      await setViewport({ width: 1440, height: 900 });
      const footer = await mount(`<shop-footer site="${site}" platform="MATCH"></shop-footer>`);
      const root = await settled(footer);
      for (const button of root.querySelectorAll(".expansion-panel > summary")) button.click();
      await settle();
      await expectAxeClean(footer);
    });
  });
}

describe("<shop-footer> in other states (axe)", () => {
  it("reduced, MATCH, with the staff preview panel", async () => {
    setStaffCookies(true);
    const footer = await mount(`<shop-footer site="de" reduced platform="MATCH" preview></shop-footer>`);
    const root = await settled(footer);
    await rendered(root.querySelector("preview-panel"), "[part=panel]");
    await expectAxeClean(footer);
  });

  it("without content (404)", async () => {
    await standIn.scenario("footer-404");
    // axe checks this document only; an api-base no other test of this page uses gets a fresh
    // content request (the content is fetched once per page for each site and api-base).
    const errors = recordConsoleErrors();
    const footer = await mount(`<shop-footer site="ch_fr" api-base="${location.origin}"></shop-footer>`);
    const root = await settled(footer).finally(() => errors.restore());
    expect(errors.messages).to.have.length(1);
    expect(root.querySelector("section")).to.equal(null);
    await expectAxeClean(footer);
  });
});
