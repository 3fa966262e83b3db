/**
 * The services client and the page API against hostile input and faulty servers: log texts that
 * are capped and cost linear time, subscriber tokens of one shape, redirects and HTML answers that
 * are no success, what is logged, the pool of product-id batches, and tracking and product history
 * that never break the page (docs/deploying.md, "Limits"). Against the test build
 * (ShopComponents.__internals).
 */
import { expect } from "@open-wc/testing";
import { recordConsoleErrors } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import {
  api,
  internals,
  jsonResponse,
  requestsTo,
  shortenTimings,
  spyFetch,
  stubFetch,
} from "../helpers/api.js";

const de = { site: "de" };
const services = () => internals().services;
/** What scrub cuts a text to (src/lib/log-text.ts), with room for the note that it was cut. */
const LOGGED_AT_MOST = 4000 + 60;

async function emptyTheLog() {
  window.shopConsent = { tracking: true };
  await internals().errorLog.flush();
  delete window.shopConsent;
}

/** Runs `action` with console.error recorded; resolves with the messages. */
async function quietly(action) {
  const errors = recordConsoleErrors();
  try {
    await action();
  } finally {
    errors.restore();
  }
  return errors.messages;
}

beforeEach(async () => {
  await emptyTheLog();
  await standIn.reset();
});
afterEach(() => delete window.shopConsent);

describe("log texts cost linear time and are cut at 4000 characters", () => {
  it("40 000-character texts of every kind are logged cut to the cap, in one pass", () => {
    const { errorLog } = internals();
    const texts = [
      "a".repeat(40_000),
      "a@".repeat(20_000),
      `${"x".repeat(19)}1`.repeat(2_000),
      "token=".repeat(6_000),
      "eyJ".repeat(13_000),
      "-".repeat(40_000),
    ];
    for (const text of texts) errorLog.report("error", text);
    const messages = errorLog.pending().map((entry) => entry.message);
    expect(messages).to.have.length(texts.length);
    for (const message of messages) {
      expect(message.length).to.be.at.most(LOGGED_AT_MOST);
      expect(message).to.contain("cut at 4000 characters");
    }
  });

  it("tracking.push with a 40 000-character kind: false, and the logged reason does not repeat it", async () => {
    let result;
    const messages = await quietly(() => {
      result = api().tracking.push({ kind: "K".repeat(40_000), event: "x" });
    });
    expect(result).to.equal(false);
    expect(messages).to.have.length(1);
    expect(messages[0].length).to.be.at.most(LOGGED_AT_MOST);
    expect(messages[0]).not.to.contain("KKKK");
  });
});

describe("subscriber tokens: only 1 to 128 letters, digits, - and _ are sent", () => {
  for (const token of [".", "..", "a/b", "a.b", "%2e", "", "x".repeat(129), "tök"]) {
    it(`"${token.slice(0, 10)}" is refused before any request, by every subscriber call`, async () => {
      const spy = spyFetch();
      let results;
      try {
        await quietly(async () => {
          results = [
            await services().newsletter.confirmSubscription(de, token),
            await services().newsletter.fetchSubscriber(de, token),
            await services().newsletter.updateSubscriber(de, token, { firstName: "A" }),
          ];
        });
      } finally {
        spy.restore();
      }
      expect(results).to.deep.equal([false, undefined, undefined]);
      expect(spy.calls).to.deep.equal([]);
    });
  }

  it("a UUID and a token of letters, digits, - and _ are sent", async () => {
    const uuid = "3f2b8c1e-9a4d-4e6f-b1c2-7d8e9f0a1b2c";
    await quietly(() => services().newsletter.confirmSubscription(de, uuid));
    expect(await services().newsletter.confirmSubscription(de, "demo-doi-token")).to.equal(true);
    expect((await requestsTo(`/${uuid}/doi`)).length).to.equal(1);
  });
});

