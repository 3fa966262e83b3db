/**
 * What the server tests share: the built server module (dist/server.mjs, made by `npm run build` or
 * `npx rollup -c`), the promotion stand-in on an ephemeral loopback port that counts
 * the footer content requests per site, and a fragment server around a handler.
 */
import { existsSync, readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { createStandIn } from "../../demo/stand-in.mjs";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export { SITES } from "../../scripts/site-table.mjs";
const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";
const SUBSCRIBE_PATH = "/service/newsletter/api/private/newsletter-subscribers";

for (const file of ["dist/server.mjs", "dist/cli.mjs"]) {
  if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run npx rollup -c first`);
}
export const server = await import(join(root, "dist/server.mjs"));

const listen = (httpServer) =>
  new Promise((resolve) => httpServer.listen(0, "127.0.0.1", () => resolve(httpServer.address().port)));

/**
 * The stand-in with its scenarios (`setScenario("footer-500")`, `"timeout"`, `"slow"`),
 * `requests(site?)` and `signUps()`; its footer content read from `contentDir` at each request.
 */
export async function startStandIn({
  timeoutMs = 20000,
  slowMs = 3000,
  contentDir = join(root, "demo/content"),
} = {}) {
  const standIn = createStandIn({
    contentDir,
    logosDir: join(root, "demo/logos"),
    delays: { timeout: timeoutMs, slow: slowMs },
  });
  const counts = new Map();
  const httpServer = createServer(async (req, res) => {
    if (req.url.startsWith(FOOTER_CONTENT_PATH)) {
      const site = req.headers["x-hunter-site"];
      counts.set(site, (counts.get(site) ?? 0) + 1);
    }
    if (!(await standIn.handle(req, res))) res.writeHead(404).end();
  });
  const port = await listen(httpServer);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    handle: (req, res) => standIn.handle(req, res),
    setScenario: (id) => standIn.setScenario(id),
    requests: (site) => (site ? (counts.get(site) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0)),
    /** The sign-ups its newsletter service was sent since its last reset, from its request log. */
    async signUps() {
      const log = await (await fetch(`${origin}/__standin/requests`)).json();
      return (Array.isArray(log) ? log : log.requests).filter(
        (entry) => entry.method === "POST" && entry.path?.startsWith(SUBSCRIBE_PATH),
      );
    },
    close: () => new Promise((resolve) => httpServer.close(resolve)),
  };
}

/** A fragment server around `createFragmentHandler(options)`; its log lines are kept in `logged`. */
export async function startFragments(options, { withNext = false } = {}) {
  const logged = [];
  // Each line with its error's message and cause, as a shop's log would show them.
  const describe = (error) =>
    error instanceof Error
      ? `${error.message}${error.cause ? `: ${describe(error.cause)}` : ""}`
      : String(error);
  const log = (message, error) =>
    logged.push(error === undefined ? message : `${message} (${describe(error)})`);
  const handler = server.createFragmentHandler({ log, ...options });
  const httpServer = createServer((req, res) =>
    withNext ? handler(req, res, () => res.writeHead(299).end("next")) : handler(req, res),
  );
  httpServer.keepAliveTimeout = 100;
  const port = await listen(httpServer);
  return {
    base: `http://127.0.0.1:${port}`,
    handler,
    logged,
    close: () => new Promise((resolve) => httpServer.close(resolve).closeAllConnections()),
  };
}

/** The SEO links' addresses of a site's demo content, as they stand in HTML. */
export function seoHrefs(site) {
  const content = JSON.parse(readFileSync(join(root, `demo/content/footer.${site}.json`), "utf8"));
  return content.seo.columns.flatMap((column) =>
    column.links.map((link) => link.href.replace(/&/g, "&amp;")),
  );
}

/** The `Cache-Control` directives as a map (`public` → true, `s-maxage` → "300"). */
export function directives(header) {
  return Object.fromEntries(
    (header ?? "").split(",").map((part) => {
      const [name, value] = part.trim().split("=");
      return [name, value ?? true];
    }),
  );
}

/**
 * A stand-in and a fragment server around it for the tests of one `describe`: started before them,
 * closed after. Its parts are read once started: `servers.standIn`, `servers.fragments`.
 */
export function useFragmentServers(options = {}) {
  const servers = {};
  before(async () => {
    servers.standIn = await startStandIn(options.standIn);
    servers.fragments = await startFragments({ origin: servers.standIn.origin, ...options.fragments });
  });
  after(async () => {
    await servers.fragments?.close();
    await servers.standIn?.close();
  });
  return servers;
}

/** The headers by which two doors of the endpoint must answer alike (with status and body). */
const COMPARED_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "surrogate-key",
  "cache-tag",
  "shop-fragment-content",
];

/** Two answers to the same request, from two doors of the endpoint (Node, web, Deno), are the same. */
export async function assertSameAnswer(one, other, label) {
  assert.equal(one.status, other.status, label);
  for (const name of COMPARED_HEADERS)
    assert.equal(one.headers.get(name), other.headers.get(name), `${label}: ${name}`);
  assert.equal(await one.text(), await other.text(), label);
}
