import type { ServiceContext } from "../api/request";
import { LOGGED_OUT_POLL_MS, LOGIN_TOKEN_CHECK_MS } from "../config/constants";
import { renewLoginToken, renewLongTermToken } from "../api/login";
import { readCookie } from "../lib/cookies";
import { decodeToken, type TokenPayload } from "./token";

/**
 * Renewal of the customer's login token (docs/behaviour.md, "Session renewal"), started by
 * `<shop-footer>`. No React in here: it is page-level state, one per page. Time is `Date.now()`
 * and the window's interval timers, looked up when used, so a test page that replaces them drives
 * the renewal.
 *
 * Every check reports its outcome as `shop-session-renewal` on `document`, detail `{ code }`
 * (a deliberate, documented signal; tests and QA read the codes from it):
 * 0 renewed (201) · 1 answered 200 (renewal stops) · 2 answered 500 · 3 any other answer or
 * failure, no token, or a token that does not decode · 4 not yet due · 5 expired (renewal stops).
 */
export const RenewalOutcome = {
  renewed: 0,
  notRenewed: 1,
  serverError: 2,
  other: 3,
  notDue: 4,
  expired: 5,
} as const;
export type RenewalCode = (typeof RenewalOutcome)[keyof typeof RenewalOutcome];

export interface SessionRenewalOptions extends ServiceContext {
  platform: string;
}

const LOGIN_TOKEN = "LoginToken";
const LONG_TERM_TOKEN = "LongTermToken";
/** Activity: any of these since the last check; an idle visitor's token is not renewed. */
const ACTIVITY_EVENTS = ["touchstart", "keydown", "scroll", "click"] as const;

/** The one renewal of this page and how many starters still hold it. */
let running: { holders: number; stop(): void } | undefined;

/**
 * Starts the renewal once per page; returns the function that releases this start. A second
 * start while one runs adds a holder and gets its own release (its options are ignored); the
 * renewal stops when the last holder releases it, so no timer survives the last footer.
 * On MATCH and TABLET (phones and tablets) nothing starts.
 */
export function startSessionRenewal(options: SessionRenewalOptions): () => void {
  if (options.platform === "MATCH" || options.platform === "TABLET") return () => {};
  const current = (running ??= { holders: 0, stop: runRenewal(options) });
  current.holders += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    current.holders -= 1;
    if (current.holders === 0) {
      current.stop();
      if (running === current) running = undefined;
    }
  };
}

/** The decoded payload, or `undefined` (logged, without the token) when it does not decode. */
function payloadOf(token: string): TokenPayload | undefined {
  try {
    return decodeToken(token);
  } catch (error) {
    console.error(`shop-components: ${(error as Error).message}`);
    return undefined;
  }
}

/** At start, one long-term renew call when that token is past `ren` or the login token lacks `lid`. */
function renewLongTermTokenIfDue(context: ServiceContext, nowSeconds: number): void {
  const longTerm = readCookie(LONG_TERM_TOKEN);
  const login = readCookie(LOGIN_TOKEN);
  const longTermRen = longTerm ? payloadOf(longTerm)?.ren : undefined;
  const isLongTermDue = longTermRen !== undefined && nowSeconds > longTermRen;
  const loginPayload = login ? payloadOf(login) : undefined;
  if (isLongTermDue || (loginPayload && !loginPayload.lid)) {
    renewLongTermToken(context).catch(() => undefined);
  }
}

/** One check of the login token; renews when now is past `ren` and before `exp`. */
async function checkLoginToken(context: ServiceContext, nowSeconds: number): Promise<RenewalCode> {
  const token = readCookie(LOGIN_TOKEN);
  const payload = token ? payloadOf(token) : undefined;
  if (payload?.exp === undefined || payload.ren === undefined) return RenewalOutcome.other;
  if (nowSeconds >= payload.exp) return RenewalOutcome.expired;
  if (nowSeconds <= payload.ren) return RenewalOutcome.notDue;
  const status = await renewLoginToken(context).catch(() => 0);
  if (status === 201) return RenewalOutcome.renewed;
  if (status === 200) return RenewalOutcome.notRenewed;
  if (status === 500) return RenewalOutcome.serverError;
  return RenewalOutcome.other;
}

/** Runs the renewal until the returned function is called (or an outcome stops it). */
function runRenewal(context: ServiceContext): () => void {
  let mode: "loggedIn" | "loggedOut" | "stopped" = readCookie(LOGIN_TOKEN) ? "loggedIn" : "loggedOut";
  let timer: number | undefined;
  let wasActive = false;
  let isChecking = false;

  const markActive = () => {
    wasActive = true;
  };

  /** One interval for the current mode, none while the tab is hidden (a visible tab resumes). */
  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (mode === "stopped" || document.visibilityState === "hidden") return;
    timer =
      mode === "loggedIn"
        ? window.setInterval(checkIfActive, LOGIN_TOKEN_CHECK_MS)
        : window.setInterval(pollForLogin, LOGGED_OUT_POLL_MS);
  };

  const switchTo = (next: typeof mode) => {
    mode = next;
    schedule();
  };

  const pollForLogin = () => {
    if (readCookie(LOGIN_TOKEN)) switchTo("loggedIn");
  };

  // The activity flag is read once per interval: no activity, no call.
  const checkIfActive = async () => {
    if (!wasActive || isChecking) return;
    wasActive = false;
    isChecking = true;
    const code = await checkLoginToken(context, Date.now() / 1000);
    isChecking = false;
    if (mode === "stopped") return;
    document.dispatchEvent(new CustomEvent("shop-session-renewal", { detail: { code } }));
    if (code === RenewalOutcome.notRenewed || code === RenewalOutcome.expired) stop();
    else if (!readCookie(LOGIN_TOKEN)) switchTo("loggedOut");
  };

  const stop = () => {
    switchTo("stopped");
    for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, markActive, true);
    document.removeEventListener("visibilitychange", schedule);
  };

  for (const type of ACTIVITY_EVENTS) {
    document.addEventListener(type, markActive, { capture: true, passive: true });
  }
  document.addEventListener("visibilitychange", schedule);
  renewLongTermTokenIfDue(context, Date.now() / 1000);
  schedule();
  return stop;
}
