/**
 * The fragment endpoint under load, on loopback: the handler (dist/server.mjs) in a process of its
 * own pinned to one core (`taskset -c 0`), the promotion stand-in in another (core 1, with
 * autocannon), 10 connections for `--duration` seconds (default 10) per case:
 *
 * - first request: a fresh process's very first fragment (cold code, the content asked for);
 * - cached: the nine sites' footers, each already rendered (the in-process HTML cache answers);
 * - never-seen URL: every request a footer not rendered before (a distinct `hunter-content` each,
 *   nine sites in turn): each one renders and goes through the HTML cache, as an edge's miss does.
 *   The content cache stays warm: it is asked once per site per interval whatever the traffic;
 * - promotion failing (500) and hanging (past a 1 s time-out), after a good answer, with the
 *   content refreshed every second: the last good fragments are answered meanwhile;
 * - hostile promotion answers, refreshed every second: an endless body, a 50 MB body, content
 *   nested 100 000 deep, a redirect to another host;
 * - composed pages through Varnish (edge/shop.vcl): a page of each site in turn, holding the form
 *   and the footer as ESI includes, as deployed (content refreshed every minute, fragments kept
 *   five minutes) and with everything refreshed every second; the promotion requests per site
 *   per minute say whether the edge and the service together still ask once per interval.
 *
 * Each row also gives the fragment process's peak memory (its largest resident set), and the
 * last round's figures where that round measured the case.
 *
 *   npx rollup -c && npm run bench:fragments   [-- --duration 5]
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SITES } from "../scripts/site-table.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";
const durationArgument = process.argv.indexOf("--duration");
const DURATION = durationArgument > 0 ? Number(process.argv[durationArgument + 1]) : 10;

const listen = (server) =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));

/** Promotion answers an attacker (or a broken CMS) could give, by name. */
const HOSTILE_ANSWERS = {
  endless(res) {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.write('{"contentJSON":"');
    const chunk = "x".repeat(64 * 1024);
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once("drain", pump);
    };
    pump();
  },
  huge(res) {
    const body = Buffer.alloc(50 * 1024 * 1024, "x");
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(body);
  },
  deep(res) {
    const depth = 100_000;
    const content = `{"headline":"x","extra":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ contentJSON: content }));
  },
  redirect(res) {
    res.writeHead(302, { Location: "http://127.0.0.1:9/elsewhere" }).end();
  },
};

/** The stand-in's process: the demo's stand-in, counting the footer content requests. */
async function serveStandIn() {
  const { createStandIn } = await import("../demo/stand-in.mjs");
  const standIn = createStandIn({
    contentDir: join(root, "demo/content"),
    logosDir: join(root, "demo/logos"),
  });
  let footerRequests = 0;
  let hostile;
  const server = createServer(async (req, res) => {
    if (req.url === "/__bench/footer-requests") return res.end(String(footerRequests));
    if (req.url.startsWith("/__bench/hostile")) {
      hostile = new URL(req.url, "http://x").searchParams.get("mode") || undefined;
      return res.end();
    }
    if (req.url.startsWith(FOOTER_CONTENT_PATH)) {
      footerRequests++;
      if (hostile) return HOSTILE_ANSWERS[hostile](res);
    }
    if (!(await standIn.handle(req, res))) res.writeHead(404).end();
  });
  console.log(JSON.stringify({ port: await listen(server) }));
}

/** The fragment server's process: the built handler and nothing else. */
async function serveFragments(origin, refreshSeconds, sMaxAgeSeconds = "300") {
  const { createFragmentHandler } = await import("../dist/server.mjs");
  const handler = createFragmentHandler({
    origin,
    contentRefreshSeconds: Number(refreshSeconds),
    sMaxAgeSeconds: Number(sMaxAgeSeconds),
    log: () => {},
  });
  const server = createServer((req, res) => {
    // The process's largest resident set so far, in bytes (resourceUsage gives kilobytes).
    if (req.url === "/__bench/memory") return res.end(String(process.resourceUsage().maxRSS * 1024));
    handler(req, res);
  });
  console.log(JSON.stringify({ port: await listen(server) }));
}

/** Starts this file in `role`, on `core` when taskset is there; resolves to its port and process. */
function startChild(core, role, ...args) {
  const command = [process.execPath, fileURLToPath(import.meta.url), role, ...args];
  const child = hasTaskset
    ? spawn("taskset", ["-c", String(core), ...command], { stdio: ["ignore", "pipe", "ignore"] })
    : spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "ignore"] });
  return new Promise((resolve, reject) => {
    child.stdout.once("data", (line) => resolve({ child, port: JSON.parse(line).port }));
    child.once("exit", (code) => reject(new Error(`${role} ended (${code})`)));
  });
}

async function load(base, nextPath, duration = DURATION) {
  const result = await autocannon({
    url: base,
    connections: 10,
    duration,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The cases last round measured too, by the names its table gave them. */
const CASES = {
  cached: "cached (9 footers)",
  neverSeen: "never-seen URL (each request a new footer)",
  failing: "promotion failing (500), refresh 1 s",
  hanging: "promotion hanging, refresh 1 s, a cold page waits 1 s",
  composed: "composed pages through Varnish (ESI), as deployed",
  composedChurn: "composed pages through Varnish, content and fragments refreshed every second",
};
const HOSTILE_LABELS = {
  endless: "an endless body",
  huge: "a 50 MB body",
  deep: "content nested 100 000 deep",
  redirect: "a redirect to another host",
};

/**
 * Last round's figures (README, same machine, same bench before the hostile cases): req/s and p99;
 * it measured no memory and no hostile answers.
 */
const LAST_ROUND = {
  [CASES.cached]: "11 048 req/s, p99 4 ms",
  [CASES.neverSeen]: "654 req/s, p99 45 ms",
  [CASES.failing]: "9 921 req/s",
  [CASES.hanging]: "12 445 req/s",
};

const rotating = (make) => {
  let index = 0;
  return () => make(index++);
};
const footerOf = (index) => `/fragments/shop-footer?site=${SITES[index % SITES.length]}`;

async function run() {
  const standIn = await startChild(1, "--stand-in");
  const api = `http://127.0.0.1:${standIn.port}`;
  const footerRequests = async () => Number(await (await fetch(`${api}/__bench/footer-requests`)).text());
  const scenario = (id) =>
    fetch(`${api}/__standin/scenario`, {
      method: "POST",
      body: JSON.stringify({ id }),
      headers: { "Content-Type": "application/json" },
    });
  const hostile = (mode = "") => fetch(`${api}/__bench/hostile?mode=${mode}`);
  const rows = [];
  const measure = async (name, refreshSeconds, nextPath, before = async () => {}) => {
    const fragments = await startChild(0, "--fragments", api, String(refreshSeconds));
    const base = `http://127.0.0.1:${fragments.port}`;
    const started = performance.now();
    await (await fetch(`${base}${footerOf(0)}`)).text();
    const first = performance.now() - started;
    // Every case starts from the same warmed code: a second of the warm load first.
    await load(base, rotating(footerOf), 1);
    await before();
    const asked = await footerRequests();
    const result = await load(base, nextPath);
    const memory = Number(await (await fetch(`${base}/__bench/memory`)).text());
    rows.push({ name, first, ...result, memory, promotion: (await footerRequests()) - asked });
    fragments.child.kill();
    await scenario("normal");
    await hostile();
  };
  await measure(CASES.cached, 60, rotating(footerOf));
  await measure(
    CASES.neverSeen,
    60,
    rotating((i) => `${footerOf(i)}&hunter-content=bench-${i}`),
  );
  await measure(CASES.failing, 1, rotating(footerOf), () => scenario("footer-500"));
  await measure(CASES.hanging, 1, rotating(footerOf), () => scenario("timeout"));
  for (const mode of Object.keys(HOSTILE_ANSWERS))
    await measure(`promotion answers ${HOSTILE_LABELS[mode]}, refresh 1 s`, 1, rotating(footerOf), () =>
      hostile(mode),
    );
  const composed = { footerRequests, rows };
  await measureComposed(composed, CASES.composed, api, 60, 300);
  await measureComposed(composed, CASES.composedChurn, api, 1, 1);
  standIn.child.kill();
  return rows;
}

