/**
 * What a long Turbo session keeps: the heap after `--visits` Turbo Drive visits (default 200),
 * back and forth between two shop pages, with the elements and without them, in one run.
 * "With": each page has `<newsletter-signup site="de">` and `<shop-footer site="de">` and the
 * built script, every visit waits until the new footer shows its content; "without": the same
 * pages without the elements and the script, every visit waits until the new page shows. Turbo
 * from npm (Turbo 8, its snapshot cache of 10 pages) in both.
 *
 * Measured in Chromium through CDP after a warm-up of 20 visits, halfway and after the last visit,
 * each time past the elements' grace period for a put-back (src/elements/element-mount.ts), after
 * which the elements of the pages left are torn down: what stays. A heap snapshot after full
 * collections, summed by kind: JavaScript's objects; the browser's (the DOM, and what it keeps
 * besides: each request's records, DevTools' among them while the benchmark is attached, the
 * capacity its tables grew to); V8's compiled code, which grows as V8 optimises the functions a
 * session runs often and levels off once they are (reported for both halves of the visits); and
 * the document's nodes and listeners (`Memory.getDOMCounters`). The goal: the elements keep no
 * more JavaScript objects per visit than Turbo keeps itself, and no node or listener.
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
/**
 * The margin on the JS objects per visit, 0.1 KB: a few small objects V8 or a page keeps whatever
 * the page does (a visit's history entry, a feedback slot); a page's elements kept by mistake are
 * tens of KB each (a footer and a form: 40-60 KB).
 */
const JS_MARGIN_PER_VISIT = 0.1 * 1024;

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

/** A heap snapshot's bytes by kind, after full collections, and the document's nodes and listeners. */
async function memory(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", collect);
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  cdp.off("HeapProfiler.addHeapSnapshotChunk", collect);
  const { snapshot, nodes: fields } = JSON.parse(chunks.join(""));
  const {
    node_fields: names,
    node_types: [types],
  } = snapshot.meta;
  const [type, size] = [names.indexOf("type"), names.indexOf("self_size")];
  const bytes = { native: 0, code: 0, js: 0 };
  for (let node = 0; node < fields.length; node += names.length) {
    const kind = types[fields[node + type]];
    bytes[kind === "native" || kind === "code" ? kind : "js"] += fields[node + size];
  }
  const { nodes, jsEventListeners } = await cdp.send("Memory.getDOMCounters");
  return { ...bytes, nodes, listeners: jsEventListeners };
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
  const measureAfter = async (visits) => {
    for (let i = 0; i < visits; i += 1) await visit(tab, withElements);
    await new Promise((resolve) => setTimeout(resolve, PAST_GRACE_MS));
    return memory(cdp);
  };
  const start = await measureAfter(WARM_UP);
  const half = Math.floor(VISITS / 2);
  const middle = await measureAfter(half);
  const end = await measureAfter(VISITS - half);
  await context.close();
  return {
    jsPerVisit: (end.js - start.js) / VISITS,
    browserPerVisit: (end.native - start.native) / VISITS,
    codePerVisit: [(middle.code - start.code) / half, (end.code - middle.code) / (VISITS - half)],
    nodes: end.nodes - start.nodes,
    listeners: end.listeners - start.listeners,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
try {
  // Interleaved, the page without first: both see the machine alike.
  const without = await session("without");
  const withElements = await session("with");
  const added = withElements.jsPerVisit - without.jsPerVisit;
  console.log(
    `${VISITS} Turbo Drive visits after ${WARM_UP} to warm up, Chromium, heap snapshots after full collections`,
  );
  console.log(
    "| pages                | JS objects per visit | the browser's per visit | compiled code per visit, 1st / 2nd half | nodes, all visits | listeners, all visits |",
  );
  console.log(
    "| -------------------- | -------------------- | ----------------------- | --------------------------------------- | ----------------- | --------------------- |",
  );
  for (const [name, figures] of [
    ["without the elements", without],
    ["with the elements", withElements],
  ])
    console.log(
      `| ${name.padEnd(20)} | ${kb(figures.jsPerVisit).padStart(20)} | ${kb(figures.browserPerVisit).padStart(23)} | ${figures.codePerVisit
        .map(kb)
        .join(" / ")
        .padStart(39)} | ${String(figures.nodes).padStart(17)} | ${String(figures.listeners).padStart(21)} |`,
    );
  const isWithin =
    added <= Math.max(without.jsPerVisit, 0) + JS_MARGIN_PER_VISIT &&
    withElements.nodes <= 0 &&
    withElements.listeners <= 0;
  console.log(
    `the elements add ${Math.round(added)} bytes of JS objects per visit (Turbo keeps ${Math.round(
      without.jsPerVisit,
    )}; margin ${JS_MARGIN_PER_VISIT}), ${
      withElements.nodes
    } nodes and ${withElements.listeners} listeners: ${isWithin ? "within" : "OVER"} the goal`,
  );
} finally {
  await browser.close();
  server.close();
}
