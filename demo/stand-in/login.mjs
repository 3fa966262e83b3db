/**
 * The customer's login and the data of the logged-in customer: login, the renewal of the login
 * and long-term tokens, the customer's base data (it prefills the newsletter form) and personal
 * data. For QA: the tokens' clock, which the demo's "Fast timers" speed up, and the login page
 * that the redirect-to-login scenario sends every call to.
 */

import { randomBytes } from "node:crypto";
import { fail, isJsonContentType, isPlainObject, json, jsonObjectOf, PROBLEMS } from "./http.mjs";
import { NEWSLETTER_API } from "./newsletter.mjs";
import { CUSTOMERS } from "./customers.mjs";
import { DEFAULT_SITE } from "./sites.mjs";

const LOGIN_PROBLEMS = Object.freeze({
  unauthorized: { type: "urn:login:unauthorized" },
  forbidden: { type: "urn:login:forbidden" },
  unavailable: { type: "urn:login:service_unavailable" },
  unsupportedMediaType: { type: "urn:login:unsupported_media_type" },
  badRequest: { type: "urn:login:bad_request" },
});
const CUSTOMER_UNAUTHORIZED = Object.freeze({ type: "urn:customer:unauthorized" });

const DEMO_USER = Object.freeze({ username: "demo", password: "demo" });
const LOCKED_USERNAME = "locked";
const LOGIN_TOKEN_LIFETIME_S = 30 * 60;
const LOGIN_TOKEN_RENEW_AFTER_S = 10 * 60;
const LONG_TERM_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;
const LONG_TERM_TOKEN_RENEW_AFTER_S = 7 * 24 * 60 * 60;
/** An hour a second: beyond that a token would expire between two checks of the page. */
const MAX_CLOCK_SPEED = 3600;

/** Where the redirect-to-login scenario sends every call: an HTML page, answered 200. */
const LOGIN_PAGE_PATH = "/__standin/login-page";
const LOGIN_PAGE_HTML =
  '<!doctype html><html lang="en"><title>Sign in</title><h1>Please sign in</h1><form></form></html>';

/** `malformedLoginToken` makes login and token renewal hand out a token that does not decode. */
export const LOGIN_SCENARIOS = Object.freeze([
  {
    id: "login-unavailable",
    label: "Login: service unavailable",
    description: "The login call answers 503.",
    lookFor:
      "With Customer logged in the demo's own login fails (503), so nobody is logged in; on the API page login() gives SERVICE_UNAVAILABLE.",
    respond: { login: fail(503, LOGIN_PROBLEMS.unavailable) },
  },
  {
    id: "token-renew-200",
    label: "Token renewal: 200",
    description: "The login token renewal answers 200 without a new token (renewal stops).",
    lookFor:
      "Customer logged in and Fast timers: the first due check logs shop-session-renewal code 1 (not renewed) and renewal stops.",
    respond: { renewLoginToken: () => json(200, {}) },
  },
  {
    id: "token-renew-500",
    label: "Token renewal: 500",
    description: "The login token renewal answers 500.",
    lookFor:
      "Customer logged in and Fast timers: once due, every check logs shop-session-renewal code 2 (server error).",
    respond: { renewLoginToken: fail(500, PROBLEMS.serverError) },
  },
  {
    id: "redirect-to-login",
    label: "Redirect to a login page",
    description:
      "Every /service and /json call answers 302 to an HTML page (/__standin/login-page), as a " +
      "proxy or an expired gateway session does. No such answer is a success.",
    lookFor:
      "Every element fails as with a server error: the footer without content, a sign-up shows the technical-error banner.",
    all: () => ({
      status: 302,
      headers: { location: LOGIN_PAGE_PATH, "cache-control": "no-store" },
      body: "",
    }),
  },
  {
    id: "token-malformed",
    label: "Login token not decodable",
    description:
      "Login and token renewal set a LoginToken cookie that is not a JWT " + "('Invalid token specified').",
    lookFor:
      "Customer logged in: the footer logs 'Invalid token specified'; with Fast timers, renewal checks log code 3.",
    malformedLoginToken: true,
  },
]);

