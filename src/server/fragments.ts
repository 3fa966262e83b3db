/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ContentState } from "./data-cache";
import { finalAnswer, plainAnswer, type Answer, type FragmentRequest } from "./fragment-http";
import { createFragmentService } from "./fragment-service";
import { settingsOf, type FragmentHandlerOptions } from "./settings";

/**
 * The fragment endpoint: one handler with two doors onto the same caches. Called as a `node:http`
 * request handler (plain Node, Express, Fastify) it answers under its prefix and hands anything
 * else to `next`; its `fetch(request)` answers a web `Request` with a `Response` (Deno, Bun,
 * Cloudflare Workers, any runtime with web streams and Web Crypto). It answers an edge's or a
 * template's include of a server-rendered element, `GET {prefix}/shop-footer?site=de`, with the
 * element's HTML, and serves the stylesheets those fragments link. Its answer is never a 5xx: a
 * failing or slow service leaves the last good content, or none; a fragment that cannot be
 * rendered with its content is rendered without (docs/fragments.md, "What a page gets when
 * something fails").
 */

export type { FragmentHandlerOptions } from "./settings";

/** The handler, its web door, its publish hook, and what it holds in memory (for monitoring and tests). */
export interface FragmentHandler {
  (req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** The same endpoint for a web `Request`: 404 outside the prefix. */
  fetch(request: Request): Promise<Response>;
  /**
   * Asks for the content of every element of `site` the process holds, now (a CMS publish, before
   * the edge purges the site's key); resolves with what each then holds.
   */
  refresh(site: string): Promise<{ tag: string; key: string; content: ContentState }[]>;
  stats(): { htmlEntries: number; htmlBytes: number; htmlCapacityBytes: number; dataKeys: number };
}

/** Outside the prefix, for a handler without `next`. */
const notFound = (request: FragmentRequest) => finalAnswer(request, plainAnswer(404, "Not found."));

/** What the endpoint reads of a Node request: its method, address, headers and body. */
function requestOf(req: IncomingMessage): FragmentRequest {
  return {
    method: req.method ?? "GET",
    // Express's app.use(path, handler) strips the path from req.url, not from originalUrl.
    url: (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/",
    headers: {
      get(name: string) {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : (value ?? null);
      },
    },
    body: req,
    isEncrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
  };
}

function send(res: ServerResponse, { status, headers, body, closesConnection }: Answer) {
  if (res.headersSent) return;
  if (closesConnection) {
    // What is left of the body is not read: the connection ends with the answer.
    res.writeHead(status, { ...headers, Connection: "close" });
    res.end(body, () => res.socket?.destroy());
    return;
  }
  res.writeHead(status, headers);
  res.end(body);
}

export function createFragmentHandler(options: FragmentHandlerOptions): FragmentHandler {
  const settings = settingsOf(options);
  const service = createFragmentService(settings);
  const handler = ((req, res, next) => {
    const request = requestOf(req);
    service
      .answer(request)
      .then((answer) => {
        if (answer) send(res, answer);
        else if (next) next();
        else send(res, notFound(request));
      })
      .catch((error: unknown) => settings.log(`the answer to ${request.url} could not be sent`, error));
  }) as FragmentHandler;
  handler.fetch = async (request) => {
    const { status, headers, body } = (await service.answer(request)) ?? notFound(request);
    return new Response(body === undefined ? null : body, { status, headers });
  };
  handler.refresh = service.refresh;
  handler.stats = service.stats;
  return handler;
}
