/**
 * Time to content against the React floor, in one interleaved run, as a phone on a mobile network loads a page: Chromium with the CPU slowed 4×
 * and Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), every file
 * served gzipped, a fresh browser context (empty cache) for every load. Four pages, each loaded
 * in turn `--runs` times (default 5):
 *
 * - floor: React + ReactDOM client + r2wc and one trivial element (bench/floor/), shown when the
 *   element has rendered its text;
 * - floor-content: the floor's element rendering its text only once it has the footer content
 *   (bench/floor/asking.js), asked for when the element is in the page. What that round trip costs
 *   the floor itself, with none of the shop's bytes: the least time to content that a footer can
 *   reach while it asks at the same moment. The form waits for no answer (its texts are in the
 *   script): its floor is the floor;
 * - form: `<newsletter-signup site="de">`, shown when its form is there;
 * - footer: `<shop-footer site="de">`, shown when its content is there (its ninth country comes
 *   with the content);
 * - form-prerendered, footer-prerendered: the same elements rendered on the server into a shop's
 *   page (dist/server.mjs, the footer with the demo's content), the script deferred, shown when the
 *   same content is there: it is, as soon as the page's HTML and the elements' stylesheet are. The
 *   form stands in the page's first screen; the footer ends the page, below an article three
 *   screens long, as on a shop's page;
 * - form-no-script, footer-no-script: the same prerendered HTML without any script: the limit.
 *
 * Besides: the first contentful paint and the layout shift of each page.
 * For each: the time from navigation start until the content shows, and the total blocking time
 * until then (the part over 50 ms of each long task), as medians, and their ratio to the floor's;
 * the time also against the floor that waits for the same answers (`WAITS_LIKE`). A prerendered
 * element shows before its script has even arrived, so the blocking time of the whole load is
 * reported too: every long task from navigation start until the page has loaded, the element
 * rendered in the browser has fired `shop-ready` and a second has passed (a prerendered element
 * waits until the shopper needs it: the second table); and the
 * longest of those tasks (with a script: its evaluation, which hydration in slices stays under).
 * The script's evaluation itself (compiling and running it, with the elements already in the page
 * upgrading: Long Animation Frames' script entry) is reported against the floor's.
 *
 * A second table follows the prerendered pages past their load (`--runs` loads each, with the
 * same profile). Before the shopper acts: every long task from navigation until the page has
 * loaded and two seconds have passed, the shopper neither scrolling nor touching anything (the
 * script evaluates only its element layer; an element evaluates React and its view once it is
 * needed, src/elements/element-mount.ts): the longest, and the blocking time against the same
 * page without script. Then the shopper needs the element (the form in the first screen: they
 * tap its e-mail field; the footer: they scroll to it): the longest task from then until the
 * element is ready, React's evaluation with the hydration's first slice, against the floor's
 * evaluation; and the longest of the tasks after it, the hydration's other slices.
 *
 * A third table is the returning shopper: the prerendered footer's page and the floor's, each
 * loaded three times in one browser profile whose cache keeps the script (`/returning/…`, sent
 * cacheable). Chromium keeps V8's code cache for a script it has run before from its HTTP
 * cache, and uses it from the third load on: the script's evaluation as it loads, and for the
 * footer React's task once the shopper scrolls to it, per load.
 *
 *   npm run build && npm run bench:render            (CHROME_PATH overrides /usr/bin/chromium)
 *   npm run bench:render -- --runs 9
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browsers.mjs";
import { buildFloor } from "./floor/build.mjs";
import { instrument } from "./record.mjs";
import { startBenchServer } from "./serve.mjs";
import { CPU_SLOWDOWN, NETWORK, requireBuild } from "./phone.mjs";

const runsArgument = process.argv.indexOf("--runs");
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 5;
const root = fileURLToPath(new URL("..", import.meta.url));
const executablePath = findChromium("the render benchmark");

requireBuild();

/** The floor's element shows its text (each variant of the floor). */
const floorShows = () => !!document.querySelector("floor-element")?.shadowRoot?.querySelector("p");

/** Each page: its body, and the condition (run in the page) that its content shows. */
const PAGES = {
  floor: {
    script: "/floor.js",
    body: `<floor-element name="floor"></floor-element>`,
    shows: floorShows,
  },
  "floor-content": {
    script: "/floor-asking.js",
    body: `<floor-element name="floor" asks="content"></floor-element>`,
    shows: floorShows,
  },
  form: {
    script: "/dist/shop-components.js",
    body: `<newsletter-signup site="de"></newsletter-signup>`,
    shows: () => !!document.querySelector("newsletter-signup")?.shadowRoot?.querySelector("form"),
  },
  footer: {
    script: "/dist/shop-components.js",
    body: `<shop-footer site="de"></shop-footer>`,
    shows: () =>
      !!document.querySelector("shop-footer")?.shadowRoot?.querySelector("[part=countries] li:nth-child(9)"),
  },
};

