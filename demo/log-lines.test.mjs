// The QA demo's log lines (demo/log-lines.mjs), from the stand-in's request log entries and the
// page's messages. Run with: node --test demo/log-lines.test.mjs
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { describePageMessage, describeRequest, REQUEST_TIMEOUT_MS } from "./log-lines.mjs";

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
        expected: "scenario timeout",
      }),
    );
    assert.match(scripted.text, /→ timed out \(expected: scenario timeout\)/);
    assert.equal(scripted.kind, "expected");
    const aborted = describeRequest(entry({ status: null, aborted: true, durationMs: 800 }));
    assert.match(aborted.text, /→ aborted by the page \(800 ms\)$/);
    assert.equal(aborted.kind, "request", "a reload cancels requests: no failure");
    for (const line of [timedOut, scripted, aborted]) assert.doesNotMatch(line.text, /null/);
  });
});

describe("page message lines", () => {
  test("session renewal events say what their code means (spec §4)", () => {
    const message = { kind: "event", type: "shop-session-renewal", tag: "document" };
    assert.deepEqual(describePageMessage({ ...message, detail: '{"code":0}' }), {
      kind: "event",
      text: 'shop-session-renewal from <document> {"code":0}: renewed',
    });
    assert.match(describePageMessage({ ...message, detail: '{"code":4}' }).text, /: not yet due$/);
    assert.match(describePageMessage({ ...message, detail: '{"code":9}' }).text, /\{"code":9\}$/);
  });

  test("other events as they come; errors red", () => {
    const event = { kind: "event", type: "shop-ready", tag: "shop-footer", detail: '{"site":"de"}' };
    assert.deepEqual(describePageMessage(event), {
      kind: "event",
      text: 'shop-ready from <shop-footer> {"site":"de"}',
    });
    assert.deepEqual(describePageMessage({ kind: "error", text: "boom" }), { kind: "error", text: "boom" });
  });
});
