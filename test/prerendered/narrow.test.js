/**
 * A prerendered footer and form on a narrow screen, before and without the script, whatever
 * platform and viewport the page's server rendered them for: most legacy pages serve one HTML (the
 * desktop's, platform CLASSIC) to every device. From 320 px on, nothing is wider than the page,
 * no word breaks between two letters and the form's fields keep a thumb's width; the layout
 * follows the width by the stylesheets alone. Hydration at that width then changes nothing the
 * shopper sees.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { afterRenderingUpdate } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { brokenWords, closeFrames, expectHydrationKeeps, openPrerendered } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

/** A sandboxed frame without allow-scripts runs no script: the page as with JavaScript off. */
const JAVASCRIPT_OFF = { sandbox: "allow-same-origin" };

/**
 * As tall as the whole page, so that every band of the footer is laid out (far from the viewport
 * the browser skips them: content-visibility in shop-footer.css).
 */
const HEIGHT = 7000;

/** What the page's server asked for: the desktop template, the tablet's, the phone's, and a mix. */
const PAGES = [
  { platform: "CLASSIC" },
  { platform: "TABLET" },
  { platform: "MATCH" },
  { platform: "CLASSIC", viewport: "phone" },
];

const WIDTHS = [320, 375, 540, 767];

const describeElement = (element) =>
  `${element.localName}${element.className && typeof element.className === "string" ? `.${element.className.replace(/ /g, ".")}` : ""}${element.getAttribute("part") ? `[part=${element.getAttribute("part")}]` : ""}`;

/** The shadow roots a shopper sees: the form's, the footer's and its nested form's. */
const rootsOf = ({ form, footer }) => ({
  form: form.shadowRoot,
  footer: footer.shadowRoot,
  "footer's form": footer.shadowRoot.querySelector("newsletter-signup").shadowRoot,
});

/**
 * The elements of `root` shown outside the page's width (the honeypot field is out of sight on
 * purpose: clipped by its box of no size).
 */
function outsideThePage(root, width) {
  return [...root.querySelectorAll("*")]
    .filter((element) => !element.closest(".honeypot") && element.checkVisibility())
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
    })
    .map(describeElement);
}

/** The frame's page at `width` px: resized, and laid out again. */
async function resize({ frame, page }, width) {
  frame.style.width = `${width}px`;
  await waitUntil(() => page.innerWidth === width, `the frame never got ${width} px`);
  await afterRenderingUpdate(page);
}

/** Nothing wider than the page, no word broken inside, the form's fields a thumb's width. */
function expectFits(prerendered, width, label) {
  const { document: doc } = prerendered;
  expect(doc.documentElement.scrollWidth, `${label}: the page scrolls sideways`).to.be.at.most(width);
  for (const [name, root] of Object.entries(rootsOf(prerendered))) {
    expect(outsideThePage(root, width), `${label}, ${name}: outside the page`).to.deep.equal([]);
    expect(brokenWords(root), `${label}, ${name}: words broken inside`).to.deep.equal([]);
    const field = root.querySelector('form [name="newsletterEmail"]');
    if (field) {
      // At 375 px at least 280 px: a form squeezed beside something else is not.
      const least = Math.min(280, width - 80);
      expect(field.getBoundingClientRect().width, `${label}, ${name}: the e-mail field`).to.be.at.least(
        least,
      );
    }
  }
}

describe("prerendered footer and form on a narrow screen, without the script", () => {
  for (const query of PAGES) {
    const asked = Object.entries(query)
      .map(([name, value]) => `${name} ${value}`)
      .join(", ");
    it(`${asked}: from 320 px, nothing wider than the page, no word broken inside, full-width fields`, async function () {
      this.timeout(30000);
      const prerendered = await openPrerendered(
        { site: "de", ...query, script: "none" },
        { width: 375, height: HEIGHT, ...JAVASCRIPT_OFF },
      );
      for (const width of WIDTHS) {
        await resize(prerendered, width);
        expectFits(prerendered, width, `${asked}, ${width} px`);
      }
    });
  }

  for (const site of ["hu", "tr", "ch_fr"])
    it(`${site}, platform CLASSIC: the same at 320 and 375 px (long words, other texts)`, async function () {
      this.timeout(30000);
      const prerendered = await openPrerendered(
        { site, platform: "CLASSIC", script: "none" },
        { width: 375, height: HEIGHT, ...JAVASCRIPT_OFF },
      );
      for (const width of [320, 375]) {
        await resize(prerendered, width);
        expectFits(prerendered, width, `${site}, ${width} px`);
      }
    });

  it("platform CLASSIC at 375 px: the bottom bar is one column, the country control keeps one line", async () => {
    const prerendered = await openPrerendered(
      { site: "de", platform: "CLASSIC", script: "none" },
      { width: 375, height: HEIGHT, ...JAVASCRIPT_OFF },
    );
    const root = prerendered.footer.shadowRoot;
    const summary = root.querySelector("[part=countries] summary").getBoundingClientRect();
    expect(summary.height, "the country control's height").to.be.at.most(48);
    const copyright = root.querySelector(".copyright").getBoundingClientRect();
    expect(copyright.top, "the copyright line below the country control").to.be.at.least(summary.bottom);
  });
});

