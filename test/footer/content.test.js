/**
 * <shop-footer> on desktop (1440 px), CLASSIC, for every site: every block of the footer
 * renders from the content the stand-in serves (each country's own), in columns with plain
 * headings.
 */
import { expect } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import {
  LOCALE_BY_SITE,
  SITE_TABLE,
  SITES,
  mount,
  unmountAll,
  recordConsoleErrors,
} from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { siteContent, settled, textOf, groupsOf, shownGroups } from "../helpers/footer.js";

const LOGOS = "/service/footer-images/logos/";

before(() => setViewport({ width: 1440, height: 900 }));
beforeEach(() => standIn.reset());
afterEach(unmountAll);

/** Checks an <img> of the footer: from the logos folder, sized before it loads, lazy, alt from the label. */
function expectLogo(img, { source, label }, width, height) {
  expect(new URL(img.src).pathname, label).to.equal(LOGOS + source);
  expect(img.alt).to.equal(label);
  expect(img.getAttribute("width")).to.equal(String(width));
  expect(img.getAttribute("height")).to.equal(String(height));
  expect(img.loading).to.equal("lazy");
}

const hrefOf = (anchor) => anchor.getAttribute("href");

for (const site of SITES) {
  describe(`<shop-footer site="${site}"> on desktop`, () => {
    let content, footer, root, errors;

    beforeEach(async () => {
      errors = recordConsoleErrors();
      content = await siteContent(site);
      footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      root = await settled(footer);
    });
    afterEach(() => errors.restore());

    it("valid demo content renders without a single logged problem (every logo is known)", () => {
      expect(errors.messages).to.deep.equal([]);
    });

    it("newsletter block: a nested <newsletter-signup> with the footer's site, lang and api-base", () => {
      const form = root.querySelector("newsletter-signup");
      expect(form).to.exist;
      expect(form.getAttribute("site")).to.equal(site);
      expect(form.getAttribute("lang")).to.equal(LOCALE_BY_SITE[site]);
      expect(form.hasAttribute("api-base")).to.equal(false);
      expect(root.querySelector("footer").firstElementChild.contains(form), "first block").to.equal(true);
    });

    it("service teaser: the headline and the groups as columns with plain linked headings and icons", () => {
      expect(textOf(root.querySelector("section h2"))).to.equal(content.headline);
      const groups = groupsOf(root);
      const expected = shownGroups(content);
      expect(groups.map((group) => textOf(group.querySelector("h3")))).to.deep.equal(
        expected.map((group) => group.heading.text),
      );
      groups.forEach((group, index) => {
        const { heading, introductoryText } = expected[index];
        expect(group.querySelector("h3 button"), "no accordion on desktop").to.equal(null);
        const headingLink = group.querySelector("h3 a");
        expect(hrefOf(headingLink)).to.equal(heading.link);
        expect(headingLink.querySelector(`[data-icon="${heading.iconName}"][aria-hidden=true]`)).to.exist;
        const panel = group.querySelector("h3 + div");
        expect(panel.hidden).to.equal(false);
        expect(panel.checkVisibility()).to.equal(true);
        if (introductoryText) expect(textOf(panel.querySelector("p"))).to.equal(introductoryText);
        else expect(panel.querySelector("p")).to.equal(null);
      });
    });

    it("teaser links: CLASSIC hides the links marked hideInClassic", () => {
      groupsOf(root).forEach((group, index) => {
        const links = [...group.querySelectorAll("h3 + div li > a")];
        const expected = shownGroups(content)[index].links.filter((link) => !link.hideInClassic);
        expect(links.map((link) => [textOf(link), hrefOf(link)])).to.deep.equal(
          expected.map((link) => [link.text, link.href]),
        );
      });
    });

    it("payment and delivery icons: teaser images 4.4rem × 6.6rem (on the shop's 10 px root: 44 × 66 px) from the logos folder, lazy, sized, with alt", () => {
      groupsOf(root).forEach((group, index) => {
        const images = [...group.querySelectorAll("img")];
        const expected = shownGroups(content)[index].images;
        expect(images).to.have.length(expected.length);
        images.forEach((img, i) => {
          expectLogo(img, expected[i], 66, 44);
          // The spec's rem is the shop's own root, 10 px (the 62.5 % of its pages): the files' size.
          const box = getComputedStyle(img);
          expect(parseFloat(box.width)).to.be.closeTo(66, 0.5);
          expect(parseFloat(box.height)).to.be.closeTo(44, 0.5);
        });
      });
      const payment = groupsOf(root)[0].querySelectorAll("img");
      expect(payment.length, "the payment group shows payment icons").to.be.greaterThan(0);
    });

    it("popular categories: the SEO heading and its columns of links", () => {
      const seo = [...root.querySelectorAll("section")].find((section) => !section.querySelector("h3"));
      expect(textOf(seo.querySelector("h2"))).to.equal(content.seo.heading);
      const columns = [...seo.querySelectorAll("ul")];
      expect(
        columns.map((column) => [...column.querySelectorAll("a")].map((a) => [textOf(a), hrefOf(a)])),
      ).to.deep.equal(
        content.seo.columns.map((column) => column.links.map((link) => [link.text, link.href])),
      );
    });

    it("quality logos, social media and app store links", () => {
      const row = root.querySelector(".row");
      const [quality, social, apps] = row.querySelectorAll(":scope > ul");

      const seals = [...quality.querySelectorAll("a")];
      expect(seals.map(hrefOf)).to.deep.equal(content.qualityLogos.map((logo) => logo.link));
      seals.forEach((seal, i) => {
        const { image } = content.qualityLogos[i];
        expectLogo(seal.querySelector("img"), image, image.width, image.height);
      });

      expect(social.getAttribute("aria-label")).to.be.a("string").and.not.equal("");
      const socialLinks = [...social.querySelectorAll("a")];
      const iconOf = (a) => a.querySelector("svg[role=img]");
      expect(
        socialLinks.map((a) => [iconOf(a).getAttribute("aria-label"), hrefOf(a), iconOf(a).dataset.icon]),
      ).to.deep.equal(content.socialMedia.map((item) => [item.label, item.href, item.iconName]));

      const appLinks = [...apps.querySelectorAll("a")];
      expect(appLinks.map(hrefOf)).to.deep.equal(content.appReferences.map((app) => app.href));
      appLinks.forEach((a, i) => expectLogo(a.querySelector("img"), content.appReferences[i], 135, 40));
    });

    it("legal links: links; the consent-settings entry leads to the privacy page until the script opens the consent manager", () => {
      const items = [...root.querySelectorAll(".bottom > ul > li")];
      expect(items.map((item) => textOf(item))).to.deep.equal(content.legalLinks.map((link) => link.text));
      items.forEach((item, i) => {
        const link = content.legalLinks[i];
        const anchor = item.querySelector("a");
        expect(hrefOf(anchor)).to.equal(link.href ?? "/privacy");
        expect(anchor.dataset.action).to.equal(link.action);
      });
      expect(root.querySelectorAll(".bottom > ul a[data-action=consent-settings]")).to.have.length(1);
      expect(root.querySelectorAll(".bottom > ul button")).to.have.length(0);
    });

    it("sales tax note with its link", () => {
      const { textBeforeLink, link, textAfterLink } = content.salesTax;
      const note = [...root.querySelectorAll(".bottom > p")].find((p) => p.querySelector("a"));
      expect(note.textContent).to.equal(textBeforeLink + link.text + textAfterLink);
      expect(hrefOf(note.querySelector("a"))).to.equal(link.href);
    });

    it("view changer: on CLASSIC it offers the mobile view, in the content's words", () => {
      const changer = root.querySelector("[part=view-changer]");
      expect(changer.localName).to.equal("button");
      expect(textOf(changer)).to.equal(content.viewChanger.toMobile);
    });

    it("country selector: every site's own shop with its country's flag, the current one selected", async () => {
      const nav = root.querySelector("nav[part=countries]");
      const heading = nav.querySelector("h2");
      expect(nav.getAttribute("aria-labelledby")).to.equal(heading.id);
      const links = [...nav.querySelectorAll("a")];
      expect(links).to.have.length(SITES.length);
      // Each label in its own language (the flag in none: it is decorative).
      const langOf = (a) => a.querySelector("[lang]").lang;
      expect(new Set(links.map(langOf))).to.deep.equal(new Set(Object.values(LOCALE_BY_SITE)));
      const flags = new Set();
      for (const a of links) {
        expect(new URL(a.href).protocol).to.equal("https:");
        // The flag of the link's country (the region of its label's language): a decorative
        // image from the folder of the footer's logos, sized before it loads.
        const flag = a.querySelector("img");
        const region = langOf(a).split("-")[1].toLowerCase();
        expect(flag.alt).to.equal("");
        expect([flag.width, flag.height]).to.deep.equal([24, 16]);
        expect(flag.src).to.match(new RegExp(`/service/footer-images/logos/flag-${region}\\.png$`));
        flags.add(flag.src);
      }
      expect(new Set(links.map((a) => a.href)).size, "a shop of its own per site").to.equal(SITES.length);
      // One flag per country (both Swiss sites show Switzerland's), each an image the service has.
      expect(flags.size).to.equal(new Set(SITES.map((other) => SITE_TABLE[other].flag)).size);
      for (const src of flags) {
        const response = await fetch(src);
        expect(response.status, src).to.equal(200);
        expect(response.headers.get("content-type")).to.equal("image/png");
        // Drawn for 2× screens: twice the 24 × 16 it shows at.
        const bitmap = await createImageBitmap(await response.blob());
        expect([bitmap.width, bitmap.height], src).to.deep.equal([48, 32]);
      }
      const selected = links.filter((a) => a.getAttribute("aria-current") === "true");
      expect(selected).to.have.length(1);
      expect(langOf(selected[0])).to.equal(LOCALE_BY_SITE[site]);
    });
  });
}

