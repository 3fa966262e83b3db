/**
 * Interaction to next paint as a phone user meets it: Chromium at 375×740 with touch and mobile
 * emulation, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) and Lighthouse's mobile
 * network (150 ms round trip, 1.6 Mbit/s), a fresh browser context for every load. One plain shop
 * page (a header, the main content with `<newsletter-signup site="de">`, then
 * `<shop-footer site="de" platform="MATCH">`), in three versions:
 *
 * - client-rendered: the empty tags and the README's embed snippet (the script deferred); the
 *   elements are ready at their `shop-ready` and the footer's content;
 * - prerendered: the same elements rendered into the page by dist/server.mjs as bench/render.mjs
 *   renders them (the footer with the demo's content, the form for a phone), the script
 *   deferred; ready once both hydrated (each fires `shop-ready` then): they hydrate once the
 *   shopper needs them: once the script has run, the benchmark scrolls the page by 40 px (the
 *   form hydrates) and then to the footer (it hydrates), as a shopper on their way to it (render
 *   bench: what that hydration costs);
 * - floor: the same prerendered HTML without any script (native <details>, plain typing); ready
 *   at `load`.
 *
 * All three carry the embed snippet's space reservation in their stylesheet, as a shop's pages
 * keep it when they change to prerendered blocks.
 *
 * Once ready (and two frames and half a second more), the same interactions, with real input
 * through puppeteer (touch taps at an element's centre after scrolling it into view, key presses):
 *
 * - accordion: tap the first footer group's `<summary>`. It is the page's first tap, and a
 *   browser's first tap on a page costs more than the next ones, with no script too;
 * - another group: tap the second group's `<summary>`: what opening a group costs once the page
 *   has had its first tap;
 * - focusing: tap the form's e-mail field (the form opens its consents when the field is focused);
 * - typing: type "anna.muster@example.com", 50 ms between keys;
 * - leaving the field: Tab (the form checks the field on blur);
 * - submitting: tick the required consent, tap the submit button (the stand-in answers the
 *   sign-up). The floor cannot tick it (without a script the consents stay closed) and would post
 *   the form natively: there a `submit` listener added to the form by the benchmark calls
 *   `preventDefault()`, and only the tap on the button is measured.
 *
 * Measured in the page with Event Timing (`event` entries from 16 ms, `buffered`, and
 * `first-input`): entries are grouped by `interactionId`, an interaction's latency is the longest
 * of its entries, and it belongs to the step during which it started. Each step's figure in a run
 * is its worst interaction; reported are the median over the runs and the worst run, against the
 * goal of 100 ms. An interaction below 16 ms has no entry: "< 16". For every step whose worst run
 * passes the goal, the slowest interaction is split into input delay, processing and
 * presentation, with the Long Animation Frame it was painted in (its scripts, style and layout).
 *
 *   npm run build && npm run bench:inp               (CHROME_PATH overrides /usr/bin/chromium)
 *   npm run bench:inp -- --runs 9 --trace /tmp/inp   (a Chromium trace of each page's first run)
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browsers.mjs";
import { startBenchServer } from "./serve.mjs";
import { shopPage } from "./shop-page.mjs";
import { CPU_SLOWDOWN, NETWORK, requireBuild } from "./phone.mjs";
import { argument, median, runsArgument } from "./runs.mjs";

const VIEWPORT = { width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const GOAL = 100;
const EMAIL = "anna.muster@example.com";
const RUNS = runsArgument(5);
const TRACE_DIR = argument("--trace");
const root = fileURLToPath(new URL("..", import.meta.url));
const executablePath = findChromium("the interaction benchmark");

requireBuild();

const FORM = `<newsletter-signup site="de"></newsletter-signup>`;
const FOOTER = `<shop-footer site="de" platform="MATCH"></shop-footer>`;

/** The elements rendered on the server as a shop's server renders a phone page (bench/render.mjs). */
const { renderElement } = await import(new URL("../dist/server.mjs", import.meta.url).href);
// The page's origin is the bench server's, known once it listens: "http://origin.invalid" stands for it.
const rendered = {
  form: await renderElement(
    "newsletter-signup",
    { site: "de" },
    { origin: "http://origin.invalid", stylesheets: "/dist", viewport: "phone" },
  ),
  footer: await renderElement(
    "shop-footer",
    { site: "de", platform: "MATCH" },
    {
      origin: "http://origin.invalid",
      content: JSON.parse(readFileSync(join(root, "demo/content/footer.de.json"), "utf8")),
      stylesheets: "/dist",
      viewport: "phone",
    },
  ),
};
const BUILD = rendered.form.match(/"build":"([^"]+)"/)?.[1] ?? "?";

