/**
 * One module per service, each call with the path, method, headers and body the shop's services
 * expect, and the handling of their answers (outcomes, 404 as no content, failures logged),
 * against the stand-in.
 */
import { expect } from "@open-wc/testing";
import { recordConsoleErrors } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import {
  api,
  clearSessionCookies,
  internals,
  jsonResponse,
  requestsTo,
  shortenTimings,
  spyFetch,
  stubFetch,
} from "../helpers/api.js";

const de = { site: "de" };
const services = () => internals().services;
const subscriber = (fields = {}) => ({
  consents: ["DNE"],
  origin: "onsite",
  originAddition: "subsite",
  ...fields,
});

/** Runs `body` with console.error recorded; resolves with the messages. */
async function quietly(body) {
  const errors = recordConsoleErrors();
  try {
    await body();
  } finally {
    errors.restore();
  }
  return errors.messages;
}

beforeEach(() => standIn.reset());
afterEach(() => {
  clearSessionCookies();
  setStaffCookies(false);
});

describe("newsletter sign-up call: path, headers, body and the answer's outcome", () => {
  it("POSTs to the private path with X-Original-Address and X-Hunter-Site; SUCCESS for 2xx", async () => {
    const result = await services().newsletter.subscribeToNewsletter(
      { site: "hu" },
      subscriber({ email: "anna@example.com", salutation: "MRS", firstName: "Anna", lastName: "Kovács" }),
    );
    expect(result).to.equal("SUCCESS");
    const [call] = await requestsTo("/newsletter-subscribers");
    expect(call.method).to.equal("POST");
    expect(call.path).to.equal("/service/newsletter/api/private/newsletter-subscribers");
    expect(call.headers["x-original-address"]).to.equal(location.href);
    expect(call.headers["x-hunter-site"]).to.equal("hu");
    expect(call.headers["content-type"]).to.equal("application/json");
    expect(call.body).to.deep.equal({
      email: "a***@example.com",
      salutation: "MRS",
      firstName: "Anna",
      lastName: "Kovács",
      consents: ["DNE"],
      origin: "onsite",
      originAddition: "subsite",
    });
  });

  it("uses /api/internal/ when the private flag is off, and leaves empty fields out of the body", async () => {
    const result = await services().newsletter.subscribeToNewsletter(
      de,
      subscriber({ email: "b@example.com", salutation: "", firstName: "", lastName: undefined }),
      { isInternal: true },
    );
    expect(result).to.equal("SUCCESS");
    const [call] = await requestsTo("/newsletter-subscribers");
    expect(call.path).to.equal("/service/newsletter/api/internal/newsletter-subscribers");
    expect(Object.keys(call.body).sort()).to.deep.equal(["consents", "email", "origin", "originAddition"]);
  });

  it("ERROR_INVALID_EMAIL for the error type urn:newsletter:email_invalid", async () => {
    await standIn.scenario("newsletter-invalid-email");
    expect(
      await services().newsletter.subscribeToNewsletter(de, subscriber({ email: "c@example.com" })),
    ).to.equal("ERROR_INVALID_EMAIL");
  });

  it("ERROR_GENERIC for any other failure (another error type, 500, network), logged without the address", async () => {
    await standIn.scenario("newsletter-error");
    let result;
    const messages = await quietly(async () => {
      result = await services().newsletter.subscribeToNewsletter(
        de,
        subscriber({ email: "dora@example.com" }),
      );
    });
    expect(result).to.equal("ERROR_GENERIC");
    expect(messages.join()).not.to.contain("dora");
    const restore = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await quietly(async () => {
      result = await services().newsletter.subscribeToNewsletter(
        de,
        subscriber({ email: "dora@example.com" }),
      );
    }).finally(restore);
    expect(result).to.equal("ERROR_GENERIC");
  });
});

