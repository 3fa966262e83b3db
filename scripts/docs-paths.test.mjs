import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { missingPaths, namedPaths } from "./docs-paths.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("prose that names files", () => {
  it("names only files the repository has (README.md and docs/)", () => {
    assert.deepEqual(missingPaths(root), []);
  });

  it("finds the paths a sentence names, and leaves placeholders and globs alone", () => {
    const text =
      "See src/server/render.ts and [the docs](docs/fragments.md), `test/server`, src/elements/<tag>/index.ts, test/**/*.test.js and demo/content/footer.{site}.json.";
    assert.deepEqual(namedPaths(text), ["src/server/render.ts", "docs/fragments.md", "test/server"]);
  });
});
