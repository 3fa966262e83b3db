/**
 * Real CMS data may be missing or malformed: the footer validates it part by part, renders what
 * is valid, drops and logs what is not (a failed content fetch is logged; an unknown logo source
 * is logged and shows no image), renders links only to relative paths or http(s) URLs, and shows CMS text as text. No case
 * throws, and nothing unsafe reaches the page. Each case runs in a fresh page: the content is
 * fetched once per page.
 */
import { expect } from "@open-wc/testing";
import { SITES, afterRenderingUpdate } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { openPage, closePages, siteContent, textOf, groupsOf } from "../helpers/footer.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  delete window.__injected;
  closePages();
});

/** Every link of the footer goes to a relative path of this site or to an http(s) URL. */
function expectOnlySafeLinks(root) {
  for (const anchor of root.querySelectorAll("a")) {
    const href = anchor.getAttribute("href");
    expect(href, textOf(anchor)).to.be.a("string");
    const url = new URL(href, location.href);
    expect(url.protocol, href).to.match(/^https?:$/);
    const isAbsolute = /^https?:\/\//i.test(href);
    expect(isAbsolute || url.host === location.host, `${href} leaves the site without saying so`).to.equal(
      true,
    );
  }
}

/** Only the footer's own elements: no markup from the content became elements. */
function expectNoInjectedElements(root) {
  const allowed = new Set(
    "div footer section h2 h3 p ul li a img form button span nav details summary newsletter-signup preview-panel".split(
      " ",
    ),
  );
  for (const element of root.querySelectorAll("*")) {
    // The kit's icons draw with SVG children of their own, never with content markup.
    if (element.closest("svg.icon[data-icon]")) continue;
    expect(allowed.has(element.localName), element.localName).to.equal(true);
  }
  for (const img of root.querySelectorAll("img")) {
    // Content logos are SVG files; the country selector's flags are PNGs (flag-<country>.png).
    expect(new URL(img.src).pathname).to.match(
      /^\/service\/footer-images\/logos\/([a-z0-9-]+\.svg|flag-[a-z]{2}\.png)$/,
    );
    expect(img.getAttributeNames().sort()).to.deep.equal(["alt", "height", "loading", "src", "width"]);
  }
}

/** The parts that need no content: the view changer with its default text and the country selector. */
function expectContentFreeParts(root, defaultViewText) {
  expect(root.querySelector("[part=countries] a[aria-current=true]")).to.exist;
  expect(root.querySelectorAll("[part=countries] a")).to.have.length(SITES.length);
  expect(textOf(root.querySelector("[part=view-changer]"))).to.equal(defaultViewText);
  expect(root.querySelector("section"), "no content blocks").to.equal(null);
  expect(root.querySelector("newsletter-signup"), "the newsletter needs no content").to.exist;
}

const errorsAbout = (page, text) => page.pageErrors.filter((message) => message.includes(text));
const uncaught = (page) => page.pageErrors.filter((message) => /^(uncaught|unhandled)/.test(message));

describe("no content (404 means no content; a failed content fetch is logged)", () => {
  it("404: logged; the country selector and the view changer with its default text still render", async () => {
    await standIn.scenario("footer-404");
    const { page, footers } = await openPage(`<shop-footer site="de"></shop-footer>`);
    expectContentFreeParts(footers[0].shadowRoot, "Zur mobilen Ansicht");
    expect(errorsAbout(page, "no footer content for site de")).to.have.length(1);
    expect(uncaught(page)).to.deep.equal([]);
  });

  it("500: the failure is logged in one line, not again as missing content; the same parts render, in the site's language", async () => {
    await standIn.scenario("footer-500");
    const { page, footers } = await openPage(`<shop-footer site="pl" platform="MATCH"></shop-footer>`);
    expectContentFreeParts(footers[0].shadowRoot, "Przejdź do wersji na komputer");
    expect(errorsAbout(page, "could not be loaded")).to.have.length(1);
    expect(errorsAbout(page, "could not be loaded")[0]).to.contain("500");
    expect(errorsAbout(page, "no footer content"), "the failure's line says it all").to.have.length(0);
    expect(uncaught(page)).to.deep.equal([]);
  });

  it("unreadable JSON: logged as not JSON; the content-free parts render", async () => {
    await standIn.scenario("footer-unreadable");
    const { page, footers } = await openPage(`<shop-footer site="tr"></shop-footer>`);
    expectContentFreeParts(footers[0].shadowRoot, "Mobil görünüme geç");
    expect(errorsAbout(page, "footer content of site tr is not JSON")).to.have.length(1);
    expect(uncaught(page)).to.deep.equal([]);
  });

  for (const text of ["[1, 2]", '"footer"', "null", "42"]) {
    it(`content that is not an object (${text}): logged, the content-free parts render`, async () => {
      await standIn.footerContent("cz", text);
      const { page, footers } = await openPage(`<shop-footer site="cz"></shop-footer>`);
      expectContentFreeParts(footers[0].shadowRoot, "Přepnout na mobilní verzi");
      expect(errorsAbout(page, "no footer content for site cz (none, or not an object)")).to.have.length(1);
      expect(uncaught(page)).to.deep.equal([]);
    });
  }
});

