/**
 * The look of <shop-footer> (issue 13): desktop at 1440 px on four sites, and phones at 375 px
 * with the first accordion group open. See ./support.js for how the pictures are taken and updated.
 */
import { waitUntil } from "@open-wc/testing";
import { mount, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { settled } from "../helpers/footer.js";
import { expectLook, useViewport } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(unmountAll);

describe("the look of <shop-footer>", () => {
  for (const site of ["de", "hu", "tr", "ch_fr"]) {
    it(`${site}, 1440 px`, async () => {
      await useViewport(1440);
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      await settled(footer);
      await expectLook(footer, `footer-${site}-1440`);
    });
  }

  for (const site of ["de", "tr"]) {
    it(`${site}, 375 px, the first group open`, async () => {
      await useViewport(375);
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      const first = root.querySelector("h3 > button");
      first.click();
      await waitUntil(() => first.getAttribute("aria-expanded") === "true", "the group never opened");
      await expectLook(footer, `footer-${site}-375-open`);
    });
  }
});
