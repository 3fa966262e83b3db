// scripts/define-element-plugin.mjs on tiny sources: what it reads from a defineElement() call and
// its attribute specs, and that an attribute spec without a doc comment fails the build.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { create, ts } from "@custom-elements-manifest/analyzer";
import { attributeControls } from "../demo/attribute-controls.mjs";
import { createProgram, defineElementPlugin } from "./define-element-plugin.mjs";
import { requireSource } from "./require-source.mjs";

const [{ attributeName }] = requireSource("src/elements/attributes.ts");
const dir = mkdtempSync(join(tmpdir(), "define-element-plugin-"));
after(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  join(dir, "tsconfig.json"),
  JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", lib: ["ES2022", "DOM"], types: [] } }),
);
writeFileSync(
  join(dir, "shared.ts"),
  `export const SITES = ["de", "at"] as const;
export const sharedAttributes = {
  /** The site. */
  site: { kind: "enum", values: SITES, required: true },
} as const;
`,
);

/** A module defining <x-element>, with `attributes` as its specs and `contract` as its JSDoc tags. */
function element({ attributes, contract = "@fires x-ready - Rendered." }) {
  return `import { sharedAttributes } from "./shared";
declare function defineElement(definition: { tag: string; attributes: object }): void;

/**
 * An element of the fixture.
 *
 * ${contract}
 * @csspart base - The wrapper.
 * @cssproperty [--x-space=1rem] - The padding.
 * @cssproperty --x-font - Font.
 */
defineElement({ tag: "x-element", attributes: ${attributes} });

export type XElement = HTMLElement;

declare global {
  interface HTMLElementTagNameMap {
    "x-element": XElement;
  }
}
void sharedAttributes;
`;
}

let count = 0;
/** The manifest that the analyzer with the plugin writes for `source`. */
function analyze(source) {
  const file = join(dir, `element-${count++}.ts`);
  writeFileSync(file, source);
  const program = createProgram(ts, [file], join(dir, "tsconfig.json"));
  const plugin = defineElementPlugin({
    program: () => program,
    attributeName,
    sharedAttributes: { module: join(dir, "shared.ts"), name: "sharedAttributes" },
  });
  return create({ modules: [program.getSourceFile(file)], plugins: [plugin] });
}

const documented = `{
  /** Shows it big. */
  bigSize: { kind: "boolean", default: false },
  /** The layout. */
  layout: { kind: "enum", values: ["ROW", "COLUMN"], default: "ROW" },
  /** A text. */
  note: { kind: "text", default: "" },
} as const`;

describe("define-element-plugin", () => {
  it("documents a defineElement() call: tag, type name, JSDoc, and the shared and own attribute specs", () => {
    const manifest = analyze(element({ attributes: documented }));
    const [module] = manifest.modules;
    const [declaration] = module.declarations;
    assert.equal(declaration.tagName, "x-element");
    assert.equal(declaration.name, "XElement");
    assert.equal(declaration.description, "An element of the fixture.");
    assert.deepEqual(declaration.attributes, [
      { name: "site", fieldName: "site", type: { text: '"de" | "at"' }, description: "The site." },
      {
        name: "big-size",
        fieldName: "bigSize",
        type: { text: "boolean" },
        default: "false",
        description: "Shows it big.",
      },
      {
        name: "layout",
        fieldName: "layout",
        type: { text: '"ROW" | "COLUMN"' },
        default: '"ROW"',
        description: "The layout.",
      },
      { name: "note", fieldName: "note", type: { text: "string" }, default: '""', description: "A text." },
    ]);
    assert.deepEqual(declaration.events, [
      { name: "x-ready", type: { text: "CustomEvent" }, description: "Rendered." },
    ]);
    assert.deepEqual(declaration.cssParts, [{ name: "base", description: "The wrapper." }]);
    assert.deepEqual(declaration.cssProperties, [
      { name: "--x-space", default: "1rem", description: "The padding." },
      { name: "--x-font", description: "Font." },
    ]);
    assert.deepEqual(module.exports, [
      {
        kind: "custom-element-definition",
        name: "x-element",
        declaration: { name: "XElement", module: module.path },
      },
    ]);
  });

  it("a throwaway boolean and enum attribute reach the QA demo's controls and guide with the code edit alone", () => {
    // What the demo shell makes from the manifest (demo/demo.js): the site has its own control,
    // a free text is left to the page's query.
    const manifest = analyze(element({ attributes: documented }));
    assert.deepEqual(attributeControls(manifest), [
      {
        tag: "x-element",
        name: "big-size",
        key: "x-element.big-size",
        kind: "boolean",
        initial: false,
        description: "Shows it big.",
      },
      {
        tag: "x-element",
        name: "layout",
        key: "x-element.layout",
        kind: "enum",
        values: ["ROW", "COLUMN"],
        initial: "ROW",
        description: "The layout.",
      },
    ]);
  });

  it("fails on an attribute spec without a doc comment, naming it", () => {
    const undocumented = documented.replace("/** The layout. */", "");
    assert.throws(() => analyze(element({ attributes: undocumented })), /"layout" has no doc comment/);
  });

  it("fails on an @attr tag: an attribute is described on its spec only", () => {
    const contract = "@attr {boolean} big-size - Shows it big.";
    assert.throws(() => analyze(element({ attributes: documented, contract })), /@attr is not read here/);
  });
});
