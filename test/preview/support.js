/**
 * Helpers for the preview-panel and session-renewal tests: a fake clock that stands in for the
 * page's own `Date.now`, `setInterval` and `clearInterval` (the built script looks them up when
 * it uses them), unsigned JWT-like tokens, cookies and form fields.
 */
import { waitUntil } from "../helpers/wait.js";
import { withTimeout } from "../helpers/page.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";

/** The page's own time and interval timers, as the fake clock finds them. */
const realClock = { now: Date.now, setInterval: window.setInterval, clearInterval: window.clearInterval };

/**
 * A clock whose time moves only by `tick(ms)`: due intervals run in time order, each seeing
 * `now()` at its own due time. `timerCount` is the number of live intervals. Its ids are far
 * above the browser's, and an id it did not give goes to the real `clearInterval`.
 */
export function createFakeClock(start = Date.now()) {
  let now = start;
  let nextId = 1_000_000_000;
  const timers = new Map();
  return {
    now: () => now,
    setInterval(callback, ms) {
      const id = nextId++;
      timers.set(id, { callback, ms, due: now + ms });
      return id;
    },
    clearInterval(id) {
      if (!timers.delete(id)) realClock.clearInterval.call(window, id);
    },
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((timer) => timer.due <= end).sort((a, b) => a.due - b.due)[0];
        if (!due) break;
        now = due.due;
        due.due += due.ms;
        due.callback();
      }
      now = end;
    },
    get timerCount() {
      return timers.size;
    },
  };
}

/**
 * Replaces the page's `Date.now`, `setInterval` and `clearInterval` with a fake clock (a clock
 * installed before is uninstalled first); `uninstallFakeClock()` puts the real ones back.
 */
export function installFakeClock(start) {
  uninstallFakeClock();
  const clock = createFakeClock(start);
  Date.now = clock.now;
  window.setInterval = clock.setInterval;
  window.clearInterval = clock.clearInterval;
  return clock;
}

export function uninstallFakeClock() {
  Date.now = realClock.now;
  window.setInterval = realClock.setInterval;
  window.clearInterval = realClock.clearInterval;
}

const base64url = (value) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An unsigned JWT-like token (header.payload.signature) with `payload` (exp, ren in seconds). */
export function token(payload) {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(payload)}.unsigned`;
}

/** Seconds since the epoch, `offset` seconds from now. */
export const secondsFromNow = (offset) => Math.floor(Date.now() / 1000) + offset;

export function setCookie(name, value) {
  document.cookie = `${name}=${value}; Path=/`;
}

export function clearCookie(name) {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}

export function clearSessionCookies() {
  clearCookie("LoginToken");
  clearCookie("LongTermToken");
}

/**
 * Sets a field's value as typing would, so that React sees the change: through the prototype's
 * setter (React's own value tracker is left behind), then the event React listens to.
 */
export function setFieldValue(field, value) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);
  field.dispatchEvent(new Event(field.localName === "select" ? "change" : "input", { bubbles: true }));
}

/** Requests the stand-in received whose path ends with `suffix`. */
export async function requestsTo(suffix) {
  return (await standIn.requests()).filter((entry) => entry.path.endsWith(suffix));
}

/** Waits until the stand-in has received `count` requests to `suffix`, and returns them. */
export async function waitForRequests(suffix, count) {
  let found = [];
  await waitUntil(
    async () => {
      found = await requestsTo(suffix);
      return found.length >= count;
    },
    `expected ${count} request(s) to ${suffix}`,
    { timeout: 5000 },
  );
  return found;
}

/** Records the outcome codes of `shop-session-renewal` events on document. */
export function recordRenewalCodes() {
  const codes = [];
  const waiting = [];
  const listener = (event) => {
    codes.push(event.detail.code);
    waiting.splice(0).forEach((resolve) => resolve(event.detail.code));
  };
  document.addEventListener("shop-session-renewal", listener);
  return {
    codes,
    /** The next code reported. */
    next: () => withTimeout(new Promise((resolve) => waiting.push(resolve)), "no shop-session-renewal event"),
    stop: () => document.removeEventListener("shop-session-renewal", listener),
  };
}

/**
 * Resolves once what the elements' due timers started is over, for assertions that something did
 * NOT happen: a renewal check reports within its task unless it calls the shop, and a sentinel
 * request sent now is answered after any call they started.
 */
export const afterStartedWork = () => afterSentinelRequest(window);

/** Overrides document.visibilityState and announces it, as a browser does on tab switches. */
export function setVisibility(state) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

export function restoreVisibility() {
  delete document.visibilityState;
}