describe("newsletter: the base-data, subscriber, double-opt-in and update calls", () => {
  it("base data: no LoginToken cookie, no call", async () => {
    expect(await services().newsletter.fetchCustomerBaseData(de)).to.equal(undefined);
    expect(await requestsTo("/customers/base-data")).to.have.length(0);
  });

  it("base data: X-LoginToken from the LoginToken cookie and X-Hunter-CSRF from the meta tag", async () => {
    await api().login({ username: "demo", password: "demo" });
    const spy = spyFetch();
    let data;
    try {
      data = await services().newsletter.fetchCustomerBaseData({ site: "at" });
    } finally {
      spy.restore();
    }
    expect(data).to.include({ email: "anna.huber@example.com", firstName: "Anna" });
    expect(spy.calls[0].headers.get("X-LoginToken")).to.equal(internals().cookies.read("LoginToken"));
    const [call] = await requestsTo("/customers/base-data");
    expect(call.path).to.equal("/service/newsletter/api/private/customers/base-data");
    expect(call.headers["x-hunter-csrf"]).to.equal("test-csrf-token");
    expect(call.headers["x-logintoken"]).to.equal("***");
  });

  it("base data: 401 gives undefined without an error log; another failure is logged", async () => {
    document.cookie = "LoginToken=stale; Path=/";
    const results = [];
    const messages = await quietly(async () => {
      for (const status of [401, 403]) {
        const restore = stubFetch(() => jsonResponse(status, { type: "urn:customer:unauthorized" }));
        results.push(await services().newsletter.fetchCustomerBaseData(de).finally(restore));
      }
    });
    expect(results).to.deep.equal([undefined, undefined]);
    expect(messages).to.have.length(1);
    expect(messages[0]).to.contain("403");
  });

  it("subscriber: GET by token with X-Hunter-Site; unknown token gives undefined", async () => {
    const found = await services().newsletter.fetchSubscriber({ site: "pl" }, "demo-doi-token");
    expect(found).to.include({ email: "demo.subscriber@example.com", status: "WAITING_FOR_DOI" });
    const [call] = await requestsTo("/newsletter-subscribers/demo-doi-token");
    expect(call.method).to.equal("GET");
    expect(call.headers["x-hunter-site"]).to.equal("pl");
    expect(await services().newsletter.fetchSubscriber(de, "no-such-token")).to.equal(undefined);
  });

  it("DOI: PUT …/{token}/doi with X-Original-Address; true when confirmed, false for an expired link", async () => {
    expect(await services().newsletter.confirmSubscription(de, "demo-doi-token")).to.equal(true);
    const [call] = await requestsTo("/demo-doi-token/doi");
    expect(call.method).to.equal("PUT");
    expect(call.headers["x-original-address"]).to.equal(location.href);
    expect(call.headers["x-hunter-site"]).to.equal("de");
    expect((await services().newsletter.fetchSubscriber(de, "demo-doi-token")).status).to.equal("SUBSCRIBED");
    expect(await services().newsletter.confirmSubscription(de, "expired-doi-token")).to.equal(false);
    expect(await services().newsletter.confirmSubscription(de, "no-such-token")).to.equal(false);
    await standIn.scenario("doi-invalid");
    expect(await services().newsletter.confirmSubscription(de, "demo-doi-token")).to.equal(false);
  });

  it("update: PUT …/{token} with the changed fields as JSON", async () => {
    const updated = await services().newsletter.updateSubscriber(de, "demo-doi-token", { firstName: "Dana" });
    expect(updated).to.include({ firstName: "Dana" });
    const [call] = (await requestsTo("/newsletter-subscribers/demo-doi-token")).filter(
      (entry) => entry.method === "PUT",
    );
    expect(call.body).to.deep.equal({ firstName: "Dana" });
    expect(call.headers["content-type"]).to.equal("application/json");
  });
});

describe("promotion: footer content, one request per site; 404 is no content, failures logged", () => {
  it("gives the parsed contentJSON of the site", async () => {
    const direct = await fetch("/service/promotion/api/promotion/SHOP_FOOTER", {
      headers: { "X-Hunter-Site": "ch" },
    });
    const expected = JSON.parse((await direct.json()).contentJSON);
    expect(await services().promotion.fetchFooterContent({ site: "ch" })).to.deep.equal(expected);
  });

  it("makes one request per page for each site and api-base, however many ask", async () => {
    const { fetchFooterContent } = services().promotion;
    const [first, second] = await Promise.all([
      fetchFooterContent({ site: "sk" }),
      fetchFooterContent({ site: "sk" }),
    ]);
    expect(second).to.equal(first);
    await fetchFooterContent({ site: "sk" });
    expect(await requestsTo("/promotion/SHOP_FOOTER")).to.have.length(1);
    await fetchFooterContent({ site: "sk", apiBase: location.origin });
    await fetchFooterContent({ site: "cz" });
    const sites = (await requestsTo("/promotion/SHOP_FOOTER")).map((entry) => entry.headers["x-hunter-site"]);
    expect(sites).to.deep.equal(["sk", "sk", "cz"]);
  });

  it("404 means no content: undefined, nothing logged", async () => {
    await standIn.scenario("footer-404");
    let content = null;
    const messages = await quietly(async () => {
      content = await services().promotion.fetchFooterContent({ site: "tr" });
    });
    expect(content).to.equal(undefined);
    expect(messages).to.deep.equal([]);
  });

  it("a failure or unreadable contentJSON: undefined, logged", async () => {
    const restore = shortenTimings({ retry: { retries: 1, delayMs: 5 } });
    let failed = null;
    let unreadable = null;
    const messages = await quietly(async () => {
      await standIn.scenario("footer-500");
      failed = await services().promotion.fetchFooterContent({ site: "hu" });
      await standIn.scenario("footer-unreadable");
      unreadable = await services().promotion.fetchFooterContent({ site: "pl" });
    }).finally(restore);
    expect(failed).to.equal(undefined);
    expect(unreadable).to.equal(undefined);
    expect(messages).to.have.length(2);
    expect(messages[0]).to.contain("500");
    expect(messages[1]).to.contain("not JSON");
  });
});