/**
 * Pages of the nine sites in turn through Varnish with edge/shop.vcl, each holding the form and
 * the footer as ESI includes; the page server runs here (core 1), Varnish beside it.
 */
async function measureComposed({ footerRequests, rows }, name, api, refreshSeconds, sMaxAgeSeconds) {
  const { startVarnish } = await import("../test/edge/edges.mjs");
  const { page } = await import("../test/edge/shop.mjs");
  const pages = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(page("esi", req.url.split("/")[1], "bench"));
  });
  const pagesPort = await listen(pages);
  const fragments = await startChild(0, "--fragments", api, String(refreshSeconds), String(sMaxAgeSeconds));
  const edge = await startVarnish({ pagesPort, fragmentsPort: fragments.port });
  const pageOf = (index) => `/${SITES[index % SITES.length]}/bench`;
  try {
    const started = performance.now();
    await (await fetch(`${edge.base}${pageOf(0)}`)).text();
    const first = performance.now() - started;
    await load(edge.base, rotating(pageOf), 1);
    const asked = await footerRequests();
    const result = await load(edge.base, rotating(pageOf));
    const promotion = (await footerRequests()) - asked;
    const perSiteMinute = promotion / SITES.length / (DURATION / 60);
    rows.push({ name, first, ...result, memory: undefined, promotion, perSiteMinute });
  } finally {
    await edge.stop();
    fragments.child.kill();
    pages.close();
  }
}

