// dist/server.mjs is one file: copied alone into an empty folder (no package.json, no
// node_modules) it imports and renders; dist/ holds no other script but the page's.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { root } from "./helpers.mjs";

describe("the server module", () => {
  it("imports and renders with nothing beside it", () => {
    const folder = mkdtempSync(join(tmpdir(), "server-alone-"));
    try {
      copyFileSync(join(root, "dist/server.mjs"), join(folder, "server.mjs"));
      const script = `
        const { renderElement } = await import("./server.mjs");
        const html = await renderElement("shop-footer", { site: "hu" }, {
          origin: "https://www.shop.example", content: { headline: "Egyedül" }, stylesheets: "/f",
        });
        console.log(html.slice(0, 60), html.includes("Egyedül"));`;
      const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: folder,
        encoding: "utf8",
      });
      assert.match(output, /^<shop-footer site="hu"><template shadowrootmode="open">.* true\n$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("imports nothing, not even a node: module, so that any runtime loads it", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(join(root, "dist/server.mjs"), "utf8");
    assert.doesNotMatch(text, /^\s*import\s/m);
    assert.doesNotMatch(text, /\brequire\(["'](node:)?(crypto|stream|util|async_hooks|buffer)["']\)/);
  });

  it("leaves dist/ with no script but the page's, the server module and its CLI", () => {
    const scripts = readdirSync(join(root, "dist")).filter((name) => /\.(c|m)?js$/.test(name));
    const known = ["cli.mjs", "server.mjs", "shop-components.js"];
    assert.deepEqual(
      scripts.filter((name) => !known.includes(name)),
      [],
    );
    assert.ok(scripts.includes("server.mjs") && scripts.includes("cli.mjs"), scripts.join(", "));
  });
});