describe("customer front-end data: the psdata calls; a failure is logged and resolves to nothing", () => {
  it("psdata: CSRF, site, long-term token and trigger headers, no cache, credentials", async () => {
    await api().login({ username: "demo", password: "demo" });
    const spy = spyFetch();
    let data;
    try {
      data = await services().customerFrontendData.fetchCustomerFrontendData({ site: "cz" }, "newsletter");
    } finally {
      spy.restore();
    }
    expect(data).to.deep.equal({ nl_status: "SUBSCRIBED", card_status: "REGULAR" });
    expect(internals().memberStatus(data.card_status)).to.equal("regular");
    const [{ url, init, headers }] = spy.calls;
    expect(new URL(url).pathname).to.equal("/service/customerfrontenddata/api/v1/psdata");
    expect(init.cache).to.equal("no-store");
    expect(init.credentials).to.equal("include");
    expect(headers.get("X-Hunter-CSRF")).to.equal("test-csrf-token");
    expect(headers.get("X-Hunter-Site")).to.equal("cz");
    expect(headers.get("X-LongTermToken")).to.equal(internals().cookies.read("LongTermToken"));
    expect(headers.get("X-Trigger")).to.equal("newsletter");
  });

  it("psdata: a failure is logged and resolves to nothing", async () => {
    await standIn.scenario("server-error");
    const restore = shortenTimings({ retry: { retries: 1, delayMs: 5 } });
    let data = null;
    const messages = await quietly(async () => {
      data = await services().customerFrontendData.fetchCustomerFrontendData(de, "test");
    }).finally(restore);
    expect(data).to.equal(undefined);
    expect(messages).to.have.length(1);
  });

  it("psdata: a malformed answer is a failure too", async () => {
    const restoreFetch = stubFetch(() => jsonResponse(200, { nl_status: 7 }));
    let data = null;
    const messages = await quietly(async () => {
      data = await services().customerFrontendData.fetchCustomerFrontendData(de, "test");
    }).finally(restoreFetch);
    expect(data).to.equal(undefined);
    expect(messages[0]).to.contain("unexpected shape");
  });

  it("/json/psdata: GET, the personal data; failure logged, nothing", async () => {
    await api().login({ username: "demo", password: "demo" });
    expect(await services().customerFrontendData.fetchPersonalData(de)).to.include({
      loginStatus: "LOGGED_IN",
    });
    const [call] = await requestsTo("/json/psdata");
    expect(call.method).to.equal("GET");
    await standIn.scenario("server-error");
    const restore = shortenTimings({ retry: { retries: 0 } });
    let data = null;
    await quietly(async () => {
      data = await services().customerFrontendData.fetchPersonalData(de);
    }).finally(restore);
    expect(data).to.equal(undefined);
  });
});

