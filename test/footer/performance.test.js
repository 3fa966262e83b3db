/**
 * The footer's work must not disturb the page. Nothing a shopper sees shifts when the content and
 * the images arrive or as they scroll (the content renders in place at once, the blocks far from
 * the viewport are laid out as they come near it; every image has its width and height). That
 * every image is lazy (`loading="lazy"`) is checked for every site in content.test.js: whether the
 * browser then defers it cannot be observed reliably here, as a logo already in the memory cache
 * loads at once. The figures at 4× CPU slowdown come from `npm run bench:footer` (docs/figures.md).
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { standIn } from "../helpers/stand-in.js";
import { openPage, closePages } from "../helpers/footer.js";
import { recordFrames } from "../helpers/frames.js";
import { SITES, afterRenderingUpdate } from "../helpers/page.js";
import { itWithLayoutShifts, layoutShifts } from "../helpers/layout-shift.js";

beforeEach(() => standIn.reset());
afterEach(closePages);

/** Every image the footer shows has loaded (the closed country list's flags load when it opens). */
async function allImagesLoaded(root) {
  await waitUntil(
    () =>
      [...root.querySelectorAll("img")]
        .filter((img) => img.checkVisibility())
        .every((img) => img.complete && img.naturalWidth > 0),
    "images never loaded",
    { timeout: 5000 },
  );
}

/** Scrolls `page` from top to bottom in steps of a third of its viewport, two frames a step. */
async function scrollThrough(page) {
  const frame = () => new Promise((resolve) => page.requestAnimationFrame(resolve));
  for (let y = 0; y <= page.document.documentElement.scrollHeight; y += page.innerHeight / 3) {
    page.scrollTo(0, y);
    await frame();
    await frame();
  }
}

for (const width of [375, 1440]) {
  describe(`layout stability at ${width} px (Chromium only: Firefox and WebKit report no layout-shift entries)`, () => {
    before(() => setViewport({ width: Math.max(width, 800), height: 900 }));
    after(() => setViewport({ width: 800, height: 600 }));

    itWithLayoutShifts(
      "nothing a shopper sees moves while the footer, its content, its form and its images arrive, nor as they scroll through it",
      async () => {
        // A page as a shopper's browser shows it: a viewport of 700 px, the footer below a short
        // page. The blocks far from the viewport are laid out as they come near it
        // (content-visibility): when that changes their height, only what is out of view moves.
        const { page, footers } = await openPage(
          `<main style="height: 120px">Page content</main><shop-footer site="de" platform="${
            width < 768 ? "MATCH" : "CLASSIC"
          }"></shop-footer>`,
          { width, height: 700 },
        );
        const root = footers[0].shadowRoot;
        await waitUntil(() => root.querySelector("newsletter-signup")?.shadowRoot?.querySelector("form"));
        await scrollThrough(page);
        const shifts = await layoutShifts(page);
        expect(shifts, JSON.stringify(shifts)).to.deep.equal([]);

        // On a phone the images wait in the closed panels: once opened (the tap moves what is below,
        // as it should), nothing moves when the images arrive as the shopper scrolls.
        const buttons = [...root.querySelectorAll(".expansion-panel > summary")];
        for (const button of buttons) button.click();
        // The shifts of opening them are laid out in the rendering update after the panels opened.
        await waitUntil(() => buttons.every((button) => button.parentElement.open));
        await afterRenderingUpdate(page);
        const opened = page.performance.now();
        await scrollThrough(page);
        await allImagesLoaded(root);
        await scrollThrough(page);
        const later = await layoutShifts(page, opened);
        expect(later, JSON.stringify(later)).to.deep.equal([]);
      },
    );
  });
}

describe("the footer renders once (issue 12: no frame counters)", () => {
  it("every part shows in the same frame as the teaser groups", async () => {
    const footer = document.createElement("shop-footer");
    footer.setAttribute("site", "de");
    const root = footer.shadowRoot;
    const parts = {
      groups: "section:first-of-type .columns > div",
      lastGroup: "section:first-of-type .columns > div:last-child h3",
      seo: "section:nth-of-type(2)",
      logos: ".row",
      legal: ".bottom > ul",
      salesTax: ".bottom > p",
      viewChanger: "[part=view-changer]",
      lastCountry: `[part=countries] li:nth-child(${SITES.length})`,
    };
    const { seen, stop } = recordFrames(root, parts);
    document.body.append(footer);
    try {
      await waitUntil(() => "lastCountry" in seen, "the footer never showed its last country", {
        timeout: 5000,
      });
      expect(root.querySelectorAll("section:first-of-type .columns > div").length).to.be.above(1);
      for (const name of Object.keys(parts))
        expect(seen[name], `${name}: ${JSON.stringify(seen)}`).to.equal(seen.groups);
    } finally {
      stop();
      footer.remove();
    }
  });

  it("leaves the layout and paint of bands far below the viewport to the browser (content-visibility)", async () => {
    const { footers } = await openPage(
      `<main style="height: 3000px">Page content</main><shop-footer site="de"></shop-footer>`,
      {
        width: 1440,
        height: 900,
      },
    );
    const root = footers[0].shadowRoot;
    // Not the bottom bar: its country list opens over the band above it, which a skipped bar
    // would clip (content-visibility contains its paint).
    for (const selector of ["section", ".row"]) {
      const style = getComputedStyle(root.querySelector(selector));
      expect(style.contentVisibility, selector).to.equal("auto");
    }
    // Skipped, yet in the page: found by the accessibility tree and by find-in-page.
    expect(root.querySelectorAll("[part=countries] a")).to.have.length(SITES.length);
  });
});
