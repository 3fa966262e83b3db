/**
 * Stand-in for the shop's services (spec §7, answer shapes from shared/contracts/README.md),
 * used by the QA demo server and by the browser test runner. It keeps everything in memory.
 *
 * Contract:
 * - `createStandIn({ contentDir, logosDir, delays? })` returns `{ handle, reset, setScenario }`.
 *   `contentDir` holds `footer.<site>.json` (read at request time, so edits show up at once);
 *   `logosDir` holds `<name>.svg` (and the flags `flag-<country>.png`); `delays` overrides the `slow` (3000 ms) and `timeout`
 *   (20000 ms) scenario delays, so tests can use small ones.
 * - `handle(req, res)` is a plain Node `http` handler. It resolves to `false`, having read and
 *   written nothing, when the path is not one of its routes (the caller then serves static
 *   files), and to `true` once it has answered. It never rejects. The request body stream must
 *   be unread (under Koa: `ctx.respond = false; await standIn.handle(ctx.req, ctx.res)`).
 * - Routes: every call of spec §7 under `/service/` plus `/json/psdata` and the newsletter image
 *   (`/service/newsletterfrontend/newslettersubscriptionform/{hash}.jpg`); any other path under
 *   `/service/` answers 404 `{"type":"urn:standin:not_found"}`. Control endpoints for QA live
 *   under `/__standin/` (scenarios, reset, request log, subscribers, state, staff login,
 *   `POST /__standin/footer-content {site, contentJSON}`, which replaces one site's footer
 *   content text until reset, or `contentJSON: null` restores the file's, and
 *   `POST /__standin/clock {speed, start?}`, see below).
 * - A scenario (one per situation of spec §8 that the demo can show, plus a slow and a too-slow
 *   network) changes the answers until it is changed or reset. A request header
 *   `X-Standin-Scenario: <id>` chooses the scenario for that request only.
 * - The request log marks answers that are normal although they are not successes with
 *   `expected: <reason>`: checkauth's 401 without a staff session ("not staff"), and every
 *   failure the chosen scenario scripted, the requests it let time out included ("scenario <id>").
 * - The login tokens' times (`ren`, `exp`) follow a clock that runs `speed` times faster than
 *   real time from `start` (default: real time), set by `POST /__standin/clock`; the QA demo's
 *   "Fast timers" run the page's clock (demo/qa-hooks.js) and this one alike, so a token the
 *   stand-in issues comes due when the page's clock says so. Reset restores real time.
 * - The request log never holds cookie values (only whether a Cookie header was sent; the
 *   `X-LoginToken` header, which carries the LoginToken cookie's value, is logged as "***") and
 *   masks `email` and `password` fields of request bodies.
 * - A client that closes its connection while an answer is delayed cancels the delay; nothing
 *   is written to the closed socket.
 */

import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

export const SITES = Object.freeze(["de", "at", "ch", "ch_fr", "pl", "cz", "hu", "sk", "tr"]);

const DEFAULT_SITE = "de";
const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The footer-content control endpoint takes larger bodies: the tests of the footer's bounds
 * (issue 15, point 2) hand it content of 10 000 teaser groups, about 600 KB.
 */
const FOOTER_CONTENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** Beyond this a too-large body is no longer drained but the connection is dropped. */
const BODY_DRAIN_LIMIT_BYTES = 100 * BODY_LIMIT_BYTES;
const LOG_LIMIT = 500;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Unconfirmed sign-ups are deleted after 14 days (spec §9). */
const DOI_VALIDITY_MS = 14 * DAY_MS;
const PRODUCT_BATCH_LIMIT = 24;
const LOGIN_TOKEN_LIFETIME_S = 30 * 60;
const LOGIN_TOKEN_RENEW_AFTER_S = 10 * 60;
const LONG_TERM_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;
const LONG_TERM_TOKEN_RENEW_AFTER_S = 7 * 24 * 60 * 60;
const DEFAULT_DELAYS = Object.freeze({ slow: 3000, timeout: 20000 });
/** An hour a second: beyond that a token would expire between two checks of the page. */
const MAX_CLOCK_SPEED = 3600;

const DEMO_USER = Object.freeze({ username: "demo", password: "demo" });
const LOCKED_USERNAME = "locked";
const STAFF_COOKIES = Object.freeze(["StaffAuthToken", "CobraAuthToken"]);
const SALUTATIONS = Object.freeze(["MR", "MRS", "COMPANY", "DIVERS"]);
const NAME_MAX_LENGTH = 40;
const EMAIL_MAX_LENGTH = 256;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PRODUCT_ID_PATTERN = /^\d{9}$/;
const LOGO_FILE_PATTERN = /^[a-z0-9-]+\.(svg|png)$/;
const NEWSLETTER_IMAGE_PATTERN = /^[0-9a-f]{8,64}\.jpg$/;
/**
 * The newsletter form's image (spec §2): one real baseline JPEG, 64 × 40 px in a coffee brown,
 * 303 bytes, served for every {hash}.jpg. Made once with a canvas' toDataURL("image/jpeg") and
 * the colour profile segment dropped.
 */
const NEWSLETTER_IMAGE_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAoAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCoBCtAAAAAAAAAAAAAAAAAAAAAAf/Z",
  "base64",
);
/** Where the redirect-to-login scenario sends every call: an HTML page, answered 200. */
const LOGIN_PAGE_PATH = "/__standin/login-page";
const LOGIN_PAGE_HTML =
  '<!doctype html><html lang="en"><title>Sign in</title><h1>Please sign in</h1><form></form></html>';
