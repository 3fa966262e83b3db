// A form posted without the script (src/server/form-origin.ts, with ownPathOf of
// src/lib/fragment.ts): no other site may post it, and the way back leads to a path on this host.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isFromOwnPage, wayBack } from "../../src/server/form-origin.ts";
import { ownPathOf } from "../../src/lib/fragment.ts";

/** A request as the fragment endpoint reads it; a path address is Node's, an absolute one a web Request's. */
const request = (headers, url = "/fragments/newsletter-signup?site=de", isEncrypted = false) => ({
  method: "POST",
  url,
  headers: new Headers(headers),
  isEncrypted,
});
const noFields = new URLSearchParams();

describe("isFromOwnPage()", () => {
  it("trusts Sec-Fetch-Site when the browser sends it: same-origin only", () => {
    assert.equal(isFromOwnPage(request({ "sec-fetch-site": "same-origin" })), true);
    for (const site of ["same-site", "cross-site", "none"])
      assert.equal(
        isFromOwnPage(request({ "sec-fetch-site": site, origin: "http://shop.de", host: "shop.de" })),
        false,
      );
  });

  it("else the Origin must be this host's, scheme and all", () => {
    assert.equal(isFromOwnPage(request({ host: "shop.de", origin: "http://shop.de" })), true);
    assert.equal(isFromOwnPage(request({ host: "shop.de", origin: "https://shop.de" })), true);
    assert.equal(isFromOwnPage(request({ host: "shop.de", origin: "http://evil.example" })), false);
    assert.equal(isFromOwnPage(request({ host: "shop.de", origin: "http://shop.de.evil.example" })), false);
    assert.equal(isFromOwnPage(request({ host: "shop.de:8080", origin: "http://shop.de" })), false);
  });

  it("a page served over plain http does not pass for the https one", () => {
    const secure = request({ host: "shop.de", origin: "http://shop.de" }, "/f", true);
    assert.equal(isFromOwnPage(secure), false);
    const forwarded = request({ host: "shop.de", origin: "http://shop.de", "x-forwarded-proto": "https" });
    assert.equal(isFromOwnPage(forwarded), false);
  });

  it("a web Request's own address names the host", () => {
    const web = request({ origin: "https://shop.de" }, "https://shop.de/fragments/x");
    assert.equal(isFromOwnPage(web), true);
  });

  it("neither header, an unreadable Origin or no host: refused, never a crash", () => {
    assert.equal(isFromOwnPage(request({ host: "shop.de" })), false);
    assert.equal(isFromOwnPage(request({ host: "shop.de", origin: "null" })), false);
    assert.equal(isFromOwnPage(request({ origin: "http://shop.de" })), false);
  });
});

describe("wayBack()", () => {
  const own = { host: "www.shop.de", referer: "http://www.shop.de/c/kaffee?sort=price#top" };

  it("leads back to the page the browser names, when it is on this host", () => {
    assert.deepEqual(wayBack(request(own), noFields, "de"), {
      returnTo: "/c/kaffee?sort=price",
      page: "http://www.shop.de/c/kaffee?sort=price",
    });
  });

  it("a form the endpoint answered leads back to the first page", () => {
    const fields = new URLSearchParams({ returnTo: "/c/tee" });
    assert.deepEqual(wayBack(request(own), fields, "de"), {
      returnTo: "/c/tee",
      page: "http://www.shop.de/c/tee",
    });
  });

  it("never leads to another host, however the address is spelt", () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
    ]) {
      const { returnTo: path } = wayBack(request(own), new URLSearchParams({ returnTo }), "de");
      assert.ok(path.startsWith("/") && !path.startsWith("//"), `${returnTo} → ${path}`);
      assert.equal(new URL(path, "http://www.shop.de").host, "www.shop.de", returnTo);
    }
  });

  it("the site's home page when the browser names another host's page, or none", () => {
    assert.deepEqual(
      wayBack(request({ host: "www.shop.de", referer: "https://evil.example/" }), noFields, "de"),
      {
        returnTo: "/",
      },
    );
    assert.deepEqual(wayBack(request({ host: "www.shop.ch" }), noFields, "ch_fr"), { returnTo: "/fr/" });
    // A returnTo field alone does not vouch for itself: it comes with the post.
    const fields = new URLSearchParams({ returnTo: "/c/tee" });
    assert.deepEqual(wayBack(request({ host: "www.shop.de", referer: "garbage" }), fields, "de"), {
      returnTo: "/",
    });
  });
});

describe("ownPathOf()", () => {
  const origin = "https://www.shop.de";

  it("reads the address as a browser does: dot-segments resolved, tabs dropped, backslash a slash", () => {
    assert.equal(ownPathOf("/c/../c/kaffee?x=1#y", origin), "/c/kaffee?x=1");
    assert.equal(ownPathOf("/c/\tkaffee", origin), "/c/kaffee");
    assert.equal(ownPathOf("\\c\\kaffee", origin), "/c/kaffee");
    assert.equal(ownPathOf("kaffee", origin), "/kaffee");
  });

  it("refuses another origin, and a path a browser would read as another host", () => {
    assert.equal(ownPathOf("http://www.shop.de/x", origin), undefined);
    assert.equal(ownPathOf("/\\evil.example", origin), undefined);
    assert.equal(ownPathOf("https://www.shop.de//evil.example", origin), undefined);
    assert.equal(ownPathOf("//[", origin), undefined);
    assert.equal(ownPathOf("javascript:alert(1)", origin), undefined);
  });
});
