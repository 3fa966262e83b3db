/**
 * The lines of the QA demo's log (demo/demo.js): what a request or an event of the page looks
 * like there. Plain functions of the data, so that node tests them (demo/log-lines.test.mjs).
 *
 * A line has a `kind`, its style in the log: "failed" and "error" (red: a failed request, an
 * error the page logged, that nobody planned), "planned" (amber: a failure that QA chose, by a
 * scenario or the invalid site, and the errors the elements log about it), "expected" (grey: no
 * success, but the normal answer, with the stand-in's reason), "event" (the elements' events) or
 * "request". It also says who it comes from (`who`: for a request, who asked for it) and when it
 * happened (`at`, milliseconds since 1970, the real clock's), by which the log orders its lines.
 */

/** The demo's pages (demo/index.html, the shell): a request they send is the QA shell's own. */
const SHELL_PAGES = new Set(["/", "/demo/", "/demo/index.html"]);

/**
 * Who asked for a request: the fragment service (a server; the demo's only server-side client of
 * the stand-in), the demo's shell (its own set-up: the customer's login, the staff cookies) or the
 * browser (the shop page and its elements).
 */
export function requesterOf(entry) {
  if (entry.from === "server") return "fragment service";
  return SHELL_PAGES.has(entry.page) ? "demo shell" : "browser";
}

/** A line's time as the log shows it: the local time of day to the millisecond, 24 hours. */
export function formatTime(at) {
  const time = new Date(at);
  const pad = (value, length = 2) => String(value).padStart(length, "0");
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}

/** The elements give up on a request after 15 s: the request time-out of the shop's services. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The stand-in's clock starts when the request arrives, a little after the element's: a request
 * that the element gave up at its time-out can show a few milliseconds less.
 */
const TIMEOUT_MARGIN_MS = 1000;

/** The outcome codes of `shop-session-renewal`, the footer's login token renewal. */
const RENEWAL_OUTCOMES = new Map([
  [0, "renewed"],
  [1, "answered 200, renewal stops"],
  [2, "answered 500"],
  [3, "other answer, no token or a token that does not decode"],
  [4, "not yet due"],
  [5, "expired, renewal stops"],
]);

/**
 * One request as the stand-in logged it (`GET /__standin/requests`). An answer that says its
 * outcome in its body (the preview token call: HTTP 200 with `{"status": "INTERNAL_ERROR"}`)
 * shows that status beside the HTTP one, and is a failure unless it says SUCCESS. Its time is when
 * it ended: when the answer went out, or when the client gave up (a time-out's line stands where
 * the elements' error about it does, not where the stand-in's delay would have ended).
 * @returns {{ kind: "request" | "failed" | "planned" | "expected", text: string, who: string, at: number }}
 */
export function describeRequest(entry) {
  const query = entry.query && Object.keys(entry.query).length ? `?${new URLSearchParams(entry.query)}` : "";
  const site = entry.headers?.["x-hunter-site"] ? ` [${entry.headers["x-hunter-site"]}]` : "";
  const body = entry.body ? ` ${JSON.stringify(entry.body)}` : "";
  const isTimedOut = entry.aborted && entry.durationMs >= REQUEST_TIMEOUT_MS - TIMEOUT_MARGIN_MS;
  const answerStatus = entry.answerStatus ? ` ${entry.answerStatus}` : "";
  // No answer was sent (the stand-in logs status null): the page gave up or went away.
  const outcome = !entry.aborted
    ? `${entry.status}${answerStatus}`
    : isTimedOut
      ? "timed out"
      : "aborted by the page";
  const isFailedAnswer = Boolean(entry.answerStatus) && entry.answerStatus !== "SUCCESS";
  const isFailure = isTimedOut || (!entry.aborted && (entry.status >= 400 || isFailedAnswer));
  // The stand-in gives a failure the chosen scenario scripted the reason "scenario <id>".
  const isPlanned = Boolean(entry.expected) && entry.expected === `scenario ${entry.scenario}`;
  const kind = isPlanned ? "planned" : entry.expected ? "expected" : isFailure ? "failed" : "request";
  const reason = entry.expected ? ` (${isPlanned ? "planned" : "expected"}: ${entry.expected})` : "";
  return {
    kind,
    text: `${entry.method} ${entry.path}${query}${site} → ${outcome}${reason} (${entry.durationMs} ms)${body}`,
    who: requesterOf(entry),
    at: Date.parse(entry.time) + entry.durationMs,
  };
}

/** The site QA chooses to see the elements' error for an invalid site value. */
export const INVALID_SITE = "xx";

/**
 * Whether an error the page logged is one QA planned, and by what: the elements' logged failures
 * (`shop-components: …`) while a scenario that fails services on purpose is chosen, and the
 * invalid site's attribute error while that site is chosen. Anything else (an uncaught error, a
 * failure under the normal scenario) nobody planned.
 * @param {string} text
 * @param {{ site?: string, scenario?: { id: string, plansFailures?: boolean } }} chosen
 * @returns {string | undefined} what planned it, or undefined
 */
function plannerOf(text, { site, scenario } = {}) {
  if (site === INVALID_SITE && text.includes(`site="${INVALID_SITE}"`)) return `site ${INVALID_SITE}`;
  if (scenario?.plansFailures && text.startsWith("shop-components: ")) return `scenario ${scenario.id}`;
  return undefined;
}

/**
 * One message of demo/qa-hooks.js from inside the page: an element's event or a logged error, at
 * the page's real time (`at`; fast timers speed up the page's own clock, not this one).
 * `chosen` is what QA chose (the site, the scenario as the stand-in lists it), which makes some
 * errors planned.
 * @returns {{ kind: "event" | "error" | "planned", text: string, who: "page", at: number }}
 */
export function describePageMessage(message, chosen) {
  const line = describeMessage(message, chosen);
  return { ...line, who: "page", at: message.at };
}

function describeMessage({ kind, type, tag, detail, text }, chosen) {
  if (kind !== "event") {
    const planner = plannerOf(String(text), chosen);
    return planner ? { kind: "planned", text: `${text} (planned: ${planner})` } : { kind: "error", text };
  }
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
