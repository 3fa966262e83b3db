/**
 * What a shop deploys is one file: a page with only the built script, and nothing else from the
 * build beside it (web-test-runner.config.mjs serves /test/alone/shop-components.js and answers
 * 404 for any other file there), shows the three elements on every site with their texts, the
 * staff tool for staff, and answers the page API's calls.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { closePages, openPage } from "../helpers/footer.js";
import { clearSessionCookies, standInProductId } from "../helpers/api.js";
import { LOCALE_BY_SITE, SITES, requestedPaths } from "../helpers/page.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";

const ALONE = "/test/alone/shop-components.js";
const OLD_ID = "123456789";

/** Files `page` asked the build's folders for (the deployment under /test/alone/, dist/, build/). */
const buildFilesOf = (page) =>
  requestedPaths(page).filter((path) => /^\/(test\/alone|dist|build)\//.test(path) || path.endsWith(".json"));

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  // The login below sets the session cookies of the test server's origin: later files would see
  // a logged-in customer.
  clearSessionCookies();
  closePages();
});

describe("one script and nothing else from the build", () => {
  for (const site of SITES) {
    it(`site ${site}: footer, form, staff tool and page API from the script alone`, async () => {
      setStaffCookies(true);
      const { page, document: doc } = await openPage(
        `<newsletter-signup site="${site}"></newsletter-signup>
         <preview-panel site="${site}"></preview-panel>
         <shop-footer site="${site}" preview></shop-footer>`,
        { script: ALONE },
      );
      const [form, panel, footer] = ["newsletter-signup", "preview-panel", "shop-footer"].map((tag) =>
        doc.querySelector(tag),
      );
      for (const element of [form, footer]) {
        expect(element.shadowRoot.querySelector("[part=base]").lang).to.equal(LOCALE_BY_SITE[site]);
      }
      expect(form.shadowRoot.querySelector("button[type=submit]").textContent.trim()).not.to.equal("");
      expect(footer.shadowRoot.querySelectorAll("[part=countries] li")).to.have.length(SITES.length);
      const nestedPanel = footer.shadowRoot.querySelector("preview-panel");
      await waitUntil(
        () => [panel, nestedPanel].every((element) => element.shadowRoot.querySelector("[part=trigger]")),
        "the staff tool never showed",
        { timeout: 5000 },
      );
      expect(panel.shadowRoot.querySelector("[part=trigger]").textContent).to.equal("Preview settings");

      const expected = await standInProductId(OLD_ID);
      expect(await page.ShopComponents.newProductId(OLD_ID)).to.equal(expected);
      expect(await page.ShopComponents.login({ username: "demo", password: "demo" })).to.equal("SUCCESS");

      expect(buildFilesOf(page)).to.deep.equal([ALONE]);
      expect(page.pageErrors).to.deep.equal([]);
    });
  }
});
