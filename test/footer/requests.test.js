/**
 * The calls the footer makes: the content from SHOP_FOOTER, once per page for a site however many
 * footers show it, and the A/B assignment, called when the footer loads with its answer ignored,
 * once per page. Each case runs in a fresh page.
 */
import { expect } from "@open-wc/testing";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import { openPage, closePages, groupsOf } from "../helpers/footer.js";

beforeEach(() => standIn.reset());
afterEach(closePages);

const FOOTER_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";
const ASSIGNMENT_PATH = "/service/abtestfrontend/api/v1/getassignment";

async function calls(path) {
  return (await standIn.requests()).filter((entry) => entry.path === path);
}

describe("requests of <shop-footer>: each asked for once per page", () => {
  it("two footers of one site: one SHOP_FOOTER request and one A/B assignment; both footers render it", async () => {
    const { footers, page } = await openPage(
      `<shop-footer site="de"></shop-footer><shop-footer site="de" platform="MATCH" reduced></shop-footer>`,
    );
    const content = await calls(FOOTER_PATH);
    expect(content).to.have.length(1);
    expect(content[0].method).to.equal("GET");
    expect(content[0].headers["x-hunter-site"]).to.equal("de");
    const assignments = await calls(ASSIGNMENT_PATH);
    expect(assignments).to.have.length(1);
    expect(assignments[0].method).to.equal("GET");
    for (const footer of footers) expect(groupsOf(footer.shadowRoot).length).to.be.greaterThan(0);
    expect(page.pageErrors).to.deep.equal([]);
  });

  it("footers of two sites: one content request per site, still one A/B assignment per page", async () => {
    await openPage(
      `<shop-footer site="at"></shop-footer><shop-footer site="ch"></shop-footer><shop-footer site="at"></shop-footer>`,
    );
    const sites = (await calls(FOOTER_PATH)).map((entry) => entry.headers["x-hunter-site"]).sort();
    expect(sites).to.deep.equal(["at", "ch"]);
    expect(await calls(ASSIGNMENT_PATH)).to.have.length(1);
  });

  it("a failing A/B assignment is ignored: the footer renders, nothing is logged for it", async () => {
    await standIn.scenario("server-error");
    const { page, footers } = await openPage(`<shop-footer site="pl"></shop-footer>`);
    expect((await calls(ASSIGNMENT_PATH))[0].status).to.equal(500);
    expect(footers[0].shadowRoot.querySelector("[part=countries]")).to.exist;
    expect(page.pageErrors.filter((message) => message.includes("assignment"))).to.deep.equal([]);
    expect(page.pageErrors.filter((message) => /^(uncaught|unhandled)/.test(message))).to.deep.equal([]);
  });

  it("a suppressed footer (hunter-content NO_FOOTER) makes no calls", async () => {
    const { footers, page } = await openPage(
      `<shop-footer site="hu" hunter-content="NO_FOOTER"></shop-footer>`,
      { waitForContent: false },
    );
    expect(footers[0].shadowRoot.querySelector("footer")).to.equal(null);
    // shop-ready came after the effects that start the footer's calls: any it started is answered.
    await afterSentinelRequest(page);
    expect(await calls(FOOTER_PATH)).to.have.length(0);
    expect(await calls(ASSIGNMENT_PATH)).to.have.length(0);
  });

  it("malformed content shown by two footers is validated and logged once", async () => {
    await standIn.scenario("footer-malformed");
    const { page } = await openPage(
      `<shop-footer site="cz"></shop-footer><shop-footer site="cz"></shop-footer>`,
    );
    expect(page.pageErrors.filter((message) => message.includes("invalid parts"))).to.have.length(1);
  });
});
