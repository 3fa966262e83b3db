// What may be logged (src/lib/log-text.ts): an allow-list of word shapes, linear in the text,
// and descriptions of errors and issues that never repeat a value.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import * as v from "valibot";
import {
  LOG_TEXT_MAX_CHARS,
  LoggableError,
  REDACTED,
  describeError,
  describeIssues,
  logLine,
  scrub,
} from "../../src/lib/log-text.ts";

describe("scrub()", () => {
  it("keeps the texts the code writes", () => {
    for (const text of [
      "the footer content of site de could not be loaded (TypeError)",
      "/service/promotion/api/promotion/SHOP_FOOTER answered HTTP 503",
      "/service/newsletter/v1/newsletter-subscribers/{token}/doi answered with a redirect",
      "teaserGroups[3].links[0].href: not a relative path or http(s) URL; unknown-logo.svg",
      "lang: de-DE → 404 × 3 — (expected string)",
      "product 123456789 failed",
    ])
      assert.equal(scrub(text), text);
  });

  it("replaces every word of another shape: addresses, tokens, queries, URLs, long numbers", () => {
    assert.equal(scrub("sign-up of anna@example.com failed"), `sign-up of ${REDACTED} failed`);
    assert.equal(scrub("token eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDB9.c2ln"), `token ${REDACTED}`);
    assert.equal(scrub("at https://shop.de/c?q=anna"), `at ${REDACTED}`);
    assert.equal(scrub("card 4111111111111111"), `card ${REDACTED}`);
  });

  it("keeps the punctuation around a word, and a path's plain segments", () => {
    assert.equal(scrub('("anna@example.com").'), `("${REDACTED}").`);
    assert.equal(scrub("/newsletter-subscribers/3f2b9c81e/doi"), `/newsletter-subscribers/${REDACTED}/doi`);
  });

  it("keeps the white space between words as it was", () => {
    assert.equal(scrub("a \n\tb  x@y"), `a \n\tb  ${REDACTED}`);
  });

  it("replaces a word longer than 100 characters, even of an allowed shape", () => {
    assert.equal(scrub("a".repeat(101)), REDACTED);
    assert.equal(scrub("a".repeat(100)), "a".repeat(100));
  });

  it("cuts a long text and says so", () => {
    const scrubbed = scrub("word ".repeat(LOG_TEXT_MAX_CHARS));
    assert.ok(scrubbed.endsWith(`${REDACTED} (cut at ${LOG_TEXT_MAX_CHARS} characters)`));
    assert.ok(scrubbed.length < LOG_TEXT_MAX_CHARS + 50);
  });

  it("takes linear time on text made to make regular expressions backtrack", () => {
    const started = performance.now();
    for (const attack of ["a-".repeat(2000) + "!", "/" + "a-".repeat(2000) + "!", "a[1].".repeat(800) + "!"])
      scrub(attack);
    assert.ok(performance.now() - started < 1000);
  });
});

describe("logLine()", () => {
  it("says a failure with what may be said of its error, scrubbed", () => {
    assert.equal(logLine("newsletter sign-up failed"), "newsletter sign-up failed");
    assert.equal(
      logLine("newsletter sign-up failed", new LoggableError("/service/newsletter answered HTTP 500")),
      "newsletter sign-up failed (Error: /service/newsletter answered HTTP 500)",
    );
    // Another's message may hold what a visitor typed: only the error's name is said.
    assert.equal(logLine("sign-up failed", new TypeError("anna@example.com")), "sign-up failed (TypeError)");
    assert.equal(logLine("sign-up of anna@example.com failed"), `sign-up of ${REDACTED} failed`);
  });
});

describe("describeError()", () => {
  it("names an error, says its message only when this code wrote it", () => {
    assert.equal(describeError(new TypeError("anna@example.com")), "TypeError");
    assert.equal(describeError(new DOMException("x", "TimeoutError")), "TimeoutError");
    assert.equal(
      describeError(new LoggableError("the service answered 503")),
      "Error: the service answered 503",
    );
  });

  it("a name that is not a plain word is not repeated", () => {
    const error = new Error("x");
    error.name = "anna@example.com";
    assert.equal(describeError(error), "Error");
  });

  it("says what kind of thing other thrown values are, and never throws", () => {
    assert.equal(describeError("anna@example.com"), "a thrown string");
    assert.equal(describeError(undefined), "a thrown undefined");
    assert.equal(describeError({ secret: 1 }), "a thrown object");
    const hostile = new Proxy(new Error("x"), {
      get() {
        throw new Error("trap");
      },
    });
    assert.equal(describeError(hostile), "an unreadable thrown value");
  });
});

describe("describeIssues()", () => {
  it("says where and what was expected, never the value, at most three", () => {
    const schema = v.object({ a: v.string(), b: v.number(), c: v.boolean(), d: v.string() });
    const { issues } = v.safeParse(schema, { a: 1, b: "anna@example.com", c: "x", d: 2 });
    const text = describeIssues(issues);
    assert.equal(text, "a: expected string; b: expected number; c: expected boolean; and 1 more");
  });

  it("a check's own message when it has no expectation", () => {
    const schema = v.pipe(
      v.string(),
      v.check(() => false, "too short"),
    );
    assert.equal(describeIssues(v.safeParse(schema, "secret").issues), "too short");
  });
});
