/**
 * The stand-in's HTTP helpers: answers as plain `{ status, headers, body }` objects, writing them
 * to a response that may have closed meanwhile, and reading request bodies and cookies.
 */

export const BODY_LIMIT_BYTES = 64 * 1024;
/** Beyond this a too-large body is no longer drained but the connection is dropped. */
const BODY_DRAIN_LIMIT_BYTES = 100 * BODY_LIMIT_BYTES;

/** The problem types every service may answer; each service keeps its own beside it. */
export const PROBLEMS = Object.freeze({
  notFound: { type: "urn:standin:not_found" },
  methodNotAllowed: { type: "urn:standin:method_not_allowed" },
  payloadTooLarge: { type: "urn:standin:payload_too_large" },
  serverError: { type: "urn:standin:server_error" },
  internalError: { type: "urn:standin:internal_error" },
  unknownScenario: { type: "urn:standin:unknown_scenario" },
  badRequest: { type: "urn:standin:bad_request" },
});

export function json(status, data, headers = {}) {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
    body: JSON.stringify(data),
  };
}

export function noContent(headers = {}) {
  return { status: 204, headers: { "cache-control": "no-store", ...headers } };
}

/** A handler that always answers `status` with `problem`: what most scenarios put in a route's place. */
export const fail = (status, problem) => () => json(status, problem);

export function internalError(error) {
  console.error("[stand-in] handler failed:", error);
  return json(500, PROBLEMS.internalError);
}

function isClosed(res) {
  return res.destroyed || res.writableEnded || Boolean(res.socket?.destroyed);
}

/** @returns {boolean} whether the answer was written (false: the client had gone). */
export function send(res, { status, headers = {}, body }) {
  if (isClosed(res) || res.headersSent) return false;
  const payload = body === undefined || status === 204 ? undefined : Buffer.from(body);
  res.writeHead(status, {
    ...headers,
    ...(payload ? { "content-length": payload.length } : {}),
  });
  res.end(payload);
  return true;
}

/** Waits `ms`, or less when the client closes the connection first (then resolves false). */
export function waitUnlessClosed(res, ms) {
  if (isClosed(res)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (isStillOpen) => {
      clearTimeout(timer);
      res.off("close", onClose);
      resolve(isStillOpen);
    };
    const onClose = () => finish(false);
    const timer = setTimeout(() => finish(!isClosed(res)), ms);
    res.on("close", onClose);
  });
}

/**
 * Reads the request body (methods other than GET, HEAD, OPTIONS).
 * @returns {Promise<{ kind: "none" | "empty" | "json" | "text" | "too-large" | "aborted",
 *   value?: unknown, text?: string }>}
 */
export async function readBodyIfAny(req, limit = BODY_LIMIT_BYTES) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") {
    return { kind: "none" };
  }
  const chunks = [];
  let size = 0;
  try {
    // Keep draining a too-large body (up to a bound) so that the client reads the 413 answer.
    for await (const chunk of req) {
      size += chunk.length;
      if (size > BODY_DRAIN_LIMIT_BYTES) {
        req.destroy();
        return { kind: "aborted" };
      }
      if (size <= limit) chunks.push(chunk);
    }
  } catch {
    return { kind: "aborted" };
  }
  if (size > limit) return { kind: "too-large" };
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return { kind: "empty", text };
  try {
    return { kind: "json", value: JSON.parse(text), text };
  } catch {
    return { kind: "text", text };
  }
}

/** The JSON object a request body holds, or undefined. */
export function jsonObjectOf(body) {
  return body.kind === "json" && isPlainObject(body.value) ? body.value : undefined;
}

export function parseCookies(header) {
  const cookies = new Map();
  for (const part of String(header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export function isJsonContentType(value) {
  return typeof value === "string" && value.split(";")[0].trim().toLowerCase() === "application/json";
}

export function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
