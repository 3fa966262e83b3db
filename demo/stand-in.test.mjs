// Run with: node --test demo/stand-in.test.mjs
import assert from "node:assert/strict";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { after, before, beforeEach, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { createStandIn, SCENARIOS } from "./stand-in.mjs";

const NEWSLETTER = "/service/newsletter/api/private";
const FOOTER_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";
const SLOW_MS = 150;
const TIMEOUT_MS = 1500;

const FOOTER = {
  headline: "Wir sind für Sie da",
  teaserGroups: [
    {
      heading: { text: "Bezahlung", iconName: "payment", link: "/c/service-bezahlung" },
      hideGroupInCheckout: false,
      introductoryText: "Bequem und sicher bezahlen.",
      links: [{ text: "Zahlungsarten", href: "/c/service-zahlungsarten", hideInClassic: false }],
      images: [{ label: "PayPal", source: "paypal.svg" }],
    },
    {
      heading: { text: "Lieferung", iconName: "delivery", link: "/c/service-lieferung" },
      hideGroupInCheckout: false,
      introductoryText: "Versandkostenfrei ab 25 €.",
      links: [{ text: "Lieferinformationen", href: "/c/service-lieferung", hideInClassic: false }],
      images: [],
    },
  ],
  legalLinks: [{ text: "Impressum", href: "/c/impressum" }],
};

let tempDir;
let contentDir;
let server;
/** A PNG file's first eight bytes: enough for the stand-in, which serves files as they are. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let baseUrl;
let standIn;

before(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), "stand-in-test-"));
  contentDir = path.join(tempDir, "content");
  const logosDir = path.join(tempDir, "logos");
  await Promise.all([mkdir(contentDir), mkdir(logosDir)]);
  await writeFile(path.join(contentDir, "footer.de.json"), JSON.stringify(FOOTER, null, 2));
  await writeFile(
    path.join(logosDir, "paypal.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
  );
  await writeFile(path.join(logosDir, "flag-de.png"), PNG_SIGNATURE);
  standIn = createStandIn({ contentDir, logosDir, delays: { slow: SLOW_MS, timeout: TIMEOUT_MS } });
  server = http.createServer(async (req, res) => {
    if (await standIn.handle(req, res)) return;
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("static file");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  await rm(tempDir, { recursive: true, force: true });
});

beforeEach(() => standIn.reset());

/** Sends a request as the elements do: with X-Hunter-Site, JSON bodies as JSON. */
function call(pathname, { method = "GET", site = "de", headers = {}, body, signal, redirect } = {}) {
  const isJson = body !== undefined && typeof body !== "string";
  return fetch(baseUrl + pathname, {
    method,
    headers: {
      "x-hunter-site": site,
      ...(isJson ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: isJson ? JSON.stringify(body) : body,
    signal,
    redirect,
  });
}

async function setScenario(id) {
  const response = await call("/__standin/scenario", { method: "POST", body: { id } });
  assert.equal(response.status, 200);
}

async function requestLog(since = 0) {
  return (await call(`/__standin/requests?since=${since}`)).json();
}

/** The first call of the request log that the client gave up, once the stand-in has logged it. */
async function abortedEntry() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const aborted = (await requestLog()).find((entry) => entry.aborted);
    if (aborted) return aborted;
    await sleep(20);
  }
  assert.fail("the aborted call is logged");
}

const STAFF_COOKIES = "StaffAuthToken=staff-1; CobraAuthToken=cobra-1";

/** "YYYY-MM-DDTHH:mm" in local time, `days` from now. */
function minuteTime(days = 0) {
  const time = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value) => String(value).padStart(2, "0");
  return (
    `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}` +
    `T${pad(time.getHours())}:${pad(time.getMinutes())}`
  );
}

function decodeJwtPayload(token) {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
}

function cookieValue(response, name) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(";")[0];
}

describe("routing", () => {
  test("leaves other paths to the caller and answers unknown /service paths with 404", async () => {
    assert.equal(await (await call("/index.html")).text(), "static file");
    assert.equal(await (await call("/json/other")).text(), "static file");
    const unknown = await call("/service/nothing/here");
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers.get("content-type"), "application/json");
    assert.deepEqual(await unknown.json(), { type: "urn:standin:not_found" });
  });

  test("answers a known path with the wrong method with 405", async () => {
    const response = await call(`${NEWSLETTER}/newsletter-subscribers`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get("allow"), "POST");
  });

  test("refuses bodies over 64 KB with 413", async () => {
    const response = await call(`${NEWSLETTER}/newsletter-subscribers`, {
      method: "POST",
      body: { email: "big@example.com", padding: "x".repeat(70 * 1024) },
    });
    assert.equal(response.status, 413);
  });
});

