/**
 * The classic scripts, bundled by rollup and minified by terser (the floor's chain,
 * bench/floor/build.mjs): what a shop deploys, `dist/shop-components.js`, and what only the demo
 * and the tests load, `build/widgets-gallery.js` and `build/shop-components.test.js`.
 *
 * A module the script imports with `import()` stays lazy inside the one file: rollup splits the
 * sources into chunks where `import()` draws the line (the element layer, React with each
 * element's view, the footer's schema), each chunk scope-hoisted as rollup does, and `oneScript`
 * writes them into one classic script, every chunk a function that runs when it is first
 * required. So the script's first task evaluates the page API and the entry alone, and React and
 * each element's view wait until an element is first needed (src/elements/element-mount.ts). The
 * build fails when anything the script evaluates as it loads reaches React (`loadsReactEagerly`).
 *
 *   node scripts/build-scripts.mjs [--only shop]   (npm run build runs it)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import remapping from "@jridgewell/remapping";
import MagicString, { Bundle } from "magic-string";
import { rollup } from "rollup";
import { minify } from "terser";
import { TERSER_OPTIONS, TREESHAKE, onRollupWarning, rollupPlugins } from "./build-parts.mjs";

/** The classic scripts: entry, output, and the catalogs whose texts they carry. */
export const SCRIPTS = {
  shop: { entry: "src/index.ts", file: "dist/shop-components.js", catalogs: ["messages"] },
  gallery: {
    entry: "src/ui/gallery/index.ts",
    file: "build/widgets-gallery.js",
    catalogs: ["messages", "widgets"],
  },
  test: { entry: "test/build/testing.ts", file: "build/shop-components.test.js", catalogs: ["messages"] },
};

/** How a chunk requires another in rollup's CommonJS output: `require('./name')`. */
const chunkName = (fileName) => `./${fileName}`;

/**
 * The chunks reached from `starts` along `edgesOf` (the names of the chunks a chunk imports), each
 * after the chunks it leads to, once: a cycle of imports ends where it began.
 */
function afterTheirImports(chunks, starts, edgesOf) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visited = new Set();
  const ordered = [];
  const visit = (chunk) => {
    if (visited.has(chunk)) return;
    visited.add(chunk);
    for (const name of edgesOf(chunk)) visit(byName.get(name));
    ordered.push(chunk);
  };
  starts.forEach(visit);
  return ordered;
}

/**
 * Whether the script's first task reaches React: the modules of the entry chunk and of the chunks
 * it requires statically (not through `import()`), in turn, include React's packages.
 */
export function loadsReactEagerly(chunks, entry) {
  return afterTheirImports(chunks, [entry], (chunk) => chunk.imports)
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id));
}

/**
 * The chunks as a bundler concatenates modules: each after the chunks it imports (statically or
 * with `import()`), the entry last. Code that uses another chunk's then follows it closely, and
 * gzip finds more of it to refer back to: 0.5 KB less than rollup's order of output.
 */
const inImportOrder = (chunks) =>
  afterTheirImports(chunks, chunks, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);

/**
 * Rollup's chunks (CommonJS: `require('./name')` for a static import, a promise of it for
 * `import()`) as one classic script: each chunk a function of its `exports` and `require`, run the
 * first time it is required, and the entry required at once. The map leads from the script to
 * the chunks and through their own maps to the sources.
 */
function oneScript(chunks, entry, file) {
  const script = new Bundle({ separator: "\n" });
  script.prepend(`"use strict";\n(() => {\nconst chunks = {`);
  for (const chunk of inImportOrder(chunks))
    script.addSource({
      filename: chunk.fileName,
      content: new MagicString(chunk.code)
        .prepend(`${JSON.stringify(chunkName(chunk.fileName))}: (exports, require) => {\n`)
        .append("\n},"),
    });
  script.append(
    [
      "};",
      "const evaluated = new Map();",
      "function require(name) {",
      "  if (!evaluated.has(name)) {",
      "    const exports = {};",
      "    evaluated.set(name, exports);",
      "    chunks[name](exports, require);",
      "  }",
      "  return evaluated.get(name);",
      "}",
      `require(${JSON.stringify(chunkName(entry.fileName))});`,
      "})();",
    ].join("\n"),
  );
  const joined = script.generateMap({ file: basename(file), hires: "boundary", includeContent: false });
  const maps = new Map(chunks.map((chunk) => [chunk.fileName, chunk.map]));
  const map = remapping(joined.toString(), (source) => maps.get(source) ?? null);
  return { code: script.toString(), map };
}

export async function bundleScript({ entry, file, catalogs }) {
  const bundle = await rollup({
    input: entry,
    plugins: rollupPlugins({ serverModule: false, catalogs }),
    treeshake: TREESHAKE,
    onwarn: onRollupWarning,
  });
  const { output } = await bundle.generate({
    dir: dirname(file),
    format: "cjs",
    // The one script's wrapper is strict (oneScript); no chunk says so again.
    strict: false,
    esModule: false,
    generatedCode: {
      preset: "es2015",
      arrowFunctions: true,
      constBindings: true,
      objectShorthand: true,
      symbols: false,
    },
    minifyInternalExports: true,
    // Nothing outside the script imports its chunks: no frozen namespaces, no live-binding getters.
    freeze: false,
    externalLiveBindings: false,
    hoistTransitiveImports: false,
    entryFileNames: "[name]",
    chunkFileNames: "[name]",
    sourcemap: true,
  });
  await bundle.close();
  const chunks = output.filter((item) => item.type === "chunk");
  const main = chunks.find((chunk) => chunk.isEntry);
  const eager = loadsReactEagerly(chunks, main);
  if (eager.length)
    throw new Error(
      `${file}: the script's first task reaches React (${eager.join(", ")}); import it through a view`,
    );
  const { code, map } = oneScript(chunks, main, file);
  const minified = await minify(code, {
    ...TERSER_OPTIONS,
    sourceMap: { content: map, url: `${basename(file)}.map` },
  });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, minified.code);
  writeFileSync(`${file}.map`, minified.map);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
  for (const [name, script] of Object.entries(SCRIPTS)) {
    if (only && !only.split(",").includes(name)) continue;
    const started = performance.now();
    await bundleScript(script);
    console.log(`  ${script.file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
