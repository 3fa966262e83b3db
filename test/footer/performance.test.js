/**
 * Issue "Performance": the footer's work must not disturb the page. Nothing shifts when the
 * content and the images arrive (the content renders in place, block by block from the top; every image has its
 * width and height). That every image is lazy (`loading="lazy"`) is checked for every site in
 * content.test.js: whether the browser then defers it cannot be observed reliably here, as a
 * logo already in the memory cache loads at once. The figures at 4× CPU slowdown come from
 * `npm run bench:footer` (README, "Measured figures").
 */
import { expect, waitUntil } from "@open-wc/testing";
import { standIn } from "../helpers/stand-in.js";
import { openPage, closePages } from "../helpers/footer.js";
import { recordFrames } from "../helpers/frames.js";

beforeEach(() => standIn.reset());
afterEach(closePages);

/** The layout shifts the page has seen so far (buffered entries included). */
function layoutShifts(page) {
  return new Promise((resolve) => {
    new page.PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(
        list.getEntries().map((entry) => ({
          value: entry.value,
          sources: entry.sources.map(({ node, previousRect, currentRect }) => ({
            node: node?.nodeName,
            text: node?.textContent?.slice(0, 30),
            from: [previousRect.y, previousRect.height],
            to: [currentRect.y, currentRect.height],
          })),
        })),
      );
    }).observe({ type: "layout-shift", buffered: true });
    // No entry at all: the observer is never called.
    setTimeout(() => resolve([]), 300);
  });
}

async function allImagesLoaded(root) {
  await waitUntil(
    () => [...root.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    "images never loaded",
    { timeout: 5000 },
  );
}

for (const width of [375, 1440]) {
  describe(`layout stability at ${width} px`, () => {
    it("no layout shift while the footer, its content, the nested newsletter form and the images arrive", async () => {
      const { page, footers } = await openPage(
        `<main style="height: 120px">Page content</main><shop-footer site="de" platform="${
          width < 768 ? "MATCH" : "CLASSIC"
        }"></shop-footer>`,
        { width, height: 4000 },
      );
      const root = footers[0].shadowRoot;
      await waitUntil(() => root.querySelector("newsletter-signup")?.shadowRoot?.querySelector("form"));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const shifts = await layoutShifts(page);
      expect(shifts, JSON.stringify(shifts)).to.deep.equal([]);

      // On a phone the images wait in the closed panels: once opened, the page must not move
      // when they arrive, as on desktop.
      for (const button of root.querySelectorAll("h3 > button")) button.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const layout = () =>
        [...root.querySelectorAll("img, [part=countries]")].map((el) => el.getBoundingClientRect().toJSON());
      const before = layout();
      await allImagesLoaded(root);
      expect(layout()).to.deep.equal(before);
    });
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
      legal: "footer > ul",
      salesTax: "footer > p",
      viewChanger: "[part=view-changer]",
      ninthCountry: "[part=countries] li:nth-child(9)",
    };
    const { seen, stop } = recordFrames(root, parts);
    document.body.append(footer);
    try {
      await waitUntil(() => "ninthCountry" in seen, "the footer never showed its ninth country", {
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

  it("leaves the layout and paint of blocks far below the viewport to the browser (content-visibility)", async () => {
    const { footers } = await openPage(
      `<main style="height: 3000px">Page content</main><shop-footer site="de"></shop-footer>`,
      {
        width: 1440,
        height: 900,
      },
    );
    const root = footers[0].shadowRoot;
    for (const selector of ["section", ".row", "[part=countries]"]) {
      const style = getComputedStyle(root.querySelector(selector));
      expect(style.contentVisibility, selector).to.equal("auto");
    }
    // Skipped, yet in the page: found by the accessibility tree and by find-in-page.
    expect(root.querySelectorAll("[part=countries] a")).to.have.length(9);
  });
});
