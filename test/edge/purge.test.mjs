// A CMS publish reaches every composed page within seconds: the service asks for the site's
// content at once (its publish hook, called on the service itself), then the edge drops that site's fragments by their key
// (Varnish: BAN with Surrogate-Key, allowed from this machine in edge/shop.vcl).
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { root, startStandIn } from "../server/helpers.mjs";
import { startVarnish } from "./edges.mjs";
import { startFragmentService, startPages } from "./shop.mjs";

const TOKEN = "publish-token-of-the-tests";

describe("a publish through Varnish", () => {
  let content;
  let standIn;
  let service;
  let pages;
  let edge;
  before(async () => {
    content = mkdtempSync(join(tmpdir(), "edge-content-"));
    cpSync(join(root, "demo/content"), content, { recursive: true });
    standIn = await startStandIn({ contentDir: content });
    // As deployed: fragments kept five minutes at the edge, content asked for once a minute.
    service = await startFragmentService({ origin: standIn.origin, refreshToken: TOKEN });
    pages = await startPages("esi", standIn);
    edge = await startVarnish({ pagesPort: pages.port, fragmentsPort: service.port });
  });
  after(async () => {
    await edge?.stop();
    await pages?.close();
    await service?.close();
    await standIn?.close();
    rmSync(content, { recursive: true, force: true });
  });

  const headline = async (site) => {
    const html = await (await fetch(`${edge.base}/${site}/publish`)).text();
    return /"headline":"([^"]*)"/.exec(html)?.[1];
  };
  /** Whether the edge answers the site's footer from its cache (two ids: this request's and the copy's). */
  const isCached = async (site) => {
    const path = `/fragments/shop-footer?site=${site}&platform=CLASSIC&hunter-content=publish`;
    const response = await fetch(`${edge.base}${path}`);
    await response.arrayBuffer();
    return /^\d+ \d+$/.test(response.headers.get("x-varnish") ?? "");
  };

  it("shows a changed headline on every page of the site within seconds, and leaves other sites cached", async () => {
    const file = join(content, "footer.de.json");
    const before = JSON.parse(readFileSync(file, "utf8"));
    assert.equal(await headline("de"), before.headline);
    assert.equal(await headline("at"), JSON.parse(readFileSync(join(content, "footer.at.json"))).headline);
    writeFileSync(file, JSON.stringify({ ...before, headline: "Neu im Sortiment" }));
    assert.equal(await headline("de"), before.headline, "cached until the publish");

    const published = performance.now();
    // The hook is called on the fragment service itself: the edge passes none from outside.
    const refresh = await fetch(`http://127.0.0.1:${service.port}/fragments/_refresh?site=de`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(refresh.status, 200);
    assert.deepEqual((await refresh.json()).refreshed, [
      { tag: "shop-footer", key: "de", content: "current" },
    ]);
    const ban = await fetch(edge.base, { method: "BAN", headers: { "Surrogate-Key": "site/de" } });
    assert.equal(ban.status, 200);
    assert.equal(await headline("de"), "Neu im Sortiment");
    const took = performance.now() - published;
    assert.ok(took < 5000, `the publish took ${Math.round(took)} ms to reach the page`);
    assert.ok(await isCached("at"), "another site's footer stays cached");
  });

  it("refuses a ban without one key", async () => {
    const ban = await fetch(edge.base, { method: "BAN", headers: { "Surrogate-Key": "site/de .*" } });
    assert.equal(ban.status, 400);
  });
});