describe("newsletter", () => {
  const subscriber = {
    email: "anna.muster@example.com",
    salutation: "MRS",
    firstName: "Anna",
    lastName: "Huber",
    consents: ["DNE"],
    origin: "onsite",
    originAddition: "subsite",
  };

  test("subscribes, shows the subscriber and confirms the double opt-in", async () => {
    const response = await call(`${NEWSLETTER}/newsletter-subscribers`, {
      method: "POST",
      site: "at",
      headers: { "x-original-address": "https://shop.example/at/" },
      body: subscriber,
    });
    assert.equal(response.status, 201);
    const { subscriberToken } = await response.json();
    assert.equal(typeof subscriberToken, "string");

    const stored = await (await call("/__standin/subscribers")).json();
    const record = stored.find((entry) => entry.token === subscriberToken);
    assert.equal(record.site, "at");
    assert.equal(record.status, "WAITING_FOR_DOI");
    assert.equal(record.hadOriginalAddress, true);

    const shown = await call(`${NEWSLETTER}/newsletter-subscribers/${subscriberToken}`);
    assert.equal(shown.status, 200);
    const body = await shown.json();
    assert.equal(body.email, subscriber.email);
    assert.equal(body.status, "WAITING_FOR_DOI");
    assert.equal(body.token, undefined);
    assert.equal(body.site, undefined);

    const doi = `${NEWSLETTER}/newsletter-subscribers/${subscriberToken}/doi`;
    const confirmed = await call(doi, { method: "PUT" });
    assert.equal(confirmed.status, 204);
    assert.equal(await confirmed.text(), "");
    assert.equal((await call(doi, { method: "PUT" })).status, 204);
    const after = await (await call(`${NEWSLETTER}/newsletter-subscribers/${subscriberToken}`)).json();
    assert.equal(after.status, "SUBSCRIBED");
  });

  test("accepts the internal path too", async () => {
    const response = await call("/service/newsletter/api/internal/newsletter-subscribers", {
      method: "POST",
      body: { email: "x@example.com", consents: [], origin: "onsite", originAddition: "subsite" },
    });
    assert.equal(response.status, 201);
  });

  test("updates a subscriber and answers 404 for an unknown one", async () => {
    const updated = await call(`${NEWSLETTER}/newsletter-subscribers/demo-doi-token`, {
      method: "PUT",
      body: { firstName: "Jana" },
    });
    assert.equal(updated.status, 200);
    assert.equal((await updated.json()).firstName, "Jana");
    const unknown = await call(`${NEWSLETTER}/newsletter-subscribers/nobody`, {
      method: "PUT",
      body: { firstName: "Jana" },
    });
    assert.equal(unknown.status, 404);
  });

  test("rejects invalid e-mail addresses", async () => {
    for (const email of ["not-an-address", "anna@shop.invalid", "", undefined]) {
      const response = await call(`${NEWSLETTER}/newsletter-subscribers`, {
        method: "POST",
        body: { ...subscriber, email },
      });
      assert.equal(response.status, 400, `e-mail ${email}`);
      assert.deepEqual(await response.json(), {
        type: "urn:newsletter:email_invalid",
        title: "Invalid e-mail address",
      });
    }
  });

  test("answers a missing or broken body with bad_request", async () => {
    for (const body of ["", "{not json", "[1, 2]"]) {
      const response = await call(`${NEWSLETTER}/newsletter-subscribers`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      assert.equal(response.status, 400);
      assert.deepEqual(await response.json(), { type: "urn:newsletter:bad_request" });
    }
  });

  test("confirms the seeded token, refuses unknown and expired ones", async () => {
    const doi = (token) => call(`${NEWSLETTER}/newsletter-subscribers/${token}/doi`, { method: "PUT" });
    assert.equal((await doi("demo-doi-token")).status, 204);
    assert.equal((await doi("no-such-token")).status, 404);
    assert.equal((await doi("expired-doi-token")).status, 410);
  });

  test("reset re-seeds the demo token", async () => {
    const doi = `${NEWSLETTER}/newsletter-subscribers/demo-doi-token`;
    await call(`${doi}/doi`, { method: "PUT" });
    assert.equal((await (await call(doi)).json()).status, "SUBSCRIBED");
    assert.equal((await call("/__standin/reset", { method: "POST" })).status, 200);
    assert.equal((await (await call(doi)).json()).status, "WAITING_FOR_DOI");
  });

  test("scenarios: doi-invalid, newsletter-invalid-email, newsletter-error", async () => {
    await setScenario("doi-invalid");
    const doi = await call(`${NEWSLETTER}/newsletter-subscribers/demo-doi-token/doi`, {
      method: "PUT",
    });
    assert.equal(doi.status, 410);

    await setScenario("newsletter-invalid-email");
    const invalid = await call(`${NEWSLETTER}/newsletter-subscribers`, {
      method: "POST",
      body: subscriber,
    });
    assert.equal((await invalid.json()).type, "urn:newsletter:email_invalid");

    await setScenario("newsletter-error");
    const failed = await call(`${NEWSLETTER}/newsletter-subscribers`, {
      method: "POST",
      body: subscriber,
    });
    assert.equal(failed.status, 500);
    assert.equal((await failed.json()).type, "urn:newsletter:technical_error");
  });

  test("base data needs the LoginToken cookie and the same X-LoginToken header", async () => {
    const path = `${NEWSLETTER}/customers/base-data`;
    assert.equal((await call(path)).status, 401);
    const mismatch = await call(path, {
      headers: { cookie: "LoginToken=abc", "x-logintoken": "xyz" },
    });
    assert.equal(mismatch.status, 401);
    const response = await call(path, {
      site: "pl",
      headers: { cookie: "LoginToken=abc", "x-logintoken": "abc" },
    });
    assert.equal(response.status, 200);
    const data = await response.json();
    assert.equal(data.lastName, "Kowalska");
    assert.equal(data.dataProcessingConsentGiven, true);
  });
});

describe("footer", () => {
  test("serves the site's content, read at request time", async () => {
    const response = await call(FOOTER_PATH);
    assert.equal(response.status, 200);
    const { contentJSON } = await response.json();
    assert.deepEqual(JSON.parse(contentJSON), FOOTER);

    await writeFile(
      path.join(contentDir, "footer.de.json"),
      JSON.stringify({ ...FOOTER, headline: "Geändert" }),
    );
    try {
      const changed = await (await call(FOOTER_PATH)).json();
      assert.equal(JSON.parse(changed.contentJSON).headline, "Geändert");
    } finally {
      await writeFile(path.join(contentDir, "footer.de.json"), JSON.stringify(FOOTER, null, 2));
    }
  });

  test("answers 404 for an unknown site or a site without content", async () => {
    assert.equal((await call(FOOTER_PATH, { site: "fr" })).status, 404);
    assert.equal((await call(FOOTER_PATH, { site: "at" })).status, 404);
  });

  test("footer-404 and footer-500", async () => {
    await setScenario("footer-404");
    assert.equal((await call(FOOTER_PATH)).status, 404);
    await setScenario("footer-500");
    assert.equal((await call(FOOTER_PATH)).status, 500);
  });

  test("footer-malformed keeps the content but breaks parts of it", async () => {
    await setScenario("footer-malformed");
    const { contentJSON } = await (await call(FOOTER_PATH)).json();
    const content = JSON.parse(contentJSON);
    assert.match(contentJSON, /javascript:alert\(1\)/);
    assert.match(contentJSON, /<img src=x onerror=alert\(1\)>/);
    assert.match(contentJSON, /unknown-logo\.svg/);
    assert.equal(content.teaserGroups[0].heading.text, "Bezahlung");
    assert.equal(typeof content.teaserGroups[1].heading.text, "number");
    assert.equal(typeof content.teaserGroups[1].links, "string");
    assert.deepEqual(content.legalLinks, FOOTER.legalLinks);
  });

  test("footer-unreadable hands out text that is not JSON", async () => {
    await setScenario("footer-unreadable");
    const response = await call(FOOTER_PATH);
    assert.equal(response.status, 200);
    const { contentJSON } = await response.json();
    assert.equal(typeof contentJSON, "string");
    assert.throws(() => JSON.parse(contentJSON), SyntaxError);
  });

  test("footer-unknown-logo replaces one image source", async () => {
    await setScenario("footer-unknown-logo");
    const { contentJSON } = await (await call(FOOTER_PATH)).json();
    assert.equal(JSON.parse(contentJSON).teaserGroups[0].images[0].source, "no-such-logo.svg");
  });

  test("footer-content replaces one site's text until cleared or reset; scenarios still apply", async () => {
    const setContent = (body) => call("/__standin/footer-content", { method: "POST", body });
    assert.equal((await setContent({ site: "at", contentJSON: '{"headline": 1' })).status, 204);
    assert.equal((await (await call(FOOTER_PATH, { site: "at" })).json()).contentJSON, '{"headline": 1');
    assert.equal((await call(FOOTER_PATH)).status, 200, "other sites keep their content");
    await setScenario("footer-404");
    assert.equal((await call(FOOTER_PATH, { site: "at" })).status, 404);
    await setScenario("normal");
    assert.equal((await setContent({ site: "at", contentJSON: null })).status, 204);
    assert.equal((await call(FOOTER_PATH, { site: "at" })).status, 404, "back to the (missing) file");

    await setContent({ site: "de", contentJSON: "{}" });
    await call("/__standin/reset", { method: "POST", body: {} });
    assert.deepEqual(JSON.parse((await (await call(FOOTER_PATH)).json()).contentJSON), FOOTER);

    for (const body of [{ site: "xx", contentJSON: "{}" }, { site: "de", contentJSON: {} }, { site: "de" }]) {
      assert.equal((await setContent(body)).status, 400, JSON.stringify(body));
    }
  });

  test("footer-content takes content of up to 2 MB (10 000 teaser groups), other control bodies 64 KB", async () => {
    const groups = Array.from({ length: 10_000 }, (_, n) => ({ heading: { text: `Group ${n}` } }));
    const contentJSON = JSON.stringify({ teaserGroups: groups });
    assert.ok(contentJSON.length > 64 * 1024);
    const set = await call("/__standin/footer-content", {
      method: "POST",
      body: { site: "de", contentJSON },
    });
    assert.equal(set.status, 204);
    const served = await (await call(FOOTER_PATH)).json();
    assert.equal(JSON.parse(served.contentJSON).teaserGroups.length, 10_000);
    const tooLarge = await call("/__standin/footer-content", {
      method: "POST",
      body: { site: "de", contentJSON: "x".repeat(2 * 1024 * 1024) },
    });
    assert.equal(tooLarge.status, 413);
    const otherControl = await call("/__standin/scenario", {
      method: "POST",
      body: { id: "x".repeat(70_000) },
    });
    assert.equal(otherControl.status, 413);
  });

  test("serves logos as SVG or PNG with a cache time and refuses other names", async () => {
    const logo = await call("/service/footer-images/logos/paypal.svg");
    assert.equal(logo.status, 200);
    assert.equal(logo.headers.get("content-type"), "image/svg+xml");
    assert.match(logo.headers.get("cache-control"), /max-age=3600/);
    assert.match(await logo.text(), /^<svg/);
    const flag = await call("/service/footer-images/logos/flag-de.png");
    assert.equal(flag.status, 200);
    assert.equal(flag.headers.get("content-type"), "image/png");
    assert.deepEqual(Buffer.from(await flag.arrayBuffer()), PNG_SIGNATURE);
    for (const name of ["missing.svg", "PayPal.svg", "paypal.png", "paypal.gif", "..%2Fcontent%2Ffoo.svg"]) {
      const response = await call(`/service/footer-images/logos/${name}`);
      assert.equal(response.status, 404, name);
    }
  });
});

describe("newsletter image", () => {
  const IMAGE_PATH = "/service/newsletterfrontend/newslettersubscriptionform/";

  test("serves a real JPEG for any {hash}.jpg and refuses other names", async () => {
    const image = await call(`${IMAGE_PATH}7c4e2a91d05b3f68.jpg`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get("content-type"), "image/jpeg");
    const bytes = Buffer.from(await image.arrayBuffer());
    // JPEG start-of-image and end-of-image markers, and the 1024 × 768 frame of its SOF0 segment.
    assert.deepEqual([...bytes.subarray(0, 2)], [0xff, 0xd8]);
    assert.deepEqual([...bytes.subarray(-2)], [0xff, 0xd9]);
    const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    assert.ok(frame > 0, "has a baseline frame header");
    assert.equal(bytes.readUInt16BE(frame + 5), 768);
    assert.equal(bytes.readUInt16BE(frame + 7), 1024);
    assert.ok(bytes.length < 40_000, "compressed");
    const medium = Buffer.from(await (await call(`${IMAGE_PATH}3b9f06d2e8a1c745.jpg`)).arrayBuffer());
    assert.equal(medium.readUInt16BE(medium.indexOf(Buffer.from([0xff, 0xc0])) + 7), 767);
    for (const name of ["image.png", "7C4E2A91.jpg", "..%2F..%2Fstand-in.mjs", "x.jpg"]) {
      assert.equal((await call(`${IMAGE_PATH}${name}`)).status, 404, name);
    }
  });
});

describe("staff preview", () => {
  const checkAuth = (cookie) =>
    call("/service/preview/api/auth/checkauth", { headers: cookie ? { cookie } : {} });

  test("checkauth needs both staff cookies and ends with logout", async () => {
    const without = await checkAuth();
    assert.equal(without.status, 401);
    assert.deepEqual(await without.json(), { authenticated: false });
    assert.equal((await checkAuth("StaffAuthToken=staff-1")).status, 401);
    assert.equal((await checkAuth("StaffAuthToken=; CobraAuthToken=cobra-1")).status, 401);

    const valid = await checkAuth(STAFF_COOKIES);
    assert.equal(valid.status, 200);
    assert.deepEqual(await valid.json(), { authenticated: true });
    const renew = await call("/service/preview/api/auth/login/renew", {
      headers: { cookie: STAFF_COOKIES },
    });
    assert.equal(renew.status, 200);

    const logout = await call("/service/preview/api/auth/logout", {
      headers: { cookie: STAFF_COOKIES },
    });
    assert.equal(logout.status, 200);
    assert.deepEqual(await logout.json(), {});
    const cleared = logout.headers.getSetCookie();
    for (const name of ["StaffAuthToken", "CobraAuthToken"]) {
      const line = cleared.find((cookie) => cookie.startsWith(`${name}=;`));
      assert.ok(line, `clears ${name}`);
      assert.match(line, /Max-Age=0/);
      assert.match(line, /Path=\//);
    }

    assert.equal((await checkAuth(STAFF_COOKIES)).status, 401);
    const renewAfter = await call("/service/preview/api/auth/login/renew", {
      headers: { cookie: STAFF_COOKIES },
    });
    assert.equal(renewAfter.status, 401);
    assert.equal((await checkAuth("StaffAuthToken=staff-2; CobraAuthToken=cobra-2")).status, 200);
  });

  test("preview token statuses", async () => {
    const setPreview = async (query, body, cookie = STAFF_COOKIES) => {
      const response = await call(`/service/preview/api/token${query}`, {
        method: "POST",
        headers: cookie ? { cookie } : {},
        body,
      });
      assert.equal(response.status, 200);
      return (await response.json()).status;
    };
    const now = { previewDateTime: minuteTime() };
    const nextWeek = { previewDateTime: minuteTime(8) };

    assert.equal(await setPreview("?test=&group=", now, null), "UNAUTHORIZED");
    assert.equal(await setPreview("?test=&group=", {}), "BAD_REQUEST");
    assert.equal(await setPreview("?test=&group=", { previewDateTime: "2024-13-01T10:00" }), "BAD_REQUEST");
    assert.equal(await setPreview("?test=&group=", { previewDateTime: "tomorrow" }), "BAD_REQUEST");
    assert.equal(await setPreview("?test=checkout-button-colour", now), "BAD_REQUEST");
    assert.equal(await setPreview("?test=checkout-button-colour&group=", now), "BAD_REQUEST");
    assert.equal(await setPreview("?test=no-such-test&group=control", now), "BAD_REQUEST");
    assert.equal(await setPreview("?test=checkout-button-colour&group=variant-z", now), "BAD_REQUEST");
    assert.equal(await setPreview("?test=product-tile-badges&group=control", now), "BAD_REQUEST");
    assert.equal(await setPreview("?test=product-tile-badges&group=control", nextWeek), "SUCCESS");
    assert.equal(await setPreview("?test=&group=", now), "SUCCESS");
    assert.equal(await setPreview("?test=checkout-button-colour&group=variant-a", now), "SUCCESS");

    const state = await (await call("/__standin/state")).json();
    assert.deepEqual(
      { test: state.previewSettings.test, group: state.previewSettings.group },
      { test: "checkout-button-colour", group: "variant-a" },
    );

    await setScenario("preview-failed");
    assert.equal(await setPreview("?test=&group=", now), "INTERNAL_ERROR");
    await setScenario("preview-bad-request");
    assert.equal(await setPreview("?test=&group=", now), "BAD_REQUEST");
  });

  test("gettestsat lists the tests active at a time", async () => {
    const testsAt = async (time) =>
      call(`/service/abtestfrontend/api/v1/gettestsat?time=${encodeURIComponent(time)}`);
    const nowResponse = await testsAt(minuteTime());
    assert.equal(nowResponse.status, 200);
    const current = await nowResponse.json();
    const names = current.map((abTest) => abTest.name);
    assert.ok(names.includes("checkout-button-colour"));
    assert.ok(!names.includes("product-tile-badges"), "starts next week");
    assert.ok(!names.includes("search-suggestions-ranking"), "has ended");
    for (const abTest of current) {
      assert.ok(abTest.groups.length >= 2);
      assert.ok(abTest.groups.every((group) => typeof group.name === "string"));
    }
    const later = (await (await testsAt(minuteTime(8))).json()).map((abTest) => abTest.name);
    assert.ok(later.includes("product-tile-badges"));

    assert.equal((await testsAt("2024-02-30T10:00")).status, 400);
    assert.equal((await testsAt("soon")).status, 400);

    await setScenario("abtests-none");
    assert.deepEqual(await (await testsAt(minuteTime())).json(), []);
    await setScenario("abtests-failed");
    assert.equal((await testsAt(minuteTime())).status, 500);
  });

  test("getassignment answers a list of assignments", async () => {
    const response = await call("/service/abtestfrontend/api/v1/getassignment");
    assert.equal(response.status, 200);
    assert.ok(Array.isArray((await response.json()).assignments));
  });
});

describe("login and tokens", () => {
  const login = (body, headers) => call("/service/login/api/v1/login", { method: "POST", body, headers });

  test("logs in demo/demo with a LoginToken cookie", async () => {
    const response = await login({ username: "demo", password: "demo" });
    assert.equal(response.status, 200);
    const token = cookieValue(response, "LoginToken");
    const payload = decodeJwtPayload(token);
    const now = Date.now() / 1000;
    assert.ok(Math.abs(payload.exp - (now + 1800)) < 5);
    assert.ok(Math.abs(payload.ren - (now + 600)) < 5);
    assert.equal(payload.lid, true);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("LoginToken="));
    assert.match(line, /Path=\//i);
    assert.doesNotMatch(line, /HttpOnly/i, "the elements read it from document.cookie");
  });

  test("refuses wrong credentials (401), a locked user (403) and non-JSON (415)", async () => {
    assert.equal((await login({ username: "demo", password: "wrong" })).status, 401);
    assert.equal((await login({ username: "locked", password: "demo" })).status, 403);
    const text = await login('{"username":"demo","password":"demo"}', {
      "content-type": "text/plain",
    });
    assert.equal(text.status, 415);
    await setScenario("login-unavailable");
    assert.equal((await login({ username: "demo", password: "demo" })).status, 503);
  });

  test("renews the login token", async () => {
    const renew = (cookie) =>
      call("/service/login/api/v1/logintoken/renew", {
        method: "POST",
        body: {},
        headers: cookie ? { cookie } : {},
      });
    const loggedIn = await login({ username: "demo", password: "demo" });
    const cookie = `LoginToken=${cookieValue(loggedIn, "LoginToken")}`;
    const renewed = await renew(cookie);
    assert.equal(renewed.status, 201);
    assert.ok(decodeJwtPayload(cookieValue(renewed, "LoginToken")).exp > Date.now() / 1000);
    assert.equal((await renew()).status, 401);

    await setScenario("token-renew-200");
    assert.equal((await renew(cookie)).status, 200);
    await setScenario("token-renew-500");
    assert.equal((await renew(cookie)).status, 500);
    await setScenario("token-malformed");
    const malformed = await renew(cookie);
    assert.throws(() => decodeJwtPayload(cookieValue(malformed, "LoginToken")));

    const longTerm = await call("/service/login/api/v1/longtermtoken/renew", { method: "POST" });
    assert.equal(longTerm.status, 200);
  });

  test("psdata depends on the LoginToken cookie and is not cached", async () => {
    const psdata = "/service/customerfrontenddata/api/v1/psdata";
    const anonymous = await call(psdata);
    assert.equal(anonymous.headers.get("cache-control"), "no-store");
    assert.deepEqual(await anonymous.json(), {});
    const known = await call(psdata, { headers: { cookie: "LoginToken=abc" } });
    assert.deepEqual(await known.json(), { nl_status: "SUBSCRIBED", card_status: "REGULAR" });
    assert.deepEqual(await (await call("/json/psdata")).json(), {});
  });

  test("token times follow the clock that the demo's Fast timers speed up; reset restores real time", async () => {
    const setClock = (body) => call("/__standin/clock", { method: "POST", body });
    // An hour ago at 60 times real time: the clock stands 60 hours ahead of real time.
    const hour = 60 * 60 * 1000;
    const clock = await setClock({ speed: 60, start: Date.now() - hour });
    assert.equal(clock.status, 200);
    assert.equal((await clock.json()).speed, 60);
    const loggedIn = await login({ username: "demo", password: "demo" });
    const token = cookieValue(loggedIn, "LoginToken");
    const clockNowSeconds = (Date.now() - hour + 60 * hour) / 1000;
    assert.ok(Math.abs(decodeJwtPayload(token).ren - (clockNowSeconds + 600)) < 60);

    // A token still valid in real time has expired on the fast clock: renewal refuses it.
    const realTimeToken = decodeJwtPayload(token);
    realTimeToken.exp = Math.floor(Date.now() / 1000) + 1800;
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify(realTimeToken)).toString("base64url");
    const renew = await call("/service/login/api/v1/logintoken/renew", {
      method: "POST",
      body: {},
      headers: { cookie: `LoginToken=${header}.${payload}.` },
    });
    assert.equal(renew.status, 401);

    for (const bad of [{}, { speed: 0 }, { speed: 1e6 }, { speed: "60" }, { speed: 2, start: "now" }]) {
      assert.equal((await setClock(bad)).status, 400, JSON.stringify(bad));
    }
    await call("/__standin/reset", { method: "POST" });
    const afterReset = decodeJwtPayload(
      cookieValue(await login({ username: "demo", password: "demo" }), "LoginToken"),
    );
    assert.ok(Math.abs(afterReset.ren - (Date.now() / 1000 + 600)) < 5);
  });
});

describe("product ids", () => {
  test("maps a 9-digit id to another one, always the same", async () => {
    const single = (id) => call(`/service/productdata/api/new-product-id?old_product_id=${id}`);
    const { productId } = await (await single("123456789")).json();
    assert.match(productId, /^\d{9}$/);
    assert.notEqual(productId, "123456789");
    assert.equal((await (await single("123456789")).json()).productId, productId);
    assert.equal((await single("12345")).status, 404);
    assert.equal((await single("12345678a")).status, 404);
  });

  test("maps batches of up to 24 ids", async () => {
    const batch = (ids) => call(`/service/productdata/api/new-product-ids?old_product_ids=${ids.join(",")}`);
    const response = await batch(["123456789", "42", "987654321"]);
    assert.equal(response.status, 200);
    const { mappings } = await response.json();
    assert.deepEqual(
      mappings.map((mapping) => mapping.oldProductId),
      ["123456789", "987654321"],
    );
    assert.ok(mappings.every((mapping) => /^\d{9}$/.test(mapping.newProductId)));

    const ids = Array.from({ length: 25 }, (_, index) => String(100000000 + index));
    assert.equal((await batch(ids.slice(0, 24))).status, 200);
    assert.equal((await batch(ids)).status, 400);

    await setScenario("product-mapping-failure");
    assert.equal((await batch(["123456789"])).status, 500);
  });
});

describe("tracking sinks", () => {
  test("accept consent records and error logs", async () => {
    const publish = await call("/service/ttruth/publish", { method: "POST", body: { consent: 1 } });
    assert.equal(publish.status, 202);
    const errorLog = await call("/service/errorlog", {
      method: "POST",
      body: [{ level: "error" }],
    });
    assert.equal(errorLog.status, 202);
  });
});

describe("scenarios and the request log", () => {
  test("lists the scenarios and refuses unknown ones", async () => {
    const listed = await (await call("/__standin/scenarios")).json();
    assert.deepEqual(listed, SCENARIOS);
    const ids = listed.map((scenario) => scenario.id);
    for (const id of ["normal", "slow", "timeout", "server-error", "footer-malformed"]) {
      assert.ok(ids.includes(id), id);
    }
    assert.ok(listed.every((scenario) => scenario.label && scenario.description && scenario.lookFor));
    // Nothing in the shipped script calls psdata: a scenario failing it showed nothing in the demo.
    assert.ok(!ids.includes("psdata-failure"));
    const refused = await call("/__standin/scenario", { method: "POST", body: { id: "nope" } });
    assert.equal(refused.status, 400);
    await setScenario("server-error");
    assert.deepEqual(await (await call("/__standin/scenario")).json(), { id: "server-error" });
    const failed = await call(FOOTER_PATH);
    assert.equal(failed.status, 500);
    assert.deepEqual(await failed.json(), { type: "urn:standin:server_error" });
    await call("/__standin/reset", { method: "POST" });
    assert.deepEqual(await (await call("/__standin/scenario")).json(), { id: "normal" });
  });

  test("redirect-to-login answers every call with 302 to an HTML page, as a shop behind a login wall does", async () => {
    await setScenario("redirect-to-login");
    for (const [pathname, method] of [
      [`${NEWSLETTER}/newsletter-subscribers`, "POST"],
      [`${NEWSLETTER}/newsletter-subscribers/demo-doi-token/doi`, "PUT"],
      ["/service/login/api/v1/login", "POST"],
      [FOOTER_PATH, "GET"],
      ["/json/psdata", "GET"],
    ]) {
      const body = method === "POST" ? { email: "a@example.com" } : undefined;
      const response = await call(pathname, { method, body, redirect: "manual" });
      assert.equal(response.status, 302, pathname);
      assert.equal(response.headers.get("location"), "/__standin/login-page", pathname);
    }
    const followed = await call(`${NEWSLETTER}/newsletter-subscribers`, {
      method: "POST",
      body: { email: "a@example.com", consents: [], origin: "onsite", originAddition: "subsite" },
    });
    assert.equal(followed.status, 200);
    assert.match(followed.headers.get("content-type"), /^text\/html/);
    assert.match(await followed.text(), /Please sign in/);
    const subscribers = await (await call("/__standin/subscribers")).json();
    assert.ok(!subscribers.some((subscriber) => subscriber.email === "a@example.com"), "nobody signed up");
  });

  test("a request header chooses the scenario for that request only", async () => {
    const chosen = await call(FOOTER_PATH, { headers: { "x-standin-scenario": "footer-404" } });
    assert.equal(chosen.status, 404);
    assert.equal((await call(FOOTER_PATH)).status, 200);
    await setScenario("server-error");
    const normal = await call(FOOTER_PATH, { headers: { "x-standin-scenario": "normal" } });
    assert.equal(normal.status, 200);
    const unknown = await call(FOOTER_PATH, { headers: { "x-standin-scenario": "nope" } });
    assert.equal(unknown.status, 400);
  });

  test("logs requests with masked e-mail and password and without cookie values", async () => {
    const secret = "secret-cookie-value-123";
    await call(`${NEWSLETTER}/newsletter-subscribers`, {
      method: "POST",
      headers: {
        cookie: `LoginToken=${secret}; StaffAuthToken=staff-secret-456`,
        "x-logintoken": secret,
        "x-hunter-csrf": "csrf-1",
        "x-original-address": "https://shop.example/de/",
      },
      body: { email: "anna.muster@example.com", consents: [], origin: "onsite" },
    });
    await call("/service/login/api/v1/login", {
      method: "POST",
      body: { username: "demo", password: "top-secret-password" },
    });
    await call(FOOTER_PATH);
    await call("/__standin/scenarios");

    const text = await (await call("/__standin/requests?since=0")).text();
    assert.doesNotMatch(text, /anna\.muster@example\.com/);
    assert.doesNotMatch(text, /secret-cookie-value-123/);
    assert.doesNotMatch(text, /staff-secret-456/);
    assert.doesNotMatch(text, /top-secret-password/);

    const entries = JSON.parse(text);
    assert.equal(entries.length, 3, "control calls are not logged");
    const [subscribe, login, footer] = entries;
    assert.equal(subscribe.method, "POST");
    assert.equal(subscribe.path, `${NEWSLETTER}/newsletter-subscribers`);
    assert.equal(subscribe.status, 201);
    assert.equal(subscribe.body.email, "a***@example.com");
    assert.equal(subscribe.body.origin, "onsite");
    assert.equal(subscribe.cookieSent, true);
    assert.equal(subscribe.headers["x-hunter-site"], "de");
    assert.equal(subscribe.headers["x-hunter-csrf"], "csrf-1");
    assert.equal(subscribe.headers["x-original-address"], "https://shop.example/de/");
    assert.equal(subscribe.headers["x-logintoken"], "***");
    assert.equal(login.body.password, "***");
    assert.equal(login.body.username, "demo");
    assert.equal(footer.cookieSent, false);
    assert.equal(footer.headers["x-original-address"], null);
    assert.ok(entries.every((entry) => typeof entry.durationMs === "number" && entry.time));

    const newer = await requestLog(subscribe.seq);
    assert.deepEqual(
      newer.map((entry) => entry.seq),
      [login.seq, footer.seq],
    );
    await call("/__standin/reset", { method: "POST" });
    assert.deepEqual(await requestLog(), []);
  });

  test("says who sent each request and from which page; a poller can start after the newest entry", async () => {
    await call(FOOTER_PATH);
    const { seq: first } = await (await call("/__standin/requests/last")).json();
    await call(FOOTER_PATH, {
      headers: {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
        referer: "http://localhost:8000/demo/shop-page.html?site=de&subscriberToken=secret-token",
      },
    });
    await call("/service/login/api/v1/login", {
      method: "POST",
      headers: {
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Firefox/153.0",
        referer: "http://localhost:8000/",
      },
      body: { username: "demo", password: "demo" },
    });
    const { seq: last } = await (await call("/__standin/requests/last")).json();
    assert.equal(last, first + 2);

    const [server] = await requestLog(first - 1);
    assert.equal(server.from, "server", "Node's fetch, as the fragment service asks");
    assert.equal(server.page, null);
    const [browser, shell] = await requestLog(first);
    assert.deepEqual([browser.from, browser.page], ["browser", "/demo/shop-page.html"]);
    assert.deepEqual([shell.from, shell.page], ["browser", "/"]);
    assert.doesNotMatch(JSON.stringify(browser), /secret-token/, "the page's query is not logged");

    await call("/__standin/reset", { method: "POST" });
    const { seq: afterReset } = await (await call("/__standin/requests/last")).json();
    assert.equal(afterReset, last, "numbers keep growing across a reset");
  });

  test("marks answers that are normal although no success as expected, with the reason", async () => {
    const staff = { cookie: STAFF_COOKIES };
    await call("/service/preview/api/auth/checkauth");
    await call("/service/preview/api/auth/checkauth", { headers: staff });
    await call("/service/preview/api/auth/login/renew");
    await call(FOOTER_PATH, { site: "xx" });
    await setScenario("footer-404");
    await call(FOOTER_PATH);
    await call("/service/preview/api/auth/checkauth", { headers: staff });
    await setScenario("redirect-to-login");
    await call(FOOTER_PATH, { redirect: "manual" });
    await setScenario("preview-failed");
    await call("/service/preview/api/token", { method: "POST", body: {}, headers: staff });

    const log = await requestLog();
    const marks = log.map((entry) => [entry.path, entry.status, entry.expected]);
    assert.deepEqual(marks, [
      ["/service/preview/api/auth/checkauth", 401, "not staff"],
      ["/service/preview/api/auth/checkauth", 200, undefined],
      // A staff session that is gone is a real failure, as is a 404 that no scenario scripted.
      ["/service/preview/api/auth/login/renew", 401, undefined],
      [FOOTER_PATH, 404, undefined],
      [FOOTER_PATH, 404, "scenario footer-404"],
      ["/service/preview/api/auth/checkauth", 200, undefined],
      [FOOTER_PATH, 302, "scenario redirect-to-login"],
      // The preview token call fails with HTTP 200 and the failure in its `status`: scripted, so marked.
      ["/service/preview/api/token", 200, "scenario preview-failed"],
    ]);
    assert.equal(log.at(-1).answerStatus, "INTERNAL_ERROR", "the log says how the token call failed");
    assert.equal(log[0].answerStatus, undefined, "only answers that carry a status have one");
  });

  test("the slow scenario delays answers", async () => {
    await setScenario("slow");
    const started = Date.now();
    const response = await call(FOOTER_PATH);
    assert.equal(response.status, 200);
    assert.ok(Date.now() - started >= SLOW_MS - 10);

    // A call given up during a mere delay is not what the scenario is for: not marked expected.
    await assert.rejects(call(FOOTER_PATH, { signal: AbortSignal.timeout(SLOW_MS / 3) }));
    const aborted = await abortedEntry();
    assert.equal(aborted.expected, undefined);
  });

  test("a client giving up during the timeout scenario does not break the server", async () => {
    await setScenario("timeout");
    await assert.rejects(
      call(`${NEWSLETTER}/newsletter-subscribers`, {
        method: "POST",
        body: { email: "late@example.com", consents: [] },
        signal: AbortSignal.timeout(200),
      }),
      (error) => error.name === "TimeoutError" || error.name === "AbortError",
    );

    // The aborted call is logged soon after the client left, long before the delay would end:
    // its timer was cancelled rather than left to write to the closed socket.
    const aborted = await abortedEntry();
    assert.equal(aborted.status, null);
    assert.equal(aborted.expected, "scenario timeout", "the scenario is there to make calls time out");
    assert.ok(aborted.durationMs < TIMEOUT_MS, `took ${aborted.durationMs} ms`);
    const subscribers = await (await call("/__standin/subscribers")).json();
    assert.ok(!subscribers.some((entry) => entry.email === "late@example.com"));

    await sleep(TIMEOUT_MS + 100);
    await setScenario("normal");
    assert.equal((await call(FOOTER_PATH)).status, 200);
    assert.equal((await requestLog()).filter((entry) => entry.aborted).length, 1);
  });
});