const MINUTE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const PROBLEMS = Object.freeze({
  notFound: { type: "urn:standin:not_found" },
  methodNotAllowed: { type: "urn:standin:method_not_allowed" },
  payloadTooLarge: { type: "urn:standin:payload_too_large" },
  serverError: { type: "urn:standin:server_error" },
  internalError: { type: "urn:standin:internal_error" },
  unknownScenario: { type: "urn:standin:unknown_scenario" },
  badRequest: { type: "urn:standin:bad_request" },
  emailInvalid: { type: "urn:newsletter:email_invalid", title: "Invalid e-mail address" },
  newsletterBadRequest: { type: "urn:newsletter:bad_request" },
  newsletterTechnical: { type: "urn:newsletter:technical_error" },
  subscriberNotFound: { type: "urn:newsletter:subscriber_not_found" },
  doiExpired: { type: "urn:newsletter:doi_expired" },
  customerUnauthorized: { type: "urn:customer:unauthorized" },
  footerNotFound: { type: "urn:promotion:not_found" },
  abtestBadRequest: { type: "urn:abtest:bad_request" },
  loginUnauthorized: { type: "urn:login:unauthorized" },
  loginForbidden: { type: "urn:login:forbidden" },
  loginUnavailable: { type: "urn:login:service_unavailable" },
  loginUnsupportedMediaType: { type: "urn:login:unsupported_media_type" },
  loginBadRequest: { type: "urn:login:bad_request" },
  productNotFound: { type: "urn:productdata:not_found" },
  productBadRequest: { type: "urn:productdata:bad_request" },
  tooManyProductIds: { type: "urn:productdata:too_many_ids" },
});

/** The logged-in demo customer per site (base data prefills the newsletter form). */
const CUSTOMERS = Object.freeze({
  de: { email: "anna.muster@example.com", firstName: "Anna", lastName: "Muster" },
  at: { email: "anna.huber@example.com", firstName: "Anna", lastName: "Huber" },
  ch: { email: "anna.mueller@example.com", firstName: "Anna", lastName: "Müller" },
  ch_fr: { email: "camille.dubois@example.com", firstName: "Camille", lastName: "Dubois" },
  pl: { email: "anna.kowalska@example.com", firstName: "Anna", lastName: "Kowalska" },
  cz: { email: "jana.novakova@example.com", firstName: "Jana", lastName: "Nováková" },
  hu: { email: "anna.kovacs@example.com", firstName: "Anna", lastName: "Kovács" },
  sk: { email: "maria.horvathova@example.com", firstName: "Mária", lastName: "Horváthová" },
  tr: { email: "ayse.yilmaz@example.com", firstName: "Ayşe", lastName: "Yılmaz" },
});

/** A/B tests, with their runtime in days relative to today's midnight (local time). */
const AB_TESTS = Object.freeze([
  {
    name: "checkout-button-colour",
    fromDay: -7,
    toDay: 14,
    groups: ["control", "variant-a", "variant-b"],
  },
  { name: "footer-newsletter-teaser", fromDay: -2, toDay: 30, groups: ["control", "variant-a"] },
  {
    name: "free-shipping-banner",
    fromDay: -14,
    toDay: 60,
    groups: ["control", "variant-a", "variant-b"],
  },
  { name: "product-tile-badges", fromDay: 7, toDay: 21, groups: ["control", "variant-a"] },
  {
    name: "search-suggestions-ranking",
    fromDay: -30,
    toDay: -3,
    groups: ["control", "variant-a", "variant-b"],
  },
]);

const fail = (status, problem) => () => json(status, problem);

/**
 * Scenarios: `description` says what the stand-in answers, `lookFor` what the QA demo then shows
 * (a scenario that the demo cannot show does not belong here: QA would find it does nothing).
 * `delay` names an entry of the delays; `all` answers every /service and /json call; `respond`
 * replaces the answer of single routes, keyed by the name of the route's handler; `footer`
 * rewrites the footer content text; `malformedLoginToken` makes login and token renewal hand out
 * a token that does not decode.
 */
