/**
 * Lighthouse (mobile: its phone, CPU and network) on the demo's plain shop page
 * (demo/shop-page.html), client-rendered and prerendered (the demo's "prerendered" switch: the
 * footer and the form included from the fragment endpoint), as served to a phone (the footer's
 * `platform="MATCH"`, the form's fragment for a phone): the accessibility, best-practices
 * and SEO scores, and the paint and layout-shift figures, medians of `--runs` (default 3), with
 * Lighthouse's mobile throttling applied to the browser (`devtools`).
 *
 *   npm run build && npm run bench:lighthouse        (CHROME_PATH overrides /usr/bin/chromium)
 */
import { startDemo } from "../demo/spawn.mjs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../scripts/browsers.mjs";

const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
/** As the shop's server renders it for a phone: its MATCH template (the footer's platform). */
const PAGES = {
  "client-rendered": "/demo/shop-page.html?site=de&platform=MATCH",
  prerendered: "/demo/shop-page.html?site=de&platform=MATCH&prerendered=true",
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    formFactor: "mobile",
    // Applied throttling (its mobile CPU and network), not Lighthouse's default simulation: on
    // loopback the deferred script is in before the first paint, and the simulation then counts
    // it into the prerendered page's largest paint, which a phone paints before the script.
    throttlingMethod: "devtools",
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
    cls: metric("cumulative-layout-shift"),
  };
}

const demo = await startDemo();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium("the Lighthouse benchmark"),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const results = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, path] of Object.entries(PAGES))
      results[name].push(await audit(chrome, demo.base + path));
  }
} finally {
  await chrome.kill();
  demo.child.kill();
}

console.log(
  `\nLighthouse ${lighthouse.version ?? ""} mobile, the demo's plain shop page, medians of ${RUNS}`,
);
console.log(
  "| page            | accessibility | best practices | SEO | performance | FCP     | LCP     | CLS   |",
);
console.log(
  "| --------------- | ------------- | -------------- | --- | ----------- | ------- | ------- | ----- |",
);
for (const [name, runs] of Object.entries(results)) {
  const score = (category) => median(runs.map((run) => run.scores[category]));
  const ms = (key) => `${(median(runs.map((run) => run[key])) / 1000).toFixed(1)} s`;
  console.log(
    `| ${name.padEnd(15)} | ${String(score("accessibility")).padStart(13)} | ${String(score("best-practices")).padStart(14)} | ${String(score("seo")).padStart(3)} | ${String(score("performance")).padStart(11)} | ${ms("fcp").padStart(7)} | ${ms("lcp").padStart(7)} | ${median(runs.map((run) => run.cls)).toFixed(3)} |`,
  );
  const failed = [...new Set(runs.flatMap((run) => run.failed))];
  if (failed.length) console.log(`  ${name}, audits under 1: ${failed.join(", ")}`);
}