describe("malformed parts are dropped, one by one, and logged once", () => {
  it("footer-malformed: the group of wrong types, the javascript: link and the unknown logo go; the rest stays", async () => {
    const original = await siteContent("de");
    await standIn.scenario("footer-malformed");
    const { page, footers } = await openPage(`<shop-footer site="de"></shop-footer>`);
    const root = footers[0].shadowRoot;

    const headings = groupsOf(root).map((group) => textOf(group.querySelector("h3")));
    const expected = original.teaserGroups.map((group) => group.heading.text);
    expected.splice(1, 1);
    expect(headings).to.deep.equal(expected);

    const [first] = groupsOf(root);
    const firstLinks = [...first.querySelectorAll(":is(h3, summary) + div a")].map(textOf);
    expect(firstLinks).to.deep.equal(original.teaserGroups[0].links.slice(1).map((link) => link.text));
    expect(first.querySelectorAll("img")).to.have.length(original.teaserGroups[0].images.length - 1);

    const headline = root.querySelector("section h2");
    expect(headline.textContent).to.equal(`${original.headline} <img src=x onerror=alert(1)>`);
    expect(headline.children).to.have.length(0);

    expectOnlySafeLinks(root);
    expectNoInjectedElements(root);
    const reports = errorsAbout(page, "invalid parts");
    expect(reports, page.pageErrors.join("\n")).to.have.length(1);
    const [report] = reports;
    expect(report).to.contain("site de");
    expect(report).to.contain("teaserGroups[0].links[0].href: not a relative path or http(s) URL");
    expect(report).to.contain('teaserGroups[0].images[0].source: unknown logo file "unknown-logo.svg"');
    expect(report).to.contain("teaserGroups[1].heading.text");
    expect(report, "the dangerous value itself is not repeated").not.to.contain("javascript:");
    expect(uncaught(page)).to.deep.equal([]);
  });

  it("footer-unknown-logo: logged with the file name, no image for it, the other images stay", async () => {
    const original = await siteContent("sk");
    await standIn.scenario("footer-unknown-logo");
    const { page, footers } = await openPage(`<shop-footer site="sk"></shop-footer>`);
    const root = footers[0].shadowRoot;
    // The content's images: the country selector's flags are not content.
    const sources = [...root.querySelectorAll("img")]
      .filter((img) => !img.closest("[part=countries]"))
      .map((img) => new URL(img.src).pathname.split("/").pop());
    expect(sources).not.to.include("no-such-logo.svg");
    const all = [
      ...original.teaserGroups.flatMap((group) => group.images),
      ...original.appReferences,
      ...original.qualityLogos.map((logo) => logo.image),
    ];
    expect(sources).to.have.length(all.length - 1);
    expect(errorsAbout(page, 'unknown logo file "no-such-logo.svg"')).to.have.length(1);
  });

  it("dangerous hrefs anywhere are dropped with their part; markup in texts shows as text", async () => {
    const markup = `<img src=x onerror="parent.__injected=1"><script>parent.__injected=2</script><b>fett</b>`;
    const dangerous = [
      "javascript:parent.__injected=3",
      " JavaScript:parent.__injected=3",
      "java\tscript:parent.__injected=3",
      "data:text/html,<script>parent.__injected=4</script>",
      "vbscript:msgbox(1)",
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example/",
      "mailto:someone@example.com",
      "ftp://example.com/",
    ];
    const content = await siteContent("de");
    const link = (href, index) => ({ text: `Bad ${index} ${markup}`, href, hideInClassic: false });
    content.headline = markup;
    content.teaserGroups[0].introductoryText = markup;
    content.teaserGroups[0].links = [{ text: `Good ${markup}`, href: "/c/ok" }, ...dangerous.map(link)];
    content.teaserGroups[1].heading.link = "javascript:parent.__injected=5";
    content.teaserGroups[2].images = [{ label: markup, source: "dhl.svg" }];
    content.seo.heading = markup;
    content.seo.columns[0].links = dangerous.map(link);
    content.socialMedia = dangerous.map((href) => ({ label: markup, iconName: "x", href }));
    content.appReferences = [{ label: markup, source: "app-store.svg", href: "data:text/html,hi" }];
    content.legalLinks = [...dangerous.map(link), { text: markup, action: "consent-settings" }];
    content.qualityLogos = [
      { link: "vbscript:x", image: { label: "Q", source: "quality-seal.svg", width: 64, height: 64 } },
    ];
    content.salesTax = {
      textBeforeLink: markup,
      link: { text: "x", href: "javascript:x" },
      textAfterLink: ".",
    };
    content.viewChanger.toMobile = markup;
    await standIn.footerContent("de", JSON.stringify(content));

    const { page, footers } = await openPage(`<shop-footer site="de"></shop-footer>`);
    const root = footers[0].shadowRoot;
    // What the content's markup could have started (an image's error handler, a script) has run by
    // the next rendering update.
    await afterRenderingUpdate(page);

    expectOnlySafeLinks(root);
    expectNoInjectedElements(root);
    expect(window.__injected, "no script ran").to.equal(undefined);
    expect(page.__injected).to.equal(undefined);

    expect(textOf(root.querySelector("section h2"))).to.equal(markup);
    const [first, second] = groupsOf(root);
    expect([...first.querySelectorAll(":is(h3, summary) + div a")].map(textOf)).to.deep.equal([
      `Good ${markup}`,
    ]);
    expect(textOf(first.querySelector("p"))).to.equal(markup);
    expect(groupsOf(root).map((group) => textOf(group.querySelector("h3")))).not.to.include(
      content.teaserGroups[1].heading.text,
      "a group whose heading link is dangerous is dropped",
    );
    expect(second).to.exist;
    expect(root.querySelector("img[alt^='<img']")).to.exist;
    expect(root.querySelectorAll(".row a")).to.have.length(0);
    const legal = [...root.querySelectorAll(".bottom > ul > li")];
    expect(legal.map(textOf)).to.deep.equal([markup]);
    expect(legal[0].querySelector("a[data-action=consent-settings]").getAttribute("href")).to.equal(
      "/privacy",
    );
    const salesTax = [...root.querySelectorAll(".bottom > p")].find((p) => p.textContent.startsWith("<img"));
    expect(salesTax.textContent, "the sales-tax text stays, its bad link goes").to.equal(`${markup}.`);
    expect(textOf(root.querySelector("[part=view-changer]"))).to.equal(markup);

    const [report] = errorsAbout(page, "invalid parts");
    for (const path of [
      "teaserGroups[0].links[1].href",
      "teaserGroups[0].links[10].href",
      "teaserGroups[1].heading.link",
      "seo.columns[0].links[0].href",
      "socialMedia[9].href",
      "appReferences[0].href",
      "legalLinks[5].href",
      "qualityLogos[0].link",
      "salesTax.link.href",
    ]) {
      expect(report, path).to.contain(`${path}: not a relative path or http(s) URL`);
    }
    expect(report).not.to.contain("injected");
    expect(uncaught(page)).to.deep.equal([]);
  });

  it("wrong types in every part: each bad part is named, the view changer falls back, nothing throws", async () => {
    const content = await siteContent("hu");
    content.headline = 5;
    content.teaserGroups = "Fizetés";
    content.seo = "Kategóriák";
    content.socialMedia = { label: "Facebook" };
    content.appReferences = [null, 7, { label: "App", source: "app-store.svg" }];
    content.legalLinks = [
      1,
      { text: "Impresszum" },
      { text: "Süti", action: "other" },
      content.legalLinks[0],
    ];
    content.viewChanger = "Mobil";
    content.qualityLogos = [
      { link: "/q", image: { label: "Q", source: "quality-seal.svg", width: "64", height: 64 } },
      { link: "/q", image: { label: "Q", source: "quality-seal.svg", width: 0, height: 64 } },
    ];
    content.salesTax = { textBeforeLink: ["Árak"], link: { text: "szállítás", href: "/c/szallitas" } };
    await standIn.footerContent("hu", JSON.stringify(content));

    const { page, footers } = await openPage(`<shop-footer site="hu"></shop-footer>`);
    const root = footers[0].shadowRoot;
    expect(groupsOf(root)).to.have.length(0);
    expect(root.querySelector("section h2"), "no headline").to.equal(null);
    expect(root.querySelectorAll(".row li")).to.have.length(0);
    expect([...root.querySelectorAll(".bottom > ul > li")].map(textOf)).to.deep.equal([
      content.legalLinks[3].text,
    ]);
    expect(textOf(root.querySelector("[part=view-changer]"))).to.equal("Váltás mobil nézetre");
    expect(root.querySelector("[part=countries]")).to.exist;

    const reports = errorsAbout(page, "invalid parts");
    expect(reports).to.have.length(1);
    for (const part of [
      "headline:",
      "teaserGroups: not a list",
      "seo:",
      "socialMedia: not a list",
      "appReferences[0]:",
      "appReferences[1]:",
      "appReferences[2].href:",
      "legalLinks[0]:",
      "legalLinks[1]: neither a link nor an action",
      "legalLinks[2].action:",
      "viewChanger:",
      "qualityLogos[0].image.width:",
      "qualityLogos[1].image.width: not a size",
      "salesTax.textBeforeLink:",
    ]) {
      expect(reports[0], part).to.contain(part);
    }
    expect(uncaught(page)).to.deep.equal([]);
  });
});