const SCENARIO_DEFINITIONS = [
  {
    id: "normal",
    label: "Normal",
    description: "Every service answers successfully.",
    lookFor: "The footer with its content, both newsletter forms, and with Staff cookies the preview panels.",
  },
  {
    id: "slow",
    label: "Slow network",
    description: "Every /service and /json answer is delayed by 3 seconds.",
    lookFor:
      "The footer's content and the forms' answers come about 3 s late; the log shows ~3000 ms per request.",
    delay: "slow",
  },
  {
    id: "timeout",
    label: "Time-out",
    description: "Every /service and /json answer is delayed by 20 seconds, past the 15 s time-out.",
    lookFor:
      "After 15 s the footer without its content (view changer and country selector remain); the log says 'timed out'.",
    delay: "timeout",
  },
  {
    id: "server-error",
    label: "Server error everywhere",
    description: "Every /service and /json call answers HTTP 500.",
    lookFor: "The footer without content; a sign-up shows the technical-error banner; the page logs errors.",
    all: fail(500, PROBLEMS.serverError),
  },
  {
    id: "newsletter-invalid-email",
    label: "Newsletter: e-mail rejected",
    description: "The sign-up answers 400 urn:newsletter:email_invalid for any address.",
    lookFor: "Sign up with any address: the e-mail field shows its error, the form stays.",
    respond: { subscribe: fail(400, PROBLEMS.emailInvalid) },
  },
  {
    id: "newsletter-error",
    label: "Newsletter: technical error",
    description: "The sign-up answers 500 urn:newsletter:technical_error.",
    lookFor: "Sign up: the technical-error banner shows and the form stays with what was typed.",
    respond: { subscribe: fail(500, PROBLEMS.newsletterTechnical) },
  },
  {
    id: "doi-invalid",
    label: "Newsletter: confirmation link invalid",
    description: "Every double opt-in confirmation answers 410 (link expired).",
    lookFor: "Set Subscriber token to demo-doi-token: the invalid-link banner instead of the confirmation.",
    respond: { confirmSubscription: fail(410, PROBLEMS.doiExpired) },
  },
  {
    id: "footer-404",
    label: "Footer: no content",
    description: "The footer content call answers 404.",
    lookFor:
      "The footer without its content (view changer and country selector remain); the page logs that it has none.",
    respond: { footerContent: fail(404, PROBLEMS.footerNotFound) },
  },
  {
    id: "footer-500",
    label: "Footer: content service fails",
    description: "The footer content call answers 500.",
    lookFor:
      "The footer without its content (view changer and country selector remain); the page logs the HTTP 500.",
    respond: { footerContent: fail(500, PROBLEMS.serverError) },
  },
  {
    id: "footer-malformed",
    label: "Footer: malformed content",
    description:
      "Real content with a teaser group of wrong types, a javascript: link, an HTML injection " +
      "in the headline and an unknown logo (unknown-logo.svg).",
    lookFor: "The footer leaves the broken parts out; one logged error names each left-out part.",
    footer: malformFooterContent,
  },
  {
    id: "footer-unreadable",
    label: "Footer: content is not JSON",
    description: "contentJSON holds text that is not valid JSON.",
    lookFor:
      "The footer without its content (view changer and country selector remain); the page logs 'not JSON'.",
    footer: truncateFooterContent,
  },
  {
    id: "footer-unknown-logo",
    label: "Footer: unknown logo",
    description: "One image source is replaced by no-such-logo.svg.",
    lookFor: "One logo fewer in the footer; one logged error names the left-out image.",
    footer: replaceFirstLogo,
  },
  {
    id: "preview-failed",
    label: "Preview: applying settings fails",
    description: 'The preview token call answers {"status":"INTERNAL_ERROR"}.',
    lookFor:
      "Staff cookies on: 'Preview settings', then 'Set preview settings' shows the error notification.",
    respond: { setPreviewSettings: () => json(200, { status: "INTERNAL_ERROR" }) },
  },
  {
    id: "preview-bad-request",
    label: "Preview: settings rejected",
    description: 'The preview token call answers {"status":"BAD_REQUEST"}.',
    lookFor:
      "Staff cookies on: 'Preview settings', then 'Set preview settings' shows the error notification.",
    respond: { setPreviewSettings: () => json(200, { status: "BAD_REQUEST" }) },
  },
  {
    id: "abtests-failed",
    label: "A/B tests: list fails",
    description: "The list of active A/B tests answers 500.",
    lookFor:
      "Staff cookies on: 'Preview settings', the modal says 'Failed to fetch AB tests.', no test to choose.",
    respond: { testsAt: fail(500, PROBLEMS.serverError) },
  },
  {
    id: "abtests-none",
    label: "A/B tests: none active",
    description: "The list of active A/B tests is empty for every date.",
    lookFor:
      "Staff cookies on: 'Preview settings', the modal says 'No active tests for this date.', only 'select' and 'none'.",
    respond: { testsAt: () => json(200, []) },
  },
  {
    id: "product-mapping-failure",
    label: "Product id mapping fails",
    description: "Both product id mapping calls answer 500.",
    lookFor:
      "On the page-facing API page (link at the top): newProductId and newProductIds give undefined and log errors.",
    respond: {
      newProductId: fail(500, PROBLEMS.serverError),
      newProductIds: fail(500, PROBLEMS.serverError),
    },
  },
  {
    id: "login-unavailable",
    label: "Login: service unavailable",
    description: "The login call answers 503.",
    lookFor:
      "With Customer logged in the demo's own login fails (503), so nobody is logged in; on the API page login() gives SERVICE_UNAVAILABLE.",
    respond: { login: fail(503, PROBLEMS.loginUnavailable) },
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
];

const SCENARIOS_BY_ID = new Map(SCENARIO_DEFINITIONS.map((scenario) => [scenario.id, scenario]));

/** The scenarios as the QA demo lists them. */
export const SCENARIOS = Object.freeze(
  SCENARIO_DEFINITIONS.map(({ id, label, description, lookFor }) =>
    Object.freeze({ id, label, description, lookFor }),
  ),
);

/**
 * @param {object} options
 * @param {string} options.contentDir folder with `footer.<site>.json`
 * @param {string} options.logosDir folder with `<name>.svg` and `<name>.png`
 * @param {{ slow?: number, timeout?: number }} [options.delays] scenario delays in ms
 */
export function createStandIn(options) {
  const { contentDir, logosDir } = options ?? {};
  if (typeof contentDir !== "string" || typeof logosDir !== "string") {
    throw new TypeError("createStandIn needs { contentDir, logosDir } as paths");
  }
  const delays = { ...DEFAULT_DELAYS, ...options.delays };

  /** Sequence numbers keep growing across resets, so a poller never misses an entry. */
  let lastSeq = 0;
  let state = initialState();

  function initialState() {
    const now = Date.now();
    const subscribers = new Map();
    for (const seed of [
      { token: "demo-doi-token", email: "demo.subscriber@example.com", createdAt: now },
      {
        token: "expired-doi-token",
        email: "late.subscriber@example.com",
        createdAt: now - 15 * DAY_MS,
      },
    ]) {
      subscribers.set(seed.token, {
        ...seed,
        consents: [],
        origin: "onsite",
        originAddition: "subsite",
        site: DEFAULT_SITE,
        status: "WAITING_FOR_DOI",
        hadOriginalAddress: false,
      });
    }
    return {
      scenarioId: "normal",
      subscribers,
      loggedOutStaffSessions: new Set(),
      previewSettings: null,
      abTests: scheduleAbTests(new Date(now)),
      /** Footer content texts set through the control endpoint, by site. */
      footerOverrides: new Map(),
      /** The login tokens' clock (see the contract above): real time until the demo speeds it up. */
      tokenClock: { start: now, speed: 1 },
      log: [],
    };
  }

  function reset() {
    state = initialState();
  }

  /** Now in ms on the login tokens' clock. */
  function tokenClockNow() {
    const { start, speed } = state.tokenClock;
    return start + (Date.now() - start) * speed;
  }

  function setScenario(id) {
    if (!SCENARIOS_BY_ID.has(id)) throw new RangeError(`Unknown stand-in scenario: ${id}`);
    state.scenarioId = id;
  }

  // ---- services -------------------------------------------------------------------------

  function subscribe(ctx) {
    if (ctx.body.kind !== "json" || !isPlainObject(ctx.body.value)) {
      return json(400, PROBLEMS.newsletterBadRequest);
    }
    if (!ctx.isKnownSite) return json(400, PROBLEMS.newsletterBadRequest);
    const fields = readSubscriberFields(ctx.body.value, { isEmailRequired: true });
    if (fields.problem) return fields.problem;
    const token = randomUUID();
    state.subscribers.set(token, {
      token,
      ...fields.values,
      consents: fields.values.consents ?? [],
      site: ctx.site,
      status: "WAITING_FOR_DOI",
      createdAt: Date.now(),
      hadOriginalAddress: ctx.req.headers["x-original-address"] !== undefined,
    });
    return json(201, { subscriberToken: token });
  }

  function baseData(ctx) {
    const cookieToken = ctx.cookies.get("LoginToken");
    const headerToken = ctx.req.headers["x-logintoken"];
    if (!cookieToken || headerToken !== cookieToken) {
      return json(401, PROBLEMS.customerUnauthorized);
    }
    const customer = CUSTOMERS[ctx.isKnownSite ? ctx.site : DEFAULT_SITE];
    return json(200, { ...customer, salutation: "MRS", dataProcessingConsentGiven: true });
  }

  function findLiveSubscriber(token) {
    const subscriber = state.subscribers.get(token);
    if (!subscriber || isDoiExpired(subscriber)) return undefined;
    return subscriber;
  }

  function getSubscriber(ctx) {
    const subscriber = findLiveSubscriber(ctx.params.token);
    if (!subscriber) return json(404, PROBLEMS.subscriberNotFound);
    return json(200, publicSubscriber(subscriber));
  }

  function confirmSubscription(ctx) {
    const subscriber = state.subscribers.get(ctx.params.token);
    if (!subscriber) return json(404, PROBLEMS.subscriberNotFound);
    if (subscriber.status === "SUBSCRIBED") return noContent();
    if (isDoiExpired(subscriber)) return json(410, PROBLEMS.doiExpired);
    subscriber.status = "SUBSCRIBED";
    subscriber.confirmedAt = Date.now();
    return noContent();
  }

  function updateSubscriber(ctx) {
    const subscriber = findLiveSubscriber(ctx.params.token);
    if (!subscriber) return json(404, PROBLEMS.subscriberNotFound);
    if (ctx.body.kind !== "json" || !isPlainObject(ctx.body.value)) {
      return json(400, PROBLEMS.newsletterBadRequest);
    }
    const fields = readSubscriberFields(ctx.body.value, { isEmailRequired: false });
    if (fields.problem) return fields.problem;
    for (const [key, value] of Object.entries(fields.values)) {
      if (value !== undefined) subscriber[key] = value;
    }
    return json(200, publicSubscriber(subscriber));
  }

  async function footerContent(ctx) {
    if (!ctx.isKnownSite) return json(404, PROBLEMS.footerNotFound);
    let text = state.footerOverrides.get(ctx.site);
    if (text === undefined) text = await readFooterFile(ctx.site);
    if (text === undefined) return json(404, PROBLEMS.footerNotFound);
    const rewrite = ctx.scenario.footer ?? ((original) => original);
    return json(200, { contentJSON: rewrite(text) });
  }

  async function readFooterFile(site) {
    try {
      return await readFile(path.join(contentDir, `footer.${site}.json`), "utf8");
    } catch (error) {
      if (error.code === "ENOENT") return undefined;
      throw error;
    }
  }

  async function footerLogo(ctx) {
    const { file } = ctx.params;
    if (!LOGO_FILE_PATTERN.test(file)) return json(404, PROBLEMS.notFound);
    let image;
    try {
      image = await readFile(path.join(logosDir, file));
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "EISDIR") return json(404, PROBLEMS.notFound);
      throw error;
    }
    return {
      status: 200,
      headers: {
        "content-type": file.endsWith(".png") ? "image/png" : "image/svg+xml",
        "cache-control": "public, max-age=3600",
        "x-content-type-options": "nosniff",
        // A logo opened directly must not run scripts it might contain.
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
      body: image,
    };
  }

  function newsletterImage(ctx) {
    if (!NEWSLETTER_IMAGE_PATTERN.test(ctx.params.file)) return json(404, PROBLEMS.notFound);
    return {
      status: 200,
      headers: { "content-type": "image/jpeg", "cache-control": "public, max-age=3600" },
      body: NEWSLETTER_IMAGE_JPEG,
    };
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

  /** The staff session is identified by its StaffAuthToken cookie value. */
  function staffSession(ctx) {
    const [staffToken, cobraToken] = STAFF_COOKIES.map((name) => ctx.cookies.get(name));
    if (!staffToken || !cobraToken) return undefined;
    if (state.loggedOutStaffSessions.has(staffToken)) return undefined;
    return staffToken;
  }

  function checkAuth(ctx) {
    if (staffSession(ctx)) return json(200, { authenticated: true });
    // Every shopper's page asks (the preview panel's check, spec §6): 401 is their normal answer.
    return { ...json(401, { authenticated: false }), expected: "not staff" };
  }

  function staffLogout(ctx) {
    const staffToken = ctx.cookies.get("StaffAuthToken");
    if (staffToken) state.loggedOutStaffSessions.add(staffToken);
    const clearing = STAFF_COOKIES.map((name) => `${name}=; Max-Age=0; Path=/`);
    return json(200, {}, { "set-cookie": clearing });
  }

  function renewStaffSession(ctx) {
    return staffSession(ctx) ? json(200, {}) : json(401, {});
  }

  function setPreviewSettings(ctx) {
    if (!staffSession(ctx)) return json(200, { status: "UNAUTHORIZED" });
    const badRequest = json(200, { status: "BAD_REQUEST" });
    const body = ctx.body.kind === "json" ? ctx.body.value : undefined;
    const previewDateTime = isPlainObject(body) ? body.previewDateTime : undefined;
    const time = typeof previewDateTime === "string" ? parseMinuteTime(previewDateTime) : null;
    if (!time) return badRequest;
    const test = ctx.url.searchParams.get("test") ?? "";
    const group = ctx.url.searchParams.get("group") ?? "";
    if (test || group) {
      const activeTest = activeAbTests(time).find((candidate) => candidate.name === test);
      if (!test || !group || !activeTest?.groups.includes(group)) return badRequest;
    }
    state.previewSettings = {
      previewDateTime,
      test: test || null,
      group: group || null,
      setAt: new Date().toISOString(),
    };
    return json(200, { status: "SUCCESS" });
  }

  function activeAbTests(time) {
    return state.abTests.filter((test) => test.from <= time && time < test.to);
  }

  function testsAt(ctx) {
    const time = parseMinuteTime(ctx.url.searchParams.get("time") ?? "");
    if (!time) return json(400, PROBLEMS.abtestBadRequest);
    return json(
      200,
      activeAbTests(time).map((test) => ({
        name: test.name,
        groups: test.groups.map((name) => ({ name })),
      })),
    );
  }

  function assignments() {
    const assigned = activeAbTests(new Date()).map((test) => ({
      test: test.name,
      group: test.groups[stableHash(test.name) % test.groups.length],
    }));
    return json(200, { assignments: assigned });
  }

  function login(ctx) {
    if (!isJsonContentType(ctx.req.headers["content-type"])) {
      return json(415, PROBLEMS.loginUnsupportedMediaType);
    }
    const body = ctx.body.kind === "json" ? ctx.body.value : undefined;
    if (!isPlainObject(body)) return json(400, PROBLEMS.loginBadRequest);
    if (body.username === LOCKED_USERNAME) return json(403, PROBLEMS.loginForbidden);
    if (body.username !== DEMO_USER.username || body.password !== DEMO_USER.password) {
      return json(401, PROBLEMS.loginUnauthorized);
    }
    return json(200, {}, { "set-cookie": [loginTokenCookie(ctx), longTermTokenCookie()] });
  }

  function renewLoginToken(ctx) {
    const token = ctx.cookies.get("LoginToken");
    if (!token) return json(401, PROBLEMS.loginUnauthorized);
    const payload = decodeJwtPayload(token);
    if (payload && typeof payload.exp === "number" && payload.exp * 1000 <= tokenClockNow()) {
      return json(401, PROBLEMS.loginUnauthorized);
    }
    return json(201, {}, { "set-cookie": loginTokenCookie(ctx) });
  }

  function renewLongTermToken(ctx) {
    const headers = ctx.cookies.get("LongTermToken") ? { "set-cookie": longTermTokenCookie() } : {};
    return json(200, {}, headers);
  }

  function loginTokenCookie(ctx) {
    const now = Math.floor(tokenClockNow() / 1000);
    const token = ctx.scenario.malformedLoginToken
      ? "this-is-not-a-jwt"
      : createUnsignedJwt({
          sub: DEMO_USER.username,
          exp: now + LOGIN_TOKEN_LIFETIME_S,
          ren: now + LOGIN_TOKEN_RENEW_AFTER_S,
          lid: true,
        });
    return `LoginToken=${token}; Path=/; Max-Age=${LOGIN_TOKEN_LIFETIME_S}; SameSite=Lax`;
  }

  function longTermTokenCookie() {
    const now = Math.floor(tokenClockNow() / 1000);
    const token = createUnsignedJwt({
      sub: DEMO_USER.username,
      exp: now + LONG_TERM_TOKEN_LIFETIME_S,
      ren: now + LONG_TERM_TOKEN_RENEW_AFTER_S,
    });
    return `LongTermToken=${token}; Path=/; Max-Age=${LONG_TERM_TOKEN_LIFETIME_S}; SameSite=Lax`;
  }

  function newProductId(ctx) {
    const oldId = ctx.url.searchParams.get("old_product_id") ?? "";
    if (!PRODUCT_ID_PATTERN.test(oldId)) return json(404, PROBLEMS.productNotFound);
    return json(200, { productId: mapProductId(oldId) });
  }

  function newProductIds(ctx) {
    const list = ctx.url.searchParams.get("old_product_ids");
    if (list === null) return json(400, PROBLEMS.productBadRequest);
    const ids = list
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length > PRODUCT_BATCH_LIMIT) return json(400, PROBLEMS.tooManyProductIds);
    const mappings = [...new Set(ids)]
      .filter((id) => PRODUCT_ID_PATTERN.test(id))
      .map((oldProductId) => ({ oldProductId, newProductId: mapProductId(oldProductId) }));
    return json(200, { mappings });
  }

  const acceptTrackingRecord = () => json(202, {});
  const acceptErrorLog = () => json(202, {});

  const NEWSLETTER = "/service/newsletter/api/private|internal";
  const SERVICE_ROUTES = compileRoutes([
    ["POST", `${NEWSLETTER}/newsletter-subscribers`, subscribe],
    ["GET", `${NEWSLETTER}/customers/base-data`, baseData],
    ["GET", `${NEWSLETTER}/newsletter-subscribers/:token`, getSubscriber],
    ["PUT", `${NEWSLETTER}/newsletter-subscribers/:token/doi`, confirmSubscription],
    ["PUT", `${NEWSLETTER}/newsletter-subscribers/:token`, updateSubscriber],
    ["GET", "/service/promotion/api/promotion/SHOP_FOOTER", footerContent],
    ["GET", "/service/footer-images/logos/:file", footerLogo],
    ["GET", "/service/newsletterfrontend/newslettersubscriptionform/:file", newsletterImage],
    ["GET", "/service/customerfrontenddata/api/v1/psdata", customerFrontendData],
    ["GET", "/json/psdata", personalData],
    ["GET", "/service/preview/api/auth/checkauth", checkAuth],
    ["GET", "/service/preview/api/auth/logout", staffLogout],
    ["GET", "/service/preview/api/auth/login/renew", renewStaffSession],
    ["POST", "/service/preview/api/token", setPreviewSettings],
    ["GET", "/service/abtestfrontend/api/v1/gettestsat", testsAt],
    ["GET", "/service/abtestfrontend/api/v1/getassignment", assignments],
    ["POST", "/service/login/api/v1/login", login],
    ["POST", "/service/login/api/v1/logintoken/renew", renewLoginToken],
    ["POST", "/service/login/api/v1/longtermtoken/renew", renewLongTermToken],
    ["GET", "/service/productdata/api/new-product-id", newProductId],
    ["GET", "/service/productdata/api/new-product-ids", newProductIds],
    ["POST", "/service/ttruth/publish", acceptTrackingRecord],
    ["POST", "/service/errorlog", acceptErrorLog],
  ]);

  // ---- control endpoints for QA ---------------------------------------------------------

  function listScenarios() {
    return json(200, SCENARIOS);
  }

  function currentScenario() {
    return json(200, { id: state.scenarioId });
  }

  function chooseScenario(ctx) {
    const id = ctx.body.kind === "json" && isPlainObject(ctx.body.value) ? ctx.body.value.id : null;
    if (!SCENARIOS_BY_ID.has(id)) return json(400, PROBLEMS.unknownScenario);
    state.scenarioId = id;
    return json(200, { id });
  }

  /** Replaces the footer content text of one site (for tests of malformed CMS data) until reset. */
  function setFooterContent(ctx) {
    const body = ctx.body.kind === "json" ? ctx.body.value : undefined;
    const site = isPlainObject(body) ? body.site : undefined;
    const text = isPlainObject(body) ? body.contentJSON : undefined;
    if (!SITES.includes(site) || !(typeof text === "string" || text === null)) {
      return json(400, {
        ...PROBLEMS.badRequest,
        detail: 'expected {"site": <site key>, "contentJSON": <text> | null}',
      });
    }
    if (text === null) state.footerOverrides.delete(site);
    else state.footerOverrides.set(site, text);
    return noContent();
  }

  /** `{speed, start?}`: the login tokens' clock runs `speed` (1 to 3600) times faster from `start` (ms, default now). */
  function setTokenClock(ctx) {
    const body = ctx.body.kind === "json" && isPlainObject(ctx.body.value) ? ctx.body.value : {};
    const { speed, start = Date.now() } = body;
    const isValid =
      Number.isFinite(speed) && speed >= 1 && speed <= MAX_CLOCK_SPEED && Number.isFinite(start);
    if (!isValid) {
      return json(400, {
        ...PROBLEMS.badRequest,
        detail: `expected {"speed": 1 to ${MAX_CLOCK_SPEED}, "start"?: <ms since 1970>}`,
      });
    }
    state.tokenClock = { start, speed };
    return json(200, state.tokenClock);
  }

  function resetControl() {
    reset();
    return json(200, { id: state.scenarioId });
  }

  function requestLog(ctx) {
    const since = Number(ctx.url.searchParams.get("since") ?? 0);
    const entries = Number.isFinite(since) ? state.log.filter((entry) => entry.seq > since) : state.log;
    return json(200, entries);
  }

  function listSubscribers() {
    return json(
      200,
      [...state.subscribers.values()].map((subscriber) => ({
        token: subscriber.token,
        ...publicSubscriber(subscriber),
        origin: subscriber.origin,
        originAddition: subscriber.originAddition,
        site: subscriber.site,
        createdAt: new Date(subscriber.createdAt).toISOString(),
        confirmedAt: subscriber.confirmedAt ? new Date(subscriber.confirmedAt).toISOString() : null,
        isDoiExpired: isDoiExpired(subscriber),
        hadOriginalAddress: subscriber.hadOriginalAddress,
      })),
    );
  }

  function describeState() {
    return json(200, {
      scenario: state.scenarioId,
      previewSettings: state.previewSettings,
      loggedOutStaffSessions: state.loggedOutStaffSessions.size,
      abTests: state.abTests.map((test) => ({
        name: test.name,
        from: test.from.toISOString(),
        to: test.to.toISOString(),
        groups: test.groups,
      })),
    });
  }

  /** Gives the browser a fresh pair of staff preview cookies. */
  function staffLogin() {
    const cookies = STAFF_COOKIES.map(
      (name) => `${name}=${randomBytes(18).toString("base64url")}; Path=/; SameSite=Lax`,
    );
    return json(200, {}, { "set-cookie": cookies });
  }

  function loginPage() {
    return {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      body: LOGIN_PAGE_HTML,
    };
  }

  const CONTROL_ROUTES = compileRoutes([
    ["GET", LOGIN_PAGE_PATH, loginPage],
    ["GET", "/__standin/scenarios", listScenarios],
    ["GET", "/__standin/scenario", currentScenario],
    ["POST", "/__standin/scenario", chooseScenario],
    ["POST", "/__standin/reset", resetControl],
    ["GET", "/__standin/requests", requestLog],
    ["GET", "/__standin/subscribers", listSubscribers],
    ["GET", "/__standin/state", describeState],
    ["POST", "/__standin/staff-login", staffLogin],
    ["POST", "/__standin/footer-content", setFooterContent],
    ["POST", "/__standin/clock", setTokenClock],
  ]);

  // ---- dispatch -------------------------------------------------------------------------

  async function handle(req, res) {
    let url;
    try {
      url = new URL(req.url ?? "/", "http://stand-in.invalid");
    } catch {
      return false;
    }
    const { pathname } = url;
    if (pathname === "/__standin" || pathname.startsWith("/__standin/")) {
      await answerControl(req, res, url);
      return true;
    }
    const isService = pathname.startsWith("/service/");
    if (!isService && !pathname.startsWith("/json/")) return false;
    const match = matchRoute(SERVICE_ROUTES, req.method, pathname);
    if (!match && !isService) return false;
    await answerService(req, res, url, match);
    return true;
  }

  async function answerControl(req, res, url) {
    let response;
    try {
      const match = matchRoute(CONTROL_ROUTES, req.method, url.pathname);
      const limit =
        url.pathname === "/__standin/footer-content" ? FOOTER_CONTENT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
      const body = await readBodyIfAny(req, limit);
      response = body.kind === "aborted" ? null : await routeResponse(match, { req, url, body });
    } catch (error) {
      response = internalError(error);
    }
    if (response) send(res, response);
  }

  async function answerService(req, res, url, match) {
    const startedAt = Date.now();
    const cookies = parseCookies(req.headers.cookie);
    const entry = {
      seq: 0,
      time: new Date(startedAt).toISOString(),
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: null,
      durationMs: 0,
      scenario: state.scenarioId,
      headers: loggedHeaders(req.headers),
      cookieSent: req.headers.cookie !== undefined,
      body: null,
    };
    let response = null;
    let scenario;
    try {
      const requested = req.headers["x-standin-scenario"];
      scenario = SCENARIOS_BY_ID.get(requested ?? state.scenarioId);
      if (scenario) entry.scenario = scenario.id;
      const delayMs = scenario?.delay ? delays[scenario.delay] : 0;
      const isStillOpen = delayMs > 0 ? await waitUnlessClosed(res, delayMs) : true;
      const body = isStillOpen ? await readBodyIfAny(req) : { kind: "aborted" };
      if (body.kind === "json") entry.body = maskSecrets(body.value);
      if (body.kind === "aborted") {
        entry.aborted = true;
      } else if (!scenario) {
        response = json(400, { ...PROBLEMS.unknownScenario, detail: String(requested) });
      } else if (scenario.all) {
        response = scenario.all();
      } else {
        const site = String(req.headers["x-hunter-site"] ?? DEFAULT_SITE).toLowerCase();
        const ctx = { req, url, body, cookies, scenario, site, isKnownSite: SITES.includes(site) };
        response = await routeResponse(match, ctx, scenario.respond);
      }
    } catch (error) {
      response = internalError(error);
    }
    if (response && send(res, response)) entry.status = response.status;
    else entry.aborted = true;
    const expected = expectedReason(scenario, match, entry.aborted ? null : response);
    if (expected) entry.expected = expected;
    entry.durationMs = Date.now() - startedAt;
    appendToLog(entry);
  }

  async function routeResponse(match, ctx, overrides = {}) {
    if (!match) return json(404, PROBLEMS.notFound);
    if (match.allowed) {
      return json(405, PROBLEMS.methodNotAllowed, { allow: match.allowed.join(", ") });
    }
    if (ctx.body.kind === "too-large") return json(413, PROBLEMS.payloadTooLarge);
    const handler = overrides[match.route.id] ?? match.route.handler;
    return handler({ ...ctx, params: match.params });
  }

  function appendToLog(entry) {
    lastSeq += 1;
    entry.seq = lastSeq;
    state.log.push(entry);
    if (state.log.length > LOG_LIMIT) state.log.splice(0, state.log.length - LOG_LIMIT);
  }

  return { handle, reset, setScenario };
}

/**
 * Why an answer that is no success is nevertheless the normal one (the request log's `expected`,
 * so that the QA demo does not show it as a failure), or `undefined`: the handler's own reason
 * (checkauth's "not staff"), or the scenario that scripted the failure. `response` is null when
 * no answer was sent (the client gave up); that is expected only where the scenario delays past
 * the elements' time-out.
 */
function expectedReason(scenario, match, response) {
  if (!scenario) return undefined;
  const byScenario = `scenario ${scenario.id}`;
  if (!response) return scenario.delay === "timeout" ? byScenario : undefined;
  if (response.status < 300) return undefined;
  if (response.expected) return response.expected;
  const isScripted = Boolean(scenario.all) || Boolean(match?.route && scenario.respond?.[match.route.id]);
  return isScripted ? byScenario : undefined;
}

// ---- routing ------------------------------------------------------------------------------

/**
 * Patterns are paths whose segments are literal, `:name` (one segment, captured) or `a|b`
 * (one of the alternatives).
 */
function compileRoutes(table) {
  return table.map(([method, pattern, handler]) => {
    const source = pattern
      .split("/")
      .map((segment) => {
        if (segment.startsWith(":")) return `(?<${segment.slice(1)}>[^/]+)`;
        return `(?:${segment.split("|").map(escapeRegExp).join("|")})`;
      })
      .join("/");
    return { method, id: handler.name, handler, regExp: new RegExp(`^${source}$`) };
  });
}

/** @returns {{ route, params } | { allowed: string[] } | null} */
function matchRoute(routes, method, pathname) {
  const allowed = [];
  for (const route of routes) {
    const found = route.regExp.exec(pathname);
    if (!found) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    try {
      const params = Object.fromEntries(
        Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      );
      return { route, params };
    } catch {
      return null;
    }
  }
  return allowed.length > 0 ? { allowed: [...new Set(allowed)] } : null;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// ---- requests and answers -----------------------------------------------------------------

/**
 * Reads the request body (methods other than GET, HEAD, OPTIONS).
 * @returns {Promise<{ kind: "none" | "empty" | "json" | "text" | "too-large" | "aborted",
 *   value?: unknown, text?: string }>}
 */
async function readBodyIfAny(req, limit = BODY_LIMIT_BYTES) {
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

function json(status, data, headers = {}) {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...headers },
    body: JSON.stringify(data),
  };
}

function noContent(headers = {}) {
  return { status: 204, headers: { "cache-control": "no-store", ...headers } };
}

function internalError(error) {
  console.error("[stand-in] handler failed:", error);
  return json(500, PROBLEMS.internalError);
}

function isClosed(res) {
  return res.destroyed || res.writableEnded || Boolean(res.socket?.destroyed);
}

/** @returns {boolean} whether the answer was written (false: the client had gone). */
function send(res, { status, headers = {}, body }) {
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
function waitUnlessClosed(res, ms) {
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

function parseCookies(header) {
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

function isJsonContentType(value) {
  return typeof value === "string" && value.split(";")[0].trim().toLowerCase() === "application/json";
}

// ---- the request log ----------------------------------------------------------------------

const LOGGED_HEADERS = ["x-hunter-site", "x-original-address", "x-hunter-csrf", "content-type"];

function loggedHeaders(headers) {
  const logged = Object.fromEntries(LOGGED_HEADERS.map((name) => [name, headers[name] ?? null]));
  // X-LoginToken carries the LoginToken cookie's value: log only that it was sent.
  logged["x-logintoken"] = headers["x-logintoken"] === undefined ? null : "***";
  return logged;
}

function maskSecrets(value, depth = 0) {
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

// ---- newsletter ---------------------------------------------------------------------------

/**
 * Checks the fields of a sign-up or update request.
 * @returns {{ values: object } | { problem: object }}
 */
function readSubscriberFields(body, { isEmailRequired }) {
  const badRequest = { problem: json(400, PROBLEMS.newsletterBadRequest) };
  const { email, salutation, firstName, lastName, consents, origin, originAddition } = body;
  if (email !== undefined || isEmailRequired) {
    if (!isValidEmail(email)) return { problem: json(400, PROBLEMS.emailInvalid) };
  }
  if (salutation !== undefined && !SALUTATIONS.includes(salutation)) return badRequest;
  for (const name of [firstName, lastName]) {
    if (name !== undefined && (typeof name !== "string" || name.length > NAME_MAX_LENGTH)) {
      return badRequest;
    }
  }
  if (consents !== undefined && !Array.isArray(consents)) return badRequest;
  for (const text of [origin, originAddition]) {
    if (text !== undefined && typeof text !== "string") return badRequest;
  }
  return {
    values: {
      email: typeof email === "string" ? email.trim() : undefined,
      salutation,
      firstName,
      lastName,
      consents,
      origin,
      originAddition,
    },
  };
}

function isValidEmail(email) {
  if (typeof email !== "string") return false;
  const address = email.trim();
  return (
    address.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(address) &&
    !address.toLowerCase().endsWith(".invalid")
  );
}

function isDoiExpired(subscriber) {
  return subscriber.status !== "SUBSCRIBED" && Date.now() - subscriber.createdAt > DOI_VALIDITY_MS;
}

function publicSubscriber({ email, salutation, firstName, lastName, consents, status }) {
  return { email, salutation, firstName, lastName, consents, status };
}

// ---- footer content variants --------------------------------------------------------------

function parseObjectOrEmpty(text) {
  try {
    const value = JSON.parse(text);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

function listOf(value) {
  return Array.isArray(value) ? value : [];
}

function malformFooterContent(text) {
  const content = parseObjectOrEmpty(text);
  const headline = typeof content.headline === "string" ? content.headline : "Service";
  content.headline = `${headline} <img src=x onerror=alert(1)>`;

  const groups = listOf(content.teaserGroups);
  content.teaserGroups = groups;
  if (!isPlainObject(groups[0])) {
    groups[0] = { heading: { text: "Service", iconName: "services", link: "/c/service" } };
  }
  const first = groups[0];
  first.links = listOf(first.links);
  if (isPlainObject(first.links[0])) first.links[0].href = "javascript:alert(1)";
  else first.links.unshift({ text: "Gutschein", href: "javascript:alert(1)", hideInClassic: false });
  first.images = listOf(first.images);
  if (isPlainObject(first.images[0])) first.images[0].source = "unknown-logo.svg";
  else first.images.unshift({ label: "Unbekannt", source: "unknown-logo.svg" });

  const wrongTypes = {
    heading: { text: 42, iconName: ["delivery"], link: false },
    hideGroupInCheckout: "no",
    introductoryText: { text: "Versandkostenfrei" },
    links: "Lieferinformationen",
    images: 17,
  };
  if (groups.length > 1) groups[1] = wrongTypes;
  else groups.push(wrongTypes);
  return JSON.stringify(content, null, 2);
}

function truncateFooterContent(text) {
  const cut = text.slice(0, Math.floor(text.length / 2));
  try {
    JSON.parse(cut);
  } catch {
    return cut;
  }
  return `{"headline": "Wir sind für Sie da", "teaserGroups": [`;
}

function replaceFirstLogo(text) {
  const content = parseObjectOrEmpty(text);
  const images = [
    ...listOf(content.teaserGroups).flatMap((group) => listOf(group?.images)),
    ...listOf(content.appReferences),
    ...listOf(content.qualityLogos).map((logo) => logo?.image),
  ];
  const image = images.find((candidate) => typeof candidate?.source === "string");
  if (image) {
    image.source = "no-such-logo.svg";
  } else {
    content.qualityLogos = [
      ...listOf(content.qualityLogos),
      { link: "/", image: { label: "Logo", source: "no-such-logo.svg", width: 64, height: 64 } },
    ];
  }
  return JSON.stringify(content, null, 2);
}

// ---- A/B tests, tokens, product ids -------------------------------------------------------

function scheduleAbTests(now) {
  const dayStart = (offset) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return AB_TESTS.map(({ name, fromDay, toDay, groups }) => ({
    name,
    from: dayStart(fromDay),
    to: dayStart(toDay),
    groups,
  }));
}

/** Parses "YYYY-MM-DDTHH:mm" as local time; null when malformed or not a real date. */
function parseMinuteTime(text) {
  const found = MINUTE_TIME_PATTERN.exec(text);
  if (!found) return null;
  const [year, month, day, hour, minute] = found.slice(1).map(Number);
  const time = new Date(year, month - 1, day, hour, minute);
  const isExact =
    time.getFullYear() === year &&
    time.getMonth() === month - 1 &&
    time.getDate() === day &&
    time.getHours() === hour &&
    time.getMinutes() === minute;
  return isExact ? time : null;
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

/** Another 9-digit id, always the same for the same old id. */
function mapProductId(oldId) {
  const spread = (Number(oldId) * 7 + 123456789) % 900000000;
  let newId = 100000000 + spread;
  if (String(newId) === oldId) newId = newId === 999999999 ? 100000000 : newId + 1;
  return String(newId);
}

function stableHash(text) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return hash;
}

function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
