/**
 * The request log of /service and /json calls, which the QA demo polls. It never holds cookie
 * values (only whether a Cookie header was sent; X-LoginToken, which carries the LoginToken
 * cookie's value, shows as "***") and masks `email` and `password` fields of request bodies.
 */

import { isPlainObject } from "./http.mjs";

const LOG_LIMIT = 500;
const LOGGED_HEADERS = ["x-hunter-site", "x-original-address", "x-hunter-csrf", "content-type"];

/**
 * The last 500 entries; sequence numbers keep growing across `clear()`, so a poller never misses one,
 * and one that starts from `last()` sees only what comes after it (the QA demo's log shows only
 * what happened since it was opened).
 */
export function createRequestLog() {
  let lastSeq = 0;
  let entries = [];
  return {
    append(entry) {
      lastSeq += 1;
      entry.seq = lastSeq;
      entries.push(entry);
      if (entries.length > LOG_LIMIT) entries.splice(0, entries.length - LOG_LIMIT);
    },
    /** The entries after sequence number `since` (all of them when `since` is not a number). */
    since(since) {
      return Number.isFinite(since) ? entries.filter((entry) => entry.seq > since) : entries;
    },
    /** The sequence number of the newest entry so far (0 before any). */
    last() {
      return lastSeq;
    },
    clear() {
      entries = [];
    },
  };
}

/** A new entry for a request, before it is answered. */
export function startEntry(req, url, scenarioId, startedAt) {
  return {
    seq: 0,
    time: new Date(startedAt).toISOString(),
    method: req.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    status: null,
    durationMs: 0,
    scenario: scenarioId,
    headers: loggedHeaders(req.headers),
    from: requesterOf(req.headers),
    page: pageOf(req.headers),
    cookieSent: req.headers.cookie !== undefined,
    body: null,
  };
}

/**
 * Who sent a request: a browser (every browser's User-Agent starts with "Mozilla/") or a server (the
 * fragment service asks with Node's fetch, whose User-Agent is "node").
 */
export function requesterOf(headers) {
  return /^Mozilla\//.test(headers["user-agent"] ?? "") ? "browser" : "server";
}

/** The path of the page that sent a request (its Referer without the query, which may hold a token), or null. */
function pageOf(headers) {
  try {
    return headers.referer ? new URL(headers.referer).pathname : null;
  } catch {
    return null;
  }
}

function loggedHeaders(headers) {
  const logged = Object.fromEntries(LOGGED_HEADERS.map((name) => [name, headers[name] ?? null]));
  logged["x-logintoken"] = headers["x-logintoken"] === undefined ? null : "***";
  return logged;
}

export function maskSecrets(value, depth = 0) {
  if (depth > 20) return "…";
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (/password/i.test(key)) return [key, "***"];
      if (/email/i.test(key)) return [key, maskEmail(item)];
      return [key, maskSecrets(item, depth + 1)];
    }),
  );
}

function maskEmail(value) {
  if (typeof value !== "string") return "***";
  const at = value.lastIndexOf("@");
  if (at < 1) return "***";
  return `${value[0]}***${value.slice(at)}`;
}

/**
 * Why an answer that is no success is nevertheless the normal one (the request log's `expected`,
 * so that the QA demo does not show it as a failure), or `undefined`: the handler's own reason
 * (checkauth's "not staff"), or the scenario that scripted the failure. `response` is null when
 * no answer was sent (the client gave up); that is expected only where the scenario delays past
 * the elements' time-out. An HTTP 200 whose body reports a failure (`answerStatus`, the preview
 * token call's `status`) is a failure too.
 */
export function expectedReason(scenario, match, response) {
  if (!scenario) return undefined;
  const byScenario = `scenario ${scenario.id}`;
  if (!response) return scenario.delay === "timeout" ? byScenario : undefined;
  const isFailedAnswer = Boolean(response.answerStatus) && response.answerStatus !== "SUCCESS";
  if (response.status < 300 && !isFailedAnswer) return undefined;
  if (response.expected) return response.expected;
  const isScripted = Boolean(scenario.all) || Boolean(match?.route && scenario.respond?.[match.route.id]);
  return isScripted ? byScenario : undefined;
}
