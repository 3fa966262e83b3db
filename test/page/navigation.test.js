/**
 * Pages that navigate without reloading, with the libraries shops run, from npm: Turbo Drive
 * (Hotwire) and htmx's hx-boost (test/fixtures/navigation/). The document lives on across visits;
 * each visit behaves as a page load would: the footers it brings ask for their content once,
 * however many there are (two on the category page), and going back shows the restored page's
 * footers without asking. Requests are counted on the stand-in, which answers the content
 * `no-store`: every request the page makes reaches it.
 */
import { expect } from "@open-wc/testing";
import { SITES, afterRenderingUpdate } from "../helpers/page.js";
import { closeHosts, openHost } from "../helpers/hosts.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import { waitUntil } from "../helpers/wait.js";

const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";

beforeEach(() => standIn.reset());
afterEach(closeHosts);

/** The footer content requests the stand-in received so far, once the page's own have arrived. */
async function contentRequests(page) {
  await afterSentinelRequest(page);
  const requests = await standIn.requests();
  return requests.filter((entry) => entry.path.includes(FOOTER_CONTENT_PATH) && !entry.aborted).length;
}

/** Whether a footer shows its content: every country of the selector, which comes with it. */
const showsContent = (footer) =>
  Boolean(footer.shadowRoot?.querySelector(`[part=countries] li:nth-child(${SITES.length})`));

/**
 * Records each footer the page adds from now on as it is first drawn: whether it showed its
 * content and its height. A ResizeObserver's first entry for an element comes in the first
 * rendering step after it is observed, after that frame's layout and before its paint.
 */
function recordFirstFrames(page) {
  const frames = new Map();
  const resizes = new page.ResizeObserver((entries) => {
    for (const { target } of entries) {
      if (!frames.has(target))
        frames.set(target, { showsContent: showsContent(target), height: target.offsetHeight });
      resizes.unobserve(target);
    }
  });
  const additions = new page.MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes]))
      if (node.nodeType === node.ELEMENT_NODE)
        for (const footer of [node, ...node.querySelectorAll("shop-footer")])
          if (footer.localName === "shop-footer") resizes.observe(footer);
  });
  additions.observe(page.document, { childList: true, subtree: true });
  return {
    frames,
    stop() {
      additions.disconnect();
      resizes.disconnect();
    },
  };
}

/**
 * Waits until the frame shows `pathEnd` with `count` footers, each with its content. The footers
 * are looked up anew each time: Turbo may first show a page's snapshot as a preview, then replace
 * it (and its footers) with the page it fetched.
 */
async function shows(page, pathEnd, count) {
  const footers = () => [...page.document.querySelectorAll("shop-footer")];
  await waitUntil(
    () =>
      page.location.pathname.endsWith(pathEnd) && footers().length === count && footers().every(showsContent),
    `never showed ${pathEnd} with its footers' content`,
    { timeout: 8000 },
  );
  await afterRenderingUpdate(page);
}

for (const library of ["turbo", "htmx"])
  describe(`a page that navigates with ${library === "turbo" ? "Turbo Drive" : "htmx (hx-boost)"}`, () => {
    it("asks for the footer content once per visit, and not for a page restored by going back", async function () {
      this.timeout(30000);
      const { page } = await openHost(`/test/fixtures/navigation/${library}-home.html`);
      await shows(page, `${library}-home.html`, 1);
      expect(await contentRequests(page), "the first page load").to.equal(1);

      page.document.querySelector("#to-category").click();
      await shows(page, `${library}-category.html`, 2);
      expect(await contentRequests(page), "a visit with two footers").to.equal(2);

      page.document.querySelector("#to-home").click();
      await shows(page, `${library}-home.html`, 1);
      expect(await contentRequests(page), "a visit to a page seen before").to.equal(3);

      const restored = recordFirstFrames(page);
      page.history.back();
      await shows(page, `${library}-category.html`, 2);
      restored.stop();
      expect(await contentRequests(page), "going back").to.equal(3);
      // The restored page is drawn with its footers as they were: no frame of an empty footer,
      // nor of one that grows after it.
      const footers = [...page.document.querySelectorAll("shop-footer")];
      expect(footers.map((footer) => restored.frames.get(footer)?.showsContent)).to.deep.equal([true, true]);
      expect(footers.map((footer) => restored.frames.get(footer)?.height)).to.deep.equal(
        footers.map((footer) => footer.offsetHeight),
      );

      expect(page.pageErrors, "errors on the page").to.deep.equal([]);
    });
  });
