/**
 * Time to content against the React floor, in one interleaved run, as a phone on a mobile network loads a page: Chromium with the CPU slowed 4×
 * and Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), every file
 * served gzipped, a fresh browser context (empty cache) for every load. These pages, each loaded
 * in turn `--runs` times (default 5):
 *
 * - floor: React + ReactDOM client + r2wc and one trivial element (bench/floor/), shown when the
 *   element has rendered its text;
 * - floor-content: the floor's element rendering its text only once it has the footer content
 *   (bench/floor/asking.js), asked for when the element is in the page. What that round trip costs
 *   the floor itself, with none of the shop's bytes: the least time to content that a footer can
 *   reach while it asks at the same moment. The form waits for no answer (its texts are in the
 *   script): its floor is the floor;
 * - floor-markup: the floor that asks alike and, once it has the answer, renders with React the
 *   markup the shop's server renders for that footer: what React itself takes to render the same
 *   footer, with none of the shop's code (the client-rendered footer is also reported against it);
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
 * waits until the shopper needs it: the table past their load); and the
 * longest of those tasks (with a script: its evaluation, which hydration in slices stays under).
 * The script's evaluation itself (compiling and running it, with the elements already in the page
 * upgrading: Long Animation Frames' script entry) is reported against the floor's.
 *
 * For the pages rendered in the browser, where their time goes: when the script had arrived,
 * when the footer content's answer had (the pages that ask for it), and the time from the later
 * of the two until the content shows: what is waiting for bytes, and what is work in the page.
 *
 * The next table follows the prerendered pages past their load (`--runs` loads each, with the
 * same profile). Before the shopper acts: every long task from navigation until the page has
 * loaded and two seconds have passed, the shopper neither scrolling nor touching anything (the
 * script evaluates only its element layer; an element evaluates React and its view once it is
 * needed, src/elements/element-mount.ts): the longest, and the blocking time against the same
 * page without script. Then the shopper needs the element (the form in the first screen: they
 * tap its e-mail field; the footer: they scroll to it): the longest task from then until the
 * element is ready, React's evaluation with the hydration's first slice, against the floor's
 * evaluation; and the longest of the tasks after it, the hydration's other slices.
 *
 * The last table is the returning shopper: the prerendered footer's page and the floor's, each
 * loaded three times in one browser profile whose cache keeps the script (`/returning/…`, sent
 * cacheable). Chromium keeps V8's code cache for a script it has run before from its HTTP
 * cache, and uses it from the third load on: the script's evaluation as it loads, and for the
 * footer React's task once the shopper scrolls to it, per load.
 *
 * With `--against <file>`, another build of `shop-components.js` (an earlier commit's, built in a
 * worktree of its own) renders the same two client-rendered pages in the same run, as
 * `form-against` and `footer-against`, loaded in turn with ours: whether a change made the
 * client-rendered pages slower. Reported per run as ours against it, as medians.
 *
 *   npm run build && npm run bench:render            (CHROME_PATH overrides /usr/bin/chromium)
 *   npm run bench:render -- --runs 9
 *   npm run bench:render -- --runs 15 --against ../earlier/dist/shop-components.js
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
import { argument, median, runsArgument } from "./runs.mjs";

const RUNS = runsArgument(5);
/** Another build's script, which the client-rendered pages load beside ours (`--against`). */
const AGAINST = argument("--against");
if (AGAINST !== undefined && !existsSync(AGAINST)) {
  console.error(`--against: no file at ${AGAINST} (another build's dist/shop-components.js)`);
  process.exit(1);
}
const root = fileURLToPath(new URL("..", import.meta.url));
const executablePath = findChromium("the render benchmark");

requireBuild();

/** The floor's element shows its text (each variant of the floor). */
const floorShows = () => !!document.querySelector("floor-element")?.shadowRoot?.querySelector("p");

/** The shop's script, ours and (`--against`) the other build's. */
const SHOP_SCRIPTS = ["/dist/shop-components.js", "/against/shop-components.js"];

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

/** The client-rendered pages with the other build's script, when there is one. */
const AGAINST_PAGES = AGAINST ? { form: "form-against", footer: "footer-against" } : {};
for (const [name, other] of Object.entries(AGAINST_PAGES))
  PAGES[other] = { ...PAGES[name], script: "/against/shop-components.js" };

