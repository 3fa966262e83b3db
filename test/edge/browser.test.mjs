// Pages composed by real edges render and hydrate in a real browser (Chromium), on three sites:
// both elements shown from the page's HTML, ready after the script without a warning, and no
// footer content asked for again.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findEngine, missingEngineMessage } from "../../scripts/browsers.mjs";
import { startStandIn } from "../server/helpers.mjs";
import { EDGES } from "./edges.mjs";
import { startFragmentService, startPages } from "./shop.mjs";

const SITES = ["de", "hu", "ch_fr"];

/** Before any page script: records each element's shop-ready and what its shadow root held then. */
function recordReadiness() {
  window.__ready = [];
  document.addEventListener("shop-ready", (event) => {
    const element = event.composedPath()[0];
    window.__ready.push(element.localName);
  });
}

describe("composed pages in Chromium", () => {
  let browser;
  let standIn;
  let service;
  before(async () => {
    const executablePath = findEngine("chromium");
    if (!executablePath) throw new Error(missingEngineMessage("chromium", "the edge tests"));
    browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    standIn = await startStandIn();
    service = await startFragmentService({ origin: standIn.origin });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
    await standIn?.close();
  });

  for (const [name, startEdge] of Object.entries(EDGES)) {
    describe(`through ${name}`, () => {
      let pages;
      let edge;
      before(async () => {
        pages = await startPages(name === "varnish" ? "esi" : "ssi", standIn);
        edge = await startEdge({ pagesPort: pages.port, fragmentsPort: service.port });
      });
      after(async () => {
        await edge?.stop();
        await pages?.close();
      });

      for (const site of SITES) {
        it(`renders and hydrates the footer and the form of site ${site}`, async () => {
          const page = await browser.newPage();
          const messages = [];
          page.on("console", (message) => {
            if (["error", "warn"].includes(message.type())) messages.push(message.text());
          });
          page.on("pageerror", (error) => messages.push(error.message));
          page.on("response", (response) => {
            if (response.status() >= 400) messages.push(`${response.status()} ${response.url()}`);
          });
          try {
            await page.evaluateOnNewDocument(recordReadiness);
            // Without the script: what the page's HTML alone shows.
            await page.setJavaScriptEnabled(false);
            await page.goto(`${edge.base}/${site}/browser`, { waitUntil: "load" });
            const before = await page.evaluate(() => {
              const footer = document.querySelector("shop-footer")?.shadowRoot;
              const form = document.querySelector("main newsletter-signup")?.shadowRoot;
              return {
                countries: footer?.querySelectorAll("[part=countries] li").length,
                seoLinks: footer?.querySelectorAll('a[href^="/"]').length,
                formFields: form?.querySelectorAll("form input").length,
              };
            });
            assert.equal(before.countries, 9, "the footer's countries in the page's HTML");
            assert.ok(before.seoLinks > 10 && before.formFields > 0, JSON.stringify(before));

            await page.setJavaScriptEnabled(true);
            const asked = pages.browserContentRequests();
            await page.goto(`${edge.base}/${site}/browser`, { waitUntil: "load" });
            // Each element hydrates once the shopper needs it: they use both (focus comes into each).
            await page.evaluate(async () => {
              const elements = [...document.querySelectorAll("main newsletter-signup, shop-footer")];
              await Promise.all(elements.map((element) => customElements.whenDefined(element.localName)));
              for (const element of elements)
                element.shadowRoot
                  .querySelector("[part=base]")
                  .dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
            });
            await page.waitForFunction(() => window.__ready.length >= 2, { timeout: 15000 });
            const after = await page.evaluate(() => ({
              ready: [...window.__ready].sort(),
              // The script adopted its sheets in place of the fragments' links: it took them over.
              links: document.querySelector("shop-footer").shadowRoot.querySelectorAll("link").length,
              countries: document
                .querySelector("shop-footer")
                .shadowRoot.querySelectorAll("[part=countries] li").length,
            }));
            assert.deepEqual(after, { ready: ["newsletter-signup", "shop-footer"], links: 0, countries: 9 });
            assert.equal(pages.browserContentRequests(), asked, "the footer content was not asked for again");
            assert.deepEqual(messages, [], "no warning or error in the console");
          } finally {
            await page.close();
          }
        });
      }
    });
  }
});
