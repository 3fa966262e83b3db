/** <preview-panel>: shown only after a successful preview check (staff with a valid preview session only). */
import { expect } from "@open-wc/testing";
import { mount, unmountAll, rendered, settle } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});

describe("<preview-panel>", () => {
  it("shows the panel for staff with both preview cookies", async () => {
    setStaffCookies(true);
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    const section = await rendered(panel, "[part=panel]");
    expect(section.lang).to.equal("en");
    const checks = (await standIn.requests()).filter((entry) => entry.path.endsWith("/auth/checkauth"));
    expect(checks).to.have.length(1);
    expect(checks[0].headers["x-hunter-site"]).to.equal("de");
  });

  it("renders nothing without the staff cookies", async () => {
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await settle();
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });

  it("renders nothing when the preview check fails on the server", async () => {
    setStaffCookies(true);
    await standIn.scenario("server-error");
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await settle();
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });
});
