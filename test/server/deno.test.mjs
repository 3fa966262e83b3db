// Another runtime: Deno (the npm package `deno`, a devDependency) imports dist/server.mjs and
// serves its web handler (fetch: Request → Response); it answers as the Node handler does.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import { assertSameAnswer, root, startFragments, startStandIn } from "./helpers.mjs";

const DENO = process.env.DENO_BIN ?? join(root, "node_modules/.bin/deno");
const TOKEN = "publish-token-for-the-deno-test";

describe("the web handler under Deno", () => {
  let standIn;
  let node;
  let deno;
  let denoBase;
  before(async () => {
    if (!existsSync(DENO)) throw new Error(`deno is missing: npm ci installs it (devDependency deno)`);
    standIn = await startStandIn();
    node = await startFragments({ origin: standIn.origin });
    const serverModule = pathToFileURL(join(root, "dist/server.mjs")).href;
    deno = spawn(
      DENO,
      [
        "run",
        "--no-prompt",
        "--allow-net=127.0.0.1",
        `--allow-read=${join(root, "dist")}`,
        join(root, "test/server/deno-serve.mjs"),
        serverModule,
        standIn.origin,
        TOKEN,
      ],
      {
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" },
        // Its own process group: npm's launcher runs Deno as a child of its own, and ending the
        // group ends both.
        detached: true,
      },
    );
    const { port } = await new Promise((resolve, reject) => {
      deno.stdout.once("data", (line) => resolve(JSON.parse(line)));
      deno.once("exit", (code) => reject(new Error(`deno ended (${code})`)));
    });
    denoBase = `http://127.0.0.1:${port}`;
  });
  after(async () => {
    if (deno?.exitCode === null) process.kill(-deno.pid, "SIGTERM");
    await node?.close();
    await standIn?.close();
  });

  it("answers fragments, stylesheets and refusals as the Node handler does", async () => {
    for (const path of [
      "/fragments/shop-footer?site=de&platform=MATCH",
      "/fragments/newsletter-signup?site=hu&viewport=phone",
      "/fragments/shop-footer.css?build=0",
      "/fragments/shop-footer?site=xx",
      "/fragments/shop-footer?site=de&api-base=https://elsewhere.example",
    ]) {
      const [fromDeno, fromNode] = await Promise.all([
        fetch(`${denoBase}${path}`),
        fetch(`${node.base}${path}`),
      ]);
      await assertSameAnswer(fromDeno, fromNode, path);
    }
  });

  it("answers 304 for the version a cache has, and publishes with the token", async () => {
    const path = `${denoBase}/fragments/shop-footer?site=at`;
    const etag = (await fetch(path)).headers.get("etag");
    const conditional = await fetch(path, { headers: { "If-None-Match": etag } });
    assert.equal(conditional.status, 304);
    const refresh = await fetch(`${denoBase}/fragments/_refresh?site=at`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    assert.deepEqual(await refresh.json(), {
      site: "at",
      refreshed: [{ tag: "shop-footer", key: "at", content: "current" }],
    });
  });
});
