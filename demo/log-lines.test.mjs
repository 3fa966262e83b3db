// The QA demo's log lines (demo/log-lines.mjs), from the stand-in's request log entries and the
// page's messages. Run with: node --test demo/log-lines.test.mjs
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  describePageMessage as describePageLine,
  describeRequest,
  formatTime,
  requesterOf,
  REQUEST_TIMEOUT_MS,
} from "./log-lines.mjs";

/** What a page message's line says and how it looks (its time and source: "who asked, and when" below). */
const describePageMessage = (...args) => {
  const { kind, text } = describePageLine(...args);
  return { kind, text };
};

/** A request log entry as the stand-in writes it (demo/stand-in.mjs, answerService). */
function entry(fields) {
  return {
    seq: 1,
    method: "GET",
    path: "/service/preview/api/auth/checkauth",
    query: {},
    status: 200,
    durationMs: 3,
    headers: { "x-hunter-site": "de" },
    body: null,
    ...fields,
  };
}

describe("request lines", () => {
  test("an answer the stand-in marks expected is grey, with its reason, not a failure", () => {
    const line = describeRequest(entry({ status: 401, expected: "not staff" }));
    assert.equal(line.kind, "expected");
    assert.equal(
      line.text,
      "GET /service/preview/api/auth/checkauth [de] → 401 (expected: not staff) (3 ms)",
    );
  });

  test("an unexpected failure is red; a success is a plain request line", () => {
    assert.equal(describeRequest(entry({ status: 500 })).kind, "failed");
    assert.equal(describeRequest(entry({ status: 404 })).kind, "failed");
    const ok = describeRequest(
      entry({ method: "POST", path: "/service/errorlog", status: 202, query: { a: "1" }, body: { n: 1 } }),
    );
    assert.equal(ok.kind, "request");
    assert.equal(ok.text, 'POST /service/errorlog?a=1 [de] → 202 (3 ms) {"n":1}');
  });

  test("a request without an answer says 'timed out' after the time-out, else 'aborted', never null", () => {
    const timedOut = describeRequest(
      entry({ status: null, aborted: true, durationMs: REQUEST_TIMEOUT_MS - 2 }),
    );
    assert.match(timedOut.text, /→ timed out \(14998 ms\)$/);
    assert.equal(timedOut.kind, "failed");
    const scripted = describeRequest(
      entry({
        status: null,
        aborted: true,
        durationMs: REQUEST_TIMEOUT_MS + 1,
        scenario: "timeout",
        expected: "scenario timeout",
      }),
    );
    assert.match(scripted.text, /→ timed out \(planned: scenario timeout\)/);
    assert.equal(scripted.kind, "planned");
    const aborted = describeRequest(entry({ status: null, aborted: true, durationMs: 800 }));
    assert.match(aborted.text, /→ aborted by the page \(800 ms\)$/);
    assert.equal(aborted.kind, "request", "a reload cancels requests: no failure");
    for (const line of [timedOut, scripted, aborted]) assert.doesNotMatch(line.text, /null/);
  });
});