describe("only a 2xx JSON answer counts as success: no redirect, no HTML page", () => {
  /** A login and a newsletter sign-up, one after the other: what each answered. */
  const logInAndSignUp = async () => [
    await services().login.login(de, { username: "demo", password: "demo" }),
    await services().newsletter.subscribeToNewsletter(de, {
      email: "a@example.com",
      consents: [],
      origin: "onsite",
      originAddition: "subsite",
    }),
  ];

  it("a 302 to an HTML page: login SERVICE_UNAVAILABLE, sign-up ERROR_GENERIC, double opt-in false", async () => {
    await standIn.scenario("redirect-to-login");
    const restore = shortenTimings({ retry: { retries: 0 } });
    let results;
    const messages = await quietly(async () => {
      results = [
        ...(await logInAndSignUp()),
        await services().newsletter.confirmSubscription(de, "demo-doi-token"),
      ];
    }).finally(restore);
    expect(results).to.deep.equal(["SERVICE_UNAVAILABLE", "ERROR_GENERIC", false]);
    expect(messages.join("\n")).to.contain("answered with a redirect");
    expect(await api().login({ username: "demo", password: "demo" })).to.equal("SERVICE_UNAVAILABLE");
  });

  it("a 2xx answer that is an HTML page is no success", async () => {
    const restore = stubFetch(
      () =>
        new Response("<!doctype html><title>Sign in</title>", { headers: { "Content-Type": "text/html" } }),
    );
    let results;
    await quietly(async () => {
      results = await logInAndSignUp();
    }).finally(restore);
    expect(results).to.deep.equal(["SERVICE_UNAVAILABLE", "ERROR_GENERIC"]);
  });
});

describe("what is logged: an allow-list, never a token, an address or the page's path", () => {
  it("a subscriber token that is not a UUID and the page's path and query never reach a log", async () => {
    const address = location.pathname + location.search;
    history.replaceState(null, "", "/account/anna.muster@example.com?subscriberToken=demo-doi-token");
    await standIn.scenario("server-error");
    const restore = shortenTimings({ retry: { retries: 0 } });
    let messages;
    try {
      messages = await quietly(() => services().newsletter.confirmSubscription(de, "demo-doi-token"));
    } finally {
      restore();
      history.replaceState(null, "", address);
    }
    const [entry] = internals().errorLog.pending();
    expect(messages).to.have.length(1);
    expect(messages[0]).to.contain("/newsletter-subscribers/{subscriberToken}/doi").and.contain("500");
    expect(entry.page).to.equal(location.origin);
    for (const text of [messages[0], JSON.stringify(entry)]) {
      for (const secret of ["demo-doi-token", "anna", "account"]) expect(text, secret).not.to.contain(secret);
    }
  });

  it("a thrown value is described by its kind; foreign error messages are left out", async () => {
    const restoreTimings = shortenTimings({ retry: { retries: 0 } });
    const restore = stubFetch(() => Promise.reject(new TypeError("Failed for anna@example.com")));
    let messages;
    try {
      messages = await quietly(() => services().customerFrontendData.fetchCustomerFrontendData(de, "x"));
    } finally {
      restore();
      restoreTimings();
    }
    expect(messages[0]).to.contain("psdata failed (TypeError)");
    expect(messages[0]).not.to.contain("anna");
  });
});

