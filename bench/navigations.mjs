/**
 * What a long Turbo session keeps: the heap after `--visits` Turbo Drive visits (default 200),
 * back and forth between two shop pages, with the elements and without them, in one run.
 * "With": each page has `<newsletter-signup site="de">` and `<shop-footer site="de">` and the
 * built script, every visit waits until the new footer shows its content; "without": the same
 * pages without the elements and the script, every visit waits until the new page shows. Turbo
 * from npm (Turbo 8, its snapshot cache of 10 pages) in both.
 *
 * Measured in Chromium through CDP after a warm-up of 20 visits and after the last visit: the
 * used JS heap after two forced collections (`HeapProfiler.collectGarbage`), and the document's
 * nodes and listeners (`Memory.getDOMCounters`). Before each measurement the run waits past the
 * elements' grace period for a put-back (src/elements/element-mount.ts), after which the elements
 * of the pages left are torn down: both measure what stays. Reported per visit: the growth with the elements,
 * without them (Turbo's own), and what the elements add. The goal: the elements add no more per
 * visit than Turbo keeps itself.
 *
 *   npm run build && npm run bench:navigations [-- --visits 200]   (CHROME_PATH overrides /usr/bin/chromium)
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browsers.mjs";
import { startBenchServer } from "./serve.mjs";
import { requireBuild } from "./phone.mjs";
import { argument } from "./runs.mjs";

const VISITS = Number(argument("--visits") ?? 200);
const WARM_UP = 20;
/** The elements' grace period for a put-back, PUT_BACK_GRACE_MS in src/elements/element-mount.ts, and a second. */
const PAST_GRACE_MS = 11_000;

requireBuild();

const page = (title, other, withElements) => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <script src="/turbo.js"></script>
    ${withElements ? '<script src="/dist/shop-components.js"></script>' : ""}
  </head>
  <body>
    <header><a id="next" href="${other}">${other}</a></header>
    <main><h1>${title}</h1>${withElements ? '<newsletter-signup site="de"></newsletter-signup>' : ""}</main>
    ${withElements ? '<shop-footer site="de"></shop-footer>' : "<footer>Fußzeile</footer>"}
  </body>
</html>`;

const html = (text) => ({ type: "text/html; charset=utf-8", body: gzipSync(text) });
const script = (path) => ({ type: "text/javascript", body: gzipSync(readFileSync(path)), cacheable: true });
const ROUTES = {
  "/with/home": html(page("Startseite", "/with/category", true)),
  "/with/category": html(page("Kaffee", "/with/home", true)),
  "/without/home": html(page("Startseite", "/without/category", false)),
  "/without/category": html(page("Kaffee", "/without/home", false)),
  "/turbo.js": script("node_modules/@hotwired/turbo/dist/turbo.es2017-umd.js"),
  "/dist/shop-components.js": script("dist/shop-components.js"),
};

const server = await startBenchServer((url) => ROUTES[url.pathname]);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({
  executablePath: findChromium("the navigation benchmark"),
  args: CHROMIUM_ARGS,
});

/** The used JS heap after full collections, and the document's nodes and listeners. */
async function memory(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  const { nodes, jsEventListeners } = await cdp.send("Memory.getDOMCounters");
  return { heap: usedSize, nodes, listeners: jsEventListeners };
}

/** Clicks the page's link and waits until the new page shows (with the elements: the footer's content). */
async function visit(tab, withElements) {
  const title = await tab.evaluate(() => document.querySelector("h1").textContent);
  await tab.evaluate(() => document.querySelector("#next").click());
  await tab.waitForFunction(
    (before, needsFooter) => {
      const heading = document.querySelector("h1");
      if (!heading || heading.textContent === before) return false;
      if (!needsFooter) return true;
      return Boolean(document.querySelector("shop-footer")?.shadowRoot?.querySelector("[part=countries] li"));
    },
    { timeout: 15000, polling: 20 },
    title,
    withElements,
  );
}

async function session(variant) {
  const withElements = variant === "with";
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send("HeapProfiler.enable");
  await tab.goto(`${origin}/${variant}/home`, { waitUntil: "load" });
  for (let i = 0; i < WARM_UP; i += 1) await visit(tab, withElements);
  await new Promise((resolve) => setTimeout(resolve, PAST_GRACE_MS));
  const before = await memory(cdp);
  for (let i = 0; i < VISITS; i += 1) await visit(tab, withElements);
  await new Promise((resolve) => setTimeout(resolve, PAST_GRACE_MS));
  const after = await memory(cdp);
  await context.close();
  return {
    heapPerVisit: (after.heap - before.heap) / VISITS,
    nodes: after.nodes - before.nodes,
    listeners: after.listeners - before.listeners,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
try {
  // Interleaved, the page without first: both see the machine alike.
  const without = await session("without");
  const withElements = await session("with");
  const added = withElements.heapPerVisit - without.heapPerVisit;
  console.log(
    `${VISITS} Turbo Drive visits after ${WARM_UP} to warm up, Chromium, heap after full collections`,
  );
  console.log("| pages                  | heap per visit | nodes, all visits | listeners, all visits |");
  console.log("| ---------------------- | -------------- | ----------------- | --------------------- |");
  for (const [name, figures] of [
    ["without the elements", without],
    ["with the elements", withElements],
  ])
    console.log(
      `| ${name.padEnd(22)} | ${kb(figures.heapPerVisit).padStart(14)} | ${String(figures.nodes).padStart(17)} | ${String(figures.listeners).padStart(21)} |`,
    );
  console.log(
    `the elements add ${kb(added)} per visit; Turbo keeps ${kb(without.heapPerVisit)}: ${
      added <= Math.max(without.heapPerVisit, 0) ? "within" : "OVER"
    } the goal`,
  );
} finally {
  await browser.close();
  server.close();
}