/** The current minute as "YYYY-MM-DDTHH:mm" (local time), as the preview and A/B calls take it. */
function currentMinute() {
  const date = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe("preview: staff logout, staff session renewal and the preview-settings call", () => {
  it("logout and renew: GET …/auth/logout and …/auth/login/renew", async () => {
    setStaffCookies(true);
    expect(await services().preview.renewStaffSession(de)).to.equal(true);
    expect(await services().preview.logoutStaff(de)).to.equal(true);
    expect(await services().preview.renewStaffSession(de)).to.equal(false);
    const calls = (await standIn.requests()).map((entry) => `${entry.method} ${entry.path}`);
    expect(calls).to.deep.equal([
      "GET /service/preview/api/auth/login/renew",
      "GET /service/preview/api/auth/logout",
      "GET /service/preview/api/auth/login/renew",
    ]);
  });

  it("token: POST …/token?test=&group= with { previewDateTime }; the answer's status", async () => {
    setStaffCookies(true);
    const settings = { previewDateTime: currentMinute(), test: "", group: "" };
    expect(await services().preview.applyPreviewSettings(de, settings)).to.equal("SUCCESS");
    const [call] = await requestsTo("/service/preview/api/token");
    expect(call.method).to.equal("POST");
    expect(call.query).to.deep.equal({ test: "", group: "" });
    expect(call.body).to.deep.equal({ previewDateTime: settings.previewDateTime });
    expect(call.headers["content-type"]).to.equal("application/json");

    const [test] = await services().abtests.fetchTestsAt(de, settings.previewDateTime);
    const chosen = { ...settings, test: test.name, group: test.groups[1].name };
    expect(await services().preview.applyPreviewSettings(de, chosen)).to.equal("SUCCESS");
    const calls = await requestsTo("/service/preview/api/token");
    expect(calls.at(-1).query).to.deep.equal({ test: test.name, group: test.groups[1].name });
    expect(
      await services().preview.applyPreviewSettings(de, { ...settings, previewDateTime: "soon" }),
    ).to.equal("BAD_REQUEST");
    setStaffCookies(false);
    expect(await services().preview.applyPreviewSettings(de, settings)).to.equal("UNAUTHORIZED");
  });

  it("token: INTERNAL_ERROR as answered, and for a failure (logged)", async () => {
    setStaffCookies(true);
    const settings = { previewDateTime: currentMinute(), test: "", group: "" };
    await standIn.scenario("preview-failed");
    expect(await services().preview.applyPreviewSettings(de, settings)).to.equal("INTERNAL_ERROR");
    await standIn.scenario("server-error");
    let status;
    const messages = await quietly(async () => {
      status = await services().preview.applyPreviewSettings(de, settings);
    });
    expect(status).to.equal("INTERNAL_ERROR");
    expect(messages).to.have.length(1);
  });
});

describe("A/B tests: the tests active at a time, and the assignment call", () => {
  const now = currentMinute;

  it("tests at a time: GET …/gettestsat?time=…, a list of tests with their groups", async () => {
    const time = now();
    const tests = await services().abtests.fetchTestsAt(de, time);
    expect(tests.length).to.be.above(0);
    for (const test of tests) {
      expect(test.name).to.be.a("string");
      expect(test.groups.every((group) => typeof group.name === "string")).to.equal(true);
    }
    const [call] = await requestsTo("/gettestsat");
    expect(call.query).to.deep.equal({ time });
  });

  it("tests at a time: a failure rejects (the panel shows 'Failed to fetch AB tests.')", async () => {
    await standIn.scenario("abtests-failed");
    const error = await services()
      .abtests.fetchTestsAt(de, now())
      .catch((reason) => reason);
    expect(error.status).to.equal(500);
  });

  it("assignment: GET …/getassignment; the answer and failures are ignored", async () => {
    expect(await services().abtests.requestAssignment(de)).to.equal(undefined);
    await standIn.scenario("server-error");
    expect(await services().abtests.requestAssignment(de)).to.equal(undefined);
    const calls = await requestsTo("/getassignment");
    expect(calls.map((entry) => entry.method)).to.deep.equal(["GET", "GET"]);
  });
});

describe("token renewal calls: the login token's answer status; the long-term token's ignored", () => {
  it("login-token renew: POST with an empty JSON body; resolves with the status", async () => {
    await api().login({ username: "demo", password: "demo" });
    expect(await services().login.renewLoginToken(de)).to.equal(201);
    const [call] = await requestsTo("/logintoken/renew");
    expect(call.method).to.equal("POST");
    expect(call.body).to.deep.equal({});
    expect(call.headers["content-type"]).to.equal("application/json");
    await standIn.scenario("token-renew-200");
    expect(await services().login.renewLoginToken(de)).to.equal(200);
    await standIn.scenario("token-renew-500");
    expect(await services().login.renewLoginToken(de)).to.equal(500);
    await standIn.scenario("normal");
    clearSessionCookies();
    expect(await services().login.renewLoginToken(de)).to.equal(401);
    const restore = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await services().login.renewLoginToken(de).finally(restore)).to.equal(0);
  });

  it("long-term-token renew: POST without a body; the answer is ignored", async () => {
    expect(await services().login.renewLongTermToken(de)).to.equal(undefined);
    await standIn.scenario("server-error");
    expect(await services().login.renewLongTermToken(de)).to.equal(undefined);
    const calls = await requestsTo("/longtermtoken/renew");
    expect(calls).to.have.length(2);
    expect(calls[0].method).to.equal("POST");
    expect(calls[0].body).to.equal(null);
  });
});

describe("ttruth publish: the consent record as JSON", () => {
  it("POSTs the consent record as JSON; true when accepted, false (logged) on failure", async () => {
    const record = { consentId: "c-1", purposes: ["tracking"], given: true };
    expect(await services().ttruth.publishConsentRecord(de, record)).to.equal(true);
    const [call] = await requestsTo("/service/ttruth/publish");
    expect(call.method).to.equal("POST");
    expect(call.body).to.deep.equal(record);
    await standIn.scenario("server-error");
    let accepted;
    const messages = await quietly(async () => {
      accepted = await services().ttruth.publishConsentRecord(de, record);
    });
    expect(accepted).to.equal(false);
    expect(messages).to.have.length(1);
  });
});
