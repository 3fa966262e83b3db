/**
 * <preview-panel> on a shopper's page, which holds no staff cookie: it shows nothing and is ready
 * without React being evaluated, so that the staff tool costs every shopper's page nothing. On a
 * staff page React is evaluated for it: what shows that these pages see an evaluation.
 */
import { expect } from "@open-wc/testing";
import { closePages, openPage } from "../helpers/footer.js";
import { rendersNothing } from "../helpers/page.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";
import { waitUntil } from "../helpers/wait.js";

/** Counts React DOM's evaluations in the page (`page.reactRenderers`). */
const COUNT_REACT = `<script src="/test/fixtures/react-devtools-hook.js"></script>`;

/** A page with one preview panel, once the panel fired `shop-ready`. */
async function openPanelPage() {
  const opened = await openPage(`<preview-panel site="de"></preview-panel>`, {
    head: COUNT_REACT,
    waitForContent: false,
  });
  await waitUntil(
    () => opened.page.readyElements.includes("preview-panel"),
    "the panel never fired shop-ready",
  );
  return { ...opened, panel: opened.document.querySelector("preview-panel") };
}

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  closePages();
});

describe("<preview-panel> on a shopper's page", () => {
  it("is ready showing nothing, asks nothing and evaluates no React", async () => {
    const { page, panel } = await openPanelPage();
    expect(rendersNothing(panel), "it shows something").to.equal(true);
    expect(panel.matches(":state(ready)"), ":state(ready)").to.equal(true);
    expect(page.reactRenderers, "React DOM was evaluated").to.equal(0);
    expect(
      (await standIn.requests()).filter((entry) => entry.path.includes("/service/preview/")),
    ).to.deep.equal([]);
    expect(page.pageErrors).to.deep.equal([]);
  });

  it("is ready again for another site, still without React", async () => {
    const { page, panel } = await openPanelPage();
    const again = new Promise((resolve) => panel.addEventListener("shop-ready", resolve, { once: true }));
    panel.setAttribute("site", "at");
    expect((await again).detail).to.deep.equal({ site: "at", locale: "de-AT" });
    expect(page.reactRenderers, "React DOM was evaluated").to.equal(0);
  });
});

describe("<preview-panel> on a staff page", () => {
  it("evaluates React once and shows the panel", async () => {
    setStaffCookies(true);
    const { page, panel } = await openPanelPage();
    await waitUntil(() => panel.shadowRoot.querySelector("[part=panel]"), "the panel never showed");
    expect(page.reactRenderers).to.equal(1);
  });
});
