/**
 * The forms' routes attacked as a web security engineer would, at both doors of the endpoint
 * (Node's handler over HTTP, and `handler.fetch(Request)`): the way back to the page never leads
 * to another host, however the address is written (dot-segments, a leading "//", a backslash, a
 * tab or a newline the address parser drops); an address that does not parse still gets the
 * answer page; a body sent a byte at a time gets a 408 at the read deadline and its connection
 * closed; `Origin` is compared with its scheme; and an absolute request target naming another host
 * is refused. (Through the shipped edges: test/edge/routes.test.mjs.)
 */
import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, beforeEach, describe, it } from "node:test";
import { startFragments, startStandIn } from "./helpers.mjs";

/** The read deadline docs/fragments.md states for a posted form. */
const DEADLINE_MS = 5000;

let standIn;
let fragments;
let host;

before(async () => {
  standIn = await startStandIn();
  fragments = await startFragments({ origin: standIn.origin });
  host = new URL(fragments.base).host;
});
after(async () => {
  await fragments.close();
  await standIn.close();
});
beforeEach(async () => {
  standIn.setScenario("normal");
  await fetch(`${standIn.origin}/__standin/reset`, { method: "POST" });
});

/** The two doors of one handler: each posts `fields` to `path` with the browser's headers. */
const DOORS = {
  node: (path, init) => fetch(`${fragments.base}${path}`, { ...init, redirect: "manual" }),
  fetch: (path, init) => fragments.handler.fetch(new Request(`http://${host}${path}`, init)),
};

/** A form post as a browser sends it from a page of the shop (`headers` add to or replace them). */
const postInit = (fields, headers = {}) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: Object.fromEntries(
    Object.entries({
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: `http://${host}`,
      Referer: `http://${host}/c/kaffee`,
      ...headers,
    }).filter(([, value]) => value !== ""),
  ),
});

/** Where the answer page leads back to: its link and its hidden field, which must agree. */
function wayBackOf(html) {
  const link = html.match(/class="return"><a href="([^"]*)"/)?.[1];
  const field = html.match(/type="hidden" name="returnTo" value="([^"]*)"/)?.[1];
  assert.equal(field, link, "the hidden field carries the link's page");
  return link?.replace(/&amp;/g, "&");
}

/** `path` leads to this host, read as a browser reads it in a link or a `Location`. */
function assertOwnPath(path, context) {
  assert.ok(path !== undefined, `${context}: no way back`);
  assert.ok(path.startsWith("/") && !path.startsWith("//"), `${context}: ${JSON.stringify(path)}`);
  assert.equal(new URL(path, `http://${host}/`).host, host, `${context}: ${JSON.stringify(path)}`);
}

/** `returnTo` values a second post may carry that lead elsewhere once parsed. */
const HOSTILE_RETURNS = [
  "/.//other.host/x",
  "/a/..//other.host/x",
  "/./..//other.host/x",
  "/\\other.host/x",
  "/\\\\other.host/x",
  "/\t/evil.example/x",
  "/\n/evil.example/x",
  "/\r\n/evil.example/x",
  "//evil.example/x",
  "\t//evil.example/x",
  "https://evil.example/x",
  "javascript:alert(1)",
  "/\t/[",
  "/%2e%2e//other.host/x",
];

/** `Referer` paths (on this host) that lead elsewhere once written back as a path. */
const HOSTILE_REFERER_PATHS = [
  "//other.host/x",
  "/.//other.host/x",
  "/a/..//other.host/x",
  "/\\other.host/x",
];

