/**
 * <shop-footer> inputs changed at run time (its attributes, issue
 * "Changing any of them at run time re-renders"): platform, reduced, newsletter, preview and
 * hunter-content (the page suppressing the content).
 */
import { expect } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import { LOCALE_BY_SITE, mount, unmountAll, settle, rendered } from "../helpers/page.js";
import { afterSentinelRequest, standIn, setStaffCookies } from "../helpers/stand-in.js";
import { siteContent, settled, textOf, groupsOf, shownGroups } from "../helpers/footer.js";

before(() => setViewport({ width: 1440, height: 900 }));
beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
});

const headings = (root) => groupsOf(root).map((group) => textOf(group.querySelector("h3")));

describe("<shop-footer> re-renders when its inputs change", () => {
  it("platform: CLASSIC → MATCH turns columns into the accordion and shows hideInClassic links; back again", async () => {
    const footer = await mount(`<shop-footer site="de"></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelectorAll(".expansion-panel > summary")).to.have.length(0);
    const classicLinks = root.querySelectorAll(":is(h3, summary) + div a").length;
    footer.setAttribute("platform", "MATCH");
    await settle();
    expect(root.querySelectorAll(".expansion-panel > summary").length).to.be.greaterThan(0);
    // All links, the hideInClassic ones and the heading links included, in (closed) panels.
    expect(root.querySelectorAll(":is(h3, summary) + div a").length).to.be.greaterThan(classicLinks);
    footer.platform = "CLASSIC";
    await settle();
    expect(root.querySelectorAll(".expansion-panel > summary")).to.have.length(0);
    expect(root.querySelectorAll(":is(h3, summary) + div a")).to.have.length(classicLinks);
  });

  it("reduced: on hides the newsletter and the checkout-hidden groups; removing it brings them back", async () => {
    const content = await siteContent("cz");
    const footer = await mount(`<shop-footer site="cz"></shop-footer>`);
    const root = await settled(footer);
    const all = shownGroups(content).map((group) => group.heading.text);
    expect(headings(root)).to.deep.equal(all);
    footer.reduced = true;
    await settle();
    expect(root.querySelector("newsletter-signup")).to.equal(null);
    expect(headings(root)).to.deep.equal(
      shownGroups(content, { reduced: true }).map((group) => group.heading.text),
    );
    footer.removeAttribute("reduced");
    await settle();
    expect(root.querySelector("newsletter-signup")).to.exist;
    expect(headings(root)).to.deep.equal(all);
  });

  it("newsletter: false removes the nested form, true brings it back", async () => {
    const footer = await mount(`<shop-footer site="sk"></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelector("newsletter-signup")).to.exist;
    footer.setAttribute("newsletter", "false");
    await settle();
    expect(root.querySelector("newsletter-signup")).to.equal(null);
    footer.setAttribute("newsletter", "");
    await settle();
    expect(root.querySelector("newsletter-signup")).to.exist;
  });

  it("preview: a nested <preview-panel> at the bottom of the footer, which shows itself to staff", async () => {
    setStaffCookies(true);
    const footer = await mount(`<shop-footer site="ch_fr"></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelector("preview-panel")).to.equal(null);
    footer.preview = true;
    await settle();
    const panel = root.querySelector("preview-panel");
    expect(panel).to.exist;
    expect(root.querySelector("footer").lastElementChild).to.equal(panel);
    expect(panel.getAttribute("site")).to.equal("ch_fr");
    expect(panel.getAttribute("lang")).to.equal(LOCALE_BY_SITE.ch_fr);
    await rendered(panel, "[part=panel]");
    footer.removeAttribute("preview");
    await settle();
    expect(root.querySelector("preview-panel")).to.equal(null);
  });

  it("preview without staff cookies: the nested panel asks no check and shows nothing", async () => {
    const footer = await mount(`<shop-footer site="de" preview></shop-footer>`);
    const root = await settled(footer);
    const panel = root.querySelector("preview-panel");
    expect(panel).to.exist;
    await afterSentinelRequest();
    expect((await standIn.requests()).some((entry) => entry.path.endsWith("/auth/checkauth"))).to.equal(
      false,
    );
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });

  it("hunter-content: NO_FOOTER set at run time removes the footer, clearing it restores it", async () => {
    const footer = await mount(`<shop-footer site="pl"></shop-footer>`);
    await settled(footer);
    footer.setAttribute("hunter-content", "NO_HEADER, no_footer");
    await settle();
    expect(footer.shadowRoot.querySelector("footer")).to.equal(null);
    footer.removeAttribute("hunter-content");
    await settled(footer);
    expect(groupsOf(footer.shadowRoot).length).to.be.greaterThan(0);
  });

  it("the nested elements' shop-ready stays inside: the page hears the footer's own, once", async () => {
    const heard = [];
    const listen = (event) => heard.push(event.detail);
    document.addEventListener("shop-ready", listen);
    try {
      const footer = await mount(`<shop-footer site="hu" preview></shop-footer>`);
      const root = await settled(footer);
      await rendered(root.querySelector("newsletter-signup"), "form");
      await settle();
      expect(heard).to.deep.equal([{ site: "hu", locale: "hu-HU" }]);
    } finally {
      document.removeEventListener("shop-ready", listen);
    }
  });
});