/** A shop page's content above its footer: an article three screens long on a phone. */
const ARTICLE = `<article>${"<p>Frisch gerösteter Kaffee aus unserer Rösterei, jede Woche neu: Bohnen aus Äthiopien, Kolumbien und Brasilien, fein abgestimmt für Espresso, Filter und Vollautomat.</p>".repeat(24)}</article>`;

/** The same pages with the elements rendered on the server, with the script and without. */
const { renderElement } = await import(new URL("../dist/server.mjs", import.meta.url).href);
for (const name of ["form", "footer"]) {
  const [, tag] = PAGES[name].body.match(/^<([\w-]+)/);
  const content =
    tag === "shop-footer" ? JSON.parse(readFileSync(join(root, "demo/content/footer.de.json"))) : undefined;
  // As the shop's server renders a page for a phone: its MATCH template, the form for a phone;
  // the footer below the page's content, three screens long.
  const attributes = tag === "shop-footer" ? { site: "de", platform: "MATCH" } : { site: "de" };
  // The page's origin is the bench server's, known once it listens: "http://origin.invalid" stands for it.
  const body = await renderElement(tag, attributes, {
    origin: "http://origin.invalid",
    content,
    stylesheets: "/dist",
    viewport: "phone",
  });
  const page = tag === "shop-footer" ? `${ARTICLE}${body}` : body;
  PAGES[`${name}-prerendered`] = { ...PAGES[name], body: page, defer: true, element: tag };
  PAGES[`${name}-no-script`] = { ...PAGES[name], body: page, script: undefined, element: tag };
}

/** The floor that waits for the same answers as each of the shop's pages; the limit of a prerendered one. */
const WAITS_LIKE = {
  form: "floor",
  footer: "floor-content",
  "form-prerendered": "form-no-script",
  "footer-prerendered": "footer-no-script",
};

const page = (name, origin, scriptBase = "") => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${PAGES[name].script ? `<script src="${scriptBase}${PAGES[name].script}"${PAGES[name].defer ? " defer" : ""}></script>` : ""}
  </head>
  <body><main><h1>Shop</h1><p>Page content.</p></main>${PAGES[name].body.replaceAll("http://origin.invalid", origin)}</body>