/** A shop page's content above its footer: an article three screens long on a phone. */
const ARTICLE = `<article>${"<p>Frisch gerösteter Kaffee aus unserer Rösterei, jede Woche neu: Bohnen aus Äthiopien, Kolumbien und Brasilien, fein abgestimmt für Espresso, Filter und Vollautomat.</p>".repeat(24)}</article>`;

/** The same pages with the elements rendered on the server, with the script and without. */
const { renderElement } = await import(new URL("../dist/server.mjs", import.meta.url).href);
/** The footer content the demo's stand-in answers for de, which the server renders the footer with. */
const FOOTER_CONTENT = JSON.parse(readFileSync(join(root, "demo/content/footer.de.json")));
/**
 * `tag` as the shop's server renders it for a phone (the footer with the demo's content). The
 * page's origin is the bench server's, known once it listens: "http://origin.invalid" stands for it.
 */
const renderedOnServer = (tag, attributes) =>
  renderElement(tag, attributes, {
    origin: "http://origin.invalid",
    content: tag === "shop-footer" ? FOOTER_CONTENT : undefined,
    stylesheets: "/dist",
    viewport: "phone",
  });
for (const name of ["form", "footer"]) {
  const [, tag] = PAGES[name].body.match(/^<([\w-]+)/);
  // As the shop's server renders a page for a phone: its MATCH template, the form for a phone;
  // the footer below the page's content, three screens long.
  const attributes = tag === "shop-footer" ? { site: "de", platform: "MATCH" } : { site: "de" };
  const body = await renderedOnServer(tag, attributes);
  const page = tag === "shop-footer" ? `${ARTICLE}${body}` : body;
  PAGES[`${name}-prerendered`] = { ...PAGES[name], body: page, defer: true, element: tag };
  PAGES[`${name}-no-script`] = { ...PAGES[name], body: page, script: undefined, element: tag };
}

/**
 * The floor that renders the same footer: it asks for the same content, as floor-content, and
 * then renders with React the markup the shop's server renders for this client-rendered footer
 * on a phone (its stylesheets' rules in place of their links, without its data): what React
 * itself takes to render that footer, with none of the shop's code (bench/floor/asking.js).
 */
const serverFooter = await renderedOnServer("shop-footer", { site: "de" });
const footerMarkup = serverFooter
  .replace(/^<shop-footer[^>]*><template shadowrootmode="open">/, "")
  .replace(/<\/template><\/shop-footer>$/, "")
  .replaceAll(/<script type="application\/json" data-shop-fragment>[\s\S]*?<\/script>/g, "")
  .replaceAll(
    /<link rel="stylesheet" href="\/dist\/([\w-]+\.css)[^"]*">/g,
    (_, file) => `<style>${readFileSync(join(root, "dist", file), "utf8")}</style>`,
  );
PAGES["floor-markup"] = {
  script: "/floor-asking.js",
  body: `<floor-element name="floor" asks="content"></floor-element><template id="markup"><div>${footerMarkup}</div></template>`,
  shows: () =>
    !!document.querySelector("floor-element")?.shadowRoot?.querySelector("[part=countries] li:nth-child(9)"),
};

/** The floor that waits for the same answers as each of the shop's pages; the limit of a prerendered one. */
const WAITS_LIKE = {
  form: "floor",
  footer: "floor-content",
  "form-prerendered": "form-no-script",
  "footer-prerendered": "footer-no-script",
};
/**
 * The floor that does the same work once it has what it waits for: React rendering the same
 * markup (the footer), or one text (the form, which waits for no answer).
 */
