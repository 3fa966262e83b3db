/**
 * The footer's cost to the page it sits on (time to content, layout shift, long tasks), in
 * Chromium with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate), as a desktop page
 * (1440 px, CLASSIC) and as a phone page (375 px, MATCH), each run `--runs` times (default 3):
 *
 * 1. Page load: a long page (about 25 000 px) with the footer last in its HTML. Reports the time
 *    to footer content (navigation start until the footer shows its content), the layout shift
 *    (the sum of `layout-shift` entries without recent input, as CLS counts them, with the nodes
 *    that moved) over the load and a scroll down to the footer, and the long tasks (> 50 ms,
 *    `longtask` entries). The same page with `hunter-content="NO_FOOTER"` (the script loads, the
 *    footer renders nothing) is the baseline: its long tasks belong to loading the script.
 * 2. Footer alone: the same page, already loaded and idle, scrolled to its end; then the footer
 *    is added. Every long task from then until the footer has shown its content and its images
 *    is attributable to the footer. The `longtask` entries themselves only say "window", so a
 *    CPU profile taken meanwhile tells what ran in each: the samples inside the task, by the
 *    source file of dist/shop-components.js they map to (through its source map), grouped as
 *    footer, newsletter, element layer, services, React, valibot, Lingui, and the browser's own
 *    work (style, layout, paint, image decoding: samples outside any script).
 *
 *   npm run build && npm run bench:footer            (CHROME_PATH overrides /usr/bin/chromium)
 *   npm run bench:footer -- --runs 5 --json
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { createStandIn } from "../demo/stand-in.mjs";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browsers.mjs";
import { instrument } from "./record.mjs";
import { CPU_SLOWDOWN, requireBuild } from "./phone.mjs";
import { median, runsArgument } from "./runs.mjs";

const RUNS = runsArgument(3);
const root = fileURLToPath(new URL("..", import.meta.url));
const executablePath = findChromium("the footer benchmark");

requireBuild();

/** A long server-rendered page (about 25 000 px) with the footer last, as the shop's pages are. */
function longPage({ site, platform, hunterContent = "" }) {
  const paragraph =
    "<p>Kaffee, Mode und Wohnen: Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do " +
    "eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis " +
    "nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>";
  const sections = Array.from(
    { length: 120 },
    (_, index) => `<section><h2>Abschnitt ${index + 1}</h2>${paragraph.repeat(3)}</section>`,
  ).join("\n");
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Long page with the footer</title>
    <script src="/dist/shop-components.js" defer></script>
  </head>
  <body>
    <header><strong>Shop</strong></header>
    <main>${sections}</main>
    <shop-footer site="${site}" platform="${platform}" hunter-content="${hunterContent}"></shop-footer>
  </body>
</html>`;
}

const TYPES = { ".js": "text/javascript", ".json": "application/json", ".map": "application/json" };

async function startServer() {
  const standIn = createStandIn({
    contentDir: join(root, "demo/content"),
    logosDir: join(root, "demo/logos"),
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (await standIn.handle(req, res)) return;
    if (url.pathname === "/bench/page.html") {
      const query = Object.fromEntries(url.searchParams);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(longPage(query));
      return;
    }
    const file = join(root, normalize(decodeURIComponent(url.pathname)));
    if (
      !url.pathname.startsWith("/dist/") ||
      !file.startsWith(join(root, "dist")) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** The last footer of the page shows its content (the bench adds one in "footer alone"). */
function footerShows() {
  return !![...document.querySelectorAll("shop-footer")].pop()?.shadowRoot?.querySelector("[part=countries]");
}

async function openPage(browser, { width, height }) {
  const page = await browser.newPage();
  await page.setViewport({ width, height, isMobile: width < 768, hasTouch: width < 768 });
  const cdp = await page.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(instrument, footerShows.toString());
  return page;
}

/**
 * Waits until every image of the footer in the viewport has arrived, then half a second more
 * (lazy images further down load only when the shopper scrolls there).
 */
function footerImagesLoaded(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const footer = [...document.querySelectorAll("shop-footer")].pop();
        const images = [...(footer.shadowRoot?.querySelectorAll("img") ?? [])];
        const isInView = (img) => {
          const { top, bottom } = img.getBoundingClientRect();
          return img.checkVisibility() && top < innerHeight && bottom > 0;
        };
        const isDone = () => images.every((img) => img.complete || !isInView(img));
        const check = () => (isDone() ? setTimeout(resolve, 500) : setTimeout(check, 50));
        check();
      }),
  );
}

const isFooterShown = () =>
  [...document.querySelectorAll("shop-footer")].pop()?.shadowRoot?.querySelector("[part=countries]");

/** Mode 1: the footer in the page's HTML (or, for the baseline, NO_FOOTER). */
async function measureLoad(browser, origin, { width, height, platform, hunterContent }) {
  const page = await openPage(browser, { width, height });
  const query = new URLSearchParams({ site: "de", platform, hunterContent });
  await page.goto(`${origin}/bench/page.html?${query}`, { waitUntil: "load" });
  if (hunterContent) await page.waitForFunction(() => document.querySelector("shop-footer")?.shadowRoot);
  else await page.waitForFunction(isFooterShown, { timeout: 30000 });
  // Scroll down to the footer, as a shopper does, and let its lazy images arrive.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await footerImagesLoaded(page);
  const record = await page.evaluate(() => window.__bench);
  await page.close();
  return {
    timeToFooterContentMs: record.shownAt === null ? null : Math.round(record.shownAt),
    layoutShift: Number(record.shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4)),
    shiftedNodes: [...new Set(record.shifts.flatMap((shift) => shift.nodes))],
    longTasksMs: record.longTasks.map((task) => Math.round(task.duration)),
    longTaskAttributions: [...new Set(record.longTasks.flatMap((task) => task.attribution))],
  };
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Which source file each position of dist/shop-components.js comes from: per generated line, the
 * starting columns of its segments with their source index (source map v3, base64 VLQ).
 */
function readSourceMap() {
  const map = JSON.parse(readFileSync(join(root, "dist/shop-components.js.map"), "utf8"));
  let source = 0;
  const lines = map.mappings.split(";").map((line) => {
    let column = 0;
    return line
      .split(",")
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          shift += 5;
          if (digit & 32) continue;
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        return [column, source];
      });
  });
  return (line, column) => {
    const segments = lines[line] ?? [];
    let found;
    for (const segment of segments) if (segment[0] <= column) found = segment;
    return found === undefined ? "?" : map.sources[found[1]];
  };
}

/** The part of the product (or the browser) a profile sample belongs to. */
function classify(callFrame, sourceAt) {
  if (callFrame.functionName === "(garbage collector)") return "garbage collection";
  if (!callFrame.url.includes("shop-components.js"))
    return callFrame.url ? "page" : "browser (style, layout, paint, images)";
  const source = sourceAt(callFrame.lineNumber, callFrame.columnNumber);
  const groups = [
    [/shop-footer|config\/(countries|footer-logos)/, "footer"],
    [/newsletter-signup/, "newsletter"],
    [/preview-panel/, "preview panel"],
    [/src\/api/, "services"],
    [/src\/elements|src\/i18n|src\/config/, "element layer"],
    [/valibot/, "valibot"],
    [/lingui/, "Lingui"],
    [/react|scheduler|r2wc/, "React"],
  ];
  return groups.find(([pattern]) => pattern.test(source))?.[1] ?? "other script";
}

/** Mode 2: the footer added to a loaded, idle page: every long task after that is the footer's. */
async function measureAlone(browser, origin, { width, height, platform }, sourceAt) {
  const page = await openPage(browser, { width, height });
  const query = new URLSearchParams({ site: "de", platform, hunterContent: "NO_FOOTER" });
  await page.goto(`${origin}/bench/page.html?${query}`, { waitUntil: "load" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const cdp = await page.createCDPSession();
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const { addedAt, markerAt } = await page.evaluate((platform) => {
    // A function the profile can find: it ties the profile's clock to performance.now().
    const markerAt = performance.now();
    (function benchClockMarker() {
      while (performance.now() < markerAt + 15);
    })();
    window.__bench.longTasks = [];
    window.__bench.shifts = [];
    window.__bench.shownAt = null;
    const footer = document.createElement("shop-footer");
    footer.setAttribute("site", "de");
    footer.setAttribute("platform", platform);
    document.body.append(footer);
    window.__bench.watch();
    return { addedAt: performance.now(), markerAt };
  }, platform);
  await page.waitForFunction(isFooterShown, { timeout: 30000 });
  await footerImagesLoaded(page);
  const record = await page.evaluate(() => window.__bench);
  const { profile } = await cdp.send("Profiler.stop");
  await page.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    return { at: time / 1000, callFrame: nodes.get(id).callFrame };
  });
  const marker = samples.find((sample) => sample.callFrame.functionName === "benchClockMarker");
  const offset = marker ? marker.at - markerAt : 0;
  const longTaskParts = record.longTasks.map((task) => {
    const inside = samples.filter(
      (sample) =>
        sample.at >= task.start + offset &&
        sample.at <= task.start + task.duration + offset &&
        sample.callFrame.functionName !== "(idle)",
    );
    const parts = {};
    for (const sample of inside) {
      const part = classify(sample.callFrame, sourceAt);
      parts[part] = (parts[part] ?? 0) + 1;
    }
    const shares = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .map(([part, count]) => `${part} ${Math.round((100 * count) / inside.length)}%`);
    return `${Math.round(task.duration)} ms at +${Math.round(task.start - addedAt)} ms: ${shares.join(", ") || "no samples"}`;
  });
  return {
    longTaskParts,
    timeToFooterContentMs: Math.round(record.shownAt - addedAt),
    layoutShift: Number(record.shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4)),
    shiftedNodes: [...new Set(record.shifts.flatMap((shift) => shift.nodes))],
    longTasksMs: record.longTasks.map((task) => Math.round(task.duration)),
    longTaskAttributions: [...new Set(record.longTasks.flatMap((task) => task.attribution))],
  };
}

/** Runs `measure` RUNS times; the figures of each run and their medians. */
async function repeat(measure) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure());
  return {
    runs,
    timeToFooterContentMs:
      runs[0].timeToFooterContentMs === null ? null : median(runs.map((r) => r.timeToFooterContentMs)),
    layoutShift: Math.max(...runs.map((r) => r.layoutShift)),
    shiftedNodes: [...new Set(runs.flatMap((r) => r.shiftedNodes))],
    longTasks: median(runs.map((r) => r.longTasksMs.length)),
    longestTaskMs: median(runs.map((r) => Math.max(0, ...r.longTasksMs))),
    longTaskAttributions: [...new Set(runs.flatMap((r) => r.longTaskAttributions))],
  };
}

const sourceAt = readSourceMap();
const server = await startServer();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: CHROMIUM_ARGS,
});

const VIEWS = [
  { view: "desktop 1440 px, CLASSIC", width: 1440, height: 900, platform: "CLASSIC" },
  { view: "phone 375 px, MATCH", width: 375, height: 800, platform: "MATCH" },
];
const loadBefore = loadavg()[0];
const results = [];
try {
  for (const view of VIEWS) {
    results.push({
      view: view.view,
      pageLoad: await repeat(() => measureLoad(browser, origin, { ...view, hunterContent: "" })),
      baseline: await repeat(() => measureLoad(browser, origin, { ...view, hunterContent: "NO_FOOTER" })),
      footerAlone: await repeat(() => measureAlone(browser, origin, view, sourceAt)),
    });
  }
} finally {
  await browser.close();
  server.close();
}
const machine = {
  cpus: (await import("node:os")).cpus().length,
  loadAverage: [loadBefore, loadavg()[0]].map((l) => l.toFixed(1)),
};

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, machine, results }, null, 2));
} else {
  console.log(
    `<shop-footer> on a long page, CPU slowed down ${CPU_SLOWDOWN}×, medians of ${RUNS} runs ` +
      `(${machine.cpus} CPUs, load average ${machine.loadAverage.join(" → ")})\n`,
  );
  const tasks = (figures) =>
    `${figures.longTasks} long tasks, longest ${figures.longestTaskMs} ms ` +
    `(per run: ${figures.runs.map((run) => `[${run.longTasksMs.join(", ")}]`).join(" ")}` +
    `${figures.longTaskAttributions.length ? `; attribution: ${figures.longTaskAttributions.join(", ")}` : ""})`;
  for (const { view, pageLoad, baseline, footerAlone } of results) {
    console.log(view);
    console.log(
      `  page load: time to footer content ${pageLoad.timeToFooterContentMs} ms, layout shift ${pageLoad.layoutShift}${pageLoad.shiftedNodes.length ? ` (${pageLoad.shiftedNodes.join(", ")})` : ""}`,
    );
    console.log(`             ${tasks(pageLoad)}`);
    console.log(`  baseline (NO_FOOTER): ${tasks(baseline)}`);
    console.log(
      `  footer alone: time to content ${footerAlone.timeToFooterContentMs} ms, layout shift ${footerAlone.layoutShift}`,
    );
    console.log(`             ${tasks(footerAlone)}`);
    console.log("             what ran in them (share of the CPU samples inside each long task):");
    for (const [run, { longTaskParts }] of footerAlone.runs.entries()) {
      for (const task of longTaskParts) console.log(`               run ${run + 1}, ${task}`);
    }
  }
}
