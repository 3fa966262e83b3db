/**
 * @custom-elements-manifest/analyzer's configuration: `npm run build` writes
 * dist/custom-elements.json from src/elements/<tag>/index.ts (checked by scripts/manifest.test.mjs).
 * The elements are made by `defineElement()`, which scripts/define-element-plugin.mjs reads with
 * TypeScript's type checker: the analyzer is given the program's source files.
 */
import { createProgram, defineElementPlugin } from "./scripts/define-element-plugin.mjs";
import { requireSource } from "./scripts/require-source.mjs";

// The rule the elements name their attributes by, not a copy of it.
const [{ attributeName }] = requireSource("src/elements/attributes.ts");

/** @type {import("typescript").Program} */
let program;

/** @type {import("@custom-elements-manifest/analyzer").Config} */
export default {
  globs: ["src/elements/*/index.ts"],
  outdir: "dist",
  // package.json names dist/custom-elements.json itself ("customElements").
  packagejson: false,
  overrideModuleCreation({ ts, globs }) {
    const files = [...globs].sort(); // the manifest lists the elements in a stable order
    program = createProgram(ts, files, "tsconfig.json");
    return files.map((file) => program.getSourceFile(file));
  },
  plugins: [
    defineElementPlugin({
      program: () => program,
      attributeName,
      sharedAttributes: { module: "src/elements/attributes.ts", name: "commonAttributes" },
    }),
  ],
};
