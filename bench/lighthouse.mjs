/**
 * Lighthouse (mobile: its phone, CPU and network) on the demo's plain shop page
 * (demo/shop-page.html) as served to a phone (the footer's `platform="MATCH"`, the form's fragment
 * for a phone), three ways:
 *
 * - client-rendered: the page as it is, the elements rendered by the script;
 * - prerendered: the demo's "prerendered" switch, the footer and the form included from the
 *   fragment endpoint, the script deferred;
 * - prerendered, no script: the same HTML without any script (the page's `<script>` elements
 *   removed, the fragments' JSON data blocks kept): the limit of the prerendered page;
 * - prerendered, inert script: the prerendered page whose deferred script is the shop's script
 *   wrapped in a function that is never called: the same bytes to download and parse, nothing run.
 *   What any deferred script of this size costs the page in Lighthouse's figures, whatever it does:
 *   the floor of the prerendered page, as React's own evaluation is bench:render's.
 *
 * All four pass through a proxy in front of the demo server, which serves the last two, so that
 * they come from one origin alike. The demo server sends its files uncompressed; the proxy gzips
 * every text answer, as a shop's CDN or edge does (bench:render serves gzip too). Reported: the
 * accessibility, best-practices and SEO scores, the performance score and its paint,
 * blocking-time and layout-shift figures, medians of `--runs` (default 3), with each of
 * Lighthouse's two throttling methods (`--throttling simulate` or `devtools` for one):
 *
 * - simulate, Lighthouse's default: the page loads unthrottled and the figures are computed for its
 *   mobile CPU and network from the requests and tasks observed. It counts a script into the
 *   largest paint when the script's evaluation started before the paint it observed: on loopback
 *   the deferred script usually has (then the prerendered page's LCP includes its download and
 *   evaluation), sometimes not (then it does not);
 * - devtools: its mobile CPU and network applied to the browser while the page loads.
 *
 *   npm run build && npm run bench:lighthouse        (CHROME_PATH overrides /usr/bin/chromium)
 *   npm run bench:lighthouse -- --runs 5 --throttling simulate
 */
import { createServer, request } from "node:http";
import { createGzip, gzipSync } from "node:zlib";
import { startDemo } from "../demo/spawn.mjs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../scripts/browsers.mjs";
import { argument, median, runsArgument } from "./runs.mjs";

