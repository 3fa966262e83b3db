/**
 * request() and the retry policy: every request is sent with credentials and times out after 15 s
 * by default; any HTTP status outside 2xx rejects with a ResponseError; safe calls are repeated up
 * to 10 times, from 100 ms with back-off, within 60 s. Checked in the built script through
 * ShopComponents.__internals.
 */
import { expect } from "@open-wc/testing";
import { standIn } from "../helpers/stand-in.js";
import { internals, jsonResponse, requestsTo, shortenTimings, spyFetch, stubFetch } from "../helpers/api.js";
import { recordConsoleErrors } from "../helpers/page.js";

const de = { site: "de" };
const settle = (promise) =>
  promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );

beforeEach(() => standIn.reset());

describe("request(): credentials, site header, JSON, errors and time-out", () => {
  it("sends credentials, X-Hunter-Site and the caller's headers; answers with the parsed JSON", async () => {
    const spy = spyFetch();
    try {
      const answer = await internals().request(
        { site: "tr" },
        "/service/abtestfrontend/api/v1/getassignment",
        {
          headers: { "X-Extra": "1" },
        },
      );
      expect(answer).to.have.property("assignments");
      expect(spy.calls[0].init.credentials).to.equal("include");
      expect(spy.calls[0].headers.get("X-Hunter-Site")).to.equal("tr");
      expect(spy.calls[0].headers.get("X-Extra")).to.equal("1");
    } finally {
      spy.restore();
    }
  });

  it("sends `json` as the body with Content-Type application/json", async () => {
    await internals().request(de, "/service/ttruth/publish", {
      method: "POST",
      json: { consent: "granted" },
    });
    const [call] = await requestsTo("/service/ttruth/publish");
    expect(call.headers["content-type"]).to.equal("application/json");
    expect(call.body).to.deep.equal({ consent: "granted" });
  });

  it("goes to api-base when given", async () => {
    const spy = spyFetch();
    try {
      await internals().request(
        { site: "de", apiBase: location.origin },
        "/service/abtestfrontend/api/v1/getassignment",
      );
      expect(spy.calls[0].url).to.equal(`${location.origin}/service/abtestfrontend/api/v1/getassignment`);
    } finally {
      spy.restore();
    }
  });

  it("a status outside 2xx rejects with a ResponseError that keeps status and body", async () => {
    const { error } = await settle(internals().request(de, "/service/no-such-service"));
    expect(error.name).to.equal("ResponseError");
    expect(error.status).to.equal(404);
    expect(error.body).to.deep.equal({ type: "urn:standin:not_found" });
    expect(error.message).to.contain("404");
  });

  it("a malformed answer rejects with an AnswerError that says what is wrong", async () => {
    const restore = stubFetch(() => jsonResponse(200, [{ name: "test-without-groups" }]));
    try {
      const { error } = await settle(internals().services.abtests.fetchTestsAt(de, "2026-01-01T10:00"));
      expect(error.name).to.equal("AnswerError");
      expect(error.message).to.match(/gettestsat answered in an unexpected shape: .*groups/);
      expect(error.message, "no query in messages").not.to.contain("2026");
    } finally {
      restore();
    }
  });

  it("times out after 15 000 ms by default; shortened, a slow answer rejects with TimeoutError", async () => {
    expect(internals().requestSettings.timeoutMs).to.equal(15000);
    await standIn.scenario("timeout");
    const restore = shortenTimings({ timeoutMs: 250 });
    try {
      const started = performance.now();
      const { error } = await settle(internals().request(de, "/json/psdata"));
      const elapsed = performance.now() - started;
      expect(error.name).to.equal("TimeoutError");
      expect(elapsed).to.be.within(200, 3000);
    } finally {
      restore();
    }
  });

  it("a time-out is transient in every engine: repeated by the retry policy, then rejected as TimeoutError", async () => {
    // WebKit rejects an aborted fetch with its own AbortError, not the signal's reason; read as
    // final, a time-out would never be repeated in Safari.
    await standIn.scenario("timeout");
    const restore = shortenTimings({ timeoutMs: 150, retry: { retries: 2, delayMs: 5 } });
    const fetches = spyFetch();
    try {
      const { error } = await settle(internals().request(de, "/json/psdata", { retry: true }));
      expect(error.name).to.equal("TimeoutError");
      expect(fetches.calls.filter(({ url }) => url.endsWith("/json/psdata"))).to.have.length(3);
    } finally {
      fetches.restore();
      restore();
    }
  });

  it("the time-out is combined with the caller's signal: aborting ends the request at once", async () => {
    await standIn.scenario("timeout");
    const controller = new AbortController();
    const pending = settle(internals().request(de, "/json/psdata", { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    const { error } = await pending;
    expect(error.name).to.equal("AbortError");
    expect(performance.now() - started).to.be.below(2000);
  });
});

/** A clock that only moves when the code under test sleeps. */
function fakeClock() {
  const clock = {
    time: 0,
    sleeps: [],
    now: () => clock.time,
    sleep: async (ms) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

const transient = () => Object.assign(new TypeError("Failed to fetch"));

describe("the retry policy: 10 retries, 100 ms delay, 60 s time-out, back-off up to 300 000 ms", () => {
  it("has these four defaults", () => {
    expect({ ...internals().retrySettings }).to.deep.equal({
      retries: 10,
      delayMs: 100,
      timeoutMs: 60000,
      maxBackoffMs: 300000,
    });
  });

  it("repeats up to 10 times with exponential back-off from 100 ms, then rejects with the last error", async () => {
    const clock = fakeClock();
    let attempts = 0;
    const { error } = await settle(
      internals().withRetry(
        async () => {
          attempts += 1;
          throw transient();
        },
        { clock, timeoutMs: 1e9 },
      ),
    );
    expect(error).to.be.instanceOf(TypeError);
    expect(attempts).to.equal(11);
    expect(clock.sleeps).to.deep.equal([100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200]);
  });

  it("never waits more than 300 000 ms between attempts", async () => {
    const clock = fakeClock();
    await settle(
      internals().withRetry(
        async () => {
          throw transient();
        },
        { clock, delayMs: 100000, timeoutMs: 1e9 },
      ),
    );
    expect(clock.sleeps).to.deep.equal([
      100000, 200000, 300000, 300000, 300000, 300000, 300000, 300000, 300000, 300000,
    ]);
  });

  it("gives up when the next attempt would start after 60 s in all", async () => {
    const clock = fakeClock();
    let attempts = 0;
    await settle(
      internals().withRetry(
        async () => {
          attempts += 1;
          clock.time += 1000; // each attempt takes a second
          throw transient();
        },
        { clock },
      ),
    );
    // 100+200+…+12800 ms of waiting plus 9 s of attempts is 34.5 s; waiting 25.6 s more would end past 60 s.
    expect(clock.sleeps).to.deep.equal([100, 200, 400, 800, 1600, 3200, 6400, 12800]);
    expect(attempts).to.equal(9);
    expect(clock.time).to.be.at.most(60000);
  });

  it("succeeds as soon as an attempt succeeds", async () => {
    const clock = fakeClock();
    let attempts = 0;
    const value = await internals().withRetry(
      async () => {
        attempts += 1;
        if (attempts < 3) throw transient();
        return "answer";
      },
      { clock },
    );
    expect(value).to.equal("answer");
    expect(clock.sleeps).to.deep.equal([100, 200]);
  });

  it("repeats transient failures only: 5xx, 408, 429, time-out, network; not 4xx or a malformed answer", async () => {
    const attemptsFor = async (make) => {
      let attempts = 0;
      await settle(
        internals().withRetry(
          async () => {
            attempts += 1;
            throw make();
          },
          { clock: fakeClock(), retries: 2 },
        ),
      );
      return attempts;
    };
    const responseError = async (status) => {
      const restore = stubFetch(() => jsonResponse(status, {}));
      try {
        return (await settle(internals().request(de, "/service/x"))).error;
      } finally {
        restore();
      }
    };
    for (const status of [500, 503, 408, 429]) {
      const error = await responseError(status);
      expect(await attemptsFor(() => error), String(status)).to.equal(3);
    }
    for (const status of [400, 401, 404, 410]) {
      const error = await responseError(status);
      expect(await attemptsFor(() => error), String(status)).to.equal(1);
    }
    expect(await attemptsFor(() => new DOMException("slow", "TimeoutError"))).to.equal(3);
    expect(await attemptsFor(() => new TypeError("Failed to fetch"))).to.equal(3);
    expect(await attemptsFor(() => new DOMException("stop", "AbortError"))).to.equal(1);
    expect(await attemptsFor(() => new Error("AnswerError-like"))).to.equal(1);
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    let attempts = 0;
    const clock = fakeClock();
    await settle(
      internals().withRetry(
        async () => {
          attempts += 1;
          if (attempts === 2) controller.abort();
          throw transient();
        },
        { clock, signal: controller.signal },
      ),
    );
    expect(attempts).to.equal(2);
  });

  it("over real HTTP: safe GETs and PUTs repeat on a server error; the POSTs and the footer content never", async () => {
    await standIn.scenario("server-error");
    const restore = shortenTimings({ retry: { retries: 3, delayMs: 5 } });
    const errors = recordConsoleErrors();
    const { services } = internals();
    try {
      await services.promotion.fetchFooterContent({ site: "at" });
      await services.customerFrontendData.fetchCustomerFrontendData(de, "test");
      await services.newsletter.confirmSubscription(de, "demo-doi-token");
      const subscribed = await services.newsletter.subscribeToNewsletter(de, {
        email: "a@example.com",
        consents: [],
        origin: "onsite",
        originAddition: "subsite",
      });
      expect(subscribed).to.equal("ERROR_GENERIC");
      await services.login.login(de, { username: "demo", password: "demo" });
    } finally {
      errors.restore();
      restore();
    }
    // Footer content is not repeated: the failure is logged and the footer shows its fallback at once.
    expect(await requestsTo("/promotion/SHOP_FOOTER")).to.have.length(1);
    expect(await requestsTo("/api/v1/psdata")).to.have.length(4);
    expect(await requestsTo("/demo-doi-token/doi")).to.have.length(4);
    expect(await requestsTo("/newsletter-subscribers")).to.have.length(1);
    expect(await requestsTo("/login")).to.have.length(1);
  });
});
