/**
 * The footer's look as rules the layout keeps on every site (docs/look.md): a group's first line
 * right under its heading, introductions quieter than links, payment and delivery logos as small
 * marks in one row, a one-line logos band, and a bottom bar with one country control and a
 * copyright line. The screenshot tests (test/screenshots/) show the whole look in Chromium.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import { SITE_TABLE, SITES, mount, unmountAll } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { standIn } from "../helpers/stand-in.js";
import { groupsOf, settled, textOf } from "../helpers/footer.js";
import { DARK_THEME } from "../helpers/themes.js";

const style = (element) => getComputedStyle(element);
const box = (element) => element.getBoundingClientRect();

/**
 * The logo height of the default theme where a column has room (--shop-footer-logo-height: the
 * teaser images' 4.4rem on the shop's 10 px root).
 */
const LOGO_HEIGHT = 44;
/** The space between a group's heading and its first line (--shop-footer-heading-gap). */
const HEADING_GAP = 12;

/** The copyright line in the site's language (test/helpers/site-expectations.js), with this year. */
const copyrightOf = (site) => `© ${new Date().getFullYear()} Shop. ${expected(site, "copyright")}`;

/** The current site in the country control: its country and language in their own words. */
const currentCountryOf = (site) => `${SITE_TABLE[site].label} ${SITE_TABLE[site].language}`;

async function mountFooter(site, width) {
  await setViewport({ width, height: 900 });
  const footer = await mount(`<shop-footer site="${site}" newsletter="false"></shop-footer>`);
  return settled(footer);
}

/** Elements that share one line: their middles lie within a pixel of each other. */
const middle = (element) => box(element).top + box(element).height / 2;
const onOneLine = (elements) => {
  const middles = elements.map(middle);
  return Math.max(...middles) - Math.min(...middles) < 1;
};

beforeEach(() => standIn.reset());
afterEach(unmountAll);
after(() => setViewport({ width: 800, height: 600 }));

describe("the footer's teaser groups on desktop", () => {
  for (const width of [1440, 1024])
    for (const site of SITES) {
      it(`${site}, ${width} px: every group's first line ${HEADING_GAP} px under its heading, with or without an introduction`, async () => {
        const root = await mountFooter(site, width);
        const gaps = groupsOf(root).map((group) => {
          const heading = group.querySelector("h3");
          const first = group.querySelector("h3 + div > :is(p, ul:not(:empty))");
          return [textOf(heading), Math.round(box(first).top - box(heading).bottom)];
        });
        expect(gaps.filter(([, gap]) => gap !== HEADING_GAP)).to.deep.equal([]);
      });
    }

  for (const [theme, themeStyle] of [
    ["default", ""],
    ["dark", DARK_THEME],
  ])
    it(`${theme} theme: the introduction is body text, not a link's look: larger than the links, in the text colour, regular, under a bold heading`, async () => {
      await setViewport({ width: 1440, height: 900 });
      const root = await settled(
        await mount(`<shop-footer site="de" newsletter="false" style="${themeStyle}"></shop-footer>`),
      );
      const [group] = groupsOf(root);
      const intro = style(group.querySelector("p"));
      const link = style(group.querySelector("li > a"));
      const heading = style(group.querySelector("h3"));
      expect(parseFloat(intro.fontSize), "larger than the links").to.be.above(parseFloat(link.fontSize));
      expect(intro.color, "the text colour").to.equal(heading.color);
      expect(intro.color, "not the links' colour").not.to.equal(link.color);
      expect(intro.fontWeight).to.equal("400");
      expect(heading.fontWeight).to.equal("700");
      expect(parseFloat(heading.fontSize)).to.be.at.least(parseFloat(intro.fontSize));
    });

  it("de, 1024 px: a heading that wraps keeps its icon beside its first line, not between its lines", async () => {
    const root = await mountFooter("de", 1024);
    const titles = groupsOf(root).map((group) => group.querySelector("h3 .title"));
    const wrapped = titles.filter((title) => box(title).height > 30);
    expect(wrapped.length, "a heading on two lines").to.be.above(0);
    for (const icon of titles.map((title) => title.querySelector(".icon")).filter(Boolean))
      expect(Math.abs(box(icon).top - box(icon.parentElement).top)).to.be.below(1);
  });
});

