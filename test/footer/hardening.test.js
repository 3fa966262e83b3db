/**
 * <shop-footer> against hostile CMS content (issue 15): what it accepts is bounded per part
 * (point 2; docs/deploying.md "Limits"), and what it logs about it is capped (point 1). Through the built
 * script, the content served by the stand-in.
 */
import { expect } from "@open-wc/testing";
import { standIn } from "../helpers/stand-in.js";
import { closePages, groupsOf, openPage, textOf } from "../helpers/footer.js";

/** The cap of a logged text (src/lib/log-text.ts), the "shop-components: " prefix and the cut note. */
const LOGGED_AT_MOST = 4000 + 80;

const group = (n, extra = {}) => ({ heading: { text: `Group ${n}` }, links: [], images: [], ...extra });

beforeEach(() => standIn.reset());
afterEach(async () => {
  closePages();
  await standIn.reset();
});

describe("content is bounded per part (issue 15, point 2)", () => {
  it("10 000 teaser groups: the first 12 show, the excess is logged, the legal links and countries follow", async () => {
    const content = {
      teaserGroups: Array.from({ length: 10_000 }, (_, n) => group(n)),
      legalLinks: Array.from({ length: 500 }, (_, n) => ({ text: `Legal ${n}`, href: `/c/legal-${n}` })),
    };
    await standIn.footerContent("de", JSON.stringify(content));
    // openPage waits until the last country shows: the last part, after the legal links.
    const { page, footers } = await openPage('<shop-footer site="de" newsletter="false"></shop-footer>');
    const root = footers[0].shadowRoot;
    expect(groupsOf(root).map((element) => textOf(element.querySelector("h3")))).to.deep.equal(
      Array.from({ length: 12 }, (_, n) => `Group ${n}`),
    );
    expect(root.querySelectorAll("a[href^='/c/legal-']")).to.have.length(12);
    const reports = page.pageErrors.filter((message) => message.includes("left out"));
    expect(reports).to.have.length(1);
    expect(reports[0]).to.contain("teaserGroups: 9988 more than the 12 accepted");
    expect(reports[0]).to.contain("legalLinks: 488 more than the 12 accepted");
  });

  it("links and images per group, and texts, are bounded too", async () => {
    const content = {
      teaserGroups: [
        group(0, {
          links: Array.from({ length: 30 }, (_, n) => ({ text: `Link ${n}`, href: `/c/link-${n}` })),
          images: Array.from({ length: 20 }, () => ({ label: "PayPal", source: "paypal.svg" })),
        }),
        group(1, { heading: { text: "T".repeat(201) } }),
      ],
    };
    await standIn.footerContent("de", JSON.stringify(content));
    const { page, footers } = await openPage('<shop-footer site="de" newsletter="false"></shop-footer>');
    const [first, ...others] = groupsOf(footers[0].shadowRoot);
    expect(others, "the group with a 201-character heading is left out").to.have.length(0);
    expect(first.querySelectorAll("a[href^='/c/link-']")).to.have.length(20);
    expect(first.querySelectorAll("img")).to.have.length(12);
    const [report] = page.pageErrors.filter((message) => message.includes("left out"));
    expect(report).to.contain("teaserGroups[0].links: 10 more than the 20 accepted");
    expect(report).to.contain("teaserGroups[0].images: 8 more than the 12 accepted");
    expect(report).to.contain("teaserGroups[1].heading.text: longer than 200 characters");
  });
});

describe("what is logged about content is capped (issue 15, point 1)", () => {
  it("a 40 000-character logo source: the part is left out, the log says why in a few words", async () => {
    const source = `${"a".repeat(40_000)}.svg`;
    const content = {
      teaserGroups: [group(0, { images: [{ label: "Logo", source }] })],
      qualityLogos: [{ link: "/c/q", image: { label: "Q", source, width: 10, height: 10 } }],
      socialMedia: [{ label: "S", iconName: "i".repeat(40_000), href: "/c/s" }],
    };
    await standIn.footerContent("de", JSON.stringify(content));
    const { page, footers } = await openPage('<shop-footer site="de" newsletter="false"></shop-footer>');
    expect(groupsOf(footers[0].shadowRoot)).to.have.length(1);
    const [report] = page.pageErrors.filter((message) => message.includes("left out"));
    expect(report.length).to.be.at.most(LOGGED_AT_MOST);
    expect(report).to.contain("teaserGroups[0].images[0].source: longer than 64 characters");
    expect(report).not.to.contain("aaaaaaaa");
  });
});
