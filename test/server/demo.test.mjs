// The demo's shop page as the demo server renders it (needs the build: dist/server.mjs): the
// elements' attributes written from the query, by the names the elements' specs declare; the
// view of the ShopView cookie; and the "prerendered" switch, which includes the footer and the
// form from the fragment endpoint as a shop's edge would.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { describeRequest } from "../../demo/log-lines.mjs";
import { startDemo } from "../../demo/spawn.mjs";
import { after, before, describe, it } from "node:test";

const server = await import(fileURLToPath(new URL("../../dist/server.mjs", import.meta.url)));

describe("the demo's shop page", () => {
  let demo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo.child.kill());

  /** The start tag of each element on the page at `query`. */
  const startTags = async (query) => {
    const html = await (await fetch(`${demo.base}/demo/shop-page.html?${query}`)).text();
    return Object.fromEntries(
      server.ELEMENT_TAGS.map((tag) => [tag, html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0]]),
    );
  };

  it("is the legacy page: one script, an icon, every element's tag", async () => {
    const html = await (await fetch(`${demo.base}/demo/shop-page.html`)).text();
    assert.match(html, /<script src="\/dist\/shop-components.js"/);
    assert.match(html, /<link rel="icon" href="\/demo\/favicon.svg"/);
    for (const [tag, start] of Object.entries(await startTags(""))) assert.ok(start, `<${tag}> on the page`);
  });

  it("writes every attribute each element's spec declares from the query, the element's own name first", async () => {
    for (const tag of server.ELEMENT_TAGS) {
      for (const name of server.attributeNames(tag)) {
        const tags = await startTags(`${name}=page-value&${tag}.${name}=own-value`);
        assert.match(tags[tag], new RegExp(` ${name}="own-value"`), `<${tag} ${name}>`);
        for (const other of server.ELEMENT_TAGS.filter((other) => other !== tag)) {
          const declared = server.attributeNames(other).includes(name);
          assert.equal(tags[other].includes(` ${name}="page-value"`), declared, `<${other} ${name}>`);
        }
      }
    }
  });

  it("writes a value as text, and nothing the specs do not declare", async () => {
    const tags = await startTags(`site=${encodeURIComponent('"><script>alert(1)</script>')}&onclick=x`);
    assert.equal(tags["shop-footer"], '<shop-footer site="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    for (const start of Object.values(tags)) assert.doesNotMatch(start, /onclick/);
  });

  it("renders the shop page in the view of the ShopView cookie, as the shop's server does", async () => {
    const shopPage = async (cookie) => {
      const answer = await fetch(`${demo.base}/demo/shop-page.html?platform=TABLET`, {
        headers: cookie ? { cookie } : {},
      });
      assert.equal(answer.headers.get("cache-control"), "no-cache", "the view changer's reload asks again");
      return answer.text();
    };
    const footerTag = (html) => html.match(/<shop-footer[^>]*>/)[0];
    // Without a view (or an unknown one), the query's platform: QA's choice in the shell.
    assert.equal(footerTag(await shopPage()), '<shop-footer site="de" platform="TABLET">');
    assert.equal(
      footerTag(await shopPage("a=1; ShopView=mobile")),
      '<shop-footer site="de" platform="MATCH">',
    );
    assert.equal(footerTag(await shopPage("ShopView=desktop")), '<shop-footer site="de" platform="CLASSIC">');
    assert.equal(footerTag(await shopPage("ShopView=tablet")), '<shop-footer site="de" platform="TABLET">');
  });

  it("holds the footer and the form as fragments, with the attributes of its query", async () => {
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
    // The staff panel is the script's alone: its tag, with the page's attributes.
    assert.match(html, /<preview-panel site="hu"><\/preview-panel>/);
  });

  it("renders a phone page's form for a phone, and leaves a refused element to the script", async () => {
    const phone = await (
      await fetch(`${demo.base}/demo/shop-page.html?site=de&platform=MATCH&prerendered=true`)
    ).text();
    assert.match(phone, /<newsletter-signup site="de"><template[^]*?"viewport":"phone"/);
    const bad = await (await fetch(`${demo.base}/demo/shop-page.html?site=xx&prerendered=true`)).text();
    assert.match(bad, /<shop-footer site="xx"><\/shop-footer>/);
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