/** Each page: its elements' HTML and whether it has the script. */
const PAGES = {
  "client-rendered": { form: FORM, footer: FOOTER, script: true },
  prerendered: { ...rendered, script: true },
  floor: { ...rendered, script: false },
};

const page = (name, origin) =>
  shopPage(
    `<main><h1>Kaffee</h1><p>${"Frisch geröstet. ".repeat(20)}</p>${PAGES[name].form}</main>${PAGES[name].footer}`,
    PAGES[name].script,
  ).replaceAll("http://origin.invalid", origin);

const TYPES = { ".js": "text/javascript", ".css": "text/css" };

/**
 * The built files a page loads, read and gzipped once at the start: the whole run measures one
 * build, even if dist/ is built again meanwhile.
 */
const DIST = new Map(
  readdirSync(join(root, "dist"))
    .filter((file) => extname(file) in TYPES)
    .map((file) => [
      `/dist/${file}`,
      { type: TYPES[extname(file)], body: gzipSync(readFileSync(join(root, "dist", file))) },
    ]),
);

/** Each page and the built files of dist/ (the stand-in answers the services). */
function route(url) {
  const name = url.pathname.match(/^\/bench\/([\w-]+)\.html$/)?.[1];
  if (name && name in PAGES)
    return { type: "text/html; charset=utf-8", body: gzipSync(page(name, url.origin)) };
  return DIST.get(url.pathname);
}

/**
 * What the page records before anything else runs (passed to `evaluateOnNewDocument`, so it must
 * stand alone): Event Timing entries, Long Animation Frames, and each element's `shop-ready`
 * as the page hears it (bubbling: the footer's nested form's own stays inside the footer).
 */
function instrumentInteractions() {
  const record = (window.__inp = { events: [], frames: [], ready: [] });
  const describe = (node) =>
    node
      ? `${node.nodeName.toLowerCase()}${node.getRootNode() instanceof ShadowRoot ? " (in shadow)" : ""}`
      : "?";
  const keepEvents = (list) => {
    for (const entry of list.getEntries()) {
      record.events.push({
        type: entry.entryType,
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        target: describe(entry.target),
      });
    }
  };
  new PerformanceObserver(keepEvents).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver(keepEvents).observe({ type: "first-input", buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      record.frames.push({
        startTime: frame.startTime,
        duration: frame.duration,
        renderStart: frame.renderStart,
        styleAndLayoutStart: frame.styleAndLayoutStart,
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          source: [script.sourceURL.split("/").pop(), script.sourceFunctionName].filter(Boolean).join(" "),
          duration: script.duration,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: "long-animation-frame", buffered: true });
  document.addEventListener("shop-ready", (event) => record.ready.push(event.target.localName));
}

/** Two frames, then `ms` more: what was painted is reported by then. */
const settle = (tab, ms) =>
  tab.evaluate(
    (ms) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms))),
      ),
    ms,
  );

/** An element inside a host's open shadow root (the floor's too: declarative shadow roots). */
const inShadow = (tab, host, selector) =>
  tab.evaluateHandle(
    (host, selector) => document.querySelector(host)?.shadowRoot?.querySelector(selector) ?? null,
    host,
    selector,
  );

/** A touch tap at an element's centre, once it is scrolled into view; false when it has no box. */
async function tap(tab, handle) {
  if (!handle.asElement()) return false;
  await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await settle(tab, 100);
  const box = await handle.boundingBox();
  if (!box || box.width === 0 || box.height === 0) return false;
  await tab.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return true;
}

/** Taps the summary of the footer's group number `index` (from 0); notes if the group did not open. */
async function openGroup(tab, index) {
  const summary = await tab.evaluateHandle((index) => {
    const root = document.querySelector("shop-footer")?.shadowRoot;
    return root?.querySelectorAll(".expansion-panel > summary")[index] ?? null;
  }, index);
  if (!(await tap(tab, summary))) {
    const holds = await tab.evaluate(() => {
      const root = document.querySelector("shop-footer")?.shadowRoot;
      return root
        ? `${root.querySelectorAll("details").length} <details>, ${root.innerHTML.length} characters`
        : "no shadow root";
    });
    return [`no footer group ${index + 1} to tap (the footer holds ${holds})`];
  }
  await settle(tab, 300);
  const isOpen = await summary.evaluate((element) => element.parentElement.open);
  return isOpen ? [] : [`footer group ${index + 1} did not open`];
}

