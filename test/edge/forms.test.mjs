// A form posted without JavaScript through the edge: real Varnish and nginx with the shipped
// configurations pass the sign-up to the fragment service as it came, and wait for its answer as
// long as the browser's own sign-up would wait for the newsletter service (15 s), not the
// seconds a page waits for an include: a slow newsletter service must not turn a visitor's
// sign-up into the edge's error page.
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { startStandIn } from "../server/helpers.mjs";
import { EDGES } from "./edges.mjs";
import { CHECKOUT_MS, startFragmentService, startPages } from "./shop.mjs";

/** The newsletter service's answer in the slow scenario: past the 3 s an include may take at the edge. */
const SLOW_MS = 4500;

for (const [name, startEdge] of Object.entries(EDGES)) {
  describe(`a sign-up posted without JavaScript through ${name}`, () => {
    let standIn;
    let service;
    let pages;
    let edge;

    before(async () => {
      standIn = await startStandIn({ slowMs: SLOW_MS });
      service = await startFragmentService({ origin: standIn.origin });
      pages = await startPages(name === "varnish" ? "esi" : "ssi", standIn);
      edge = await startEdge({ pagesPort: pages.port, fragmentsPort: service.port });
    });
    beforeEach(async () => {
      standIn.setScenario("normal");
      await fetch(`${standIn.origin}/__standin/reset`, { method: "POST" });
    });
    after(async () => {
      await edge?.stop();
      await pages?.close();
      await service?.close();
      await standIn?.close();
    });

    /** The form's post, as a browser sends it from the shop's page at the edge. */
    const post = (email) =>
      fetch(`${edge.base}/fragments/newsletter-signup?site=de`, {
        method: "POST",
        body: new URLSearchParams({ newsletterEmail: email, consents: "DATA_PROCESSING", email: "" }),
        headers: { "Sec-Fetch-Site": "same-origin", Referer: `${edge.base}/de/kaffee` },
      });

    const signUps = async () => (await standIn.signUps()).length;

    it("passes the service's refusal of a post from another site on as it is (403), and sends nothing", async () => {
      const answer = await fetch(`${edge.base}/fragments/newsletter-signup?site=de`, {
        method: "POST",
        body: new URLSearchParams({ newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" }),
        headers: { "Sec-Fetch-Site": "cross-site" },
      });
      assert.equal(answer.status, 403);
      assert.equal(await signUps(), 0);
    });

    it("takes the post of a browser that says where it posts from by Origin alone (Safari before 16.4)", async () => {
      const answer = await fetch(`${edge.base}/fragments/newsletter-signup?site=de`, {
        method: "POST",
        body: new URLSearchParams({ newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" }),
        headers: { Origin: edge.base, Referer: `${edge.base}/de/kaffee` },
      });
      assert.equal(answer.status, 200);
      assert.equal(await signUps(), 1);
    });

    it(`leaves the page server's own posts their time-outs (a checkout answered after ${CHECKOUT_MS} ms)`, async () => {
      const answer = await fetch(`${edge.base}/checkout`, { method: "POST", body: "items=1" });
      assert.equal(answer.status, 200);
      assert.equal(await answer.text(), "ordered");
    });

    for (const scenario of ["normal", "slow"]) {
      it(`answers the service's page naming the address (newsletter service ${scenario === "slow" ? `answering after ${SLOW_MS} ms` : "answering at once"})`, async () => {
        standIn.setScenario(scenario);
        const answer = await post("anna@example.com");
        const html = await answer.text();
        assert.equal(answer.status, 200, html.slice(0, 300));
        assert.equal(answer.headers.get("cache-control"), "no-store");
        assert.match(
          html,
          /part="success"[^]*?>Wir haben eine E-Mail an <span class="address">anna@example\.com<\/span> gesendet/,
        );
        // The page posted from is the edge's, port and all: sent on as the browser sends it, and
        // the way back leads there.
        assert.match(html, /class="return"><a href="\/de\/kaffee"/);
        const [sent, ...more] = await standIn.signUps();
        assert.deepEqual(more, []);
        assert.equal(sent.headers["x-original-address"], `${edge.base}/de/kaffee`);
      });
    }
  });
}
