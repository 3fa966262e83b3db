// The forms' routes through real Varnish and nginx with the shipped configurations, attacked as a
// web security engineer would: the edge keeps only what is a fragment (not a 404, a 414, or an
// answer that sets a cookie, which would go to the next visitor), passes no publish hook from
// outside, leads a visitor back only to a path on the shop's host, and a body sent a byte at a
// time costs the fragment service no more than its read deadline. (Both doors of the service
// alone: test/server/form-routes.test.mjs.)
import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, beforeEach, describe, it } from "node:test";
import { startStandIn } from "../server/helpers.mjs";
import { EDGES } from "./edges.mjs";
import { startFragmentService, startPages } from "./shop.mjs";

/** The service's read deadline for a posted form (docs/fragments.md). */
const DEADLINE_MS = 5000;
/**
 * What the trickling client gets: nginx passes the service's 408 on; Varnish reads no answer
 * before it has sent the whole body, so once the service has closed it answers its own 503.
 */
const TRICKLE_STATUS = { varnish: 503, nginx: 408 };

for (const [name, startEdge] of Object.entries(EDGES)) {
  describe(`the forms' routes through ${name}`, () => {
    let standIn;
    let service;
    let pages;
    let edge;
    let variants = 0;
    // Each test asks for addresses of its own: nothing cached for them yet.
    const fresh = () => `r${(variants += 1)}`;

    before(async () => {
      standIn = await startStandIn();
      service = await startFragmentService({
        origin: standIn.origin,
        refreshToken: "publish-token-for-tests",
      });
      pages = await startPages(name === "varnish" ? "esi" : "ssi", standIn);
      edge = await startEdge({ pagesPort: pages.port, fragmentsPort: service.port });
    });
    beforeEach(async () => {
      service.setFront(undefined);
      await fetch(`${standIn.origin}/__standin/reset`, { method: "POST" });
    });
    after(async () => {
      await edge?.stop();
      await pages?.close();
      await service?.close();
      await standIn?.close();
    });

    /** How many requests the service gets while `asking()` runs. */
    const serviceRequestsDuring = async (asking) => {
      const before = service.requests();
      await asking();
      return service.requests() - before;
    };
    const twice = (path) => async () => {
      for (let time = 0; time < 2; time++) await (await fetch(`${edge.base}${path}`)).arrayBuffer();
    };

    it("keeps no answer that is not a fragment: a 404, a 414, a 404 that says public", async () => {
      assert.equal(await serviceRequestsDuring(twice(`/fragments/${fresh()}`)), 2, "404, no-store");
      const long = `/fragments/shop-footer?site=de&hunter-content=${fresh()}${"x".repeat(2100)}`;
      assert.equal(await serviceRequestsDuring(twice(long)), 2, "414, no-store");
      const gone = `/fragments/${fresh()}`;
      service.setFront((req, res) => {
        if (!req.url.startsWith(gone)) return false;
        res.writeHead(404, { "Cache-Control": "public, s-maxage=300", "Content-Type": "text/plain" });
        res.end("gone");
        return true;
      });
      assert.equal(await serviceRequestsDuring(twice(gone)), 2, "404, public");
      // A fragment itself is kept: asked once.
      const footer = `/fragments/shop-footer?site=de&hunter-content=${fresh()}`;
      assert.equal(await serviceRequestsDuring(twice(footer)), 1, "200, s-maxage");
    });

    it("never hands one visitor's cookie to the next: an answer that sets one is not kept", async () => {
      let sessions = 0;
      service.setFront((_req, res) => {
        res.setHeader("Set-Cookie", `sid=session-${(sessions += 1)}; Path=/; HttpOnly`);
        return false;
      });
      const path = `${edge.base}/fragments/shop-footer?site=de&hunter-content=${fresh()}`;
      const first = await fetch(path);
      const second = await fetch(path);
      await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
      assert.equal(first.status, 200);
      assert.equal(second.status, 200);
      assert.equal(first.headers.get("set-cookie"), "sid=session-1; Path=/; HttpOnly");
      assert.equal(second.headers.get("set-cookie"), "sid=session-2; Path=/; HttpOnly");
    });

    it("passes no publish hook from outside, whatever the token (403, the service never asked)", async () => {
      const asked = await serviceRequestsDuring(async () => {
        const answer = await fetch(`${edge.base}/fragments/_refresh?site=de`, {
          method: "POST",
          headers: { Authorization: "Bearer publish-token-for-tests" },
        });
        assert.equal(answer.status, 403);
      });
      assert.equal(asked, 0);
    });

    it("leads back only to a path on the shop's host, however the address is written", async () => {
      const view = async (referer) =>
        (
          await fetch(`${edge.base}/fragments/shop-footer?site=de`, {
            method: "POST",
            redirect: "manual",
            body: "",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "Sec-Fetch-Site": "same-origin",
              Referer: referer,
            },
          })
        ).headers.get("location");
      assert.equal(await view(`${edge.base}//other.host/x`), "/");
      assert.equal(await view(`${edge.base}/a/..//other.host/x`), "/");
      assert.equal(await view(`${edge.base}/de/kaffee`), "/de/kaffee");
      const signUp = await fetch(`${edge.base}/fragments/newsletter-signup?site=de`, {
        method: "POST",
        body: new URLSearchParams({
          newsletterEmail: "anna@example.com",
          consents: "DATA_PROCESSING",
          returnTo: "/\t/evil.example/x",
        }),
        headers: { "Sec-Fetch-Site": "same-origin", Referer: `${edge.base}/de/kaffee` },
      });
      assert.match(await signUp.text(), /class="return"><a href="\/de\/kaffee"/);
      const [sent] = await standIn.signUps();
      assert.equal(sent.headers["x-original-address"], `${edge.base}/de/kaffee`);
    });

    it(`holds a body sent a byte at a time to the service's ${DEADLINE_MS / 1000} s read deadline`, async () => {
      // The connection from the edge that carries the post: closed by the service's deadline.
      const serviceClosed = new Promise((resolve) =>
        service.setFront((req) => {
          if (req.method === "POST") req.socket.once("close", () => resolve(Date.now() - started));
          return false;
        }),
      );
      const started = Date.now();
      const client = new Promise((resolve) => {
        const socket = connect(edge.port, "127.0.0.1");
        let received = "";
        let timer;
        socket.on("connect", () => {
          socket.write(
            `POST /fragments/newsletter-signup?site=de HTTP/1.1\r\nHost: 127.0.0.1:${edge.port}\r\n` +
              "Content-Type: application/x-www-form-urlencoded\r\nSec-Fetch-Site: same-origin\r\n" +
              "Content-Length: 100\r\n\r\n",
          );
          timer = setInterval(() => socket.writable && socket.write("a"), 1000);
        });
        socket.on("data", (chunk) => (received += chunk));
        socket.on("error", () => {});
        socket.on("close", () => {
          clearInterval(timer);
          resolve({ status: Number(received.split(" ")[1]), ms: Date.now() - started });
        });
      });
      const serviceFreedAfterMs = await serviceClosed;
      assert.ok(
        serviceFreedAfterMs >= DEADLINE_MS - 100 && serviceFreedAfterMs < DEADLINE_MS + 1500,
        `the service's connection closed after ${serviceFreedAfterMs} ms`,
      );
      const { status, ms } = await client;
      assert.equal(status, TRICKLE_STATUS[name]);
      assert.ok(ms < DEADLINE_MS + 4000, `the client's connection ended after ${ms} ms`);
      const sent = await standIn.signUps();
      assert.deepEqual(sent, []);
    });
  });
}