describe("newProductIds with 100 000 ids: at most 4 batches at a time", () => {
  /**
   * Lets the other batches run: a task, without the clamping of nested time-outs. One channel for
   * all: WebKit gets slower with every MessageChannel left open (quadratic over thousands).
   */
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()();
  const nextTask = () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(0);
    });

  /** The stub of the test under way: removed even when a test times out, so the next can fetch. */
  let restoreFetch = () => {};
  afterEach(() => restoreFetch());

  it("asks at most 4 batches at a time, and keeps the answers when a batch gets none", async function () {
    // 4 167 batches: a few seconds, more on a loaded 2-core machine.
    this.timeout(30_000);
    const ids = Array.from({ length: 100_000 }, (_, n) => String(100_000_000 + n));
    let inFlight = 0;
    let mostInFlight = 0;
    let batches = 0;
    const restore = (restoreFetch = stubFetch(async (url) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      batches += 1;
      const batch = batches;
      await nextTask();
      inFlight -= 1;
      if (batch === 3) throw new TypeError("Failed to fetch");
      const asked = new URL(url).searchParams.get("old_product_ids").split(",");
      return jsonResponse(200, {
        mappings: asked.map((id) => ({ oldProductId: id, newProductId: `N${id}` })),
      });
    }));
    let result;
    const messages = await quietly(async () => {
      result = await api().newProductIds(ids);
    }).finally(restore);
    expect(batches).to.equal(Math.ceil(100_000 / 24));
    expect(mostInFlight).to.equal(4);
    expect(result).to.have.length(100_000);
    const unanswered = result.filter((entry) => entry.newProductId === undefined);
    expect(unanswered.map((entry) => entry.oldProductId)).to.deep.equal(ids.slice(48, 72));
    expect(result[0]).to.deep.equal({ oldProductId: ids[0], newProductId: `N${ids[0]}` });
    expect(result[99_999].newProductId).to.equal(`N${ids[99_999]}`);
    expect(messages).to.have.length(1);
    expect(messages[0]).to.contain("1 of 4167 batches");
  });

  it("rejects as newProductId does when no batch gets an answer", async () => {
    const restore = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await api()
      .newProductIds(["123456789", "223456789"])
      .catch((reason) => reason)
      .finally(restore);
    expect(error).to.be.instanceOf(TypeError);
  });
});

describe("tracking and product history never break the page", () => {
  let dataLayerBefore;
  beforeEach(() => (dataLayerBefore = window.dataLayer));
  afterEach(() => (window.dataLayer = dataLayerBefore));

  it("tracking.push with hostile getters or Proxies returns false, logged, never throws", async () => {
    const hostile = () => {
      throw new Error("hostile");
    };
    const events = [
      new Proxy({}, { get: hostile, ownKeys: hostile, getOwnPropertyDescriptor: hostile, has: hostile }),
      new Proxy({ event: "x" }, { ownKeys: hostile }),
      new Proxy({ event: "x" }, { getOwnPropertyDescriptor: hostile }),
      Object.defineProperty({}, "event", { enumerable: true, get: hostile }),
      Object.defineProperty({ event: "x" }, "kind", { enumerable: true, get: hostile }),
    ];
    window.dataLayer = [];
    let results;
    const messages = await quietly(() => {
      results = events.map((event) => api().tracking.push(event));
    });
    expect(results).to.deep.equal([false, false, false, false, false]);
    expect(messages).to.have.length(5);
    expect(window.dataLayer).to.deep.equal([]);
  });

  it("a throwing dataLayer.push: tracking.push returns true, the failure is logged, nothing throws", async () => {
    window.dataLayer = {
      push() {
        throw new Error("broken tag manager");
      },
    };
    let result;
    const messages = await quietly(() => {
      result = api().tracking.push({ event: "sign_up", subject: "newsletter", origin: "onsite" });
    });
    expect(result).to.equal(true);
    expect(messages).to.have.length(1);
    expect(messages[0]).to.contain("window.dataLayer.push threw");
  });

  it("productHistory.add throws TypeError, as docs/page-api.md says, whatever it is given", () => {
    let deep = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const throwing = new Proxy(
      {},
      {
        get() {
          throw new RangeError("hostile");
        },
      },
    );
    const huge = { toString: () => "x".repeat(1_000) };
    for (const value of [deep, throwing, huge, Symbol("id"), "x".repeat(65), -1, 1.5, null, {}]) {
      expect(() => api().productHistory.add(value)).to.throw(TypeError);
    }
  });
});
