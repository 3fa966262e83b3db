/**
 * <shop-footer> on phones (375 px): the teaser groups are an accordion on phones (below 768 px) and
 * columns on desktop. The accordion is HTML's own disclosure, a `<details>` per group whose
 * `<summary>` holds the group's heading, operable by mouse and keyboard; platform MATCH gets it at
 * any width.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport, sendKeys } from "@web/test-runner-commands";
import { SITES, mount, unmountAll, settle } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { standIn } from "../helpers/stand-in.js";
import { siteContent, settled, textOf, shownGroups } from "../helpers/footer.js";

beforeEach(async () => {
  await standIn.reset();
  await setViewport({ width: 375, height: 800 });
});
afterEach(unmountAll);
after(() => setViewport({ width: 1440, height: 900 }));

/** Each group's summary: the line that opens and closes it. */
const buttonsOf = (root) => [...root.querySelectorAll(".expansion-panel > summary")];
/** What a group shows when open: the part of its `<details>` after the summary. */
const panelOf = (summary) => summary.nextElementSibling;

for (const site of SITES) {
  describe(`<shop-footer site="${site}"> on a phone`, () => {
    it("every shown group is a closed disclosure whose summary holds the group's heading", async () => {
      const content = await siteContent(site);
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      const buttons = buttonsOf(root);
      expect(buttons.map(textOf)).to.deep.equal(shownGroups(content).map((group) => group.heading.text));
      for (const button of buttons) {
        expect(button.parentElement.localName).to.equal("details");
        expect(button.firstElementChild.localName, "the group's heading, its level kept").to.equal("h3");
        expect(button.parentElement.open).to.equal(false);
        const panel = panelOf(button);
        expect(panel.checkVisibility()).to.equal(false);
        expect(button.querySelector("[data-icon][aria-hidden=true]"), "the heading icon").to.exist;
      }
      expect(root.querySelector("footer").dataset.layout).to.equal("accordion");
    });

    it("a click opens a group: intro, the heading link first (as the group's overview), its links and images; a second click closes it", async () => {
      const content = await siteContent(site);
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      const buttons = buttonsOf(root);
      const groups = shownGroups(content);
      for (const [index, button] of buttons.entries()) {
        button.click();
        await settle();
        const panel = panelOf(button);
        expect(button.parentElement.open).to.equal(true);
        expect(panel.checkVisibility()).to.equal(true);
        const { heading, links, images, introductoryText } = groups[index];
        const shownLinks = [...panel.querySelectorAll("li > a")].map((a) => [
          textOf(a),
          a.getAttribute("href"),
        ]);
        // The heading link is named "Overview" in the site's language, the group's name for screen
        // readers only: the button above it already shows that name.
        expect(shownLinks).to.deep.equal([
          [`${expected(site, "overview")}: ${heading.text}`, heading.link],
          ...links.filter((link) => !link.hideInClassic).map((link) => [link.text, link.href]),
        ]);
        expect(panel.querySelectorAll("img")).to.have.length(images.length);
        if (introductoryText) expect(textOf(panel.querySelector("p"))).to.equal(introductoryText);
        button.click();
        await settle();
        expect(button.parentElement.open).to.equal(false);
        expect(panel.checkVisibility()).to.equal(false);
      }
    });
  });
}

/** Waits until the group has followed the key press (the browser toggles it in a task of its own). */
const expanded = (summary, state) =>
  waitUntil(() => String(summary.parentElement.open) === state, `the group never became open=${state}`, {
    timeout: 5000,
  });

describe("the accordion by keyboard (every state reachable by keyboard)", () => {
  it("Tab reaches each group's summary; Enter and Space open and close it", async () => {
    const footer = await mount(`<shop-footer site="de" newsletter="false"></shop-footer>`);
    const root = await settled(footer);
    const [first, second] = buttonsOf(root);
    first.focus();
    expect(root.activeElement).to.equal(first);

    await sendKeys({ press: "Enter" });
    await expanded(first, "true");
    await sendKeys({ press: "Enter" });
    await expanded(first, "false");

    await sendKeys({ press: "Tab" });
    expect(root.activeElement, "a closed panel's links are skipped").to.equal(second);
    await sendKeys({ press: " " });
    await expanded(second, "true");
    await sendKeys({ press: "Tab" });
    expect(panelOf(second).contains(root.activeElement)).to.equal(true);
    expect(root.activeElement.localName, "an open panel's first link").to.equal("a");
  });
});

describe("accordion or columns: below 768 px, or platform MATCH, an accordion", () => {
  it("follows the viewport: turning the phone into a desktop makes columns, and back", async () => {
    const footer = await mount(`<shop-footer site="hu"></shop-footer>`);
    const root = await settled(footer);
    expect(buttonsOf(root).length).to.be.greaterThan(0);
    await setViewport({ width: 1440, height: 900 });
    await settle();
    expect(buttonsOf(root)).to.have.length(0);
    expect(root.querySelectorAll("h3 > a").length).to.be.greaterThan(0);
    expect(root.querySelector("footer").dataset.layout).to.equal("columns");
    await setViewport({ width: 767, height: 800 });
    await settle();
    expect(buttonsOf(root).length, "767 px is still a phone").to.be.greaterThan(0);
    await setViewport({ width: 768, height: 800 });
    await settle();
    expect(buttonsOf(root), "768 px is not").to.have.length(0);
  });

  it("platform MATCH is an accordion even on a wide screen; the view changer then offers the desktop view", async () => {
    await setViewport({ width: 1440, height: 900 });
    const content = await siteContent("tr");
    const footer = await mount(`<shop-footer site="tr" platform="match"></shop-footer>`);
    const root = await settled(footer);
    expect(buttonsOf(root).length).to.equal(content.teaserGroups.length);
    expect(textOf(root.querySelector("[part=view-changer]"))).to.equal(content.viewChanger.toDesktop);
  });

  it("on a phone with platform CLASSIC the links marked hideInClassic stay hidden, MATCH shows them", async () => {
    const content = await siteContent("de");
    const hidden = content.teaserGroups.flatMap((group) => group.links).filter((link) => link.hideInClassic);
    const open = async (footer) => {
      const root = await settled(footer);
      for (const button of buttonsOf(root)) button.click();
      await settle();
      return [...root.querySelectorAll("li > a")].map(textOf);
    };
    const classic = await open(await mount(`<shop-footer site="de"></shop-footer>`));
    const match = await open(await mount(`<shop-footer site="de" platform="MATCH"></shop-footer>`));
    for (const link of hidden) {
      expect(classic).not.to.include(link.text);
      expect(match).to.include(link.text);
    }
  });
});
