// Cookies (src/lib/cookies.ts): reading one among many as the browser lists them, and the text
// that sets one, on a stand-in document.
import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it } from "node:test";
import { cookieText, deleteCookie, readCookie, writeCookie } from "../../src/lib/cookies.ts";

describe("readCookie()", () => {
  beforeEach(() => {
    globalThis.document = { cookie: "" };
  });
  afterEach(() => {
    delete globalThis.document;
  });

  it("finds a cookie by its exact name, among others and spaces", () => {
    document.cookie = "xLoginToken=a; LoginTokenx=b;  LoginToken = c ; other=d";
    assert.equal(readCookie("LoginToken"), "c");
    assert.equal(readCookie("other"), "d");
  });

  it("is undefined when the cookie is not set, or there are none", () => {
    assert.equal(readCookie("LoginToken"), undefined);
    document.cookie = "flag; a=1";
    assert.equal(readCookie("flag"), undefined);
  });

  it("decodes the value, keeps one that is not percent-encoded as it is", () => {
    document.cookie = "a=J%C3%BCrgen%3B%20x; b=100%; c=x=y";
    assert.equal(readCookie("a"), "Jürgen; x");
    assert.equal(readCookie("b"), "100%");
    assert.equal(readCookie("c"), "x=y");
  });

  it("an empty value is a value", () => {
    document.cookie = "ShopView=; a=1";
    assert.equal(readCookie("ShopView"), "");
  });
});

describe("writing cookies", () => {
  afterEach(() => {
    delete globalThis.document;
    delete globalThis.location;
  });

  it("cookieText: encoded, for the whole site, Lax, 30 days unless told", () => {
    assert.equal(cookieText("ShopView", "mobile"), "ShopView=mobile; Max-Age=2592000; Path=/; SameSite=Lax");
    assert.equal(
      cookieText("a", "x; y=1", { maxAgeSeconds: 60, path: "/c" }, true),
      "a=x%3B%20y%3D1; Max-Age=60; Path=/c; SameSite=Lax; Secure",
    );
  });

  it("writeCookie is Secure on an https page only; deleteCookie expires it", () => {
    globalThis.document = { cookie: "" };
    globalThis.location = { protocol: "https:" };
    writeCookie("a", "1");
    assert.match(document.cookie, /; Secure$/);
    location.protocol = "http:";
    writeCookie("a", "1");
    assert.doesNotMatch(document.cookie, /Secure/);
    deleteCookie("a");
    assert.equal(document.cookie, "a=; Max-Age=0; Path=/");
  });
});
