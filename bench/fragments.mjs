/**
 * The fragment endpoint under load, on loopback: the handler (dist/server.mjs) in a process of its
 * own pinned to one core (`taskset -c 0`), the promotion stand-in in another (core 1, with
 * autocannon), 10 connections for `--duration` seconds (default 10) per case:
 *
 * - first request: a fresh process's very first fragment (cold code, the content asked for);
 * - warm: the nine sites' footers, each already rendered (the in-process HTML cache answers);
 * - cold: every request a footer not rendered before (a distinct `hunter-content` each, nine
 *   sites in turn): each one renders and goes through the HTML cache, as an edge's miss does.
 *   The content cache stays warm: it is asked once per site per interval whatever the traffic;
 * - promotion failing (500) and hanging (past a 1 s time-out), after a good answer, with the
 *   content refreshed every second: the last good fragments are answered meanwhile.
 *
 *   npx rollup -c --configServer && npm run bench:fragments   [-- --duration 5]
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { cpus } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));
const SITES = ["de", "at", "ch", "ch_fr", "pl", "cz", "hu", "sk", "tr"];
const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";
const durationArgument = process.argv.indexOf("--duration");
const DURATION = durationArgument > 0 ? Number(process.argv[durationArgument + 1]) : 10;

const listen = (server) =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));

/** The stand-in's process: the demo's stand-in, counting the footer content requests. */
async function serveStandIn() {
  const { createStandIn } = await import("../demo/stand-in.mjs");
  const standIn = createStandIn({
    contentDir: join(root, "demo/content"),
    logosDir: join(root, "demo/logos"),
  });
  let footerRequests = 0;
  const server = createServer(async (req, res) => {
    if (req.url === "/__bench/footer-requests") return res.end(String(footerRequests));
    if (req.url.startsWith(FOOTER_CONTENT_PATH)) footerRequests++;
    if (!(await standIn.handle(req, res))) res.writeHead(404).end();
  });
  console.log(JSON.stringify({ port: await listen(server) }));
}

/** The fragment server's process: the built handler and nothing else. */
async function serveFragments(origin, refreshSeconds) {
  const { createFragmentHandler } = await import("../dist/server.mjs");
  const handler = createFragmentHandler({
    origin,
    contentRefreshSeconds: Number(refreshSeconds),
    contentTimeoutMs: 1000,
    log: () => {},
  });
  console.log(JSON.stringify({ port: await listen(createServer(handler)) }));
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
    rows.push({ name, first, ...result, promotion: (await footerRequests()) - asked });
    fragments.child.kill();
    await scenario("normal");
  };
  await measure("warm (9 footers, cached)", 60, rotating(footerOf));
  await measure(
    "cold (each request a new footer)",
    60,
    rotating((i) => `${footerOf(i)}&hunter-content=bench-${i}`),
  );
  await measure("promotion failing (500), refresh 1 s", 1, rotating(footerOf), () => scenario("footer-500"));
  await measure("promotion hanging, refresh 1 s, time-out 1 s", 1, rotating(footerOf), () =>
    scenario("timeout"),
  );
  standIn.child.kill();
  return rows;
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
  console.log("\n| case | req/s | p50 | p99 | non-2xx | promotion requests | first request |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.non2xx} | ${row.promotion} | ${ms(row.first)} |`,
    );
  }
  console.log("\nfirst request: a fresh process's first footer (cold code, content asked for, rendered).");
}

const hasTaskset = spawnSync("taskset", ["-c", "0", "true"]).status === 0;
const role = process.argv[2];
if (role === "--stand-in") await serveStandIn();
else if (role === "--fragments") await serveFragments(process.argv[3], process.argv[4]);
else {
  if (!existsSync(join(root, "dist/server.mjs"))) {
    console.error("dist/server.mjs is missing: run `npx rollup -c --configServer` (or npm run build) first.");
    process.exit(1);
  }
  if (hasTaskset) spawnSync("taskset", ["-cp", "1", String(process.pid)], { stdio: "ignore" });
  report(await run());
}
