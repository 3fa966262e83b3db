/**
 * The README stands alone in a clone: every link in it and in docs/ resolves to a file of the
 * repository, and the QA guide (docs/demo.md) lists the scenarios as the demo's switch does.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { SCENARIOS } from "../demo/stand-in.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const documents = ["README.md", ...readdirSync(join(root, "docs")).map((name) => `docs/${name}`)];

/** The targets of the Markdown links `[text](target)` of a document (code spans left out). */
function linksOf(markdown) {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

for (const document of documents) {
  test(`${document}: every link resolves inside the repository`, () => {
    for (const link of linksOf(readFileSync(join(root, document), "utf8"))) {
      if (/^https?:/.test(link)) continue;
      const target = resolve(dirname(join(root, document)), link.split("#")[0]);
      assert.ok(!relative(root, target).startsWith(".."), `${document} links out of the repository: ${link}`);
      assert.ok(existsSync(target), `${document} links to a missing file: ${link}`);
    }
  });
}

test("docs/demo.md's scenarios are the switch's: its labels, in its order, with their ids", () => {
  const guide = readFileSync(join(root, "docs/demo.md"), "utf8");
  const checklist = guide.slice(guide.indexOf("## Scenarios"));
  // A row: | label | `id` | situation | look for |
  const listed = [...checklist.matchAll(/^\| ([^|`]+?) +\| `([a-z0-9-]+)` +\|/gm)].map(([, label, id]) => ({
    label,
    id,
  }));
  assert.deepEqual(
    listed,
    SCENARIOS.map(({ label, id }) => ({ label, id })),
    "the checklist's rows are the switch's scenarios (demo/stand-in/scenarios.mjs), in its order",
  );
});
