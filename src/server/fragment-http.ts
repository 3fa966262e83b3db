/**
 * The fragment endpoint's HTTP pieces, on web standards only (any runtime: Node, Deno, Bun,
 * Cloudflare Workers): reading a query as an element's attributes, strong ETags, conditional
 * requests and HEAD.
 */

/** An include's address is short; a longer one, or one with more parameters, is refused. */
export const MAX_URL_LENGTH = 2048;
export const MAX_PARAMETERS = 16;

/** What the endpoint reads of a request: a web `Request` is one, and the Node adapter makes one. */
export interface FragmentRequest {
  method: string;
  /** The address: absolute (a `Request`'s) or its path and query (Node's). */
  url: string;
  headers: { get(name: string): string | null };
  /** The body of a form posted without the script: a web stream, or Node's request itself. */
  body?: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;
  /** Node's request came over TLS (a web `Request`'s address says its scheme itself). */
  isEncrypted?: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string | undefined;
  /**
   * The request's body was not read whole (too long, or too slow): the connection is closed once
   * the answer is sent, so that the client costs nothing more.
   */
  closesConnection?: boolean;
}

const encoder = new TextEncoder();

/** The bytes of a text, as they are sent. */
export const encoded = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text);

/** A strong validator: a hash of the exact bytes (Web Crypto, in every runtime). */
export async function strongEtag(body: Uint8Array<ArrayBuffer> | string): Promise<string> {
  const bytes = typeof body === "string" ? encoded(body) : body;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const base64 = btoa(String.fromCharCode(...digest));
  return `"${base64.replace(/\+/g, "-").replace(/\//g, "_").slice(0, 27)}"`;
}

/** A text answer that no cache keeps (errors). */
export const plainAnswer = (status: number, text: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  body: `${text}\n`,
});

/** The path and the query of `url`, which is absolute or a path already. */
export function pathAndQuery(url: string): { path: string; query: string; length: number } {
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  const local = start < 0 ? "/" : url.slice(start);
  const queryAt = local.indexOf("?");
  return {
    path: queryAt < 0 ? local : local.slice(0, queryAt),
    query: queryAt < 0 ? "" : local.slice(queryAt + 1),
    length: local.length,
  };
}

/** Whether the request already has this version (`If-None-Match` compares weakly). */
function isNotModified(request: FragmentRequest, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * `answer` as it is sent for `request`: a 304 without body when the request has its ETag, the
 * length of its body, and no body for HEAD.
 */
export function finalAnswer(request: FragmentRequest, answer: Answer): Answer {
  const etag = answer.headers.ETag;
  if (answer.status === 200 && etag && isNotModified(request, etag)) {
    const headers = { ...answer.headers };
    delete headers["Content-Type"];
    return { status: 304, headers };
  }
  const body = typeof answer.body === "string" ? encoded(answer.body) : answer.body;
  const headers = {
    "X-Content-Type-Options": "nosniff",
    ...answer.headers,
    ...(body ? { "Content-Length": String(body.length) } : {}),
  };
  const sent = request.method === "HEAD" ? undefined : body;
  return { status: answer.status, headers, body: sent, closesConnection: answer.closesConnection };
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
