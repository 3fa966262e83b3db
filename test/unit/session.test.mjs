// The login token (src/session/token.ts) and its renewal (src/session/renewal.ts): what a token
// must hold, and when the page renews it, on a stand-in document and a fake clock.
import assert from "node:assert/strict";
import { once } from "node:events";
import { afterEach, beforeEach, describe, it, mock } from "node:test";
import { decodeToken } from "../../src/session/token.ts";
import { startSessionRenewal } from "../../src/session/renewal.ts";

const base64url = (text) => Buffer.from(text).toString("base64url");
const jwt = (payload) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(typeof payload === "string" ? payload : JSON.stringify(payload))}.sig`;

describe("decodeToken()", () => {
  it("reads exp, ren and lid from a base64url payload without padding", () => {
    assert.deepEqual(decodeToken(jwt({ exp: 2000, ren: 1000, lid: true, sub: "x" })), {
      exp: 2000,
      ren: 1000,
      lid: true,
    });
  });

  it("reads a payload whose base64url text uses - and _ (UTF-8 beyond ASCII)", () => {
    const token = jwt({ exp: 1, name: "Zoë ÿ?>" });
    assert.match(token.split(".")[1], /[-_]/);
    assert.equal(decodeToken(token).exp, 1);
  });

  it("every malformed token gives the one documented error", () => {
    const malformed = [
      undefined,
      null,
      42,
      "",
      "no-dots",
      "a.%%%.c",
      jwt("not json"),
      jwt({ ren: 1 }),
      jwt({ exp: "2000" }),
      jwt({ exp: 1, ren: "soon" }),
      jwt({ exp: 1, lid: 1 }),
      // JSON that holds a byte that is not UTF-8 (0xff), which a forgiving decoder would replace.
      `a.${Buffer.concat([Buffer.from('{"exp":1,"n":"'), Buffer.from([0xff]), Buffer.from('"}')]).toString("base64url")}.c`,
    ];
    for (const token of malformed)
      assert.throws(() => decodeToken(token), { message: "Invalid token specified" }, String(token));
  });
});

const NOW_S = 1_700_000_000;
const CHECK_MS = 180_000;
const CONTEXT = { site: "de", apiBase: "https://shop.example", platform: "CLASSIC" };

describe("the login token's renewal", () => {
  let calls;
  let answer;
  let releases;
  beforeEach(() => {
    calls = [];
    answer = 201;
    releases = [];
    mock.timers.enable({ apis: ["setInterval", "Date"], now: NOW_S * 1000 });
    globalThis.window = globalThis;
    globalThis.document = Object.assign(new EventTarget(), { cookie: "", visibilityState: "visible" });
    mock.method(console, "error", () => undefined);
    mock.method(globalThis, "fetch", async (url) => {
      calls.push(new URL(url).pathname);
      return new Response(null, { status: answer });
    });
  });
  afterEach(() => {
    for (const release of releases) release();
    mock.timers.reset();
    mock.restoreAll();
    delete globalThis.document;
    delete globalThis.window;
  });

  const start = (options = CONTEXT) => releases.push(startSessionRenewal(options));
  const loggedIn = (payload) => {
    document.cookie = `LoginToken=${jwt({ lid: true, ...payload })}`;
  };
  /** One check interval after the visitor clicked: the outcome code it reports, if any. */
  async function checkAfterActivity() {
    const reported = once(document, "shop-session-renewal");
    document.dispatchEvent(new Event("click"));
    mock.timers.tick(CHECK_MS);
    const [event] = await Promise.race([reported, settle().then(() => [undefined])]);
    return event?.detail.code;
  }
  const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

  it("renews a token past its renew-after time, once per interval with activity", async () => {
    loggedIn({ ren: NOW_S - 10, exp: NOW_S + 3600 });
    start();
    assert.equal(await checkAfterActivity(), 0);
    assert.deepEqual(calls, ["/service/login/api/v1/logintoken/renew"]);
  });

  it("an idle visitor's token is not renewed", async () => {
    loggedIn({ ren: NOW_S - 10, exp: NOW_S + 3600 });
    start();
    mock.timers.tick(CHECK_MS * 3);
    await settle();
    assert.deepEqual(calls, []);
  });

  it("a token not yet due is not renewed (4); an expired one stops the renewal (5)", async () => {
    loggedIn({ ren: NOW_S + 3 * CHECK_MS, exp: NOW_S + 3600 });
    start();
    assert.equal(await checkAfterActivity(), 4);
    loggedIn({ ren: NOW_S - 100, exp: NOW_S + CHECK_MS / 1000 });
    assert.equal(await checkAfterActivity(), 5);
    assert.equal(await checkAfterActivity(), undefined);
    assert.deepEqual(calls, []);
  });

  it("an answer of 200 stops the renewal (1); 500 is reported (2) and the renewal goes on", async () => {
    loggedIn({ ren: NOW_S - 10, exp: NOW_S + 3600 });
    start();
    answer = 500;
    assert.equal(await checkAfterActivity(), 2);
    answer = 200;
    assert.equal(await checkAfterActivity(), 1);
    assert.equal(await checkAfterActivity(), undefined);
    assert.equal(calls.length, 2);
  });

  it("a token that does not decode is 'other' (3), logged without the token", async () => {
    document.cookie = "LoginToken=secret.garbage.x";
    start();
    assert.equal(await checkAfterActivity(), 3);
    assert.doesNotMatch(console.error.mock.calls[0].arguments[0], /secret|garbage/);
  });

  it("at start, renews the long-term token when the login token lacks lid", async () => {
    document.cookie = `LoginToken=${jwt({ ren: NOW_S + 100, exp: NOW_S + 3600 })}`;
    start();
    await settle();
    assert.deepEqual(calls, ["/service/login/api/v1/longtermtoken/renew"]);
  });

  it("phones and tablets start nothing", async () => {
    loggedIn({ ren: NOW_S - 10, exp: NOW_S + 3600 });
    start({ ...CONTEXT, platform: "MATCH" });
    start({ ...CONTEXT, platform: "TABLET" });
    assert.equal(await checkAfterActivity(), undefined);
    assert.deepEqual(calls, []);
  });

  it("runs once per page, and stops when the last footer releases it", async () => {
    loggedIn({ ren: NOW_S - 10, exp: NOW_S + 3600 });
    const first = startSessionRenewal(CONTEXT);
    const second = startSessionRenewal(CONTEXT);
    assert.equal(await checkAfterActivity(), 0);
    assert.equal(calls.length, 1);
    first();
    first();
    assert.equal(await checkAfterActivity(), 0);
    second();
    assert.equal(await checkAfterActivity(), undefined);
    assert.equal(calls.length, 2);
  });
});
