/**
 * Writes dist/custom-elements.json (Custom Elements Manifest 2.1) from the JSDoc contract at the
 * top of each src/elements/<tag>/index.ts: @tag, @attr {values} name - text. Default: x.,
 * @fires name - text, @csspart name - text, @cssproperty name - text. Default: x.
 * The contract lives in one place, the element's own file; this only reads it.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));

function parseDoc(source, path) {
  const block = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1];
  if (!block) throw new Error(`${path}: no JSDoc contract at the top`);
  const lines = block.split("\n").map((line) => line.replace(/^\s*\* ?/, "").trimEnd());
  const description = lines
    .filter((line) => line && !line.startsWith("@"))
    .join(" ")
    .trim();
  const tags = lines.filter((line) => line.startsWith("@"));
  const splitDefault = (text) => {
    const match = text.match(/^(.*?)\s*Default: (.*?)\.?$/);
    return match ? { description: match[1], default: match[2] } : { description: text };
  };
  const declaration = {
    kind: "class",
    description,
    customElement: true,
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  for (const tag of tags) {
    let match;
    if ((match = tag.match(/^@tag (\S+)/))) declaration.tagName = match[1];
    else if ((match = tag.match(/^@attr \{([^}]+)\} (\S+) - (.*)$/))) {
      const type = match[1].includes("|")
        ? match[1]
            .split("|")
            .map((v) => JSON.stringify(v))
            .join(" | ")
        : match[1];
      declaration.attributes.push({ name: match[2], type: { text: type }, ...splitDefault(match[3]) });
    } else if ((match = tag.match(/^@fires (\S+) - (.*)$/))) {
      declaration.events.push({ name: match[1], type: { text: "CustomEvent" }, description: match[2] });
    } else if ((match = tag.match(/^@csspart (\S+) - (.*)$/))) {
      declaration.cssParts.push({ name: match[1], description: match[2] });
    } else if ((match = tag.match(/^@cssproperty (\S+) - (.*)$/))) {
      declaration.cssProperties.push({ name: match[1], ...splitDefault(match[2]) });
    } else {
      throw new Error(`${path}: cannot read "${tag}"`);
    }
  }
  if (!declaration.tagName) throw new Error(`${path}: the contract has no @tag`);
  declaration.name =
    declaration.tagName.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase()) + "Element";
  return declaration;
}

const modules = readdirSync("src/elements", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const path = `src/elements/${entry.name}/index.ts`;
    const declaration = parseDoc(readFileSync(path, "utf8"), path);
    if (declaration.tagName !== entry.name) throw new Error(`${path}: @tag must be the folder's name`);
    return {
      kind: "javascript-module",
      path,
      declarations: [declaration],
      exports: [
        {
          kind: "custom-element-definition",
          name: declaration.tagName,
          declaration: { name: declaration.name, module: path },
        },
      ],
    };
  });

mkdirSync("dist", { recursive: true });
writeFileSync(
  "dist/custom-elements.json",
  JSON.stringify(
    {
      schemaVersion: "2.1.0",
      readme: "README.md",
      package: { name: pkg.name, version: pkg.version },
      modules,
    },
    null,
    2,
  ) + "\n",
);
console.log(
  `dist/custom-elements.json: ${modules.map((module) => module.declarations[0].tagName).join(", ")}`,
);
