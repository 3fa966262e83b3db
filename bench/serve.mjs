/**
 * The page benchmarks' server on loopback: the stand-in of the shop's services, and what `route`
 * answers for everything else (`{ type, body, cacheable }`, the body already gzipped, as a CDN
 * serves it), or 404. Nothing is cached by the browser (`no-store`), so that every load is a first
 * visit, except an answer `cacheable`, which the browser keeps for a year, as a CDN sends a
 * versioned script: what a returning shopper's browser has.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createStandIn } from "../demo/stand-in.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function startBenchServer(route) {
  const standIn = createStandIn({
    contentDir: join(root, "demo/content"),
    logosDir: join(root, "demo/logos"),
  });
  const server = createServer(async (req, res) => {
    if (await standIn.handle(req, res)) return;
    const answer = route(new URL(req.url, `http://${req.headers.host}`));
    if (!answer) return res.writeHead(404).end();
    res
      .writeHead(200, {
        "Content-Type": answer.type,
        "Content-Encoding": "gzip",
        "Cache-Control": answer.cacheable ? "public, max-age=31536000, immutable" : "no-store",
      })
      .end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}