for (const [door, send] of Object.entries(DOORS)) {
  describe(`the way back to the page, at the ${door} door`, () => {
    const post = (fields, headers) => send("/fragments/newsletter-signup?site=de", postInit(fields, headers));
    // The answer page the second post comes from (the host is known once the servers run).
    const answerPage = () => `http://${host}/fragments/newsletter-signup?site=de`;

    it("a returnTo that leads to another host once parsed is not the way back, nor the address sent on", async () => {
      for (const returnTo of HOSTILE_RETURNS) {
        const fields = { newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING", returnTo };
        const answer = await post(fields, { Referer: answerPage() });
        const html = await answer.text();
        const context = `returnTo=${JSON.stringify(returnTo)}`;
        assert.equal(answer.status, 200, context);
        assert.equal(wayBackOf(html), "/fragments/newsletter-signup?site=de", context);
      }
      const sent = await standIn.signUps();
      assert.equal(sent.length, HOSTILE_RETURNS.length);
      for (const { headers } of sent) assert.equal(headers["x-original-address"], answerPage());
    });

    it("a Referer of this host whose path leads elsewhere leads to the site's home page, and is not sent on", async () => {
      for (const path of HOSTILE_REFERER_PATHS) {
        const answer = await post(
          { newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" },
          { Referer: `http://${host}${path}` },
        );
        const html = await answer.text();
        assert.equal(answer.status, 200, path);
        assert.equal(wayBackOf(html), "/", path);
      }
      for (const { headers } of await standIn.signUps())
        assert.equal(headers["x-original-address"] ?? null, null);
    });

    it("an address that does not parse still gets the answer page (never a blank one)", async () => {
      for (const returnTo of ["/\t/[", "/\t/%5B", "/\n/a b", "http://[::1"]) {
        const answer = await post({ newsletterEmail: "", returnTo }, { Referer: `http://${host}/c/kaffee` });
        const html = await answer.text();
        assert.equal(answer.status, 200, returnTo);
        assert.match(html, /<form /, returnTo);
        assertOwnPath(wayBackOf(html), returnTo);
      }
    });

    it("the way back keeps the page's path and query, dot-segments resolved as the browser resolves them", async () => {
      const answer = await post(
        { newsletterEmail: "", returnTo: "/c/./tassen/../kaffee?sort=neu" },
        { Referer: answerPage() },
      );
      assert.equal(wayBackOf(await answer.text()), "/c/kaffee?sort=neu");
    });

    it("the footer's view changer goes back only to a path on this host, else to the site's home page", async () => {
      const view = (site, referer) =>
        send(
          `/fragments/shop-footer?site=${site}`,
          postInit({}, { Referer: referer, Origin: "", "Content-Type": "application/x-www-form-urlencoded" }),
        );
      for (const path of HOSTILE_REFERER_PATHS) {
        const answer = await view("de", `http://${host}${path}`);
        assert.equal(answer.status, 303, path);
        assert.equal(answer.headers.get("location"), "/", path);
      }
      // The Swiss French site's home is its own path on the shared host.
      assert.equal((await view("ch_fr", `http://${host}//other.host/x`)).headers.get("location"), "/fr/");
      assert.equal((await view("ch_fr", `http://${host}/fr/kaffee`)).headers.get("location"), "/fr/kaffee");
    });
  });

  describe(`who may post, at the ${door} door`, () => {
    const post = (headers) =>
      send(
        "/fragments/newsletter-signup?site=de",
        postInit({ newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" }, headers),
      );

    it("without Sec-Fetch-Site, Origin must be this host's with the scheme the request came by", async () => {
      // The request came over plain http: its own origin, and the host's https one, are taken.
      assert.equal((await post({ "Sec-Fetch-Site": "", Origin: `http://${host}` })).status, 200);
      assert.equal((await post({ "Sec-Fetch-Site": "", Origin: `https://${host}` })).status, 200);
      // The edge says the browser used https: a page served over plain http is another origin.
      const fromPlain = { "Sec-Fetch-Site": "", Origin: `http://${host}`, "X-Forwarded-Proto": "https" };
      assert.equal((await post(fromPlain)).status, 403);
      assert.equal((await post({ "Sec-Fetch-Site": "", Origin: `ftp://${host}` })).status, 403);
      assert.equal((await post({ "Sec-Fetch-Site": "", Origin: "null" })).status, 403);
    });
  });
}

describe("a body sent a byte at a time", () => {
  it(`at the Node door: 408 at the ${DEADLINE_MS / 1000} s deadline, then the connection is closed; nothing sent`, async () => {
    const started = Date.now();
    const { head, closedAfterMs } = await new Promise((resolve) => {
      const socket = connect(Number(new URL(fragments.base).port), "127.0.0.1");
      let received = "";
      let timer;
      socket.on("connect", () => {
        socket.write(
          `POST /fragments/newsletter-signup?site=de HTTP/1.1\r\nHost: ${host}\r\n` +
            "Content-Type: application/x-www-form-urlencoded\r\nSec-Fetch-Site: same-origin\r\n" +
            "Content-Length: 100\r\n\r\n",
        );
        timer = setInterval(() => socket.writable && socket.write("a"), 1000);
      });
      socket.on("data", (chunk) => (received += chunk));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ head: received.split("\r\n")[0], closedAfterMs: Date.now() - started });
      });
    });
    assert.equal(head, "HTTP/1.1 408 Request Timeout");
    assert.ok(closedAfterMs >= DEADLINE_MS - 100, `closed after ${closedAfterMs} ms`);
    assert.ok(closedAfterMs < DEADLINE_MS + 2000, `closed after ${closedAfterMs} ms`);
    assert.deepEqual(await standIn.signUps(), []);
  });

  it(`at the fetch door: 408 at the ${DEADLINE_MS / 1000} s deadline, and the body is no longer read`, async () => {
    let timer;
    let cancelled = false;
    const body = new ReadableStream({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode("a")), 1000);
      },
      cancel() {
        cancelled = true;
        clearInterval(timer);
      },
    });
    const started = Date.now();
    const answer = await fragments.handler.fetch(
      new Request(`http://${host}/fragments/newsletter-signup?site=de`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      }),
    );
    clearInterval(timer);
    const elapsed = Date.now() - started;
    assert.equal(answer.status, 408);
    assert.equal(answer.headers.get("cache-control"), "no-store");
    assert.ok(elapsed >= DEADLINE_MS - 100 && elapsed < DEADLINE_MS + 2000, `answered after ${elapsed} ms`);
    assert.ok(cancelled, "the body's stream was cancelled");
    assert.deepEqual(await standIn.signUps(), []);
  });
});

describe("the request's target", () => {
  /** The status line of a raw request for `target` with `Host: hostHeader`. */
  const statusOf = (target, hostHeader) =>
    new Promise((resolve, reject) => {
      const socket = connect(Number(new URL(fragments.base).port), "127.0.0.1");
      let received = "";
      socket.on("connect", () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`),
      );
      socket.on("data", (chunk) => (received += chunk));
      socket.on("error", reject);
      socket.on("close", () => resolve(received.split("\r\n")[0]));
    });

  it("an absolute address naming another host than Host is refused (400); one naming this host is answered", async () => {
    assert.equal(
      await statusOf("http://other.host/fragments/shop-footer?site=de", host),
      "HTTP/1.1 400 Bad Request",
    );
    assert.equal(await statusOf(`http://${host}/fragments/shop-footer?site=de`, host), "HTTP/1.1 200 OK");
    assert.equal(await statusOf("/fragments/shop-footer?site=de", host), "HTTP/1.1 200 OK");
  });
});
