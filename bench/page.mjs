/**
 * A plain shop page as a phone loads it (the same profile as bench/render.mjs: CPU 4× slower,
 * 150 ms round trip, 1.6 Mbit/s, gzip, an empty cache every load): a header, the main content
 * with the newsletter form, the footer last. Each layout is loaded with the shop's script and, as
 * the limit, as the same HTML without any script, `--runs` times (default 5), at 375 and 1440 px:
 *
 * - form-footer: the form in the main content, the footer after it (the realistic page);
 * - footer: the footer alone after the main content;
 * - footer-form: the footer above the form (a footer cannot know its content's height before it
 *   arrives: there the goal is Core Web Vitals' "good", at most 0.1).
 *
 * Every page carries the README's embed snippet (`README.md`, "Embedding"): the CSS that reserves
 * each element's space before the script runs. Reported, as medians: the layout shift (the sum of
 * the `layout-shift` entries without recent input, which is what CLS sums on a page this short),
 * the time until every element's content shows, and the total blocking time until then.
 * `--sources` also prints what moved in the first run of each page.
 *
 *   npm run build && npm run bench:page                (CHROME_PATH overrides /usr/bin/chromium)
 *   npm run bench:page -- --runs 9 --sources
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browsers.mjs";
import { instrument } from "./record.mjs";
import { startBenchServer } from "./serve.mjs";
import { shopPage } from "./shop-page.mjs";
import { CPU_SLOWDOWN, NETWORK, requireBuild } from "./phone.mjs";
import { median, runsArgument } from "./runs.mjs";

const RUNS = runsArgument(5);
const SHOW_SOURCES = process.argv.includes("--sources");
const WIDTHS = [375, 1440];
const root = fileURLToPath(new URL("..", import.meta.url));
const executablePath = findChromium("the page benchmark");

requireBuild();

const FORM = `<newsletter-signup site="de"></newsletter-signup>`;
const FOOTER = `<shop-footer site="de"></shop-footer>`;
const LAYOUTS = {
  "form-footer": `<main><h1>Kaffee</h1><p>${"Frisch geröstet. ".repeat(20)}</p>${FORM}</main>${FOOTER}`,
  footer: `<main><h1>Kaffee</h1><p>${"Frisch geröstet. ".repeat(20)}</p></main>${FOOTER}`,
  "footer-form": `<main><h1>Kaffee</h1>${FOOTER}<p>${"Frisch geröstet. ".repeat(20)}</p>${FORM}</main>`,
};

const page = (layout, withScript) => shopPage(LAYOUTS[layout], withScript);

const SCRIPT = gzipSync(readFileSync(join(root, "dist/shop-components.js")));

/** The shop's script and each layout's page, with or without it. */
function route(url) {
  if (url.pathname === "/dist/shop-components.js") return { type: "text/javascript", body: SCRIPT };
  const match = url.pathname.match(/^\/bench\/([\w-]+)\.(script|plain)\.html$/);
  if (!match || !(match[1] in LAYOUTS)) return undefined;
  return { type: "text/html; charset=utf-8", body: gzipSync(page(match[1], match[2] === "script")) };
}

/** Every element's content shows; without the script, the page's own text at its first paint. */
function shows() {
  if (!document.querySelector("script[src]")) return document.body !== null;
  const form = document.querySelector("newsletter-signup");
  const footer = document.querySelector("shop-footer");
  return (
    (!form || !!form.shadowRoot?.querySelector("form")) &&
    (!footer || !!footer.shadowRoot?.querySelector("[part=countries] li:nth-child(9)"))
  );
}

async function measure(browser, origin, layout, width, withScript) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await tab.emulateNetworkConditions(NETWORK);
  await tab.setViewport({
    width,
    height: width < 768 ? 740 : 900,
    isMobile: width < 768,
    deviceScaleFactor: 1,
  });
  await tab.evaluateOnNewDocument(instrument, shows.toString());
  await tab.goto(`${origin}/bench/${layout}.${withScript ? "script" : "plain"}.html`, { waitUntil: "load" });
  await tab.waitForFunction(() => window.__bench.shownAt !== null, { timeout: 60000, polling: 100 });
  // Images and late layout: two frames and half a second more, then the entries so far.
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  const { shownAt, shifts, longTasks } = await tab.evaluate(() => window.__bench);
  await context.close();
  const blocking = longTasks
    .filter((task) => task.start < shownAt)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { shift: shifts.reduce((sum, entry) => sum + entry.value, 0), shifts, shownAt, blocking };
}

const server = await startBenchServer(route);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const layout of Object.keys(LAYOUTS)) {
    for (const width of WIDTHS) {
      const runs = { script: [], plain: [] };
      for (let run = 0; run < RUNS; run += 1) {
        runs.script.push(await measure(browser, origin, layout, width, true));
        runs.plain.push(await measure(browser, origin, layout, width, false));
      }
      if (SHOW_SOURCES) {
        for (const { value, moves } of runs.script[0].shifts)
          console.log(`${layout} ${width}: ${value.toFixed(4)} ${moves.join("; ")}`);
      }
      rows.push({ layout, width, runs });
    }
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `\nPhone profile: CPU ${CPU_SLOWDOWN}× slower, 150 ms round trip, 1.6 Mbit/s, gzip; medians of ${RUNS} loads`,
);
console.log(
  "| page                | layout shift (max) | content shows | blocking time | no script: shift, text shows |",
);
console.log(
  "| ------------------- | ------------------ | ------------- | ------------- | ---------------------------- |",
);
for (const { layout, width, runs } of rows) {
  const shifts = runs.script.map((run) => run.shift);
  const name = `${layout} ${width}`.padEnd(19);
  const shift = `${median(shifts).toFixed(3)} (${Math.max(...shifts).toFixed(3)})`.padStart(18);
  const shows = `${Math.round(median(runs.script.map((run) => run.shownAt)))} ms`.padStart(13);
  const blocking = `${Math.round(median(runs.script.map((run) => run.blocking)))} ms`.padStart(13);
  const plain = `${median(runs.plain.map((run) => run.shift)).toFixed(3)}, ${Math.round(median(runs.plain.map((run) => run.shownAt)))} ms`;
  console.log(`| ${name} | ${shift} | ${shows} | ${blocking} | ${plain.padStart(28)} |`);
}
