// The demo's "prerendered" switch: the demo server mounts the fragment endpoint and includes the
// footer and the form from it, as a shop's edge would (needs the build: dist/server.mjs).
import assert from "node:assert/strict";
import { describeRequest } from "../../demo/log-lines.mjs";
import { startDemo } from "../../demo/spawn.mjs";
import { after, before, describe, it } from "node:test";

describe("the demo's prerendered shop page", () => {
  let demo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo.child.kill());

  it("holds the footer and the form as fragments, with the attributes its script writes", async () => {
    const html = await (
      await fetch(
        `${demo.base}/demo/shop-page.html?site=hu&reduced=false&newsletter=true&preview=false&prerendered=true`,
      )
    ).text();
    assert.match(html, /<newsletter-signup site="hu"><template shadowrootmode="open">/);
    assert.match(
      html,
      /<shop-footer newsletter="true" preview="false" reduced="false" site="hu"><template shadowrootmode="open">/,
    );
    assert.match(html, /<link rel="stylesheet" href="\/fragments\/shop-footer\.css\?build=/);
    // The staff panel is the script's alone.
    assert.match(html, /<preview-panel site="de"><\/preview-panel>/);
  });

  it("renders a phone page's form for a phone, and leaves a refused element to the script", async () => {
    const phone = await (
      await fetch(`${demo.base}/demo/shop-page.html?site=de&platform=MATCH&prerendered=true`)
    ).text();
    assert.match(phone, /<newsletter-signup site="de"><template[^]*?"viewport":"phone"/);
    const bad = await (await fetch(`${demo.base}/demo/shop-page.html?site=xx&prerendered=true`)).text();
    assert.match(bad, /<shop-footer site="de"><\/shop-footer>/);
  });

  it("its footer content request is the fragment service's, and the log says so", async () => {
    const { seq } = await (await fetch(`${demo.base}/__standin/requests/last`)).json();
    await fetch(`${demo.base}/demo/shop-page.html?site=sk&prerendered=true`);
    const entries = await (await fetch(`${demo.base}/__standin/requests?since=${seq}`)).json();
    const footer = entries.filter((entry) => entry.path.endsWith("/SHOP_FOOTER"));
    assert.ok(footer.length > 0, "the fragment service asked for the footer content");
    for (const entry of footer) {
      assert.equal(entry.from, "server");
      assert.equal(describeRequest(entry).who, "fragment service");
    }
  });

  it("serves the fragments' stylesheets", async () => {
    const answer = await fetch(`${demo.base}/fragments/newsletter-signup.css`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get("content-type"), /^text\/css/);
  });
});
