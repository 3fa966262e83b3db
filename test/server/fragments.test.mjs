import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { SITES, directives, seoHrefs, server, startFragments, useFragmentServers } from "./helpers.mjs";

const get = (base, path, init) => fetch(`${base}${path}`, init);

describe("the fragment endpoint", () => {
  const servers = useFragmentServers();

  for (const site of SITES) {
    it(`answers the footer of site ${site} with its form and its SEO links`, async () => {
      const response = await get(servers.fragments.base, `/fragments/shop-footer?site=${site}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("content-type"), "text/html; charset=utf-8");
      assert.equal(response.headers.get("shop-fragment-content"), "current");
      const html = await response.text();
      assert.ok(
        html.startsWith(`<shop-footer site="${site}"><template shadowrootmode="open">`),
        html.slice(0, 80),
      );
      assert.match(html, /<newsletter-signup[^>]*><template shadowrootmode="open">.*<form/s);
      for (const href of seoHrefs(site)) assert.ok(html.includes(`href="${href}"`), `${site}: ${href}`);
    });

    it(`answers the form of site ${site}`, async () => {
      const response = await get(servers.fragments.base, `/fragments/newsletter-signup?site=${site}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.ok(html.startsWith(`<newsletter-signup site="${site}"><template shadowrootmode="open">`));
      assert.match(html, /<form/);
      assert.equal(response.headers.get("shop-fragment-content"), null);
    });
  }

  it("publishes content that renders the same fragment when read again, as the browser reads it", async () => {
    for (const site of SITES) {
      const html = await (await get(servers.fragments.base, `/fragments/shop-footer?site=${site}`)).text();
      const block = /<script type="application\/json" data-shop-fragment>(.*?)<\/script>/.exec(html)[1];
      const { data } = JSON.parse(block);
      const again = await server.renderElement(
        "shop-footer",
        { site },
        {
          origin: servers.standIn.origin,
          content: data,
          stylesheets: "/fragments",
        },
      );
      assert.equal(again, html, site);
    }
  });

  it("renders for the viewport a query names (a phone page's), and refuses another", async () => {
    const phone = await (
      await get(servers.fragments.base, "/fragments/shop-footer?site=hu&viewport=phone")
    ).text();
    assert.ok(phone.startsWith('<shop-footer site="hu">'), phone.slice(0, 60));
    assert.match(phone, /"viewport":"phone"/);
    assert.match(phone, /data-layout="accordion"/);
    const desktop = await (await get(servers.fragments.base, "/fragments/shop-footer?site=hu")).text();
    assert.match(desktop, /data-layout="columns"/);
    // The form's layout follows its own width in the page (a container query): one markup for both.
    const form = (query) => get(servers.fragments.base, `/fragments/newsletter-signup?site=hu${query}`);
    const [formOnPhone, formOnDesktop] = await Promise.all([form("&viewport=phone"), form("")]);
    const withoutData = (html) => html.replace(/<script type="application\/json"[^]*?<\/script>/, "");
    assert.equal(withoutData(await formOnPhone.text()), withoutData(await formOnDesktop.text()));
    const wrong = await get(servers.fragments.base, "/fragments/newsletter-signup?site=hu&viewport=tablet");
    assert.equal(wrong.status, 400);
    assert.match(await wrong.text(), /viewport="tablet" is not valid/);
  });

  it("reads bare and false boolean attributes as the page would have them", async () => {
    const html = await (
      await get(servers.fragments.base, "/fragments/shop-footer?site=de&reduced&platform=MATCH")
    ).text();
    assert.ok(html.startsWith('<shop-footer platform="MATCH" reduced site="de">'), html.slice(0, 60));
    const without = await (
      await get(servers.fragments.base, "/fragments/shop-footer?site=de&newsletter=false")
    ).text();
    assert.ok(without.startsWith('<shop-footer newsletter="false" site="de">'));
    assert.doesNotMatch(without, /<newsletter-signup/);
  });

  it("says how caches keep it, with a strong ETag and 304 for the version a cache has", async () => {
    const response = await get(servers.fragments.base, "/fragments/shop-footer?site=at&reduced");
    const cacheControl = directives(response.headers.get("cache-control"));
    assert.deepEqual(cacheControl, {
      public: true,
      "max-age": "0",
      "s-maxage": "300",
      "stale-while-revalidate": "86400",
      "stale-if-error": "86400",
    });
    const etag = response.headers.get("etag");
    assert.match(etag, /^"[\w-]{27}"$/);
    const reordered = await get(servers.fragments.base, "/fragments/shop-footer?reduced&site=at");
    assert.equal(
      reordered.headers.get("etag"),
      etag,
      "the same attributes in another order are the same fragment",
    );
    const conditional = await get(servers.fragments.base, "/fragments/shop-footer?site=at&reduced", {
      headers: { "If-None-Match": `"other", ${etag}` },
    });
    assert.equal(conditional.status, 304);
    assert.equal(await conditional.text(), "");
    assert.equal(conditional.headers.get("etag"), etag);
    assert.ok(conditional.headers.get("cache-control").includes("s-maxage=300"));
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await get(servers.fragments.base, "/fragments/newsletter-signup?site=pl", {
      method: "HEAD",
    });
    const full = await get(servers.fragments.base, "/fragments/newsletter-signup?site=pl");
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("etag"), full.headers.get("etag"));
    assert.equal(head.headers.get("content-length"), String(Buffer.byteLength(await full.text())));
    assert.equal(await head.text(), "");
  });

  const refused = [
    ["an unknown site", "/fragments/shop-footer?site=xx", /site="xx" is not valid/],
    ["a bad platform", "/fragments/shop-footer?site=de&platform=PHONE", /platform="PHONE" is not valid/],
    ["an unknown attribute", "/fragments/newsletter-signup?site=de&colour=red", /has no attribute "colour"/],
    [
      "api-base",
      "/fragments/shop-footer?site=de&api-base=https://elsewhere.example",
      /api-base is not accepted/,
    ],
    ["a repeated attribute", "/fragments/shop-footer?site=de&site=at", /repeated: site/],
    ["too many attributes", `/fragments/shop-footer?${"a=1&".repeat(20)}site=de`, /at most 16 attributes/],
    ["a missing site", "/fragments/newsletter-signup", /site/],
  ];
  for (const [what, path, message] of refused) {
    it(`refuses ${what} with 400 and the reason`, async () => {
      const response = await get(servers.fragments.base, path);
      assert.equal(response.status, 400);
      assert.equal(response.headers.get("content-type"), "text/plain; charset=utf-8");
      assert.equal(response.headers.get("cache-control"), "no-store");
      assert.match(await response.text(), message);
    });
  }

  it("never asks an origin that a query names", async () => {
    const before = servers.standIn.requests();
    await get(servers.fragments.base, "/fragments/shop-footer?site=sk&api-base=http://127.0.0.1:9");
    assert.equal(servers.standIn.requests(), before);
  });

  it("refuses a too long address with 414", async () => {
    const response = await get(
      servers.fragments.base,
      `/fragments/shop-footer?site=de&hunter-content=${"x".repeat(2100)}`,
    );
    assert.equal(response.status, 414);
  });

  it("answers 404 under its prefix for what it does not have, and 405 with Allow for other methods", async () => {
    for (const path of [
      "/fragments/preview-panel?site=de",
      "/fragments/",
      "/fragments",
      "/fragments/shop-footer/x",
    ]) {
      assert.equal((await get(servers.fragments.base, path)).status, 404, path);
    }
    const put = await get(servers.fragments.base, "/fragments/shop-footer?site=de", {
      method: "PUT",
      body: "x",
    });
    assert.equal(put.status, 405);
    // The footer takes its view changer's form posted without the script (form-post.test.mjs).
    assert.equal(put.headers.get("allow"), "GET, HEAD, POST");
    const sheet = await get(servers.fragments.base, "/fragments/shop-footer.css", {
      method: "POST",
      body: "x",
    });
    assert.equal(sheet.status, 405);
    assert.equal(sheet.headers.get("allow"), "GET, HEAD");
    assert.equal((await get(servers.fragments.base, "/elsewhere")).status, 404);
  });

  it("serves the stylesheet a fragment links, immutable for its build's address", async () => {
    const html = await (await get(servers.fragments.base, "/fragments/shop-footer?site=de")).text();
    const href = html.match(/<link rel="stylesheet" href="([^"]+)"/)[1].replace(/&amp;/g, "&");
    assert.match(href, /^\/fragments\/shop-footer\.css\?build=/);
    const response = await get(servers.fragments.base, href);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "text/css; charset=utf-8");
    assert.equal(response.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(await response.text(), await server.stylesheet("shop-footer"));
    const otherBuild = await get(servers.fragments.base, "/fragments/shop-footer.css?build=0.0.0");
    assert.match(otherBuild.headers.get("cache-control"), /max-age=0, s-maxage=300/);
  });
});

describe("the fragment handler beside other routes", () => {
  it("hands requests outside its prefix to next", async () => {
    const fragments = await startFragments(
      { origin: "http://127.0.0.1:9", prefix: "/parts/" },
      { withNext: true },
    );
    try {
      assert.equal((await get(fragments.base, "/fragments/newsletter-signup?site=de")).status, 299);
      const response = await get(fragments.base, "/parts/newsletter-signup?site=de");
      assert.equal(response.status, 200);
      assert.match(await response.text(), /href="\/parts\/newsletter-signup\.css\?build=/);
    } finally {
      await fragments.close();
    }
  });

  it("needs an origin", () => {
    assert.throws(() => server.createFragmentHandler({}), /origin/);
  });
});
