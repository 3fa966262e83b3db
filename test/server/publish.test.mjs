// What a CMS publish needs: purge keys on every fragment, and a hook that makes the service ask
// for a site's content at once (handler.refresh(site), or POST {prefix}/_refresh with a token).
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { assertSameAnswer, server, startFragments } from "./helpers.mjs";

const TOKEN = "publish-token-for-tests";

describe("purging and publishing", () => {
  const headlines = { de: "Erste Fassung", at: "Österreich" };
  const asked = [];
  const fetchData = async ({ key }) => {
    asked.push(key);
    return { headline: headlines[key] };
  };
  const running = [];
  const start = async (options) => {
    const fragments = await startFragments({ origin: "http://127.0.0.1:9", fetchData, ...options });
    running.push(fragments);
    return fragments;
  };
  after(() => Promise.all(running.map((fragments) => fragments.close())));

  it("names each fragment's element, element on its site, and site for the edge to purge by", async () => {
    const fragments = await start({});
    for (const [path, keys] of [
      ["/fragments/shop-footer?site=ch_fr&reduced", ["shop-footer", "shop-footer/ch_fr", "site/ch_fr"]],
      ["/fragments/newsletter-signup?site=hu", ["newsletter-signup", "newsletter-signup/hu", "site/hu"]],
    ]) {
      const response = await fetch(`${fragments.base}${path}`);
      assert.equal(response.headers.get("surrogate-key"), keys.join(" "));
      assert.equal(response.headers.get("cache-tag"), keys.join(","));
    }
  });

  it("refreshes a site's content now through handler.refresh(site), leaving other sites alone", async () => {
    const fragments = await start({});
    const path = (site) => `${fragments.base}/fragments/shop-footer?site=${site}`;
    assert.match(await (await fetch(path("de"))).text(), /Erste Fassung/);
    await (await fetch(path("at"))).text();
    headlines.de = "Zweite Fassung";
    asked.length = 0;
    assert.deepEqual(await fragments.handler.refresh("de"), [
      { tag: "shop-footer", key: "de", content: "current" },
    ]);
    assert.deepEqual(asked, ["de"]);
    const response = await fetch(path("de"));
    assert.equal(response.headers.get("shop-fragment-content"), "current");
    assert.match(await response.text(), /Zweite Fassung/);
    assert.deepEqual(await fragments.handler.refresh("sk"), [], "nothing held for sk: nothing to ask");
  });

  it("has no publish route without a token", async () => {
    const fragments = await start({});
    const response = await fetch(`${fragments.base}/fragments/_refresh?site=de`, { method: "POST" });
    assert.equal(response.status, 404);
  });

  it("refuses a token that is too short to be a secret", () => {
    assert.throws(
      () => server.createFragmentHandler({ origin: "http://127.0.0.1:9", refreshToken: "short" }),
      /at least 16 characters/,
    );
  });

  it("publishes through POST {prefix}/_refresh with the bearer token, and only with it", async () => {
    const fragments = await start({ refreshToken: TOKEN });
    const refresh = (query, headers = {}) =>
      fetch(`${fragments.base}/fragments/_refresh?${query}`, { method: "POST", headers });
    await (await fetch(`${fragments.base}/fragments/shop-footer?site=at`)).text();
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", TOKEN]) {
      const response = await refresh("site=at", authorization ? { Authorization: authorization } : {});
      assert.equal(response.status, 401, String(authorization));
      assert.equal(response.headers.get("www-authenticate"), "Bearer");
    }
    const authorized = { Authorization: `Bearer ${TOKEN}` };
    assert.equal((await refresh("site=xx", authorized)).status, 400);
    const get = await fetch(`${fragments.base}/fragments/_refresh?site=at`, { headers: authorized });
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST");
    const response = await refresh("site=at", authorized);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("cache-control"), "no-store");
    assert.deepEqual(await response.json(), {
      site: "at",
      refreshed: [{ tag: "shop-footer", key: "at", content: "current" }],
    });
  });
});

describe("publishes that come together", () => {
  it("share one refresh: twenty at once ask the promotion service at most twice (the refresh under way and one after)", async () => {
    const asked = [];
    const fetchData = async ({ key }) => {
      asked.push(key);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { headline: `Fassung ${asked.length}` };
    };
    const fragments = await startFragments({ origin: "http://127.0.0.1:9", fetchData, refreshToken: TOKEN });
    try {
      await (await fetch(`${fragments.base}/fragments/shop-footer?site=at`)).text();
      asked.length = 0;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${fragments.base}/fragments/_refresh?site=at`, {
            method: "POST",
            headers: { Authorization: `Bearer ${TOKEN}` },
          }),
        ),
      );
      for (const answer of answers) {
        assert.equal(answer.status, 200);
        assert.deepEqual((await answer.json()).refreshed, [
          { tag: "shop-footer", key: "at", content: "current" },
        ]);
      }
      assert.ok(
        asked.length >= 1 && asked.length <= 2,
        `the promotion service was asked ${asked.length} times`,
      );
      // A publish after they are done asks again: it may follow a change the others did not see.
      const before = asked.length;
      await fragments.handler.refresh("at");
      assert.equal(asked.length, before + 1);
    } finally {
      await fragments.close();
    }
  });
});

describe("the handler's web door (fetch: Request → Response)", () => {
  it("answers as the Node door does, from the same caches", async () => {
    const fragments = await startFragments({ origin: "http://127.0.0.1:9", fetchData: async () => null });
    try {
      for (const path of [
        "/fragments/shop-footer?site=de&platform=MATCH",
        "/fragments/newsletter-signup?site=tr",
        "/fragments/shop-footer.css?build=x",
        "/fragments/shop-footer?site=xx",
        "/fragments/nothing",
        "/elsewhere",
      ]) {
        const node = await fetch(`${fragments.base}${path}`);
        const web = await fragments.handler.fetch(new Request(`https://shop.example${path}`));
        await assertSameAnswer(web, node, path);
      }
      const etag = (
        await fragments.handler.fetch(new Request("https://shop.example/fragments/shop-footer?site=de"))
      ).headers.get("etag");
      const conditional = await fragments.handler.fetch(
        new Request("https://shop.example/fragments/shop-footer?site=de", {
          headers: { "If-None-Match": etag },
        }),
      );
      assert.equal(conditional.status, 304);
      const stats = fragments.handler.stats();
      assert.ok(stats.htmlEntries >= 3, JSON.stringify(stats));
    } finally {
      await fragments.close();
    }
  });
});
