// dist/custom-elements.json, as `npm run build` writes it (custom-elements-manifest.config.mjs),
// against the code: each element's attributes are its attribute specs (read by running the specs'
// modules, not by the plugin), its events are the ones it dispatches, and its parts and custom
// properties are documented. Run after the build (`npm run test:manifest`).
import assert from "node:assert/strict";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { describe, it } from "node:test";
import ts from "typescript";
import { requireSource } from "./require-source.mjs";

const manifest = JSON.parse(readFileSync("dist/custom-elements.json", "utf8"));
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);

const [{ attributeName, commonAttributes }, { footerAttributes }, { newsletterAttributes }] = requireSource(
  "src/elements/attributes.ts",
  "src/elements/shop-footer/attributes.ts",
  "src/elements/newsletter-signup/attributes.ts",
);

/** Each element's own attribute specs, as its index.ts gives them to defineElement(). */
const OWN_ATTRIBUTES = {
  "newsletter-signup": newsletterAttributes,
  "preview-panel": {},
  "shop-footer": footerAttributes,
};

/** The element folders of src/elements: each one's index.ts defines the element of its name. */
const TAGS = readdirSync("src/elements", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/index.ts`))
  .map((entry) => entry.name)
  .sort();

/** The names of the events that `emit("name", …)` calls in these files fire (src/elements/events.ts). */
function emittedEvents(files) {
  const names = new Set();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "emit" &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        names.add(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}

const sourcesOf = (tag) =>
  readdirSync(`src/elements/${tag}`, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `src/elements/${tag}/${file}`);

/** The manifest's type text of an attribute, parsed: `"a" | "b"` is the list of values. */
function typeOf(attribute) {
  const text = attribute.type?.text;
  return text?.startsWith('"') ? text.split(" | ").map((value) => JSON.parse(value)) : text;
}

describe("dist/custom-elements.json", () => {
  it("documents each element of src/elements, once", () => {
    assert.deepEqual(TAGS, Object.keys(OWN_ATTRIBUTES));
    assert.deepEqual(declarations.map((declaration) => declaration.tagName).sort(), TAGS);
    const definitions = manifest.modules.flatMap((module) =>
      module.exports.filter((entry) => entry.kind === "custom-element-definition"),
    );
    assert.deepEqual(definitions.map((definition) => definition.name).sort(), TAGS);
  });

  for (const tag of TAGS) {
    describe(`<${tag}>`, () => {
      const declaration = declarations.find((candidate) => candidate.tagName === tag);

      it("has a description", () => {
        assert.ok(declaration.description?.length > 20, declaration.description);
      });

      it("has the attributes of its specs: names, types, enum values, defaults, each with a description", () => {
        // defineElement() gives every element the common attributes, then its own.
        const specs = { ...commonAttributes, ...OWN_ATTRIBUTES[tag] };
        const expected = Object.entries(specs).map(([property, spec]) => ({
          name: attributeName(property),
          fieldName: property,
          type: spec.kind === "enum" ? [...spec.values] : spec.kind === "boolean" ? "boolean" : "string",
          default: "default" in spec ? JSON.stringify(spec.default) : undefined,
        }));
        const documented = declaration.attributes.map((attribute) => ({
          name: attribute.name,
          fieldName: attribute.fieldName,
          type: typeOf(attribute),
          default: attribute.default,
        }));
        assert.deepEqual(documented, expected);
        for (const attribute of declaration.attributes) {
          assert.ok(attribute.description?.trim(), `${attribute.name} has no description`);
        }
      });

      it("lists exactly the events it dispatches, each with a description", () => {
        // The element layer fires shop-ready for every element (its React tree, element-root.ts);
        // the rest come from the element's own files.
        const dispatched = new Set([
          ...emittedEvents(["src/elements/define.ts", "src/elements/element-root.ts"]),
          ...emittedEvents(sourcesOf(tag)),
        ]);
        assert.ok(dispatched.has("shop-ready"));
        assert.deepEqual(declaration.events.map((event) => event.name).sort(), [...dispatched].sort());
        for (const event of declaration.events) assert.ok(event.description?.trim(), event.name);
      });

      it("documents its CSS parts and custom properties", () => {
        assert.ok(declaration.cssParts?.some((part) => part.name === "base"));
        assert.ok(declaration.cssProperties?.length > 0);
        for (const entry of [...declaration.cssParts, ...declaration.cssProperties]) {
          assert.ok(entry.description?.trim(), entry.name);
        }
      });
    });
  }

  it("lists every event of src/elements/events.ts at the element that dispatches it", () => {
    const source = ts.createSourceFile(
      "events.ts",
      readFileSync("src/elements/events.ts", "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const eventMap = source.statements.find(
      (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === "ShopEventMap",
    );
    const events = eventMap.members.map((member) => member.name.text).sort();
    const documented = new Set(
      declarations.flatMap((declaration) => declaration.events.map((event) => event.name)),
    );
    assert.deepEqual(
      events.filter((name) => !documented.has(name)),
      [],
    );
  });
});

/**
 * The docs' tables of attributes and events, held against the manifest: written once in the code
 * (the attribute specs and the events each element dispatches), the manifest made from it, and the
 * prose a test away from it. A new attribute or event fails here until README and docs/elements.md
 * name it.
 */
describe("the docs name what the manifest holds", () => {
  const common = Object.keys(commonAttributes).map(attributeName);
  const declarationOf = (tag) => declarations.find((candidate) => candidate.tagName === tag);
  const ownAttributes = (tag) =>
    declarationOf(tag)
      .attributes.map((attribute) => attribute.name)
      .filter((name) => !common.includes(name))
      .sort();
  const eventsOf = (tag) =>
    declarationOf(tag)
      .events.map((event) => event.name)
      .sort();
  /** The names in backticks in `cell`, leaving out what its parentheses say (values, notes). */
  const namesIn = (cell) =>
    [...cell.replace(/\([^)]*\)/g, "").matchAll(/`([a-z-]+)`/g)].map(([, name]) => name).sort();
  /** The rows of the Markdown table in `text` whose header starts with `header`, as cells. */
  function tableRows(text, header) {
    const lines = text.split("\n");
    const start = lines.findIndex((line) => line.startsWith(header));
    assert.ok(start >= 0, `no table starting ${header}`);
    const rows = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith("|")) break;
      rows.push(
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    }
    return rows;
  }

  it("README's elements in brief: each element's own attributes and its events", () => {
    const rows = tableRows(readFileSync("README.md", "utf8"), "| element ");
    assert.deepEqual(
      rows.map(([element]) => element).sort(),
      TAGS.map((tag) => `\`<${tag}>\``),
    );
    for (const [element, attributes, events] of rows) {
      const tag = element.slice(2, -2);
      assert.deepEqual(namesIn(attributes), ownAttributes(tag), `README, ${element}: its attributes`);
      assert.deepEqual(namesIn(events), eventsOf(tag), `README, ${element}: its events`);
    }
  });

  it("docs/elements.md: each element's paragraph names its own attributes; the events table each event at its element", () => {
    const text = readFileSync("docs/elements.md", "utf8");
    for (const tag of TAGS) {
      const paragraph = text.split("\n\n").find((block) => block.startsWith(`\`<${tag}>\`:`)) ?? "";
      const named = new Set([...paragraph.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name));
      assert.deepEqual(
        ownAttributes(tag).filter((name) => !named.has(name)),
        [],
        `docs/elements.md, the paragraph of <${tag}>: attributes it does not name`,
      );
    }
    const rows = tableRows(text, "| event ");
    const firedBy = (name) => TAGS.filter((tag) => eventsOf(tag).includes(name));
    assert.deepEqual(
      rows.map(([event]) => event.slice(1, -1)).sort(),
      [...new Set(TAGS.flatMap(eventsOf))].sort(),
      "docs/elements.md: the events table's events",
    );
    for (const [event, from] of rows) {
      const tags = firedBy(event.slice(1, -1));
      const expected =
        tags.length === TAGS.length ? "every element" : tags.map((tag) => `\`<${tag}>\``).join(", ");
      assert.equal(from, expected, `docs/elements.md, ${event}: who fires it`);
    }
  });
});

describe("the manifest's prose gives the layout's breakpoints as widths", () => {
  it("names no breakpoint and states the widths of src/lib/breakpoints.ts", async () => {
    const { BREAKPOINTS } = await import("./breakpoints.mjs");
    const text = readFileSync("dist/custom-elements.json", "utf8");
    assert.doesNotMatch(text, /--breakpoint-/);
    for (const width of Object.values(BREAKPOINTS)) assert.match(text, new RegExp(`\\b${width}px\\b`));
  });
});
