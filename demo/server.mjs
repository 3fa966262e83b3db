/**
 * The QA demo server (`npm start`): serves the demo pages and the built script, and answers
 * the shop's service calls with the stand-in (demo/stand-in.mjs) — or, with
 * SHOP_API=https://…, forwards `/service/*` and `/json/*` to a real shop instead.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { PRIVACY_PATHS, privacyPage, siteOfPrivacyRequest } from "./privacy.mjs";
import { renderShopPage } from "./shop-page.mjs";
import { createStandIn } from "./stand-in.mjs";
import { themeTokens, TOKENS_PATH } from "./theme-tokens.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT ?? 8000);
const shopApi = process.env.SHOP_API ? new URL(process.env.SHOP_API).origin : undefined;

const standIn = createStandIn({ contentDir: join(root, "demo/content"), logosDir: join(root, "demo/logos") });

/** This server's own origin, once it listens: where the fragment endpoint asks for footer content. */
const ownOrigin = () => `http://localhost:${server.address().port}`;

/**
 * The fragment endpoint (dist/server.mjs, docs/fragments.md) under /fragments/, as a shop mounts
 * it: it asks this server's stand-in (or SHOP_API, through the forwarding) for footer content.
 * Made on the first request, once the server knows its port.
 */
let fragments;
async function fragmentHandler() {
  if (!fragments) {
    const { createFragmentHandler } = await import(join(root, "dist/server.mjs"));
    // The demo's content changes with QA's scenarios: asked for again after a second.
    fragments = createFragmentHandler({ origin: ownOrigin(), contentRefreshSeconds: 1 });
  }
  return fragments;
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

/** Only these folders are public; everything else (sources, node_modules) is not served. */
const PUBLIC = ["demo", "dist", "build"];

/** The legacy shop page, which this server renders from the QA shell's query (demo/shop-page.mjs). */
const SHOP_PAGE = join(root, "demo/shop-page.html");

/** Every page of the demo names its icon; a browser that asks for /favicon.ico anyway gets it too. */
const ICON = "/demo/favicon.svg";

/** The fragment endpoint's HTML for `tag`, asked for as a shop's edge includes it; `undefined` when it refuses. */
async function fragment(tag, query) {
  const answer = await fetch(`${ownOrigin()}/fragments/${tag}?${query}`);
  return answer.ok ? answer.text() : undefined;
}

function serveFile(req, res) {
  const path = new URL(req.url, "http://localhost").pathname;
  if (path === "/favicon.ico") {
    res.writeHead(301, { Location: ICON, "Cache-Control": "no-cache" }).end();
    return;
  }
  if (path === TOKENS_PATH) {
    res.writeHead(200, { "Content-Type": TYPES[".css"], "Cache-Control": "no-cache" }).end(themeTokens());
    return;
  }
  const relative =
    path === "/" ? "demo/index.html" : normalize(decodeURIComponent(path)).replace(/^[/\\]+/, "");
  const file = join(root, relative);
  const isPublic = PUBLIC.some(
    (folder) => relative.startsWith(folder + sep) || relative.startsWith(folder + "/"),
  );
  if (!isPublic || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    return;
  }
  res.writeHead(200, {
    "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
    "Cache-Control": "no-cache",
  });
  if (file === SHOP_PAGE)
    renderShopPage({ url: req.url, cookie: req.headers.cookie, fragments: fragment }).then(
      (html) => res.end(html),
      (error) => res.end(`The shop page could not be rendered: ${error.message}`),
    );
  else createReadStream(file).pipe(res);
}

/** SHOP_API: the same paths, forwarded with the page's cookies and headers. */
async function forward(req, res) {
  const target = new URL(req.url, shopApi);
  const headers = { ...req.headers };
  delete headers.host;
  delete headers.connection;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  try {
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: hasBody ? "half" : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const outHeaders = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    const cookies = answer.headers.getSetCookie?.() ?? [];
    if (cookies.length) outHeaders["set-cookie"] = cookies;
    res.writeHead(answer.status, outHeaders);
    res.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    res.writeHead(502, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ type: "urn:demo:bad_gateway", detail: String(error) }));
  }
}

const server = createServer(async (req, res) => {
  const path = new URL(req.url, "http://localhost").pathname;
  try {
    if (shopApi && (path.startsWith("/service/") || path.startsWith("/json/")))
      return await forward(req, res);
    if (await standIn.handle(req, res)) return;
    if (path.startsWith("/fragments/")) return (await fragmentHandler())(req, res);
    if (PRIVACY_PATHS.has(path)) {
      const site = siteOfPrivacyRequest(new URL(req.url, "http://localhost"), req.headers.referer);
      res.writeHead(200, { "Content-Type": TYPES[".html"], "Cache-Control": "no-cache" });
      return res.end(privacyPage(site));
    }
    serveFile(req, res);
  } catch (error) {
    console.error(`demo server: ${req.method} ${path} failed: ${error.message}`);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end();
  }
});

server.on("error", (error) => {
  if (error.code !== "EADDRINUSE") throw error;
  console.error(
    `Port ${port} is in use by another program. Start the demo on another one: PORT=8001 npm start`,
  );
  process.exit(1);
});

server.listen(port, () => {
  console.log(`shop-components demo: http://localhost:${server.address().port}/`);
  console.log(shopApi ? `Forwarding /service/* to ${shopApi}` : "Services: the stand-in (demo/stand-in.mjs)");
});
