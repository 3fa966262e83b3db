/**
 * The classic scripts, bundled by esbuild and minified by terser (the floor's minifier,
 * bench/floor/build.mjs): what a shop deploys, `dist/shop-components.js`, and what only the demo
 * and the tests load, `build/widgets-gallery.js` and `build/shop-components.test.js`.
 *
 * esbuild keeps a module that the script imports with `import()` inside the one file, evaluated
 * only when that import runs (a lazily called init function), where a bundler that hoists every
 * module evaluates it as the script loads. So the script's first task evaluates the element layer
 * alone, and React and each element's view wait until an element is first needed
 * (src/elements/element-mount.ts). The build fails when anything the script evaluates as it loads
 * reaches React (`loadsReactEagerly`).
 *
 *   node scripts/build-scripts.mjs [--only shop]   (npm run build runs it)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { build } from "esbuild";
import { minify } from "terser";
import {
  CATALOGS_MODULE,
  SCRIPT_TARGETS,
  catalogsModule,
  constants,
  cssModule,
  expandLinguiMacros,
  usesLinguiMacros,
} from "./build-parts.mjs";

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

/** esbuild's part of the chain: the catalogs, the stylesheets as strings, the Lingui macros. */
const shopSources = (catalogs) => ({
  name: "shop-sources",
  setup(bundler) {
    bundler.onResolve({ filter: /^shop-components:catalogs$/ }, () => ({
      path: CATALOGS_MODULE,
      namespace: "catalogs",
    }));
    bundler.onLoad({ filter: /.*/, namespace: "catalogs" }, () => ({
      contents: catalogsModule(catalogs),
      loader: "js",
    }));
    bundler.onLoad({ filter: /\.css$/ }, (args) => ({ contents: cssModule(args.path), loader: "js" }));
    bundler.onLoad({ filter: /\/(src|test\/build)\/.*\.tsx?$/ }, async (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!usesLinguiMacros(source)) return undefined;
      return { contents: await expandLinguiMacros(source, args.path), loader: "js" };
    });
  },
});

/**
 * Whether the script's first task reaches React: the modules its entry imports statically, and
 * theirs in turn (not through `import()`), include React's packages.
 */
export function loadsReactEagerly(metafile, entry) {
  const reached = new Set();
  const visit = (path) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const { path: next, kind } of metafile.inputs[path]?.imports ?? [])
      if (kind !== "dynamic-import") visit(next);
  };
  visit(entry);
  return [...reached].filter((path) => /node_modules\/(react|react-dom|scheduler)\//.test(path));
}

export async function bundleScript({ entry, file, catalogs }) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    target: SCRIPT_TARGETS,
    jsx: "automatic",
    define: constants({ serverModule: false }),
    // @tabler/icons-react's per-icon modules make a component at their top level that nothing here
    // uses (the footer's <Icon> draws the icon node itself): without side effects, it goes.
    pure: ["createReactComponent"],
    // esbuild's own minifier first, terser's compressor after: together 1.3 KB gzip fewer than
    // terser alone, as esbuild shortens the names in its module wrappers terser cannot see through.
    minify: true,
    sourcemap: "external",
    outfile: file,
    write: false,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    plugins: [shopSources(catalogs)],
  });
  const eager = loadsReactEagerly(result.metafile, entry);
  if (eager.length)
    throw new Error(
      `${file}: the script's first task reaches React (${eager.join(", ")}); import it through a view`,
    );
  const code = result.outputFiles.find(({ path }) => path.endsWith(".js")).text;
  const map = result.outputFiles.find(({ path }) => path.endsWith(".map")).text;
  const minified = await minify(code, {
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: false },
    sourceMap: { content: map, url: `${file.split("/").at(-1)}.map` },
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
