/**
 * What keeping the locales' catalogs as JSON text saves in evaluation (src/i18n/catalogs.ts): the
 * nine locales' compiled catalogs, as the build puts them into the script, evaluated alone in
 * Chromium with the CPU 4× slower, two ways in turn, `--runs` loads each (default 15):
 *
 * - objects: every locale an object literal, as a bundler writes imported JSON;
 * - text: every locale a JSON text (the script's way), the page's one (de-DE) parsed.
 *
 * Reported: the script's evaluation (the trace's `EvaluateScript`) and the task holding it,
 * medians. Both scripts end with the page's catalog as objects, which the benchmark checks.
 *
 *   npm run bench:catalogs
 */
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browsers.mjs";
import { catalogMessages } from "../scripts/build-parts.mjs";
import { CPU_SLOWDOWN } from "./phone.mjs";
import { startBenchServer } from "./serve.mjs";
import { median, runsArgument } from "./runs.mjs";

const RUNS = runsArgument(15);
const PAGE_LOCALE = "de-DE";

/**
 * Each locale's catalog as a JSON text, keyed by message id here (the script lists the ids once
 * and keeps each locale's texts in their order: the same parse, a shorter text).
 */
const texts = Object.fromEntries(
  Object.entries(catalogMessages(["messages"])).map(([locale, messages]) => [
    locale,
    JSON.stringify(messages),
  ]),
);

const SCRIPTS = {
  objects: `window.catalogs = {${Object.entries(texts)
    .map(([locale, text]) => `${JSON.stringify(locale)}: ${text}`)
    .join(",\n")}};\nwindow.pageCatalog = window.catalogs[${JSON.stringify(PAGE_LOCALE)}];`,
  text: `window.catalogs = ${JSON.stringify(texts)};\nwindow.pageCatalog = JSON.parse(window.catalogs[${JSON.stringify(PAGE_LOCALE)}]);`,
};

const server = await startBenchServer((url) => {
  const [, name, kind] = url.pathname.match(/^\/(\w+)\.(html|js)$/) ?? [];
  if (!(name in SCRIPTS)) return undefined;
  const body =
    kind === "js" ? SCRIPTS[name] : `<!doctype html><script src="/${name}.js"></script><p>Shop</p>`;
  return { type: kind === "js" ? "text/javascript" : "text/html", body: gzipSync(body) };
});
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({
  executablePath: findChromium("the catalogs benchmark"),
  headless: true,
  args: CHROMIUM_ARGS,
});
const traceFile = join(tmpdir(), `shop-catalogs-${process.pid}.json`);

/** One load of `name`'s page: its script's evaluation and the task holding it, in ms. */
async function measure(name) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await tab.tracing.start({
    path: traceFile,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  await tab.goto(`${origin}/${name}.html`, { waitUntil: "load" });
  await tab.tracing.stop();
  const messages = await tab.evaluate(() => Object.keys(window.pageCatalog ?? {}).length);
  await context.close();
  if (!messages) throw new Error(`${name}: the page's catalog is not there as objects`);
  const events = JSON.parse(readFileSync(traceFile, "utf8")).traceEvents;
  const evaluation = events.find(
    (event) => event.name === "EvaluateScript" && event.args?.data?.url?.endsWith(`/${name}.js`),
  );
  const task = events.find(
    (event) =>
      event.name === "RunTask" &&
      event.tid === evaluation.tid &&
      event.ts <= evaluation.ts &&
      event.ts + event.dur >= evaluation.ts + evaluation.dur,
  );
  return { evaluation: evaluation.dur / 1000, task: task.dur / 1000 };
}

const results = { objects: [], text: [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    // In turn, each first every other run.
    const order = run % 2 ? ["objects", "text"] : ["text", "objects"];
    for (const name of order) results[name].push(await measure(name));
  }
} finally {
  await browser.close();
  server.close();
  rmSync(traceFile, { force: true });
}

console.log(
  `The nine locales' catalogs, CPU ${CPU_SLOWDOWN}× slower, medians of ${RUNS} loads; gzip ` +
    `${gzipSync(SCRIPTS.objects).length} (objects) / ${gzipSync(SCRIPTS.text).length} (text) bytes`,
);
for (const [name, runs] of Object.entries(results)) {
  const evaluation = runs.map((run) => run.evaluation);
  console.log(
    `${name.padEnd(7)} evaluation ${median(evaluation).toFixed(1)} ms (${Math.min(...evaluation).toFixed(1)}–` +
      `${Math.max(...evaluation).toFixed(1)}), its task ${median(runs.map((run) => run.task)).toFixed(1)} ms`,
  );
}
