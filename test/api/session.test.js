/** Session-token decoding (exp, ren, lid, or 'Invalid token specified') and cookies (30 days by default). */
import { expect } from "@open-wc/testing";
import { standIn } from "../helpers/stand-in.js";
import { api, clearSessionCookies, internals, jwt } from "../helpers/api.js";

beforeEach(() => standIn.reset());
afterEach(() => clearSessionCookies());

describe("decodeToken: exp, ren and lid in seconds, or 'Invalid token specified'", () => {
  it("reads exp, ren and lid (seconds) from the payload, base64url and UTF-8 included", () => {
    const payload = { exp: 1900000000, ren: 1899999000, lid: true, name: "Jürgen ÿ?>" };
    expect(internals().decodeToken(jwt(payload))).to.deep.include({
      exp: 1900000000,
      ren: 1899999000,
      lid: true,
    });
    expect(internals().decodeToken(jwt({ exp: 1 }))).to.deep.include({ exp: 1 });
  });

  it("decodes the LoginToken cookie the login sets", async () => {
    expect(await api().login({ username: "demo", password: "demo" })).to.equal("SUCCESS");
    const payload = internals().decodeToken(internals().cookies.read("LoginToken"));
    const now = Date.now() / 1000;
    expect(payload.lid).to.equal(true);
    expect(payload.ren).to.be.within(now, payload.exp);
  });

  it("any bad token throws an Error with exactly 'Invalid token specified'", async () => {
    const notBase64 = `${jwt({ exp: 1 }).split(".")[0]}.%%%.sig`;
    const notJson = `a.${btoa("not json")}.c`;
    const badUtf8 = `a.${btoa("\xff\xfe")}.c`;
    const bad = [
      undefined,
      null,
      42,
      "",
      "this-is-not-a-jwt",
      "only.",
      notBase64,
      notJson,
      badUtf8,
      jwt({ ren: 5 }),
      jwt({ exp: "1900000000" }),
      jwt({ exp: 1, lid: "yes" }),
      jwt([1, 2]),
    ];
    for (const token of bad) {
      expect(() => internals().decodeToken(token), String(token))
        .to.throw(Error)
        .with.property("message", "Invalid token specified");
    }
  });

  it("the token-malformed scenario's LoginToken is reported as invalid", async () => {
    await standIn.scenario("token-malformed");
    await api().login({ username: "demo", password: "demo" });
    expect(() => internals().decodeToken(internals().cookies.read("LoginToken"))).to.throw(
      "Invalid token specified",
    );
  });
});

describe("cookies: default lifetime 2 592 000 s (30 days), for the whole site", () => {
  it("writes, reads and deletes a cookie; values are encoded", () => {
    const { cookies } = internals();
    cookies.write("ShopTest", "a value; with=signs");
    expect(cookies.read("ShopTest")).to.equal("a value; with=signs");
    expect(cookies.read("ShopTes")).to.equal(undefined);
    cookies.delete("ShopTest");
    expect(cookies.read("ShopTest")).to.equal(undefined);
  });

  it("lives 2 592 000 s unless told otherwise, for the whole site", () => {
    const written = [];
    Object.defineProperty(document, "cookie", {
      configurable: true,
      set: (text) => {
        written.push(text);
      },
      get: () => "",
    });
    try {
      internals().cookies.write("ShopTest", "1");
      internals().cookies.write("ShopTest", "1", { maxAgeSeconds: 60 });
    } finally {
      delete document.cookie;
    }
    expect(written[0]).to.match(/^ShopTest=1; Max-Age=2592000; Path=\/; SameSite=Lax/);
    expect(written[1]).to.contain("Max-Age=60;");
  });
});