</html>`;

const TYPES = {
  ".js": "text/javascript",
  ".json": "application/json",
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
};

/** The floors' scripts (built in memory), the built files of dist/ and each page. */
function routeFor(floors) {
  const cache = new Map();
  /** A file's bytes gzipped once. */
  const gzipped = (key, read) => {
    if (!cache.has(key)) cache.set(key, gzipSync(read()));
    return cache.get(key);
  };
  const route = (url) => {
    const name = url.pathname.match(/^\/bench\/([\w-]+)\.html$/)?.[1];
    if (name && name in PAGES) return { type: TYPES[".html"], body: gzipSync(page(name, url.origin)) };
    // The returning shopper's page (no-store, as a shop's HTML) and its script (cacheable).
    const returning = url.pathname.match(/^\/returning\/bench\/([\w-]+)\.html$/)?.[1];
    if (returning && returning in PAGES)
      return { type: TYPES[".html"], body: gzipSync(page(returning, url.origin, "/returning")) };
    if (url.pathname.startsWith("/returning/")) {
      const answer = route(new URL(url.pathname.slice("/returning".length), url.origin));
      return answer && { ...answer, cacheable: true };
    }
    if (floors.has(url.pathname))
      return { type: TYPES[".js"], body: gzipped(url.pathname, () => floors.get(url.pathname)) };
    const file = join(root, normalize(decodeURIComponent(url.pathname)));
    if (!url.pathname.startsWith("/dist/") || !file.startsWith(join(root, "dist")) || !existsSync(file))
      return undefined;
    return {
      type: TYPES[extname(file)] ?? "application/octet-stream",
      body: gzipped(file, () => readFileSync(file)),
    };
  };
  return route;
}

async function measure(browser, origin, name) {
  const { tab, context } = await phoneTab(browser, name);
  await tab.goto(`${origin}/bench/${name}.html`);
  await tab.waitForFunction(() => window.__bench.shownAt !== null, { timeout: 60000, polling: 100 });
  // Long tasks are reported when they end: one frame more.
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const { shownAt, longTasks, shifts } = await tab.evaluate(() => window.__bench);
  // The whole load: loaded, the shop's element rendered, and a second more. A prerendered element
  // is not needed during the load (it hydrates once the shopper scrolls or uses it: the second table).
  const tag =
    PAGES[name].script === "/dist/shop-components.js" && !PAGES[name].element
      ? PAGES[name].body.match(/^<([\w-]+)/)[1]
      : null;
  await tab.waitForFunction(
    (tag) => document.readyState === "complete" && (!tag || window.__ready.includes(tag)),
    { timeout: 60000, polling: 100 },
    tag,
  );
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1000))));
  const { longTasks: loadTasks, evaluations } = await tab.evaluate(() => window.__bench);
  // The page's one script (its URL ends with the page's `script`): compiling and running it.
  const evaluation = PAGES[name].script
    ? evaluations
        .filter(({ source }) => source.endsWith(PAGES[name].script))
        .reduce((sum, { duration }) => sum + duration, 0)
    : undefined;
  const loadBlocking = loadTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const longestTask = Math.max(0, ...loadTasks.map((task) => task.duration));
  if (process.argv.includes("--sources"))
    for (const { value, moves } of shifts) console.log(`${name}: ${value.toFixed(4)} ${moves.join("; ")}`);
  const paint = await tab.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
  );
  await context.close();
  const blocking = longTasks
    .filter((task) => task.start < shownAt)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return {
    shownAt,
    blocking,
    loadBlocking,
    longestTask,
    evaluation,
    paint,
    shift: shifts.reduce((sum, entry) => sum + entry.value, 0),
  };
}

/** A fresh tab with the phone's profile, recording from the first byte. */
async function phoneTab(browser, name) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await tab.emulateNetworkConditions(NETWORK);
  await tab.setViewport({ width: 375, height: 740, isMobile: true, deviceScaleFactor: 2 });
  await tab.evaluateOnNewDocument(instrument, PAGES[name].shows.toString());
  await tab.evaluateOnNewDocument(() => {
    window.__ready = [];
    document.addEventListener("shop-ready", (event) => window.__ready.push(event.target.localName));
  });
  return { tab, context };
}

/**
 * The shopper needs the element `tag` (run in the page): the form in the first screen, they tap
 * its e-mail field (focus comes into it); the footer far below, they scroll to it.
 */
function needIt(tag) {
  const element = document.querySelector(tag);
  if (tag === "newsletter-signup") element.shadowRoot.querySelector('input[type="email"]').focus();
  else element.scrollIntoView();
}

/** The long tasks recorded so far that started at or after `since` (ms since navigation). */
const tasksSince = (tab, since) =>
  tab.evaluate((since) => window.__bench.longTasks.filter((task) => task.start >= since), since);

/**
 * A prerendered page past its load: its tasks before the shopper acts (loaded, two seconds
 * more), and the longest run of the shop's script among them (Long Animation Frames' script
 * entries: what of each task is ours); then, once the shopper needs the element (`needIt`), its
 * tasks until it is ready: the longest (React's evaluation with the hydration's first slice) and
 * the longest of the others (the hydration's other slices).
 */
async function measureNeed(browser, origin, name) {
  const { tab, context } = await phoneTab(browser, name);
  await tab.goto(`${origin}/bench/${name}.html`);
  await tab.waitForFunction(() => document.readyState === "complete", { timeout: 60000, polling: 100 });
  await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
  const before = await tasksSince(tab, 0);
  const { script, element } = PAGES[name];
  const ours = await tab.evaluate(
    (script) => window.__bench.scripts.filter(({ source }) => source.endsWith(script)),
    script ?? "(none)",
  );
  const needed = await tab.evaluate(() => performance.now());
  let first = 0;
  let slices = 0;
  if (script) {
    await tab.evaluate(needIt, element);
    await tab.waitForFunction(
      (tag) => window.__ready.includes(tag),
      { timeout: 60000, polling: 100 },
      element,
    );
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    const durations = (await tasksSince(tab, needed)).map((task) => task.duration).sort((a, b) => b - a);
    [first = 0, slices = 0] = durations;
  }
  await context.close();
  return {
    longestBefore: Math.max(0, ...before.map((task) => task.duration)),
    oursBefore: Math.max(0, ...ours.map((entry) => entry.duration)),
    blockingBefore: before.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    first,
    slices,
  };
}

/** How often the returning shopper loads a page: V8's code cache is used from the third load. */
const RETURNS = 3;

/**
 * The returning shopper: `name`'s page loaded RETURNS times in the browser's own profile (its disk
 * cache and V8's code cache, emptied first), its script cacheable. For each load: the script's
 * evaluation as it loads and, for a page with an element to scroll to, the longest task once it is
 * needed (React's evaluation with the hydration's first slice).
 */
async function measureReturning(browser, origin, name) {
  const context = browser.defaultBrowserContext();
  const loads = [];
  for (let load = 1; load <= RETURNS; load += 1) {
    const tab = await context.newPage();
    const cdp = await tab.createCDPSession();
    if (load === 1) await cdp.send("Network.clearBrowserCache");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await tab.emulateNetworkConditions(NETWORK);
    await tab.setViewport({ width: 375, height: 740, isMobile: true, deviceScaleFactor: 2 });
    await tab.evaluateOnNewDocument(instrument, PAGES[name].shows.toString());
    await tab.evaluateOnNewDocument(() => {
      window.__ready = [];
      document.addEventListener("shop-ready", (event) => window.__ready.push(event.target.localName));
    });
    await tab.goto(`${origin}/returning/bench/${name}.html`);
    await tab.waitForFunction(() => document.readyState === "complete", { timeout: 60000, polling: 100 });
    await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const { evaluations } = await tab.evaluate(() => window.__bench);
    const evaluation = evaluations
      .filter(({ source }) => source.endsWith(PAGES[name].script))
      .reduce((sum, { duration }) => sum + duration, 0);
    let needed;
    const { element } = PAGES[name];
    if (element) {
      const since = await tab.evaluate(() => performance.now());
      await tab.evaluate(needIt, element);
      await tab.waitForFunction(
        (tag) => window.__ready.includes(tag),
        { timeout: 60000, polling: 100 },
        element,
      );
      await tab.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
      );
      needed = Math.max(0, ...(await tasksSince(tab, since)).map((task) => task.duration));
    }
    await tab.close();
    loads.push({ evaluation, needed });
  }
  return loads;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startBenchServer(
  routeFor(
    new Map([
      ["/floor.js", await buildFloor()],
      ["/floor-asking.js", await buildFloor("./asking.js")],
    ]),
  ),
);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const which = process.env.WHICH ?? "form-prerendered";
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const { tab, context } = await phoneTab(browser, which);
    await tab.evaluateOnNewDocument(() => {
      window.__mc = [];
      const now = performance.now.bind(performance);
      let calls = null;
      performance.now = () => { const t = now(); if (calls) { calls.maxGap = Math.max(calls.maxGap, t - calls.last); calls.last = t; calls.n++; } return t; };
      const Original = window.MessageChannel;
      window.MessageChannel = class extends Original {
        constructor() {
          super();
          const port = this.port1;
          const desc = Object.getOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
          Object.defineProperty(port, "onmessage", {
            set(fn) { desc.set.call(port, (e) => { const s = now(); calls = { last: s, maxGap: 0, n: 0 }; try { return fn(e); } finally { const d = now() - s; if (d > 20) window.__mc.push({ start: Math.round(s), d: Math.round(d), n: calls.n, maxGap: Math.round(calls.maxGap) }); calls = null; } }); },
            get() { return desc.get.call(port); },
          });
        }
      };
    });
    await tab.evaluateOnNewDocument(() => {
      window.__loaf = [];
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries())
          window.__loaf.push({
            start: Math.round(frame.startTime),
            duration: Math.round(frame.duration),
            blocking: Math.round(frame.blockingDuration),
            scripts: frame.scripts.map((s) => `${s.invoker}|${s.invokerType}|${s.sourceFunctionName}|${Math.round(s.duration)}ms(forcedLayout ${Math.round(s.forcedStyleAndLayoutDuration)})`),
            render: Math.round(frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0),
          });
      }).observe({ type: "long-animation-frame", buffered: true });
    });
    await tab.goto(`${origin}/bench/${which}.html`);
    await tab.waitForFunction(() => document.readyState === "complete", { timeout: 60000, polling: 100 });
    await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    const needed = await tab.evaluate(() => performance.now());
    const prof = await tab.createCDPSession();
    await prof.send("Profiler.enable");
    await prof.send("Profiler.setSamplingInterval", { interval: 200 });
    if (process.env.PROFILE) await prof.send("Profiler.start");
    await tab.evaluate(needIt, PAGES[which].element);
    await tab.waitForFunction((tag) => window.__ready.includes(tag), { timeout: 60000, polling: 100 }, PAGES[which].element);
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    const { profile } = process.env.PROFILE ? await prof.send("Profiler.stop") : {};
    globalThis.__profiles ??= [];
    globalThis.__profiles.push(profile);
    const tasks = await tasksSince(tab, needed);
    const loaf = await tab.evaluate((since) => window.__loaf.filter((f) => f.start >= since), needed);
    console.log(`run ${run}: tasks`, tasks.map((t) => `${Math.round(t.start - needed)}+${Math.round(t.duration)}`).join(" "));
    console.log("   mc", JSON.stringify(await tab.evaluate(() => window.__mc)));
    for (const f of loaf) console.log(`   loaf @${Math.round(f.start - needed)} ${f.duration}ms render ${f.render}ms: ${f.scripts.join(" ; ")}`);
    await context.close();
  }
  const { writeFileSync } = await import("node:fs");
  writeFileSync("/tmp/profiles.json", JSON.stringify(globalThis.__profiles));
} finally {
  await browser.close();
  server.close();
}
