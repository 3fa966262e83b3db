/**
 * The shop behind the edge in the tests: its page server (pages with ESI or SSI includes of the
 * footer and the form, the built script, the services through the promotion stand-in) and the
 * fragment service (the built handler) with faults a test can switch on: answering 503, answering
 * slowly, or down.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { root, server } from "../server/helpers.mjs";

export const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";

const listen = (httpServer, port = 0) =>
  new Promise((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, "127.0.0.1", () => resolve(httpServer.address().port));
  });

/** An include of `path` in the edge's syntax; SSI takes a raw & between parameters. */
export const include = (syntax, path) =>
  syntax === "esi" ? `<esi:include src="${path}"/>` : `<!--#include virtual="${path}" -->`;

/**
 * A shop page of `site`: the form in its content, the footer below, the script deferred. A
 * `variant` gives its includes addresses of their own (an attribute that changes nothing of the
 * content), so that each test starts with nothing cached for them at the edge; `bad` makes the
 * footer's include one the service refuses (an attribute the footer does not have).
 */
export function page(syntax, site, variant = "", { bad = false } = {}) {
  const form = `/fragments/newsletter-signup?site=${site}${variant && `&origin=${variant}`}`;
  const footer =
    `/fragments/shop-footer?site=${site}&platform=CLASSIC${variant && `&hunter-content=${variant}`}` +
    (bad ? "&colour=red" : "");
  return `<!doctype html>
<html lang="${site}">
  <head>
    <meta charset="utf-8" />
    <title>Shop ${site}</title>
    <link rel="icon" href="data:," />
    <script src="/assets/shop-components.js" defer></script>
  </head>
  <body>
    <main><h1>Kaffee</h1>${include(syntax, form)}</main>
    ${include(syntax, footer)}
  </body>
</html>
`;
}

/** How long the page server takes to answer a post to `/checkout`: longer than the edge waits for a fragment's. */
export const CHECKOUT_MS = 21000;

/**
 * The page server: `/<site>/<variant>` a page, `/bad/<site>/<variant>` one whose footer include
 * the service refuses, `/assets/shop-components.js` the built script, `POST /checkout` a slow
 * post of the shop's own (answered after `CHECKOUT_MS`); anything else goes to the stand-in,
 * counting what the browser asks for the footer content.
 */
export async function startPages(syntax, standIn) {
  let browserContentRequests = 0;
  const httpServer = createServer(async (req, res) => {
    if (req.method === "POST" && req.url === "/checkout") {
      req.resume();
      setTimeout(() => res.writeHead(200, { "Content-Type": "text/plain" }).end("ordered"), CHECKOUT_MS);
      return;
    }
    if (req.url === "/assets/shop-components.js") {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      return res.end(readFileSync(join(root, "dist/shop-components.js")));
    }
    const asked = /^\/(bad\/)?([a-z_]+)\/([\w-]*)$/.exec(req.url);
    if (asked) {
      const [, bad, site, variant] = asked;
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      return res.end(page(syntax, site, variant, { bad: Boolean(bad) }));
    }
    if (req.url.startsWith(FOOTER_CONTENT_PATH)) browserContentRequests++;
    if (!(await standIn.handle(req, res))) res.writeHead(404).end();
  });
  const port = await listen(httpServer);
  return {
    port,
    browserContentRequests: () => browserContentRequests,
    close: () => new Promise((resolve) => httpServer.close(resolve).closeAllConnections()),
  };
}

/** A 503 as a load balancer in front of a failing service answers it: a whole HTML document. */
const UNAVAILABLE = "<!doctype html><html><body><h1>503 Service Unavailable</h1></body></html>";

/**
 * The fragment service: `createFragmentHandler(options)` on a port of its own, with a fault:
 * `"503"` (each request answered 503 by what stands in front of it), `"slow"` (each answered
 * after `slowMs`), `"down"` (nothing listens), or none. `renew(options)` puts a new handler in
 * its place, as a restarted process has: empty caches. `setFront(front)` puts middleware in front
 * of the handler, as a shop's app has (a session that sets a cookie): `front(req, res)` answers
 * itself by returning true.
 */
export async function startFragmentService(options, { slowMs = 4000 } = {}) {
  const logged = [];
  const make = (more) =>
    server.createFragmentHandler({ log: (message) => logged.push(message), ...options, ...more });
  let handler = make({});
  let fault;
  let front = () => false;
  let requests = 0;
  const timers = new Set();
  const httpServer = createServer((req, res) => {
    requests++;
    if (front(req, res)) return;
    if (fault === "503") {
      res.writeHead(503, { "Content-Type": "text/html" });
      return res.end(UNAVAILABLE);
    }
    if (fault !== "slow") return handler(req, res);
    const timer = setTimeout(() => {
      timers.delete(timer);
      handler(req, res);
    }, slowMs);
    timers.add(timer);
  });
  httpServer.keepAliveTimeout = 500;
  const port = await listen(httpServer);
  const close = () => new Promise((resolve) => httpServer.close(resolve).closeAllConnections());
  return {
    port,
    get handler() {
      return handler;
    },
    renew(more = {}) {
      handler = make(more);
    },
    logged,
    requests: () => requests,
    setFront(next) {
      front = next ?? (() => false);
    },

    async setFault(next) {
      if (fault === "down" && next !== "down") await listen(httpServer, port);
      if (next === "down" && fault !== "down") await close();
      fault = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      if (fault !== "down") await close();
    },
  };
}
