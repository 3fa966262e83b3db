import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { withBreakpoints } from "./breakpoints.mjs";
import { cssModule } from "./build-parts.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const stylesheets = readdirSync(`${root}src`, { recursive: true })
  .filter((path) => path.endsWith(".css"))
  .map((path) => `src/${path}`);

describe("the layout's breakpoints: written once (src/lib/breakpoints.ts), named by the stylesheets", () => {
  it("replaces a named breakpoint by its width", () => {
    const css = "@container footer (width >= --breakpoint-phone) { a { color: red } }";
    assert.equal(
      withBreakpoints("x.css", css, { phone: 768, formImage: 767 }),
      "@container footer (width >= 768px) { a { color: red } }",
    );
    assert.equal(
      withBreakpoints("x.css", "(width >= --breakpoint-form-image)", { formImage: 767 }),
      "(width >= 767px)",
    );
  });

  it("refuses a name the table lacks, naming the stylesheet", () => {
    assert.throws(
      () => withBreakpoints("src/x.css", "(width < --breakpoint-tablet)", { phone: 768 }),
      /src\/x\.css: no breakpoint --breakpoint-tablet/,
    );
  });

  it("no stylesheet writes a width in px in a container or media query: each names its breakpoint", () => {
    const written = stylesheets.flatMap((path) =>
      [...readFileSync(`${root}${path}`, "utf8").matchAll(/@(?:container|media)[^{]*\d+px[^{]*/g)].map(
        ([query]) => `${path}: ${query.trim()}`,
      ),
    );
    assert.deepEqual(written, []);
  });

  it("the built stylesheets hold the widths, no name", () => {
    for (const path of stylesheets) assert.doesNotMatch(cssModule(`${root}${path}`), /--breakpoint-/, path);
  });
});