export function createLogin() {
  /** The tokens' clock: real time until the demo speeds it up. */
  let tokenClock = { start: 0, speed: 1 };

  function reset(now) {
    tokenClock = { start: now, speed: 1 };
  }

  /** Now in ms on the tokens' clock. */
  function tokenClockNow() {
    const { start, speed } = tokenClock;
    return start + (Date.now() - start) * speed;
  }

  function login(ctx) {
    if (!isJsonContentType(ctx.req.headers["content-type"])) {
      return json(415, LOGIN_PROBLEMS.unsupportedMediaType);
    }
    const body = jsonObjectOf(ctx.body);
    if (!body) return json(400, LOGIN_PROBLEMS.badRequest);
    if (body.username === LOCKED_USERNAME) return json(403, LOGIN_PROBLEMS.forbidden);
    if (body.username !== DEMO_USER.username || body.password !== DEMO_USER.password) {
      return json(401, LOGIN_PROBLEMS.unauthorized);
    }
    const cookies = [loginTokenCookie(tokenClockNow(), ctx.scenario), longTermTokenCookie(tokenClockNow())];
    return json(200, {}, { "set-cookie": cookies });
  }

  function renewLoginToken(ctx) {
    const token = ctx.cookies.get("LoginToken");
    if (!token) return json(401, LOGIN_PROBLEMS.unauthorized);
    const payload = decodeJwtPayload(token);
    if (payload && typeof payload.exp === "number" && payload.exp * 1000 <= tokenClockNow()) {
      return json(401, LOGIN_PROBLEMS.unauthorized);
    }
    return json(201, {}, { "set-cookie": loginTokenCookie(tokenClockNow(), ctx.scenario) });
  }

  function renewLongTermToken(ctx) {
    const headers = ctx.cookies.get("LongTermToken")
      ? { "set-cookie": longTermTokenCookie(tokenClockNow()) }
      : {};
    return json(200, {}, headers);
  }

  function setTokenClock(ctx) {
    const setting = readClockSetting(ctx.body);
    if (!setting) {
      return json(400, {
        ...PROBLEMS.badRequest,
        detail: `expected {"speed": 1 to ${MAX_CLOCK_SPEED}, "start"?: <ms since 1970>}`,
      });
    }
    tokenClock = setting;
    return json(200, tokenClock);
  }

  return {
    reset,
    routes: [
      ["GET", `${NEWSLETTER_API}/customers/base-data`, baseData],
      ["GET", "/service/customerfrontenddata/api/v1/psdata", customerFrontendData],
      ["GET", "/json/psdata", personalData],
      ["POST", "/service/login/api/v1/login", login],
      ["POST", "/service/login/api/v1/logintoken/renew", renewLoginToken],
      ["POST", "/service/login/api/v1/longtermtoken/renew", renewLongTermToken],
    ],
    controlRoutes: [
      ["GET", LOGIN_PAGE_PATH, loginPage],
      ["POST", "/__standin/clock", setTokenClock],
    ],
  };
}

/** Needs the LoginToken cookie and its value again in the X-LoginToken header. */
function baseData(ctx) {
  const cookieToken = ctx.cookies.get("LoginToken");
  const headerToken = ctx.req.headers["x-logintoken"];
  if (!cookieToken || headerToken !== cookieToken) {
    return json(401, CUSTOMER_UNAUTHORIZED);
  }
  const customer = CUSTOMERS[ctx.isKnownSite ? ctx.site : DEFAULT_SITE];
  return json(200, { salutation: "MRS", dataProcessingConsentGiven: true, ...customer });
}

function customerFrontendData(ctx) {
  const data = ctx.cookies.get("LoginToken") ? { nl_status: "SUBSCRIBED", card_status: "REGULAR" } : {};
  return json(200, data);
}

function personalData(ctx) {
  const customer = CUSTOMERS[ctx.isKnownSite ? ctx.site : DEFAULT_SITE];
  if (ctx.cookies.get("LoginToken")) {
    return json(200, {
      loginStatus: "LOGGED_IN",
      firstName: customer.firstName,
      customerCardStatus: "REGULAR",
      wishlistCount: 3,
      basketCount: 1,
    });
  }
  if (ctx.cookies.get("LongTermToken")) {
    return json(200, { loginStatus: "REMEMBERED", firstName: customer.firstName });
  }
  return json(200, {});
}

/** `nowMs` on the tokens' clock; the token-malformed scenario hands out one that does not decode. */
function loginTokenCookie(nowMs, scenario) {
  const now = Math.floor(nowMs / 1000);
  const token = scenario.malformedLoginToken
    ? "this-is-not-a-jwt"
    : createUnsignedJwt({
        sub: DEMO_USER.username,
        exp: now + LOGIN_TOKEN_LIFETIME_S,
        ren: now + LOGIN_TOKEN_RENEW_AFTER_S,
        lid: true,
      });
  return `LoginToken=${token}; Path=/; Max-Age=${LOGIN_TOKEN_LIFETIME_S}; SameSite=Lax`;
}

function longTermTokenCookie(nowMs) {
  const now = Math.floor(nowMs / 1000);
  const token = createUnsignedJwt({
    sub: DEMO_USER.username,
    exp: now + LONG_TERM_TOKEN_LIFETIME_S,
    ren: now + LONG_TERM_TOKEN_RENEW_AFTER_S,
  });
  return `LongTermToken=${token}; Path=/; Max-Age=${LONG_TERM_TOKEN_LIFETIME_S}; SameSite=Lax`;
}

/** `{speed, start?}`: the tokens' clock runs `speed` (1 to 3600) times faster from `start` (ms, default now). */
function readClockSetting(body) {
  const { speed, start = Date.now() } = jsonObjectOf(body) ?? {};
  const isValid = Number.isFinite(speed) && speed >= 1 && speed <= MAX_CLOCK_SPEED && Number.isFinite(start);
  return isValid ? { start, speed } : null;
}

function loginPage() {
  return {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    body: LOGIN_PAGE_HTML,
  };
}

function createUnsignedJwt(payload) {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const signature = randomBytes(16).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.${signature}`;
}

function decodeJwtPayload(token) {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    return isPlainObject(payload) ? payload : null;
  } catch {
    return null;
  }
}