function report(rows) {
  // autocannon measures latency in whole milliseconds.
  const ms = (value) => (value < 1 ? "< 1 ms" : `${Math.round(value)} ms`);
  console.log(
    `\n${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${DURATION} s per case.`,
  );
  console.log(
    hasTaskset
      ? "Pinned with taskset: the fragment server on core 0; the stand-in and autocannon on core 1."
      : "taskset is not available: nothing is pinned, the figures share the machine's cores.",
  );
  const mb = (bytes) => (bytes === undefined ? "—" : `${Math.round(bytes / 1024 / 1024)} MB`);
  console.log(
    "\n| case | req/s | p50 | p99 | non-2xx | peak memory | promotion requests | first request | last round |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.non2xx} | ${mb(row.memory)} | ${row.promotion}${row.perSiteMinute === undefined ? "" : ` (${row.perSiteMinute.toFixed(1)} per site per minute)`} | ${ms(row.first)} | ${LAST_ROUND[row.name] ?? "not measured"} |`,
    );
  }
  console.log("\nfirst request: a fresh process's first footer (cold code, content asked for, rendered).");
  console.log("Composed pages: req/s are pages (each with two includes), fragment memory not measured.");
  console.log(
    `Load average (1, 5, 15 min) at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}.`,
  );
}

const hasTaskset = spawnSync("taskset", ["-c", "0", "true"]).status === 0;
const role = process.argv[2];
if (role === "--stand-in") await serveStandIn();
else if (role === "--fragments") await serveFragments(process.argv[3], process.argv[4], process.argv[5]);
else {
  if (!existsSync(join(root, "dist/server.mjs"))) {
    console.error("dist/server.mjs is missing: run `npx rollup -c` (or npm run build) first.");
    process.exit(1);
  }
  if (hasTaskset) spawnSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });
  console.log(
    `Load average (1, 5, 15 min) at the start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(", ")}.`,
  );
  report(await run());
}
