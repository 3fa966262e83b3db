/**
 * The page API's service calls (login, product ids) are a script of their own beside the page's
 * (dist/shop-components-calls.js), loaded on the first call (issue 12: "the services only the
 * page API uses on its first call"; "the page API works before and after its code arrived").
 * Checked by the requests a fresh page makes, as a page loads the shop's script.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { closePages, openPage } from "../helpers/footer.js";
import { clearSessionCookies, standInProductId } from "../helpers/api.js";
import { requestedPaths, withTimeout } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";

const CALLS_SCRIPT = "/dist/shop-components-calls.js";
const OLD_ID = "123456789";

/** How often `page` has requested the file at `path`. */
const requestsOf = (page, path) => requestedPaths(page).filter((requested) => requested === path).length;

/** A page whose own inline script calls the page API right after the shop's script ran. */
async function pageCallingAtOnce(script) {
  const { page } = await openPage(
    `<script>
      window.early = ShopComponents.newProductId("${OLD_ID}").then(
        (id) => ({ id }),
        (error) => ({ error: error.name }),
      );
      window.earlyLogin = ShopComponents.login({ username: "demo", password: "demo" });
    </script><shop-footer site="de"></shop-footer>`,
    { script, waitForContent: false },
  );
  return page;
}

beforeEach(() => standIn.reset());
afterEach(() => {
  // The logins here set the session cookies of the test server's origin: later files would see a
  // logged-in customer.
  clearSessionCookies();
  closePages();
});

describe("the page API's calls script (issue 12)", () => {
  it("a shopper's page that never calls the page API never requests it", async () => {
    const { page } = await openPage(`<shop-footer site="de"></shop-footer>`);
    expect(typeof page.ShopComponents.productHistory.list, "the synchronous members are there").to.equal(
      "function",
    );
    expect(page.ShopComponents.tracking.push({ event: "page_view" })).to.equal(true);
    // Time for anything the footer's answers would start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsOf(page, "/dist/shop-components.js")).to.equal(1);
    expect(requestsOf(page, CALLS_SCRIPT)).to.equal(0);
  });

  it("calls made before its code arrived are answered; later calls reuse it; it is requested once", async () => {
    const expected = await standInProductId(OLD_ID);
    const page = await pageCallingAtOnce("/dist/shop-components.js");
    expect(await withTimeout(page.early, "the early call never settled")).to.deep.equal({ id: expected });
    expect(await page.earlyLogin).to.equal("SUCCESS");
    const [later, many] = await Promise.all([
      page.ShopComponents.newProductId(OLD_ID),
      page.ShopComponents.newProductIds([OLD_ID, "not-old"]),
    ]);
    expect(later).to.equal(expected);
    expect(many).to.deep.equal([
      { oldProductId: OLD_ID, newProductId: expected },
      { oldProductId: "not-old", newProductId: "not-old" },
    ]);
    expect(requestsOf(page, CALLS_SCRIPT)).to.equal(1);
    expect(page.pageErrors).to.deep.equal([]);
  });

  it("invalid arguments are refused at once, without its code", async () => {
    const { page } = await openPage(`<shop-footer site="de"></shop-footer>`);
    let error;
    await page.ShopComponents.newProductId(42).catch((caught) => (error = caught));
    expect(error).to.be.instanceOf(page.TypeError);
    expect(requestsOf(page, CALLS_SCRIPT)).to.equal(0);
  });
});

describe("a deployment without the page API's calls script", () => {
  it("login answers SERVICE_UNAVAILABLE, the id calls reject, one clear error is logged; nothing throws", async () => {
    const page = await pageCallingAtOnce("/test/bare/shop-components.js");
    expect(await withTimeout(page.early, "the early call never settled")).to.deep.equal({
      error: "PageCallsError",
    });
    expect(await page.earlyLogin).to.equal("SERVICE_UNAVAILABLE");
    await waitUntil(() => page.pageErrors.length > 0, "no error was logged", { timeout: 5000 });
    expect(page.pageErrors).to.have.length(1);
    expect(page.pageErrors[0]).to.contain("the page API could not load its calls");
  });
});
