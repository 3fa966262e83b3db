/**
 * The fragment service through hours of traffic while the services behind it fail, on loopback:
 * the handler (dist/server.mjs) in a process of its own behind the shipped edge (edge/shop.vcl in
 * Varnish, or edge/shop-nginx.conf in nginx, started as test/edge/ starts them), with the shop's
 * page server, for `--minutes` (default 10; a shop runs it for hours). Meanwhile:
 *
 * - the load: `--pages` loops (default 6), each asking for a shop page of each site of the table
 *   in turn, composed by the edge from its form and footer includes (mostly one of `VARIANTS`
 *   addresses per site, which the edge keeps; one in NEW_ADDRESS_EVERY an address never asked
 *   before, which the service renders), and every third time a footer fragment directly; and
 *   `--posts` sign-ups per second (default 2) posted without the script through the edge, each
 *   with an e-mail address of its own;
 * - the faults: the shop's services (the stand-in, demo/stand-in.mjs) are reached through a fault
 *   layer that cycles, `--phase-seconds` each (default 60), through good, slow (answered after
 *   16 s: past the 15 s the service waits for an answer), 5xx (503), reset (the connection closed
 *   unanswered) and malformed (the service's answer cut in half: it did its work, its answer is
 *   garbage). The footer content is asked for every 15 s per site (contentRefreshSeconds), so
 *   that each phase meets several refreshes.
 *
 * Reported: requests served and their answer times (p50, p99) per phase and kind; the services'
 * requests per phase; the service's memory (after a full collection) at the start and the end,
 * and its slope after the first minute and over the second half; its caches' entries and log
 * lines; and the counts that must be 0: answers of 5xx, pages or
 * fragments with an error text in them (an edge's error page, a stack trace), composed pages with
 * an include left out, sign-ups lost (the visitor saw the success message, the newsletter service
 * never had it), sent twice, or whose visitor was not told the outcome. A sign-up whose visitor
 * was told it failed while the newsletter service had it (its answer was cut off) is counted
 * apart. Exits 1 when a count that must be 0 is not.
 *
 *   npm run build && npm run bench:soak               [-- --minutes 240 --edge nginx]
 */
import { fork } from "node:child_process";
import { createServer, request } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createStandIn } from "../demo/stand-in.mjs";
import { SITES } from "../scripts/site-table.mjs";
import { EDGES } from "../test/edge/edges.mjs";
import { startPages } from "../test/edge/shop.mjs";
import { argument, median } from "./runs.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const MINUTES = Number(argument("--minutes") ?? 10);
const PHASE_SECONDS = Number(argument("--phase-seconds") ?? 60);
const EDGE = argument("--edge") ?? "varnish";
const PAGE_LOOPS = Number(argument("--pages") ?? 6);
const POSTS_PER_SECOND = Number(argument("--posts") ?? 2);
const PHASES = ["good", "slow", "5xx", "reset", "malformed"];
/** Past the 15 s the fragment service waits for a service's answer (fetchTimeoutMs). */
const SLOW_MS = 16_000;
const CONTENT_REFRESH_SECONDS = 15;
/** Addresses per site: each page variant has includes of its own, which the edge keeps five minutes. */
const VARIANTS = 30;
/** One page in this many has an address never asked before (it reaches the service). */
const NEW_ADDRESS_EVERY = 20;
/** How often the service's memory and caches are read. */
const SAMPLE_SECONDS = 10;
const SUBSCRIBE_PATH = "/service/newsletter/api/private/newsletter-subscribers";
/** What a page or fragment must never hold: an edge's or a server's error page, a stack trace. */
const ERROR_TEXT =
  /Guru Meditation|Bad Gateway|Gateway Time-?out|Service Unavailable|Internal Server Error|<h1>50\d|\bat \S+ \(\S+:\d+:\d+\)/;

if (!(EDGE in EDGES)) throw new Error(`--edge: varnish or nginx, not ${EDGE}`);
for (const [name, value] of Object.entries({ MINUTES, PHASE_SECONDS, PAGE_LOOPS, POSTS_PER_SECOND }))
  if (!(value > 0)) throw new Error(`${name}: a positive number, not ${value}`);

if (process.argv[2] === "--service") await serveFragments(process.argv[3]);
else await soak();

