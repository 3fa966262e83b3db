/**
 * The lines of the QA demo's log (demo/demo.js): what a request or an event of the page looks
 * like there. Plain functions of the data, so that node tests them (demo/log-lines.test.mjs).
 *
 * A line has a `kind`, its style in the log: "failed" (red: a failure nobody planned),
 * "expected" (grey: no success, but the normal answer, with the stand-in's reason), "event"
 * (the elements' events), "error" (the page's logged errors) or "request".
 */

/** The elements give up on a request after 15 s (spec §9 "Request time-out 15000 ms"). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The stand-in's clock starts when the request arrives, a little after the element's: a request
 * that the element gave up at its time-out can show a few milliseconds less.
 */
const TIMEOUT_MARGIN_MS = 1000;

/** The outcome codes of `shop-session-renewal` (spec §4 "Session token renewal"). */
const RENEWAL_OUTCOMES = new Map([
  [0, "renewed"],
  [1, "answered 200, renewal stops"],
  [2, "answered 500"],
  [3, "other answer, no token or a token that does not decode"],
  [4, "not yet due"],
  [5, "expired, renewal stops"],
]);

/**
 * One request as the stand-in logged it (`GET /__standin/requests`).
 * @returns {{ kind: "request" | "failed" | "expected", text: string }}
 */
export function describeRequest(entry) {
  const query = entry.query && Object.keys(entry.query).length ? `?${new URLSearchParams(entry.query)}` : "";
  const site = entry.headers?.["x-hunter-site"] ? ` [${entry.headers["x-hunter-site"]}]` : "";
  const body = entry.body ? ` ${JSON.stringify(entry.body)}` : "";
  const isTimedOut = entry.aborted && entry.durationMs >= REQUEST_TIMEOUT_MS - TIMEOUT_MARGIN_MS;
  // No answer was sent (the stand-in logs status null): the page gave up or went away.
  const outcome = !entry.aborted ? String(entry.status) : isTimedOut ? "timed out" : "aborted by the page";
  const expected = entry.expected ? ` (expected: ${entry.expected})` : "";
  const isFailure = isTimedOut || (!entry.aborted && entry.status >= 400);
  const kind = entry.expected ? "expected" : isFailure ? "failed" : "request";
  return {
    kind,
    text: `${entry.method} ${entry.path}${query}${site} → ${outcome}${expected} (${entry.durationMs} ms)${body}`,
  };
}

/**
 * One message of demo/qa-hooks.js from inside the page: an element's event or a logged error.
 * @returns {{ kind: "event" | "error", text: string }}
 */
export function describePageMessage({ kind, type, tag, detail, text }) {
  if (kind !== "event") return { kind: "error", text };
  let meaning = "";
  if (type === "shop-session-renewal") {
    const outcome = RENEWAL_OUTCOMES.get(parseDetail(detail)?.code);
    if (outcome) meaning = `: ${outcome}`;
  }
  return { kind: "event", text: `${type} from <${tag}> ${detail}${meaning}` };
}

/** An event's detail as qa-hooks.js sends it (JSON text), or undefined. */
export function parseDetail(detail) {
  try {
    return JSON.parse(detail);
  } catch {
    return undefined;
  }
}
