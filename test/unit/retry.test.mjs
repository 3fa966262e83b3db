// The retry policy (src/api/retry.ts) and what counts as a transient failure (src/api/errors.ts),
// on a fake clock: which failures are repeated, how long each wait is, and when it gives up.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { withRetry } from "../../src/api/retry.ts";
import { AnswerError, ResponseError, isTransient, withoutQuery } from "../../src/api/errors.ts";

/** A clock whose sleeps pass at once and are recorded. */
function fakeClock() {
  const clock = {
    time: 0,
    waits: [],
    now: () => clock.time,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      clock.waits.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

/** An attempt that fails with `errors` in turn, then gives "done"; counts its calls. */
function failing(...errors) {
  const attempt = async () => {
    attempt.calls += 1;
    if (errors.length) throw errors.shift();
    return "done";
  };
  attempt.calls = 0;
  return attempt;
}

const unavailable = () => new ResponseError(503, undefined, "/service/x");

describe("isTransient()", () => {
  it("a network failure, a time-out, 408, 429 and 5xx are transient", () => {
    assert.equal(isTransient(new TypeError("Failed to fetch")), true);
    assert.equal(isTransient(new DOMException("timed out", "TimeoutError")), true);
    for (const status of [408, 429, 500, 503, 599])
      assert.equal(isTransient(new ResponseError(status, undefined, "/x")), true, String(status));
  });

  it("a service's no, a redirect, a malformed answer, an abort or anything else is final", () => {
    for (const status of [0, 400, 401, 404, 409])
      assert.equal(isTransient(new ResponseError(status, undefined, "/x")), false, String(status));
    assert.equal(isTransient(new AnswerError("/x", "not JSON")), false);
    assert.equal(isTransient(new DOMException("aborted", "AbortError")), false);
    for (const other of [new Error("x"), "text", null, undefined]) assert.equal(isTransient(other), false);
  });

  it("error messages never carry the query, which may hold ids and tokens", () => {
    assert.equal(withoutQuery("/service/x?token=secret"), "/service/x");
    assert.equal(new ResponseError(503, undefined, "/a?b=c").message, "/a answered HTTP 503");
    assert.equal(new ResponseError(0, undefined, "/a").message, "/a answered with a redirect");
  });
});

describe("withRetry()", () => {
  it("repeats a transient failure with waits doubling from the delay", async () => {
    const clock = fakeClock();
    const attempt = failing(unavailable(), new TypeError("network"), unavailable());
    assert.equal(await withRetry(attempt, { clock, delayMs: 100 }), "done");
    assert.equal(attempt.calls, 4);
    assert.deepEqual(clock.waits, [100, 200, 400]);
  });

  it("a final failure is thrown at once, without a wait", async () => {
    const clock = fakeClock();
    const notFound = new ResponseError(404, undefined, "/x");
    const attempt = failing(notFound);
    await assert.rejects(withRetry(attempt, { clock }), (error) => error === notFound);
    assert.equal(attempt.calls, 1);
    assert.deepEqual(clock.waits, []);
  });

  it("gives up after `retries` repeats, with the last error", async () => {
    const clock = fakeClock();
    const errors = Array.from({ length: 5 }, unavailable);
    const attempt = failing(...errors);
    await assert.rejects(
      withRetry(attempt, { clock, retries: 3, delayMs: 1 }),
      (error) => error === errors[3],
    );
    assert.equal(attempt.calls, 4);
  });

  it("never waits longer than the maximum back-off", async () => {
    const clock = fakeClock();
    const attempt = failing(...Array.from({ length: 6 }, unavailable));
    await withRetry(attempt, { clock, delayMs: 100, maxBackoffMs: 500, timeoutMs: 1e9 });
    assert.deepEqual(clock.waits, [100, 200, 400, 500, 500, 500]);
  });

  it("makes no repeat whose wait would end past the overall time-out", async () => {
    const clock = fakeClock();
    const attempt = failing(...Array.from({ length: 10 }, unavailable));
    // Waits of 100, 200, 400 end at 700 ms; the next (800) would end at 1500, past 1000.
    await assert.rejects(withRetry(attempt, { clock, delayMs: 100, timeoutMs: 1000 }));
    assert.deepEqual(clock.waits, [100, 200, 400]);
    assert.equal(attempt.calls, 4);
  });

  it("the defaults: 10 repeats, from 100 ms", async () => {
    const clock = fakeClock();
    const attempt = failing(...Array.from({ length: 20 }, unavailable));
    await assert.rejects(withRetry(attempt, { clock, timeoutMs: 1e9 }));
    assert.equal(attempt.calls, 11);
    assert.equal(clock.waits[0], 100);
  });

  it("stops when the caller aborts, with the caller's reason", async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const attempt = async (signal) => {
      controller.abort(new Error("left the page"));
      assert.equal(signal.aborted, true);
      throw new TypeError("network");
    };
    await assert.rejects(withRetry(attempt, { clock, signal: controller.signal }), TypeError);
    assert.deepEqual(clock.waits, []);
  });

  it("with the real clock, an abort during a wait ends it at once", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const attempt = async () => {
      setTimeout(() => controller.abort(new Error("gone")), 20);
      throw unavailable();
    };
    await assert.rejects(withRetry(attempt, { delayMs: 10_000, signal: controller.signal }), /gone/);
    assert.ok(Date.now() - started < 5_000);
  });
});
