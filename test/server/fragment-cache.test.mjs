import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { directives, seoHrefs, startFragments, startStandIn } from "./helpers.mjs";

const get = (base, path) => fetch(`${base}${path}`);

/** Requests `path` until `holds(response)`, at most `tries` times 20 ms apart. */
async function until(base, path, holds, tries = 50) {
  for (let attempt = 0; attempt < tries; attempt++) {
    const response = await get(base, path);
    if (holds(response)) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never answered as expected`);
}

describe("the fragment endpoint's content cache", () => {
  let standIn;
  const running = [];
  const start = async (options) => {
    const fragments = await startFragments({ origin: standIn.origin, ...options });
    running.push(fragments);
    return fragments;
  };
  before(async () => {
    standIn = await startStandIn({ timeoutMs: 3000 });
  });
  after(async () => {
    await Promise.all(running.map((fragments) => fragments.close()));
    await standIn.close();
  });

  it("asks the promotion service once for 50 concurrent requests of a site", async () => {
    standIn.setScenario("normal");
    const fragments = await start({});
    const before = standIn.requests("cz");
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        get(fragments.base, `/fragments/shop-footer?site=cz${index % 2 ? "&reduced" : ""}`),
      ),
    );
    assert.deepEqual(new Set(answers.map((response) => response.status)), new Set([200]));
    assert.equal(standIn.requests("cz") - before, 1);
    await Promise.all(answers.map((response) => response.arrayBuffer()));
    await get(fragments.base, "/fragments/shop-footer?site=cz&platform=TABLET");
    assert.equal(standIn.requests("cz") - before, 1, "within the refresh interval nobody asks again");
  });

  it("answers with the last good fragment, cached for less time, while the service fails", async () => {
    standIn.setScenario("normal");
    const fragments = await start({ contentRefreshSeconds: 0 });
    const path = "/fragments/shop-footer?site=tr";
    const good = await get(fragments.base, path);
    const goodBody = await good.text();
    assert.equal(good.headers.get("shop-fragment-content"), "current");
    standIn.setScenario("footer-500");
    const stale = await until(
      fragments.base,
      path,
      (r) => r.headers.get("shop-fragment-content") === "last-good",
    );
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get("etag"), good.headers.get("etag"));
    assert.equal(await stale.text(), goodBody);
    const cacheControl = directives(stale.headers.get("cache-control"));
    assert.equal(cacheControl["s-maxage"], "30");
    assert.equal(cacheControl["stale-if-error"], "86400");
    assert.ok(
      fragments.logged.some((line) =>
        /the data of <shop-footer> for tr could not be refreshed; answering with the last good/.test(line),
      ),
    );
    standIn.setScenario("normal");
    const recovered = await until(
      fragments.base,
      path,
      (r) => r.headers.get("shop-fragment-content") === "current",
    );
    assert.equal(directives(recovered.headers.get("cache-control"))["s-maxage"], "300");
  });

  it("answers the footer without content when the service never answered well", async () => {
    standIn.setScenario("footer-500");
    const fragments = await start({});
    const response = await get(fragments.base, "/fragments/shop-footer?site=hu");
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
    assert.equal(directives(response.headers.get("cache-control"))["s-maxage"], "30");
    const html = await response.text();
    assert.ok(html.startsWith('<shop-footer site="hu"><template shadowrootmode="open">'));
    assert.ok(!html.includes(seoHrefs("hu")[0]));
    standIn.setScenario("normal");
  });

  it("answers without content after its time-out when the service hangs", async () => {
    standIn.setScenario("timeout");
    const fragments = await start({ contentTimeoutMs: 300 });
    const started = performance.now();
    const response = await get(fragments.base, "/fragments/shop-footer?site=sk");
    const took = performance.now() - started;
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
    assert.ok(took >= 290 && took < 2500, `answered after ${Math.round(took)} ms`);
    standIn.setScenario("normal");
  });

  it("holds a cold page at most about a second by default, then shows the content the fetch brought", async () => {
    let answer;
    const fetched = new Promise((resolve) => (answer = resolve));
    const fragments = await start({ fetchData: () => fetched });
    const started = performance.now();
    const cold = await get(fragments.base, "/fragments/shop-footer?site=pl");
    const took = performance.now() - started;
    assert.equal(cold.headers.get("shop-fragment-content"), "missing");
    assert.equal(directives(cold.headers.get("cache-control"))["s-maxage"], "30");
    assert.ok(took >= 950 && took < 2000, `answered after ${Math.round(took)} ms`);
    answer({ headline: "Spät, aber da" });
    const warm = await until(
      fragments.base,
      "/fragments/shop-footer?site=pl",
      (r) => r.headers.get("shop-fragment-content") === "current",
    );
    assert.match(await warm.text(), /Spät, aber da/);
  });

  it("bounds the wait when an injected fetch never settles", async () => {
    const fragments = await start({ contentTimeoutMs: 100, fetchData: () => new Promise(() => {}) });
    const response = await get(fragments.base, "/fragments/shop-footer?site=de");
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
  });

  it("shows content a fetch hands it, and null as none", async () => {
    const asked = [];
    const fetchData = async ({ tag, key, element, origin, timeoutMs }) => {
      asked.push([tag, key, origin, timeoutMs]);
      return element.props.site === "de" ? { headline: "Hallo aus dem Test" } : null;
    };
    const fragments = await start({ fetchData });
    const html = await (await get(fragments.base, "/fragments/shop-footer?site=de")).text();
    assert.match(html, /Hallo aus dem Test/);
    const none = await get(fragments.base, "/fragments/shop-footer?site=at");
    assert.equal(none.headers.get("shop-fragment-content"), "current", "404 is an answer: there is none");
    // Asked with the browser's time-out for the same request.
    assert.deepEqual(asked, [
      ["shop-footer", "de", standIn.origin, 15000],
      ["shop-footer", "at", standIn.origin, 15000],
    ]);
  });

  it("asks nothing for the form, nor for a footer the page suppresses", async () => {
    const asked = [];
    const fragments = await start({ fetchData: async ({ key }) => asked.push(key) && null });
    assert.equal((await get(fragments.base, "/fragments/newsletter-signup?site=de")).status, 200);
    const suppressed = await get(fragments.base, "/fragments/shop-footer?site=de&hunter-content=NO_FOOTER");
    assert.equal(suppressed.status, 200);
    assert.deepEqual(asked, []);
  });

  it("keeps rendered fragments up to htmlCacheBytes, the least recently used leaving first", async () => {
    const path = (index) => `/fragments/newsletter-signup?site=de&origin=bench-${index}`;
    const one = await (await get((await start({ fetchData: async () => null })).base, path(0))).arrayBuffer();
    // Room for five forms of this size, with their addresses.
    const budget = 5 * (one.byteLength + 200);
    const fragments = await start({ htmlCacheBytes: budget, fetchData: async () => null });
    for (let index = 0; index < 12; index++) {
      const response = await get(fragments.base, path(index));
      assert.equal(response.status, 200);
      await response.arrayBuffer();
    }
    const stats = fragments.handler.stats();
    assert.equal(stats.htmlEntries, 5);
    assert.ok(stats.htmlBytes <= budget && stats.htmlCapacityBytes === budget, JSON.stringify(stats));
    const evicted = await get(fragments.base, path(0));
    assert.equal(evicted.status, 200);
    assert.equal(fragments.handler.stats().htmlEntries, 5);
  });

  it("keeps no rendered fragment for bad attributes", async () => {
    const fragments = await start({ fetchData: async () => null });
    await get(fragments.base, "/fragments/shop-footer?site=de&platform=NONE");
    assert.equal(fragments.handler.stats().htmlEntries, 0);
  });

  it("answers the footer without content, logged and cached briefly, when reading the content throws", async () => {
    // Content whose reading throws, as a bug in reading it would.
    const content = { teaserGroups: [], toJSON: () => ({}) };
    Object.defineProperty(content, "headline", {
      enumerable: true,
      get() {
        throw new Error("a bug");
      },
    });
    const fragments = await start({ fetchData: async () => content });
    const response = await get(fragments.base, "/fragments/shop-footer?site=de");
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
    assert.equal(directives(response.headers.get("cache-control"))["s-maxage"], "30");
    assert.match(await response.text(), /^<shop-footer site="de"><template shadowrootmode="open">/);
    assert.ok(
      fragments.logged.some((line) => /the data of <shop-footer> for de could not be refreshed/.test(line)),
      fragments.logged.join("\n"),
    );
  });
});
