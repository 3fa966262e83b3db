// The demo server (`npm start`): serves the demo and the built script, answers with the
// stand-in, keeps sources private, and forwards to a real shop with SHOP_API.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { startDemo } from "./spawn.mjs";
import { createServer } from "node:http";
import { after, before, describe, it } from "node:test";

describe("demo server with the stand-in", () => {
  let demo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo.child.kill());

  // The shop page is rendered with the built server module: test/server/demo.test.mjs.
  it("serves the QA page at /", async () => {
    const page = await fetch(`${demo.base}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /shop-components QA demo/);
  });

  it("answers the services with the stand-in", async () => {
    const answer = await fetch(`${demo.base}/service/promotion/api/promotion/SHOP_FOOTER`, {
      headers: { "X-Hunter-Site": "hu" },
    });
    assert.equal(answer.status, 200);
    const content = JSON.parse((await answer.json()).contentJSON);
    assert.equal(typeof content.headline, "string");
  });

  it("serves the elements' theme tokens to the demo's pages, from the elements' own stylesheet", async () => {
    const answer = await fetch(`${demo.base}/demo/tokens.css`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get("content-type"), /^text\/css/);
    const css = await answer.text();
    assert.match(css, /^:root \{$/m);
    const base = readFileSync(new URL("../src/elements/base.css", import.meta.url), "utf8");
    const tokens = (text) => [...text.matchAll(/^\s*(--shop-[a-z-]+:[^;]+;)/gm)].map(([, token]) => token);
    assert.ok(tokens(css).length > 30);
    assert.deepEqual(tokens(css), tokens(base), "every token of base.css");
  });

  it("gives every page of the demo an icon, and /favicon.ico the same one", async () => {
    for (const page of ["/", "/demo/widgets.html", "/demo/api.html", "/demo/theme-dark.html"]) {
      const html = await (await fetch(`${demo.base}${page}`)).text();
      const icon = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
      assert.equal(icon, "/demo/favicon.svg", page);
    }
    const icon = await fetch(`${demo.base}/demo/favicon.svg`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get("content-type"), "image/svg+xml");
    const legacy = await fetch(`${demo.base}/favicon.ico`, { redirect: "manual" });
    assert.equal(legacy.status, 301);
    assert.equal(legacy.headers.get("location"), "/demo/favicon.svg");
  });

  it("does not serve sources, configuration or anything outside demo/ and dist/", async () => {
    for (const path of [
      "/package.json",
      "/src/index.ts",
      "/demo/../package.json",
      "/%2e%2e/etc/passwd",
      "/.git/config",
    ]) {
      const answer = await fetch(`${demo.base}${path}`);
      assert.equal(answer.status, 404, path);
    }
  });
});

describe("demo server with SHOP_API", () => {
  let shop;
  let demo;
  const seen = [];
  before(async () => {
    shop = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, site: req.headers["x-hunter-site"] });
      res.writeHead(200, { "Content-Type": "application/json", "Set-Cookie": "LoginToken=abc; Path=/" });
      res.end(JSON.stringify({ from: "shop" }));
    });
    await new Promise((resolve) => shop.listen(0, resolve));
    demo = await startDemo({ SHOP_API: `http://localhost:${shop.address().port}` });
  });
  after(() => {
    demo.child.kill();
    shop.close();
  });

  it("forwards /service/* with method, path, query, headers and cookies", async () => {
    const answer = await fetch(
      `${demo.base}/service/abtestfrontend/api/v1/gettestsat?time=2026-11-22T10:00`,
      {
        headers: { "X-Hunter-Site": "cz" },
      },
    );
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), { from: "shop" });
    assert.match(answer.headers.get("set-cookie"), /LoginToken=abc/);
    assert.deepEqual(seen.at(-1), {
      method: "GET",
      url: "/service/abtestfrontend/api/v1/gettestsat?time=2026-11-22T10:00",
      site: "cz",
    });
  });
});