describe("prerendered footer and form on a narrow screen, hydrated", () => {
  const cases = [
    { query: { platform: "CLASSIC" }, width: 375 },
    { query: { platform: "TABLET" }, width: 375 },
    { query: { platform: "CLASSIC", viewport: "phone" }, width: 1024 },
  ];
  for (const { query, width } of cases) {
    const asked = Object.entries(query)
      .map(([name, value]) => `${name} ${value}`)
      .join(", ");
    it(`${asked} at ${width} px: hydration changes nothing the shopper sees`, async function () {
      this.timeout(20000);
      const prerendered = await openPrerendered({ site: "de", ...query }, { width, height: HEIGHT });
      const selectors = [
        "footer",
        "footer > section",
        ".categories",
        "[part=countries]",
        "[part=view-changer]",
        ".copyright",
      ];
      await expectHydrationKeeps(prerendered, selectors);
      expectFits(prerendered, width, `${asked}, ${width} px, hydrated`);
    });
  }

  /** The boxes of what is in the frame's viewport: the page's heading and form, the footer's parts. */
  function boxesInView({ document: doc, form, footer, page }) {
    const parts = [
      ...doc.querySelectorAll("main > h1, main > p"),
      ...form.shadowRoot.querySelectorAll("h2, input, button"),
      ...footer.shadowRoot.querySelectorAll("h2, h3, summary, .columns a, [part=countries]"),
    ];
    return parts
      .map((element) => [element, element.getBoundingClientRect()])
      .filter(([, box]) => box.height > 0 && box.bottom > 0 && box.top < page.innerHeight)
      .map(([element, box]) => `${element.localName} ${Math.round(box.top)} ${Math.round(box.height)}`);
  }

  /** The layout shifts the frame's document reports (Chromium; the other engines report none). */
  function recordLayoutShifts(page) {
    const shifts = [];
    if (!page.PerformanceObserver.supportedEntryTypes.includes("layout-shift")) return shifts;
    new page.PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({
      type: "layout-shift",
    });
    return shifts;
  }

  const layoutOf = ({ footer }) => footer.shadowRoot.querySelector("footer").dataset.layout;

  // The phone gets the accordion the client renders, whatever the page's server sent; the
  // change happens where the shopper is not looking (src/ui/media-query.ts).
  for (const platform of ["CLASSIC", "TABLET", "MATCH"]) {
    it(`platform ${platform} at 375 px, the footer below the viewport: the accordion once hydrated, nothing in view moved`, async function () {
      this.timeout(20000);
      const prerendered = await openPrerendered(
        { site: "de", platform, length: "long" },
        { width: 375, height: 700 },
      );
      const before = boxesInView(prerendered);
      const shifts = recordLayoutShifts(prerendered.page);
      await prerendered.release();
      await waitUntil(() => layoutOf(prerendered) === "accordion", "the footer is not the accordion");
      await afterRenderingUpdate(prerendered.page);
      expect(boxesInView(prerendered), "what the shopper sees").to.deep.equal(before);
      expect(shifts.map((shift) => shift.value)).to.deep.equal([]);
      expectFits(prerendered, 375, `platform ${platform}, the accordion`);
    });
  }

  it("platform CLASSIC at 375 px, hydrated while its groups are in view: columns until the shopper scrolls up past them", async function () {
    this.timeout(20000);
    const prerendered = await openPrerendered(
      { site: "de", platform: "CLASSIC", length: "long" },
      { width: 375, height: 700 },
    );
    const { page, footer } = prerendered;
    const groups = footer.shadowRoot.querySelector(".columns");
    page.scrollBy(0, groups.getBoundingClientRect().top - 200);
    await afterRenderingUpdate(page);
    const before = boxesInView(prerendered);
    const shifts = recordLayoutShifts(page);
    await prerendered.release();
    await afterRenderingUpdate(page);
    expect(layoutOf(prerendered), "while in view").to.equal("columns");
    expect(boxesInView(prerendered), "what the shopper sees").to.deep.equal(before);
    expect(shifts.map((shift) => shift.value)).to.deep.equal([]);
    page.scrollTo(0, 0);
    await waitUntil(() => layoutOf(prerendered) === "accordion", "no accordion once the groups were below");
    expectFits(prerendered, 375, "the accordion after scrolling up");
  });

  it("platform CLASSIC hydrated at 375 px follows the viewport once it crosses 768 px: columns, then the accordion", async function () {
    this.timeout(20000);
    const prerendered = await openPrerendered(
      { site: "de", platform: "CLASSIC" },
      { width: 375, height: HEIGHT },
    );
    await prerendered.release();
    const layout = () => prerendered.footer.shadowRoot.querySelector("footer").dataset.layout;
    expect(layout(), "as rendered").to.equal("columns");
    await resize(prerendered, 1024);
    await waitUntil(() => layout() === "columns", "not columns at 1024 px");
    await resize(prerendered, 375);
    await waitUntil(() => layout() === "accordion", "no accordion at 375 px");
    expectFits(prerendered, 375, "the accordion, 375 px");
  });
});
