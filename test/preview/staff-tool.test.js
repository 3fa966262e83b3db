/**
 * The staff tool's code is a script of its own (dist/shop-components-staff.js) that the preview
 * panel loads only once the staff check succeeded (spec §6; issue "Load only what the page uses":
 * a shopper's page never downloads it). Checked by the requests a fresh page makes.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { closePages, openPage } from "../helpers/footer.js";
import { requestedPaths } from "../helpers/page.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";

const STAFF_SCRIPT = "/dist/shop-components-staff.js";

/** The paths of the scripts `page` has requested. */
const scriptsOf = (page) => requestedPaths(page).filter((path) => path.endsWith(".js"));

const staffChecks = async () =>
  (await standIn.requests()).filter((entry) => entry.path.endsWith("/auth/checkauth")).length;

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  closePages();
});

describe("the staff tool's script (§6; issue 12)", () => {
  it("a shopper's page with every element, the staff panel included, never requests it", async () => {
    const { page, document: doc } = await openPage(
      `<shop-footer site="de" preview></shop-footer><preview-panel site="de"></preview-panel>`,
    );
    await waitUntil(async () => (await staffChecks()) >= 2, "the staff checks were not made", {
      timeout: 5000,
    });
    // Time for anything the answers would start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(scriptsOf(page)).to.include("/dist/shop-components.js");
    expect(scriptsOf(page)).not.to.include(STAFF_SCRIPT);
    expect(doc.querySelector("preview-panel").shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });

  it("a staff page requests it once the check succeeded, once, and shows the tool", async () => {
    setStaffCookies(true);
    const { page, document: doc } = await openPage(
      `<preview-panel site="de"></preview-panel><preview-panel site="pl"></preview-panel>`,
    );
    const panels = [...doc.querySelectorAll("preview-panel")];
    await waitUntil(
      () => panels.every((panel) => panel.shadowRoot.querySelector("[part=trigger]")),
      "the staff tool never showed",
      { timeout: 5000 },
    );
    expect(scriptsOf(page).filter((path) => path === STAFF_SCRIPT)).to.have.length(1);
    expect(panels[0].shadowRoot.querySelector("[part=trigger]").textContent).to.equal("Preview settings");
  });
});

describe("a deployment without the staff tool's script", () => {
  it("staff see an empty panel and one clear error; nothing throws", async () => {
    setStaffCookies(true);
    const { page, document: doc } = await openPage(`<preview-panel site="de"></preview-panel>`, {
      script: "/test/bare/shop-components.js",
      waitForContent: false,
    });
    await waitUntil(() => page.pageErrors.length > 0, "no error was logged", { timeout: 5000 });
    expect(page.pageErrors).to.have.length(1);
    expect(page.pageErrors[0]).to.contain("the script of the staff tool could not be loaded");
    const panel = doc.querySelector("preview-panel");
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });
});
