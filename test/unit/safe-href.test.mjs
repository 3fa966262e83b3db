// Which addresses a link may point to (src/ui/text-link/safe-href.ts): judged on the text alone,
// so that the server and every browser decide the same.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { safeHref } from "../../src/ui/text-link/safe-href.ts";

describe("safeHref()", () => {
  it("takes relative references and plain http(s) addresses, trimmed", () => {
    for (const href of [
      "/c/kaffee",
      "hilfe",
      "?q=1",
      "#top",
      "../a",
      "http://shop.de",
      "HTTPS://www.shop.de:443/a?b#c",
    ])
      assert.equal(safeHref(href), href, href);
    assert.equal(safeHref("  /c/kaffee "), "/c/kaffee");
  });

  it("refuses other schemes, however they are spelt", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:x",
      "java\tscript:x",
      "data:text/html,x",
      "vbscript:x",
      "mailto:a@b.de",
      "ftp://shop.de",
    ])
      assert.equal(safeHref(href), undefined, href);
  });

  it("refuses what a browser reads as another host: //host, /\\host, control characters", () => {
    for (const href of ["//evil.example", "/\\evil.example", "\\\\evil.example", "/\u0000/evil", "/a\u0085b"])
      assert.equal(safeHref(href), undefined, JSON.stringify(href));
  });

  it("refuses hosts with user info, spaces, brackets or other letters, and ports past 65535", () => {
    for (const href of [
      "https://user@shop.de/",
      "http://exa mple.com/",
      "http://[::1]/",
      "https://bücher.de/",
      "https://shop.de:65536/",
      "https://-shop.de/",
      "https://",
    ])
      assert.equal(safeHref(href), undefined, href);
    assert.equal(safeHref("https://shop.de:65535/"), "https://shop.de:65535/");
  });

  it("nothing, or only spaces, is no link", () => {
    for (const href of [undefined, null, "", "   "]) assert.equal(safeHref(href), undefined);
  });
});