const RUNS = runsArgument(3);
const METHODS = argument("--throttling") ? [argument("--throttling")] : ["simulate", "devtools"];
/** As the shop's server renders it for a phone: its MATCH template (the footer's platform). */
const PAGES = {
  "client-rendered": "/demo/shop-page.html?site=de&platform=MATCH",
  prerendered: "/demo/shop-page.html?site=de&platform=MATCH&prerendered=true",
  "prerendered, no script": "/no-script/demo/shop-page.html?site=de&platform=MATCH&prerendered=true",
  "prerendered, inert script": "/inert/demo/shop-page.html?site=de&platform=MATCH&prerendered=true",
};
/** The shop's script as the demo's pages include it. */
const SHOP_SCRIPT = "/dist/shop-components.js";
/** An executable script element (the fragments' `type="application/json"` data blocks are not). */
const SCRIPT = /<script\b(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>/g;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The answers a CDN compresses: text, scripts, styles, JSON and SVG. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

/** Sends `text` gzipped, as the proxy sends every text answer. */
function sendGzipped(res, status, type, text) {
  res.writeHead(status, { "Content-Type": type, "Content-Encoding": "gzip", "Cache-Control": "no-cache" });
  res.end(gzipSync(text));
}

/**
 * A proxy in front of the demo server: everything passes through; `/no-script/<path>` is the
 * demo's page at `<path>` without its scripts, `/inert/<path>` the page with the inert script in
 * place of the shop's, which `/inert/dist/shop-components.js` serves.
 */
async function startProxy(demoBase) {
  const server = createServer(async (req, res) => {
    if (req.url.startsWith("/no-script/") || req.url.startsWith("/inert/")) {
      const [, prefix, path] = req.url.match(/^(\/[^/]+)(\/.*)$/);
      const answer = await fetch(new URL(path, demoBase));
      const text = await answer.text();
      if (prefix === "/no-script") {
        sendGzipped(res, answer.status, "text/html; charset=utf-8", text.replace(SCRIPT, ""));
      } else if (path === SHOP_SCRIPT) {
        // Parsed as the shop's script is (V8 streams it off the main thread), but never called. Its
        // leading comment (V8's compile hint) stays first, where V8 reads it: compiled alike too.
        const [, hint, code] = text.match(/^((?:\/\/[^\n]*\n)*)([\s\S]*)$/);
        sendGzipped(res, answer.status, "text/javascript", `${hint}(function () {\n${code}\n});\n`);
      } else if (!text.includes(`"${SHOP_SCRIPT}"`)) {
        sendGzipped(res, 500, "text/plain", `${path} does not include ${SHOP_SCRIPT}`);
      } else {
        const html = text.replace(`"${SHOP_SCRIPT}"`, `"/inert${SHOP_SCRIPT}"`);
        sendGzipped(res, answer.status, "text/html; charset=utf-8", html);
      }
      return;
    }
    const upstream = request(
      new URL(req.url, demoBase),
      { method: req.method, headers: req.headers },
      (answer) => {
        const isText = COMPRESSIBLE.test(answer.headers["content-type"] ?? "");
        if (!isText || answer.headers["content-encoding"]) {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          return;
        }
        // The length changes with the encoding: the answer is chunked.
        const headers = { ...answer.headers, "content-encoding": "gzip", vary: "Accept-Encoding" };
        delete headers["content-length"];
        res.writeHead(answer.statusCode, headers);
        answer.pipe(createGzip()).pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // On every address, as the demo server listens: "localhost" may be either.
  await new Promise((resolve) => server.listen(0, resolve));
  return server;
}

/** What Lighthouse took for the largest contentful paint: the element's tag and text. */
function lcpElement(lhr) {
  const node = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet.match(/^<[\w-]+/)?.[0]}> "${node.nodeLabel?.slice(0, 60)}"` : "?";
}

async function audit(chrome, url, method) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    formFactor: "mobile",
    throttlingMethod: method,
  });
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round(lhr.categories[name].score * 100)]),
  );
  const failed = CATEGORIES.filter((name) => name !== "performance").flatMap((name) =>
    lhr.categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${name}: ${ref.id}`),
  );
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    scores,
    failed,
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    lcpElement: lcpElement(lhr),
    version: lhr.lighthouseVersion,
  };
}

const demo = await startDemo();
// What goes wrong in the demo server (a page it could not serve) shows with the figures.
demo.child.stderr.pipe(process.stderr);
const proxy = await startProxy(demo.base);
const base = `http://localhost:${proxy.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: findChromium("the Lighthouse benchmark"),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const results = Object.fromEntries(METHODS.map((method) => [method, {}]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const method of METHODS) {
      for (const [name, path] of Object.entries(PAGES))
        (results[method][name] ??= []).push(await audit(chrome, base + path, method));
    }
  }
} finally {
  await chrome.kill();
  proxy.close();
  demo.child.kill();
}

const version = Object.values(results)[0]?.["client-rendered"]?.[0]?.version ?? "?";
console.log(`\nLighthouse ${version} mobile, the demo's plain shop page, medians of ${RUNS}`);
console.log(
  "| page                      | throttling | accessibility | best practices | SEO | performance | FCP     | LCP     | TBT     | CLS   |",
);
console.log(
  "| ------------------------- | ---------- | ------------- | -------------- | --- | ----------- | ------- | ------- | ------- | ----- |",
);
const notes = [];
for (const method of METHODS) {
  for (const [name, runs] of Object.entries(results[method])) {
    const score = (category) => median(runs.map((run) => run.scores[category]));
    const s = (key) => `${(median(runs.map((run) => run[key])) / 1000).toFixed(1)} s`;
    const cells = [
      name.padEnd(25),
      method.padEnd(10),
      String(score("accessibility")).padStart(13),
      String(score("best-practices")).padStart(14),
      String(score("seo")).padStart(3),
      String(score("performance")).padStart(11),
      s("fcp").padStart(7),
      s("lcp").padStart(7),
      `${Math.round(median(runs.map((run) => run.tbt)))} ms`.padStart(7),
      median(runs.map((run) => run.cls)).toFixed(3),
    ];
    console.log(`| ${cells.join(" | ")} |`);
    const failed = [...new Set(runs.flatMap((run) => run.failed))];
    if (failed.length) notes.push(`${name}, ${method}: audits under 1: ${failed.join(", ")}`);
    const elements = [...new Set(runs.map((run) => run.lcpElement))];
    const each = (key) => runs.map((run) => Math.round(run[key])).join(", ");
    notes.push(
      `${name}, ${method}: each run LCP ${each("lcp")} ms, TBT ${each("tbt")} ms; largest paint ${elements.join(" | ")}`,
    );
  }
  const lcp = (name) => median(results[method][name].map((run) => run.lcp));
  const tbt = (name) => median(results[method][name].map((run) => run.tbt));
  const ratio = (name, base) => (lcp(name) / lcp(base)).toFixed(2);
  notes.push(
    `${method}: prerendered LCP ${ratio("prerendered", "prerendered, no script")}× the page without script, ` +
      `${ratio("prerendered", "prerendered, inert script")}× the inert script's; ` +
      `TBT ${Math.round(tbt("prerendered") - tbt("prerendered, inert script"))} ms over the inert script's`,
  );
}
for (const note of notes) console.log(note);
