/**
 * The staff preview's services: the staff session (check, logout, renewal), the preview token
 * that applies a preview date and A/B group, the list of A/B tests active at a time and the
 * shopper's assignment; for QA a staff login that hands out a fresh pair of staff cookies.
 */

import { randomBytes } from "node:crypto";
import { fail, json, jsonObjectOf, PROBLEMS } from "./http.mjs";

const STAFF_COOKIES = Object.freeze(["StaffAuthToken", "CobraAuthToken"]);
const ABTEST_BAD_REQUEST = Object.freeze({ type: "urn:abtest:bad_request" });
const MINUTE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

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

export const PREVIEW_SCENARIOS = Object.freeze([
  {
    id: "preview-failed",
    label: "Preview: applying settings fails",
    description: 'The preview token call answers {"status":"INTERNAL_ERROR"}.',
    lookFor:
      "Staff cookies on: 'Preview settings', then 'Set preview settings' shows the error notification.",
    respond: { setPreviewSettings: () => previewStatus("INTERNAL_ERROR") },
  },
  {
    id: "preview-bad-request",
    label: "Preview: settings rejected",
    description: 'The preview token call answers {"status":"BAD_REQUEST"}.',
    lookFor:
      "Staff cookies on: 'Preview settings', then 'Set preview settings' shows the error notification.",
    respond: { setPreviewSettings: () => previewStatus("BAD_REQUEST") },
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
]);

/**
 * The preview token call's answer: HTTP 200 whatever the outcome, which its `status` says. The
 * request log shows that status (`answerStatus`), so a failed call does not read as a success.
 */
function previewStatus(status) {
  return { ...json(200, { status }), answerStatus: status };
}

export function createPreview() {
  const state = { loggedOutStaffSessions: new Set(), previewSettings: null, abTests: [] };
  return {
    reset(now) {
      state.loggedOutStaffSessions = new Set();
      state.previewSettings = null;
      state.abTests = scheduleAbTests(new Date(now));
    },
    describe: () => describePreview(state),
    routes: [...staffSessionRoutes(state), ...previewSettingsRoutes(state)],
    controlRoutes: [["POST", "/__standin/staff-login", staffLogin]],
  };
}

/** The staff session's check, logout and renewal. */
function staffSessionRoutes(state) {
  function checkAuth(ctx) {
    if (staffSessionOf(state, ctx)) return json(200, { authenticated: true });
    // Every shopper's page asks, as the preview panel shows only to staff: 401 is their normal answer.
    return { ...json(401, { authenticated: false }), expected: "not staff" };
  }

  function staffLogout(ctx) {
    const staffToken = ctx.cookies.get("StaffAuthToken");
    if (staffToken) state.loggedOutStaffSessions.add(staffToken);
    const clearing = STAFF_COOKIES.map((name) => `${name}=; Max-Age=0; Path=/`);
    return json(200, {}, { "set-cookie": clearing });
  }

  function renewStaffSession(ctx) {
    return staffSessionOf(state, ctx) ? json(200, {}) : json(401, {});
  }

  return [
    ["GET", "/service/preview/api/auth/checkauth", checkAuth],
    ["GET", "/service/preview/api/auth/logout", staffLogout],
    ["GET", "/service/preview/api/auth/login/renew", renewStaffSession],
  ];
}

/** The preview token (a preview time and an A/B group for staff), the A/B tests and the assignment. */
function previewSettingsRoutes(state) {
  function setPreviewSettings(ctx) {
    if (!staffSessionOf(state, ctx)) return previewStatus("UNAUTHORIZED");
    const badRequest = previewStatus("BAD_REQUEST");
    const previewDateTime = jsonObjectOf(ctx.body)?.previewDateTime;
    const time = typeof previewDateTime === "string" ? parseMinuteTime(previewDateTime) : null;
    if (!time) return badRequest;
    const test = ctx.url.searchParams.get("test") ?? "";
    const group = ctx.url.searchParams.get("group") ?? "";
    if (test || group) {
      const activeTest = activeAbTests(state, time).find((candidate) => candidate.name === test);
      if (!test || !group || !activeTest?.groups.includes(group)) return badRequest;
    }
    state.previewSettings = {
      previewDateTime,
      test: test || null,
      group: group || null,
      setAt: new Date().toISOString(),
    };
    return previewStatus("SUCCESS");
  }

  function testsAt(ctx) {
    const time = parseMinuteTime(ctx.url.searchParams.get("time") ?? "");
    if (!time) return json(400, ABTEST_BAD_REQUEST);
    return json(
      200,
      activeAbTests(state, time).map((test) => ({
        name: test.name,
        groups: test.groups.map((name) => ({ name })),
      })),
    );
  }

  function assignments() {
    const assigned = activeAbTests(state, new Date()).map((test) => ({
      test: test.name,
      group: test.groups[stableHash(test.name) % test.groups.length],
    }));
    return json(200, { assignments: assigned });
  }

  return [
    ["POST", "/service/preview/api/token", setPreviewSettings],
    ["GET", "/service/abtestfrontend/api/v1/gettestsat", testsAt],
    ["GET", "/service/abtestfrontend/api/v1/getassignment", assignments],
  ];
}

/** The staff session is identified by its StaffAuthToken cookie value. */
function staffSessionOf(state, ctx) {
  const [staffToken, cobraToken] = STAFF_COOKIES.map((name) => ctx.cookies.get(name));
  if (!staffToken || !cobraToken) return undefined;
  if (state.loggedOutStaffSessions.has(staffToken)) return undefined;
  return staffToken;
}

function activeAbTests(state, time) {
  return state.abTests.filter((test) => test.from <= time && time < test.to);
}

/** The preview's part of the QA state view. */
function describePreview(state) {
  return {
    previewSettings: state.previewSettings,
    loggedOutStaffSessions: state.loggedOutStaffSessions.size,
    abTests: state.abTests.map((test) => ({
      name: test.name,
      from: test.from.toISOString(),
      to: test.to.toISOString(),
      groups: test.groups,
    })),
  };
}

/** Gives the browser a fresh pair of staff preview cookies. */
function staffLogin() {
  const cookies = STAFF_COOKIES.map(
    (name) => `${name}=${randomBytes(18).toString("base64url")}; Path=/; SameSite=Lax`,
  );
  return json(200, {}, { "set-cookie": cookies });
}

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

function stableHash(text) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return hash;
}