/** The steps, in order, on one loaded page; each returns notes on what did not go as planned. */
const STEPS = {
  accordion: (tab) => openGroup(tab, 0),
  "another group": (tab) => openGroup(tab, 1),
  focusing: async (tab) => {
    const field = await inShadow(tab, "newsletter-signup", 'input[name="newsletterEmail"]');
    if (!(await tap(tab, field))) return ["no e-mail field to tap"];
    await settle(tab, 300);
    const hasFocus = await field.evaluate((element) => element.getRootNode().activeElement === element);
    return hasFocus ? [] : ["the e-mail field did not take focus"];
  },
  typing: async (tab) => {
    await tab.keyboard.type(EMAIL, { delay: 50 });
    await settle(tab, 300);
    const field = await inShadow(tab, "newsletter-signup", 'input[name="newsletterEmail"]');
    const value = await field.evaluate((element) => element.value);
    return value === EMAIL ? [] : [`the field holds "${value}"`];
  },
  "leaving the field": async (tab) => {
    await tab.keyboard.press("Tab");
    await settle(tab, 300);
    return [];
  },
  submitting: async (tab, name) => {
    const notes = [];
    if (!PAGES[name].script) {
      // No script: the form would post natively and the page navigate away.
      await tab.evaluate(() =>
        document
          .querySelector("newsletter-signup")
          .shadowRoot.querySelector("form")
          .addEventListener("submit", (event) => event.preventDefault()),
      );
    }
    const consent = await inShadow(
      tab,
      "newsletter-signup",
      'input[name="consents"][value="DATA_PROCESSING"]',
    );
    if (await tap(tab, consent)) {
      await settle(tab, 100);
      if (!(await consent.evaluate((element) => element.checked))) notes.push("the consent did not tick");
    } else notes.push("consent not shown, not ticked");
    const url = tab.url();
    if (!(await tap(tab, await inShadow(tab, "newsletter-signup", "button[type=submit]"))))
      return [...notes, "no submit button to tap"];
    if (PAGES[name].script) {
      // The stand-in's answer, shown in the success region (or an error on the form).
      const answered = await tab
        .waitForFunction(
          () => {
            const form = document.querySelector("newsletter-signup").shadowRoot;
            return (
              !!form.querySelector("[part=success]")?.textContent ||
              !!form.querySelector("[data-state=error]")
            );
          },
          { timeout: 10000, polling: 100 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!answered) notes.push("no answer shown within 10 s");
    }
    await settle(tab, 300);
    if (tab.url() !== url) notes.push("the page navigated");
    return notes;
  },
};

/** One load of a page and every step on it: each step's interactions and the page's frames. */
async function measure(browser, origin, name, tracePath) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await tab.emulateNetworkConditions(NETWORK);
  await tab.setViewport(VIEWPORT);
  await tab.evaluateOnNewDocument(instrumentInteractions);
  if (tracePath) await tab.tracing.start({ path: tracePath, screenshots: false });
  await tab.goto(`${origin}/bench/${name}.html`, { waitUntil: "load", timeout: 60000 });
  if (PAGES[name].script) {
    // A prerendered element hydrates once the shopper needs it: they scroll, which brings the
    // form near at once, and the footer once they reach it; the steps then tap what they need
    // where it is (`tap` scrolls to it).
    if (name === "prerendered") {
      await tab.waitForFunction(() => customElements.get("shop-footer"), { timeout: 60000, polling: 100 });
      await tab.evaluate(() => window.scrollBy(0, 40));
      await tab.evaluate(() => document.querySelector("shop-footer").scrollIntoView());
    }
    // Both ready, and the footer's groups there (a client-rendered footer's come with its content).
    await tab.waitForFunction(
      () =>
        ["newsletter-signup", "shop-footer"].every((tag) => window.__inp.ready.includes(tag)) &&
        !!document.querySelector("shop-footer").shadowRoot?.querySelector(".expansion-panel > summary"),
      { timeout: 60000, polling: 100 },
    );
  }
  await settle(tab, 500);
  const windows = [];
  const notes = [];
  for (const [step, run] of Object.entries(STEPS)) {
    const start = await tab.evaluate(() => performance.now());
    for (const note of await run(tab, name)) notes.push(`${step}: ${note}`);
    windows.push({ step, start, end: await tab.evaluate(() => performance.now()) });
  }
  if (tracePath) await tab.tracing.stop();
  const { events, frames } = await tab.evaluate(() => window.__inp);
  await context.close();

  // Interactions: entries by interactionId (a first-input entry without one stands alone).
  const interactions = new Map();
  for (const entry of events) {
    const key = entry.interactionId || `${entry.type}@${entry.startTime}`;
    if (!entry.interactionId && entry.type !== "first-input") continue;
    const interaction = interactions.get(key) ?? { entries: [] };
    interaction.entries.push(entry);
    interactions.set(key, interaction);
  }
  const steps = {};
  for (const { step, start, end } of windows) {
    const within = [...interactions.values()]
      .map(({ entries }) => ({
        startTime: Math.min(...entries.map((entry) => entry.startTime)),
        latency: Math.max(...entries.map((entry) => entry.duration)),
        entries,
      }))
      .filter(({ startTime }) => startTime >= start && startTime < end);
    const worst = within.reduce((a, b) => (b.latency > (a?.latency ?? -1) ? b : a), null);
    steps[step] = { latency: worst?.latency ?? 0, worst };
  }
  return { steps, frames, notes };
}