/** The fragment service's process: the handler on a loopback port, its memory and caches on request. */
async function serveFragments(origin) {
  const { createFragmentHandler } = await import(join(root, "dist/server.mjs"));
  let logLines = 0;
  const handler = createFragmentHandler({
    origin,
    contentRefreshSeconds: CONTENT_REFRESH_SECONDS,
    log: () => logLines++,
  });
  const httpServer = createServer(handler);
  await new Promise((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  process.on("message", () => {
    globalThis.gc();
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ rss, heapUsed, logLines, ...handler.stats() });
  });
  process.send({ port: httpServer.address().port });
}

async function soak() {
  const started = Date.now();
  const endsAt = started + MINUTES * 60_000;
  const phaseAt = (time) => PHASES[Math.floor((time - started) / (PHASE_SECONDS * 1000)) % PHASES.length];

  // The shop's services, behind the fault layer.
  const standIn = createStandIn({
    contentDir: join(root, "demo/content"),
    logosDir: join(root, "demo/logos"),
  });
  const services = await listen(
    createServer(async (req, res) => {
      if (!(await standIn.handle(req, res))) res.writeHead(404).end();
    }),
  );
  /** What the newsletter service took (answered 2xx), by address. */
  const received = new Map();
  const faultLayer = await listen(createServer((req, res) => fault(req, res)));

  /** The services' requests per phase: footer content, sign-ups. */
  const asked = Object.fromEntries(PHASES.map((phase) => [phase, { content: 0, "sign-up": 0 }]));
  function fault(req, res) {
    const phase = phaseAt(Date.now());
    if (req.url.startsWith("/service/promotion/")) asked[phase].content++;
    if (req.url.startsWith(SUBSCRIBE_PATH)) asked[phase]["sign-up"]++;
    if (!req.url.startsWith("/service/") || phase === "good") return forward(req, res);
    if (phase === "5xx") {
      req.resume();
      return res.writeHead(503, { "Content-Type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
    }
    if (phase === "reset") return req.socket.destroy();
    if (phase === "malformed") return forward(req, res, { cut: true });
    const timer = setTimeout(() => forward(req, res), SLOW_MS);
    res.on("close", () => clearTimeout(timer));
  }

  /** Passes the request to the services; `cut` sends back the first half of their answer. */
  async function forward(req, res, { cut = false } = {}) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const upstream = request({
      host: "127.0.0.1",
      port: services.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    });
    upstream.on("response", async (answer) => {
      const parts = [];
      for await (const part of answer) parts.push(part);
      const whole = Buffer.concat(parts);
      if (req.method === "POST" && req.url.startsWith(SUBSCRIBE_PATH) && answer.statusCode < 300) {
        const { email } = JSON.parse(body.toString());
        received.set(email, (received.get(email) ?? 0) + 1);
      }
      const sent = cut ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
      const headers = { ...answer.headers, "content-length": String(sent.length) };
      delete headers["transfer-encoding"];
      if (!res.destroyed) res.writeHead(answer.statusCode, headers).end(sent);
    });
    upstream.on("error", () => res.destroy());
    upstream.end(body);
  }

  // The fragment service in a process of its own, the page server, and the edge.
  const service = fork(fileURLToPath(import.meta.url), ["--service", faultLayer.origin], {
    execArgv: ["--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { port: fragmentsPort } = await new Promise((resolve) => service.once("message", resolve));
  const sample = () =>
    new Promise((resolve) => {
      service.once("message", (stats) => resolve({ at: Date.now() - started, ...stats }));
      service.send("stats");
    });
  const pages = await startPages(EDGE === "varnish" ? "esi" : "ssi", standIn);
  const edge = await EDGES[EDGE]({ pagesPort: pages.port, fragmentsPort });

  const answers = []; // { kind, phase, ms, status, errorText, leftOut }
  const signUps = []; // { email, outcome }
  const samples = [await sample()];
  const sampler = setInterval(async () => samples.push(await sample()), SAMPLE_SECONDS * 1000);
  const progress = setInterval(() => {
    const minute = ((Date.now() - started) / 60_000).toFixed(1);
    process.stdout.write(
      `${minute} of ${MINUTES} min, ${answers.length} answers, ${signUps.length} sign-ups\r`,
    );
  }, 5000);

  /** Asks the edge for `path`; records its time, status and whether its body is sound. */
  async function ask(kind, path, check) {
    const phase = phaseAt(Date.now());
    const start = performance.now();
    try {
      const answer = await fetch(`${edge.base}${path}`);
      const text = await answer.text();
      answers.push({ kind, phase, ms: performance.now() - start, status: answer.status, ...check(text) });
    } catch {
      answers.push({ kind, phase, ms: performance.now() - start, status: 0 });
    }
  }
  const sound = (text) => ({ errorText: ERROR_TEXT.test(text) });
  const composed = (text) => ({
    ...sound(text),
    leftOut: !/<shop-footer[\s>]/.test(text) || !/<newsletter-signup[\s>]/.test(text),
  });

  async function pageLoop(loop) {
    for (let turn = loop; Date.now() < endsAt; turn += PAGE_LOOPS) {
      const site = SITES[turn % SITES.length];
      // Most addresses are among a few the edge keeps; every NEW_ADDRESS_EVERY-th is one never
      // asked before, which the edge passes to the service, so that it renders and refreshes its
      // content all the time and its fragment cache fills up to its bound.
      const variant =
        turn % NEW_ADDRESS_EVERY === 0 ? `new${turn}` : `v${Math.floor(Math.random() * VARIANTS)}`;
      await ask("page", `/${site}/${variant}`, composed);
      if (turn % 3 === 0)
        await ask("fragment", `/fragments/shop-footer?site=${site}&hunter-content=${variant}`, sound);
    }
  }

  /** A sign-up posted without the script through the edge, as a visitor of `site` sends it. */
  async function signUp(number) {
    const site = SITES[number % SITES.length];
    const email = `soak-${number}@example.com`;
    const phase = phaseAt(Date.now());
    const start = performance.now();
    const body = new URLSearchParams(signUpFields(email));
    let outcome = "not told";
    let status = 0;
    try {
      const answer = await fetch(`${edge.base}/fragments/newsletter-signup?site=${site}`, {
        method: "POST",
        body,
        headers: { "Sec-Fetch-Site": "same-origin", Referer: `${edge.base}/${site}/kaffee` },
      });
      status = answer.status;
      const html = await answer.text();
      // The answer page holds the success message's region in every outcome; a failure shows
      // the technical-error notification.
      if (answer.status === 200 && html.includes('data-error="true"')) outcome = "fields refused";
      else if (answer.status === 200 && html.includes('data-state="error"')) outcome = "told it failed";
      else if (answer.status === 200 && html.includes('part="success"')) outcome = "success";
    } catch {
      // The visitor's browser got no answer: not told.
    }
    answers.push({ kind: "sign-up", phase, ms: performance.now() - start, status });
    signUps.push({ email, phase, outcome });
  }

  const posts = [];
  const poster = setInterval(() => {
    if (Date.now() < endsAt) posts.push(signUp(posts.length));
  }, 1000 / POSTS_PER_SECOND);
  try {
    await Promise.all(Array.from({ length: PAGE_LOOPS }, (_, loop) => pageLoop(loop)));
    clearInterval(poster);
    await Promise.all(posts);
  } finally {
    clearInterval(poster);
    clearInterval(sampler);
    clearInterval(progress);
  }
  samples.push(await sample());
  service.kill();
  await edge.stop();
  await pages.close();
  faultLayer.close();
  services.close();

  report({ answers, signUps, received, samples, asked });
  const failures = counts(answers, signUps, received);
  process.exitCode = Object.values(failures).some((count) => count > 0) ? 1 : 0;
}

/**
 * What a visitor fills in: every field any site's form asks for (a site that does not show a field
 * leaves it out), and Turkey's commercial-message approval.
 */
function signUpFields(email) {
  return {
    newsletterEmail: email,
    salutation: "MRS",
    firstName: "Anna",
    lastName: "Kovács",
    consents: "DATA_PROCESSING",
    legals: "COMMERCIAL_ELECTRONIC_MESSAGES",
    email: "",
  };
}

function listen(httpServer) {
  return new Promise((resolve) =>
    httpServer.listen(0, "127.0.0.1", () => {
      const { port } = httpServer.address();
      resolve({
        port,
        origin: `http://127.0.0.1:${port}`,
        close: () => httpServer.close().closeAllConnections(),
      });
    }),
  );
}

/** The counts that must be 0. */
function counts(answers, signUps, received) {
  const times = (email) => received.get(email) ?? 0;
  return {
    "answers 5xx": answers.filter((answer) => answer.status >= 500).length,
    "answers unanswered": answers.filter((answer) => answer.status === 0).length,
    "with an error text": answers.filter((answer) => answer.errorText).length,
    "pages with an include left out": answers.filter((answer) => answer.leftOut).length,
    "sign-ups lost": signUps.filter((s) => s.outcome === "success" && times(s.email) === 0).length,
    "sign-ups sent twice or more": signUps.filter((s) => times(s.email) > 1).length,
    "sign-ups not told their outcome": signUps.filter((s) => s.outcome === "not told").length,
    // The benchmark's own fields, refused by a site's form rules: its sign-ups would prove nothing.
    "sign-ups refused by the form's rules": signUps.filter((s) => s.outcome === "fields refused").length,
  };
}

function report({ answers, signUps, received, samples, asked }) {
  const percentile = (values, p) =>
    values.length ? [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] : NaN;
  console.log(
    `\n${EDGE}, ${MINUTES} min, phases of ${PHASE_SECONDS} s, ${PAGE_LOOPS} page loops, ${POSTS_PER_SECOND} sign-ups/s`,
  );
  console.log("| phase | kind | answers | p50 | p99 | 5xx |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const phase of PHASES)
    for (const kind of ["page", "fragment", "sign-up"]) {
      const of = answers.filter((answer) => answer.phase === phase && answer.kind === kind);
      const ms = of.map((answer) => answer.ms);
      const fives = of.filter((answer) => answer.status >= 500).length;
      console.log(
        `| ${phase} | ${kind} | ${of.length} | ${median(ms)?.toFixed(0)} ms | ${percentile(ms, 99).toFixed(0)} ms | ${fives} |`,
      );
    }
  console.log(
    `\nThe services were asked, per phase: ${PHASES.map((phase) => `${phase} ${asked[phase].content} footer contents, ${asked[phase]["sign-up"]} sign-ups`).join("; ")}`,
  );
  const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
  const [first, last] = [samples[0], samples.at(-1)];
  const settled = samples.filter((s) => s.at >= 60_000);
  const secondHalf = samples.filter((s) => s.at >= last.at / 2);
  console.log(
    `\nService memory after a full collection: heap ${mb(first.heapUsed)} MB at the start, ${mb(last.heapUsed)} MB at the end` +
      ` (resident ${mb(first.rss)} → ${mb(last.rss)} MB); slope after the first minute: heap ${slope(settled, "heapUsed")} MB/hour, resident ${slope(settled, "rss")} MB/hour; over the second half: heap ${slope(secondHalf, "heapUsed")}, resident ${slope(secondHalf, "rss")} MB/hour`,
  );
  console.log(
    `Caches at the end: ${last.htmlEntries} fragments (${mb(last.htmlBytes)} of ${mb(last.htmlCapacityBytes)} MB), ${last.dataKeys} content keys; most fragments held: ${Math.max(...samples.map((s) => s.htmlEntries))}; log lines: ${last.logLines}`,
  );
  const times = (email) => received.get(email) ?? 0;
  const success = signUps.filter((s) => s.outcome === "success");
  const told = signUps.filter((s) => s.outcome === "told it failed");
  console.log(
    `\nSign-ups: ${signUps.length} posted; ${success.length} saw success (${success.filter((s) => times(s.email) === 1).length} reached the newsletter service once);` +
      ` ${told.length} were told it failed (${told.filter((s) => times(s.email) === 1).length} of them reached the service, whose answer was cut off)`,
  );
  console.log(
    "| phase | posted | saw success | reached the service once | told it failed | of them reached the service |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const phase of PHASES) {
    const of = signUps.filter((s) => s.phase === phase);
    const saw = of.filter((s) => s.outcome === "success");
    const failed = of.filter((s) => s.outcome === "told it failed");
    console.log(
      `| ${phase} | ${of.length} | ${saw.length} | ${saw.filter((s) => times(s.email) === 1).length} | ${failed.length} | ${failed.filter((s) => times(s.email) > 0).length} |`,
    );
  }
  console.log("\nMust be 0:");
  for (const [name, count] of Object.entries(counts(answers, signUps, received)))
    console.log(`  ${name}: ${count}${count > 0 ? "  ← FAILED" : ""}`);
}

/** The least-squares slope of `key` over time, in MB per hour. */
function slope(samples, key) {
  if (samples.length < 2) return "n/a";
  const xs = samples.map((s) => s.at / 3_600_000);
  const ys = samples.map((s) => s[key] / 2 ** 20);
  const mx = xs.reduce((a, b) => a + b) / xs.length;
  const my = ys.reduce((a, b) => a + b) / ys.length;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return (num / den).toFixed(1);
}
