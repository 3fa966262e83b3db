/// <reference types="node" />
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The fragment endpoint's HTTP pieces: reading a query as an element's attributes, strong ETags
 * and conditional requests, and writing an answer (without its body for HEAD).
 */

/** An include's address is short; a longer one, or one with more parameters, is refused. */
export const MAX_URL_LENGTH = 2048;
export const MAX_PARAMETERS = 16;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** A strong validator: a hash of the exact bytes. */
export const strongEtag = (body: string | Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** A text answer that no cache keeps (errors). */
export const plainAnswer = (status: number, text: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  body: `${text}\n`,
});

/** Whether the request already has this version (`If-None-Match` compares weakly). */
function isNotModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Writes `answer`: a 304 without body when the request has its ETag, no body for HEAD. */
export function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const etag = answer.headers.ETag;
  if (answer.status === 200 && etag && isNotModified(req, etag)) {
    const headers = { ...answer.headers };
    delete headers["Content-Type"];
    res.writeHead(304, headers).end();
    return;
  }
  const body = typeof answer.body === "string" ? Buffer.from(answer.body) : answer.body;
  res.writeHead(answer.status, {
    "X-Content-Type-Options": "nosniff",
    ...answer.headers,
    ...(body ? { "Content-Length": String(body.length) } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The query as the element's attributes, sorted by name (the same attributes in another order are
 * the same fragment); or what is wrong with it. `api-base` is refused: the endpoint asks the
 * origin it is configured with, never one a request names.
 */
export function attributesOfQuery(
  query: string,
): { attributes: [string, string][] } | { problems: string[] } {
  const parameters = [...new URLSearchParams(query)];
  if (parameters.length > MAX_PARAMETERS) {
    return {
      problems: [
        `A fragment takes at most ${MAX_PARAMETERS} attributes; the query has ${parameters.length}.`,
      ],
    };
  }
  const problems: string[] = [];
  const names = parameters.map(([name]) => name);
  const repeated = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))];
  if (repeated.length) problems.push(`Each attribute is given once; repeated: ${repeated.join(", ")}.`);
  if (names.includes("api-base")) {
    problems.push(
      "api-base is not accepted: the fragment endpoint asks the origin it is configured with for the footer's content.",
    );
  }
  return problems.length ? { problems } : { attributes: parameters.sort(byName) };
}