describe("planned failures: not red, and saying who planned them", () => {
  test("a failure the chosen scenario scripted is planned, not expected and not failed", () => {
    const line = describeRequest(
      entry({
        path: "/service/promotion/api/promotion/SHOP_FOOTER",
        status: 500,
        scenario: "footer-500",
        expected: "scenario footer-500",
      }),
    );
    assert.equal(line.kind, "planned");
    assert.equal(
      line.text,
      "GET /service/promotion/api/promotion/SHOP_FOOTER [de] → 500 (planned: scenario footer-500) (3 ms)",
    );
  });

  test("the preview token call shows the status of its answer: a failure is not '→ 200' alone", () => {
    const path = "/service/preview/api/token";
    const planned = describeRequest(
      entry({
        method: "POST",
        path,
        status: 200,
        answerStatus: "INTERNAL_ERROR",
        scenario: "preview-failed",
        expected: "scenario preview-failed",
      }),
    );
    assert.equal(planned.kind, "planned");
    assert.match(planned.text, /→ 200 INTERNAL_ERROR \(planned: scenario preview-failed\)/);
    const unplanned = describeRequest(
      entry({ method: "POST", path, status: 200, answerStatus: "BAD_REQUEST" }),
    );
    assert.equal(unplanned.kind, "failed");
    assert.match(unplanned.text, /→ 200 BAD_REQUEST \(3 ms\)$/);
    const success = describeRequest(entry({ method: "POST", path, status: 200, answerStatus: "SUCCESS" }));
    assert.equal(success.kind, "request");
  });

  const footer500 = { id: "footer-500", plansFailures: true };
  const failed = "shop-components: the footer content of site de could not be loaded (HTTP 500)";

  test("an element's logged failure under a scenario that fails services is planned", () => {
    assert.deepEqual(
      describePageMessage({ kind: "error", text: failed }, { site: "de", scenario: footer500 }),
      {
        kind: "planned",
        text: `${failed} (planned: scenario footer-500)`,
      },
    );
  });

  test("the same failure under the normal or the slow scenario, or with no scenario known, is red", () => {
    for (const scenario of [
      { id: "normal", plansFailures: false },
      { id: "slow", plansFailures: false },
      undefined,
    ])
      assert.equal(
        describePageMessage({ kind: "error", text: failed }, { site: "de", scenario }).kind,
        "error",
      );
    assert.equal(describePageMessage({ kind: "error", text: failed }).kind, "error");
  });

  test("an uncaught error is red whatever the scenario: nobody plans it", () => {
    const line = describePageMessage(
      { kind: "error", text: "uncaught: TypeError: x is undefined" },
      { site: "de", scenario: footer500 },
    );
    assert.equal(line.kind, "error");
  });

  test("the invalid site's error is planned while the site xx is chosen, red on any other site", () => {
    const text =
      '<preview-panel>, <newsletter-signup>, <shop-footer>: site="xx" is not valid; allowed values: de';
    const normal = { id: "normal", plansFailures: false };
    assert.deepEqual(describePageMessage({ kind: "error", text }, { site: "xx", scenario: normal }), {
      kind: "planned",
      text: `${text} (planned: site xx)`,
    });
    assert.equal(
      describePageMessage({ kind: "error", text }, { site: "de", scenario: normal }).kind,
      "error",
    );
  });
});

describe("page message lines", () => {
  test("session renewal events say what their code means", () => {
    const message = { kind: "event", type: "shop-session-renewal", tag: "document" };
    assert.deepEqual(describePageMessage({ ...message, detail: '{"code":0}' }), {
      kind: "event",
      text: 'shop-session-renewal from <document> {"code":0}: renewed',
    });
    assert.match(describePageMessage({ ...message, detail: '{"code":4}' }).text, /: not yet due$/);
    assert.match(describePageMessage({ ...message, detail: '{"code":9}' }).text, /\{"code":9\}$/);
  });

  test("other events as they come; errors nobody planned red", () => {
    const event = { kind: "event", type: "shop-ready", tag: "shop-footer", detail: '{"site":"de"}' };
    assert.deepEqual(describePageMessage(event), {
      kind: "event",
      text: 'shop-ready from <shop-footer> {"site":"de"}',
    });
    assert.deepEqual(describePageMessage({ kind: "error", text: "boom" }), { kind: "error", text: "boom" });
  });
});

describe("who asked, and when", () => {
  test("a request line says who asked: the browser, the demo's shell or the fragment service", () => {
    assert.equal(requesterOf(entry({ from: "browser", page: "/demo/shop-page.html" })), "browser");
    assert.equal(requesterOf(entry({ from: "browser", page: "/" })), "demo shell");
    assert.equal(requesterOf(entry({ from: "browser", page: "/demo/index.html" })), "demo shell");
    assert.equal(requesterOf(entry({ from: "server", page: null })), "fragment service");
    assert.equal(describeRequest(entry({ from: "server", page: null })).who, "fragment service");
  });

  test("a request line's time is when it ended: a time-out's when the client gave up", () => {
    const line = describeRequest(
      entry({
        time: "2026-11-25T10:00:00.000Z",
        status: null,
        aborted: true,
        durationMs: REQUEST_TIMEOUT_MS,
      }),
    );
    assert.equal(line.at, Date.parse("2026-11-25T10:00:15.000Z"));
  });

  test("a page's event or error keeps the real time the page sent with it", () => {
    const at = Date.parse("2026-11-25T10:00:01.250Z");
    const event = describePageLine({
      kind: "event",
      type: "shop-ready",
      tag: "shop-footer",
      detail: "{}",
      at,
    });
    assert.deepEqual([event.who, event.at], ["page", at]);
    const error = describePageLine({ kind: "error", text: "uncaught: boom", at });
    assert.deepEqual([error.kind, error.who, error.at], ["error", "page", at]);
  });

  test("times read as the time of day to the millisecond, on a 24-hour clock", () => {
    const at = new Date(2026, 10, 25, 21, 5, 7, 9).getTime();
    assert.equal(formatTime(at), "21:05:07.009");
  });
});