const ms = (value) => (value < 16 ? "< 16" : `${Math.round(value)}`);

/** Where the slowest interaction's time went: its phases, and the frame that painted it. */
function explain({ worst }, frames) {
  const longest = worst.entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const inputDelay = longest.processingStart - longest.startTime;
  const processing = longest.processingEnd - longest.processingStart;
  const presentation = longest.startTime + longest.duration - longest.processingEnd;
  const lines = [
    `${longest.name} on ${longest.target}: ${Math.round(longest.duration)} ms = input delay ${Math.round(inputDelay)} + processing ${Math.round(processing)} + presentation ${Math.round(presentation)}`,
  ];
  const end = longest.startTime + longest.duration;
  for (const frame of frames.filter(
    (f) => f.startTime < end && f.startTime + f.duration > longest.startTime,
  )) {
    // A frame that rendered nothing has no style and layout phase (its start is 0).
    const styleAndLayout = frame.styleAndLayoutStart
      ? frame.startTime + frame.duration - frame.styleAndLayoutStart
      : 0;
    const scripts = frame.scripts
      .filter((script) => script.duration >= 5)
      .map(
        (script) =>
          `${script.invoker}${script.source ? ` (${script.source})` : ""} ${Math.round(script.duration)} ms`,
      );
    lines.push(
      `  long animation frame ${Math.round(frame.duration)} ms: style and layout ${Math.round(styleAndLayout)} ms; scripts ≥ 5 ms: ${scripts.join(", ") || "none"}`,
    );
  }
  return lines;
}

const server = await startBenchServer(route);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
const load = [loadavg()[0]];
const results = Object.fromEntries(Object.keys(PAGES).map((name) => [name, []]));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const name of Object.keys(PAGES)) {
      const tracePath = TRACE_DIR && run === 1 ? join(TRACE_DIR, `inp-${name}.json`) : undefined;
      results[name].push(await measure(browser, origin, name, tracePath));
    }
    load.push(loadavg()[0]);
    process.stdout.write(`run ${run} of ${RUNS}\r`);
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `\nInteraction to next paint, phone profile (375×740, touch, CPU ${CPU_SLOWDOWN}× slower, 150 ms round trip, 1.6 Mbit/s); build ${BUILD}`,
);
console.log(
  `Per step, the worst interaction of a run: median of ${RUNS} runs (worst run), ms; load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
const columns = Object.keys(PAGES);
console.log(`| step              | ${columns.map((name) => name.padEnd(17)).join(" | ")} | goal     |`);
console.log(`| ----------------- | ${columns.map(() => "-".repeat(17)).join(" | ")} | -------- |`);
const stepNames = [...Object.keys(STEPS), "page (all steps)"];
for (const step of stepNames) {
  const cells = columns.map((name) => {
    const values = results[name].map((run) =>
      step === "page (all steps)"
        ? Math.max(...Object.values(run.steps).map((s) => s.latency))
        : run.steps[step].latency,
    );
    return `${ms(median(values))} (${ms(Math.max(...values))})`.padEnd(17);
  });
  console.log(`| ${step.padEnd(17)} | ${cells.join(" | ")} | ≤ ${GOAL} ms |`);
}
console.log(
  "Floor, submitting: no consent to tick (closed without a script); the tap on the button is measured with the native post prevented by a submit listener.",
);

for (const name of columns) {
  const notes = [...new Set(results[name].flatMap((run) => run.notes))];
  if (notes.length) console.log(`${name}: ${notes.join("; ")}`);
  for (const step of Object.keys(STEPS)) {
    const runs = results[name].filter((run) => run.steps[step].worst);
    const slowest = runs.reduce(
      (a, b) => (b.steps[step].latency > (a?.steps[step].latency ?? -1) ? b : a),
      null,
    );
    if (!slowest || slowest.steps[step].latency <= GOAL) continue;
    console.log(`${name}, ${step}, slowest run:`);
    for (const line of explain(slowest.steps[step], slowest.frames)) console.log(`  ${line}`);
  }
}