const RENDERS_LIKE = { form: "floor", footer: "floor-markup" };
// The other build's pages are compared with the same floors as ours.
for (const [name, other] of Object.entries(AGAINST_PAGES)) {
  WAITS_LIKE[other] = WAITS_LIKE[name];
  RENDERS_LIKE[other] = RENDERS_LIKE[name];
}

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
    if (AGAINST && url.pathname === "/against/shop-components.js")
      return { type: TYPES[".js"], body: gzipped("against", () => readFileSync(AGAINST)) };
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
  // is not needed during the load (it hydrates once the shopper scrolls or uses it: the table of
  // the prerendered pages past their load).
  const tag =
    SHOP_SCRIPTS.includes(PAGES[name].script) && !PAGES[name].element
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
  // When the page's script and the footer content's answer had arrived (Resource Timing): how much
  // of a client-rendered page's time is waiting for those bytes, and how much is the work after them.
  const { scriptThere, answerThere } = await tab.evaluate((script) => {
    const arrived = (isIt) =>
      performance.getEntriesByType("resource").find((entry) => isIt(new URL(entry.name).pathname))
        ?.responseEnd;
    return {
      scriptThere: arrived((path) => path === script),
      answerThere: arrived((path) => path.endsWith("/SHOP_FOOTER")),
    };
  }, PAGES[name].script);
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
    scriptThere,
    answerThere,
    afterArrivals: shownAt - Math.max(scriptThere ?? 0, answerThere ?? 0),
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
const results = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
const PRERENDERED = ["form-prerendered", "form-no-script", "footer-prerendered", "footer-no-script"];
const needs = Object.fromEntries(PRERENDERED.map((name) => [name, []]));
const RETURNING = ["floor", "footer-prerendered"];
const returns = Object.fromEntries(RETURNING.map((name) => [name, []]));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const name of Object.keys(PAGES)) results[name].push(await measure(browser, origin, name));
    for (const name of PRERENDERED) needs[name].push(await measureNeed(browser, origin, name));
    for (const name of RETURNING) returns[name].push(await measureReturning(browser, origin, name));
    process.stdout.write(`run ${run} of ${RUNS}\r`);
  }
} finally {
  await browser.close();
  server.close();
}