describe("the phone's accordion", () => {
  it("reads as a list, not as fields: no box around a group's heading, and one left edge for its heading, introduction, links and logos", async () => {
    const root = await mountFooter("de", 375);
    const summary = root.querySelector(".expansion-panel > summary");
    summary.click();
    await waitUntil(() => summary.parentElement.open, "the group never opened");
    const { borderTopWidth, borderLeftWidth, borderTopLeftRadius } = style(summary);
    expect([borderTopWidth, borderLeftWidth, borderTopLeftRadius], "a field's box").to.deep.equal([
      "0px",
      "0px",
      "0px",
    ]);
    const panel = summary.parentElement;
    // Of the logos, the first of their row: the others stand beside it.
    const edges = [
      summary.querySelector("h3 .icon, h3 svg") ?? summary,
      ...panel.querySelectorAll("p, li > a"),
      panel.querySelector("img"),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => Math.round(element.getBoundingClientRect().left));
    expect(new Set(edges).size, `left edges ${edges.join(", ")}`).to.equal(1);
  });
});

describe("the footer's payment and delivery logos", () => {
  /** Each group's logos, by group heading. */
  const logosOf = (root, selector) =>
    [...root.querySelectorAll(selector)]
      .map((list) => [...list.querySelectorAll("img")].filter((img) => img.checkVisibility()))
      .filter((logos) => logos.length);

  const expectMarks = (logos, height) => {
    expect(onOneLine(logos), "one row").to.equal(true);
    for (const logo of logos) {
      expect(box(logo).height).to.be.closeTo(height, 0.5);
      expect(box(logo).width).to.be.closeTo(height * 1.5, 0.5);
      const { borderTopStyle, paddingTop, backgroundColor } = style(logo);
      expect([borderTopStyle, paddingTop, backgroundColor], "no tile").to.deep.equal([
        "none",
        "0px",
        "rgba(0, 0, 0, 0)",
      ]);
    }
  };

  for (const site of ["de", "hu", "at"]) {
    it(`${site}, 1440 px: marks ${LOGO_HEIGHT} px high in the files' 3:2, without a tile, each group's in one row`, async () => {
      const root = await mountFooter(site, 1440);
      for (const logos of logosOf(root, "h3 + div ul:last-child")) expectMarks(logos, LOGO_HEIGHT);
    });

    it(`${site}, 1024 px: four to a row still, every group's logos shrunk alike`, async () => {
      const root = await mountFooter(site, 1024);
      const groups = logosOf(root, "h3 + div ul:last-child");
      const height = box(groups[0][0]).height;
      expect(height).to.be.within(LOGO_HEIGHT * 0.7, LOGO_HEIGHT);
      for (const logos of groups) expectMarks(logos, height);
    });
  }

  it("on a dark theme each sits on the light plate the theme gives it (the dark marks stay seen)", async () => {
    await setViewport({ width: 1440, height: 900 });
    const footer = await mount(
      `<shop-footer site="de" newsletter="false" style="${DARK_THEME}"></shop-footer>`,
    );
    const [logos] = logosOf(await settled(footer), "h3 + div ul:last-child");
    for (const logo of logos) {
      // A tile of even width around each mark (--shop-footer-logo-plate-padding), in the files' 3:2.
      expect(style(logo).backgroundColor).to.equal("rgb(244, 241, 237)");
      expect(style(logo).padding).to.equal("3px");
      expect(box(logo).width / box(logo).height).to.be.closeTo(1.5, 0.01);
    }
  });

  it("375 px: an open group's logos in one row at their full size", async () => {
    const root = await mountFooter("de", 375);
    const first = root.querySelector(".expansion-panel > summary");
    first.click();
    await waitUntil(() => first.parentElement.open, "the group never opened");
    const [logos] = logosOf(root, ".expansion-panel ul:last-child");
    expect(logos.length).to.be.above(1);
    expectMarks(logos, LOGO_HEIGHT);
  });
});