describe("<shop-footer> blocks by attribute", () => {
  it("platform MATCH and TABLET show the links hidden on CLASSIC", async () => {
    const content = await siteContent("de");
    const hiddenOnClassic = content.teaserGroups
      .flatMap((group) => group.links)
      .filter((link) => link.hideInClassic);
    expect(hiddenOnClassic.length, "the demo content has such a link").to.be.greaterThan(0);
    for (const platform of ["MATCH", "TABLET"]) {
      const footer = await mount(`<shop-footer site="de" platform="${platform}"></shop-footer>`);
      const root = await settled(footer);
      const texts = [...root.querySelectorAll(":is(h3, summary) + div a")].map(textOf);
      for (const link of hiddenOnClassic) expect(texts, platform).to.include(link.text);
    }
  });

  it("reduced: no newsletter block, and the groups marked hideGroupInCheckout are left out", async () => {
    const content = await siteContent("pl");
    const footer = await mount(`<shop-footer site="pl" reduced></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelector("newsletter-signup")).to.equal(null);
    const expected = shownGroups(content, { reduced: true });
    expect(expected.length).to.be.lessThan(content.teaserGroups.length);
    expect(groupsOf(root).map((group) => textOf(group.querySelector("h3")))).to.deep.equal(
      expected.map((group) => group.heading.text),
    );
  });

  it('newsletter="false": no newsletter block', async () => {
    const footer = await mount(`<shop-footer site="at" newsletter="false"></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelector("newsletter-signup")).to.equal(null);
    expect(groupsOf(root).length).to.be.greaterThan(0);
  });

  it("api-base: the nested elements and the logos use it", async () => {
    const footer = await mount(`<shop-footer site="cz" api-base="${location.origin}"></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelector("newsletter-signup").getAttribute("api-base")).to.equal(location.origin);
    for (const img of root.querySelectorAll("img"))
      expect(img.src.startsWith(`${location.origin}${LOGOS}`)).to.equal(true);
  });

  it("the lang attribute is handed to the nested newsletter form", async () => {
    const footer = await mount(`<shop-footer site="ch" lang="fr-CH"></shop-footer>`);
    const root = await settled(footer);
    expect(root.querySelector("newsletter-signup").getAttribute("lang")).to.equal("fr-CH");
  });

  it("every logo the demo content names exists in the logos folder", async () => {
    for (const site of SITES) {
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      for (const img of root.querySelectorAll("img")) {
        const response = await fetch(img.src);
        expect(response.status, img.src).to.equal(200);
      }
    }
  });
});