const figures = Object.fromEntries(
  Object.entries(results).map(([name, runs]) => [
    name,
    Object.fromEntries(
      ["shownAt", "blocking", "loadBlocking", "longestTask", "evaluation", "paint", "shift"].map((key) => [
        key,
        median(runs.map((run) => run[key])),
      ]),
    ),
  ]),
);
const ratio = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : "—");
console.log(
  `\nPhone profile: CPU ${CPU_SLOWDOWN}× slower, 150 ms round trip, 1.6 Mbit/s, gzip; medians of ${RUNS} runs`,
);
console.log(
  "| page               | content shows | × floor | × floor waiting alike (prerendered: × no script) | first contentful paint | layout shift | total blocking time | × floor | blocking time, whole load | longest task, whole load | script evaluation | × floor |",
);
console.log(
  "| ------------------ | ------------- | ------- | ------------------------------------------------ | ---------------------- | ------------ | ------------------- | ------- | ------------------------- | ------------------------ | ----------------- | ------- |",
);
for (const [name, figure] of Object.entries(figures)) {
  const { shownAt, blocking, loadBlocking, longestTask, evaluation, paint, shift } = figure;
  const alike = WAITS_LIKE[name] ? ratio(shownAt, figures[WAITS_LIKE[name]].shownAt) : "";
  const cells = [
    name.padEnd(18),
    `${Math.round(shownAt)} ms`.padStart(13),
    ratio(shownAt, figures.floor.shownAt).padStart(7),
    alike.padStart(48),
    `${Math.round(paint)} ms`.padStart(22),
    shift.toFixed(3).padStart(12),
    `${Math.round(blocking)} ms`.padStart(19),
    ratio(blocking, figures.floor.blocking).padStart(7),
    `${Math.round(loadBlocking)} ms`.padStart(25),
    `${Math.round(longestTask)} ms`.padStart(24),
    (evaluation === undefined ? "no script" : `${Math.round(evaluation)} ms`).padStart(17),
    (evaluation === undefined ? "" : ratio(evaluation, figures.floor.evaluation)).padStart(7),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}

for (const [name, other] of Object.entries(AGAINST_PAGES)) {
  const each = (compare) => median(results[name].map((run, index) => compare(run, results[other][index])));
  const shows = each((ours, theirs) => ours.shownAt / theirs.shownAt);
  const blocking = each((ours, theirs) => ours.blocking - theirs.blocking);
  console.log(
    `${name} against ${AGAINST}: content shows ${shows.toFixed(2)}× the other build's, blocking ` +
      `${blocking >= 0 ? "+" : ""}${Math.round(blocking)} ms (medians of each run's comparison)`,
  );
}

/** The pages rendered in the browser: the floors and ours. */
const CLIENT_RENDERED = Object.keys(PAGES).filter((name) => !PAGES[name].element && PAGES[name].script);
console.log(
  "\nWhere the time of a page rendered in the browser goes (medians): its script there, the footer content's answer there (the pages that ask for it), the time from the later of the two until the content shows (evaluating and rendering), and that time against the floor that renders alike (the footer: floor-markup, React rendering the same markup)",
);
console.log(
  "| page               | script there | answer there | content shows | after both are there | × floor rendering alike's |",
);
console.log(
  "| ------------------ | ------------ | ------------ | ------------- | -------------------- | ------------------------- |",
);
for (const name of CLIENT_RENDERED) {
  const of = (page, key) => median(results[page].map((run) => run[key]));
  const answer = results[name].every((run) => run.answerThere !== undefined)
    ? of(name, "answerThere")
    : undefined;
  const alike = RENDERS_LIKE[name];
  const cells = [
    name.padEnd(18),
    `${Math.round(of(name, "scriptThere"))} ms`.padStart(12),
    (answer === undefined ? "" : `${Math.round(answer)} ms`).padStart(12),
    `${Math.round(of(name, "shownAt"))} ms`.padStart(13),
    `${Math.round(of(name, "afterArrivals"))} ms`.padStart(20),
    (alike ? ratio(of(name, "afterArrivals"), of(alike, "afterArrivals")) : "").padStart(25),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}
for (const [name, alike] of Object.entries(RENDERS_LIKE).filter(([name]) => name.startsWith("footer"))) {
  const shows = median(results[name].map((run, index) => run.shownAt / results[alike][index].shownAt));
  console.log(
    `${name}: content shows ${shows.toFixed(2)}× ${alike}'s time (median of each run's comparison)`,
  );
}

console.log(
  "\nPrerendered pages past their load (medians): before the shopper acts (loaded, 2 s more), and once the element is needed (the form: its field tapped; the footer: scrolled to)",
);
console.log(
  "| page               | longest task, before acting | of it ours, longest | blocking time, before acting | × no script | longest task once needed (React's evaluation) | × floor's evaluation | next longest (hydration slices) |",
);
console.log(
  "| ------------------ | --------------------------- | ------------------- | ---------------------------- | ----------- | --------------------------------------------- | -------------------- | ------------------------------- |",
);
for (const name of PRERENDERED) {
  const figure = Object.fromEntries(
    ["longestBefore", "oursBefore", "blockingBefore", "first", "slices"].map((key) => [
      key,
      median(needs[name].map((run) => run[key])),
    ]),
  );
  const noScript = median(needs[name.replace("prerendered", "no-script")].map((run) => run.blockingBefore));
  const hasScript = Boolean(PAGES[name].script);
  const cells = [
    name.padEnd(18),
    `${Math.round(figure.longestBefore)} ms`.padStart(27),
    (hasScript ? `${Math.round(figure.oursBefore)} ms` : "").padStart(19),
    `${Math.round(figure.blockingBefore)} ms`.padStart(28),
    (hasScript ? ratio(figure.blockingBefore, noScript) : "").padStart(11),
    (hasScript ? `${Math.round(figure.first)} ms` : "").padStart(45),
    (hasScript ? ratio(figure.first, figures.floor.evaluation) : "").padStart(20),
    (hasScript ? `${Math.round(figure.slices)} ms` : "").padStart(31),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}

console.log(
  `\nThe returning shopper (medians): the same page loaded ${RETURNS} times, the script from the browser's cache from the second load (V8's code cache from the third)`,
);
console.log(
  `| page               | ${Array.from({ length: RETURNS }, (_, index) => `load ${index + 1}: script evaluation | load ${index + 1}: React's task once needed`).join(" | ")} |`,
);
console.log(
  `| ------------------ | ${Array.from({ length: RETURNS }, () => "------------------------ | -------------------------------").join(" | ")} |`,
);
for (const name of RETURNING) {
  const cells = [name.padEnd(18)];
  for (let load = 0; load < RETURNS; load += 1) {
    const evaluation = median(returns[name].map((loads) => loads[load].evaluation));
    const needed = PAGES[name].element ? median(returns[name].map((loads) => loads[load].needed)) : undefined;
    cells.push(
      `${Math.round(evaluation)} ms`.padStart(24),
      (needed === undefined ? "(React evaluated as it loads)" : `${Math.round(needed)} ms`).padStart(31),
    );
  }
  console.log(`| ${cells.join(" | ")} |`);
}