describe("the footer's logos band", () => {
  it("1440 px: one line, the seals and social media at the start, the app stores at the end, at most 100 px high", async () => {
    const root = await mountFooter("de", 1440);
    const band = root.querySelector(".row");
    expect(box(band).height).to.be.at.most(100);
    const [seals, social, apps] = band.querySelectorAll(":scope > ul");
    expect(
      Math.abs(box(seals).top + box(seals).height / 2 - (box(apps).top + box(apps).height / 2)),
    ).to.be.below(2);
    expect(box(social).left).to.be.below(box(band).left + box(band).width / 2);
    expect(Math.round(box(apps).right)).to.equal(
      Math.round(box(band).right - parseFloat(style(band).paddingRight)),
    );
  });

  for (const site of SITES) {
    it(`${site}, 375 px: the seals and every social icon on one line, each icon a 44 px target`, async () => {
      const root = await mountFooter(site, 375);
      const [seals, social] = root.querySelectorAll(".row > ul");
      const marks = [...seals.querySelectorAll("li"), ...social.querySelectorAll("li")];
      expect(onOneLine(marks.map((mark) => mark.querySelector("a")))).to.equal(true);
      for (const link of social.querySelectorAll("a")) {
        expect(box(link).width).to.equal(44);
        expect(box(link).height).to.equal(44);
      }
    });
  }
});

describe("the footer's bottom bar", () => {
  for (const site of SITES) {
    it(`${site}: the copyright line in the site's language`, async () => {
      const root = await mountFooter(site, 1440);
      expect(textOf(root.querySelector(".bottom .copyright"))).to.equal(copyrightOf(site));
    });
  }

  for (const width of [1440, 1024, 375]) {
    it(`${width} px: one country control, closed, that opens every site's link above it, inside the page`, async () => {
      const root = await mountFooter("ch_fr", width);
      const nav = root.querySelector("[part=countries]");
      const details = nav.querySelectorAll("details");
      expect(details).to.have.length(1);
      const [control] = details;
      expect(control.open).to.equal(false);
      const summary = control.querySelector("summary");
      expect(textOf(summary)).to.equal(currentCountryOf("ch_fr"));
      expect(box(summary).height).to.be.at.least(44);
      expect(control.querySelector("ul").checkVisibility(), "the list waits closed").to.equal(false);
      summary.click();
      await waitUntil(() => control.open, "the control never opened");
      const list = control.querySelector("ul");
      const links = [...list.querySelectorAll("a")];
      expect(links).to.have.length(SITES.length);
      expect(box(list).bottom, "above the control").to.be.at.most(box(summary).top);
      expect(box(list).left).to.be.at.least(0);
      expect(box(list).right).to.be.at.most(width);
      for (const link of links) expect(box(link).height, textOf(link)).to.be.at.least(24);
      const current = links.filter((link) => link.getAttribute("aria-current") === "true");
      expect(current.map(textOf)).to.deep.equal([currentCountryOf("ch_fr")]);
      // The list lies over the band above: it paints on top of it.
      const { left, top } = box(links[0]);
      expect(root.elementFromPoint(left + 4, top + 4)?.closest("a") === links[0]).to.equal(true);
    });
  }

  it("keyboard: Enter opens it, Escape closes it and gives the focus back to it", async () => {
    const root = await mountFooter("de", 1440);
    const control = root.querySelector("[part=countries] details");
    const summary = control.querySelector("summary");
    summary.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => control.open, "Enter did not open it");
    await sendKeys({ press: "Tab" });
    expect(root.activeElement?.closest("li") !== null, "Tab goes into the list").to.equal(true);
    await sendKeys({ press: "Escape" });
    await waitUntil(() => !control.open, "Escape did not close it");
    expect(root.activeElement === summary, "the focus is back on the control").to.equal(true);
  });

  it("a press outside closes it; a press inside does not", async () => {
    const root = await mountFooter("de", 1440);
    const control = root.querySelector("[part=countries] details");
    control.querySelector("summary").click();
    await waitUntil(() => control.open, "never opened");
    const press = (target) =>
      target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
    press(control.querySelector("li"));
    expect(control.open, "inside").to.equal(true);
    press(root.querySelector(".copyright"));
    await waitUntil(() => !control.open, "a press outside did not close it");
    control.querySelector("summary").click();
    await waitUntil(() => control.open, "never opened again");
    press(document.body);
    await waitUntil(() => !control.open, "a press on the page did not close it");
  });

  it("1440 px: legal links and the view changer on one line, the country control and the copyright line on the last", async () => {
    const root = await mountFooter("de", 1440);
    const legal = root.querySelector(".bottom > ul");
    const viewChanger = root.querySelector("[part=view-changer]");
    const summary = root.querySelector("[part=countries] summary");
    const copyright = root.querySelector(".copyright");
    expect(Math.abs(middle(legal.querySelector("li")) - middle(viewChanger))).to.be.below(1);
    expect(Math.abs(middle(summary) - middle(copyright))).to.be.below(1);
    expect(box(summary).top).to.be.above(box(legal).bottom);
  });
});
