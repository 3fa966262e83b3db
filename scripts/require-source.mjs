/**
 * Loads modules of src/ in node, for the scripts that must use the very code the elements run
 * rather than a copy of it: custom-elements-manifest.config.mjs (`attributeName`) and
 * scripts/manifest.test.mjs (the attribute specs). Node cannot import src/ as it is (TypeScript,
 * and imports without file extensions), so TypeScript compiles the given modules and the modules
 * they import to CommonJS under node_modules/.cache, where their own imports (valibot) resolve.
 * Give it modules that import no React, CSS or Lingui macros: those need the bundler.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = join(root, "src");
const outDir = join(root, "node_modules/.cache/shop-components-node");
const require = createRequire(import.meta.url);

/** The exports of each of `files` (paths from the repository's root: "src/elements/attributes.ts"). */
export function requireSource(...files) {
  const paths = files.map((file) => join(root, file));
  const program = ts.createProgram(paths, {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
    rootDir: src,
    outDir,
    skipLibCheck: true,
    types: [],
  });
  const { emitSkipped, diagnostics } = program.emit();
  if (emitSkipped) {
    throw new Error(
      ts.formatDiagnostics(diagnostics, ts.createCompilerHost({})) || `cannot compile ${files}`,
    );
  }
  // The package's "type": "module" would make node read the compiled files as ES modules.
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "package.json"), '{ "type": "commonjs" }\n');
  return paths.map((path) => require(join(outDir, relative(src, path).replace(/\.ts$/, ".js"))));
}
