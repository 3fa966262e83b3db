import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { transform as transformWithEsbuild } from "esbuild";
import {
  CATALOGS_MODULE,
  catalogsModule,
  constants,
  cssModule,
  expandLinguiMacros,
  usesLinguiMacros,
} from "./scripts/build-parts.mjs";

/*
 * The server module and its CLI (dist/server.mjs, dist/cli.mjs): ES modules for a shop's server.
 * The classic scripts a page loads are esbuild's (scripts/build-scripts.mjs), which keeps React
 * out of a script's first task; what both bundlers share is scripts/build-parts.mjs.
 */

/** The texts (`shop-components:catalogs`, src/i18n/catalogs.ts), as scripts/build-parts.mjs makes them. */
const compiledCatalogs = (catalogs) => ({
  name: "compiled-catalogs",
  resolveId: (source) => (source === CATALOGS_MODULE ? `\0${CATALOGS_MODULE}` : null),
  load: (id) => (id === `\0${CATALOGS_MODULE}` ? catalogsModule(catalogs) : null),
});

/** Stylesheets become strings, minified (adopted into shadow roots, linked by fragments). */
const cssText = () => ({
  name: "css-text",
  transform: (code, id) =>
    id.endsWith(".css") ? { code: cssModule(id, code), map: { mappings: "" } } : null,
});

/**
 * The sources as JavaScript: TypeScript's types stripped and JSX compiled by esbuild, the Lingui
 * macros expanded by Babel where a module uses them (without that step a build succeeds and every
 * text renders empty).
 */
const sources = () => ({
  name: "sources",
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || id.includes("/node_modules/")) return null;
    if (usesLinguiMacros(code)) return { code: await expandLinguiMacros(code, id), map: null };
    const result = await transformWithEsbuild(code, {
      loader: id.endsWith(".tsx") ? "tsx" : "ts",
      jsx: "automatic",
      sourcefile: id,
      sourcemap: true,
    });
    return { code: result.code, map: result.map };
  },
});

/** The chain of the server bundles; they stay readable (their size costs no shopper anything). */
const plugins = () => [
  replace({ preventAssignment: true, values: constants({ serverModule: true }) }),
  compiledCatalogs(["messages"]),
  cssText(),
  nodeResolve({
    extensions: [".mjs", ".js", ".ts", ".tsx"],
    exportConditions: [],
    preferBuiltins: false,
  }),
  commonjs(),
  sources(),
];

/**
 * @tabler/icons-react's per-icon modules export their drawing (`__iconNode`, which the footer's
 * <Icon> draws itself, src/ui/icon/footer-icons.ts) beside a component made by
 * `createReactComponent(...)` at the module's top level. That call has no side effects; telling
 * rollup so drops the unused components with Tabler's renderer.
 */
const treeshake = { manualPureFunctions: ["createReactComponent"] };

/** React's packages start with "use client", which means nothing in a classic script. */
function onwarn(warning, warn) {
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
}

/**
 * Fails the build on any import left in the bundle: the server module is one file that needs
 * nothing beside it, in Node or any other runtime (no `node:` module either).
 */
function selfContained() {
  return {
    name: "self-contained",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.imports.length + chunk.dynamicImports.length > 0)
          this.error(`${chunk.fileName} imports ${[...chunk.imports, ...chunk.dynamicImports].join(", ")}`);
      }
    },
  };
}

/**
 * The server renderer (src/server/): one ES module with everything in it (React's renderer for web
 * streams, the components, the texts), so that a shop's server (Node, Deno, Bun, a worker) needs
 * no node_modules and no second file for it.
 */
const server = {
  input: "src/server/index.ts",
  // One file: the views each element loads with `import()` are bundled into it.
  output: { file: "dist/server.mjs", format: "es", sourcemap: true, inlineDynamicImports: true },
  plugins: [...plugins(), selfContained()],
  onwarn(warning, warn) {
    if (warning.code === "UNRESOLVED_IMPORT") throw new Error(warning.message);
    onwarn(warning, warn);
  },
  treeshake,
};

/**
 * The CLI (`shop-components-render`, package.json's bin, with the line that makes it executable):
 * its own argument handling and file writing, importing everything else from ./server.mjs, the
 * same build, so that it holds no second copy of the renderer.
 */
const cli = {
  input: "src/server/cli.ts",
  external: (id) => id.startsWith("node:"),
  output: { file: "dist/cli.mjs", format: "es", banner: "#!/usr/bin/env node" },
  plugins: [
    {
      name: "cli-imports-server-module",
      resolveId: (source, importer) =>
        source === "./index" && importer?.endsWith("src/server/cli.ts")
          ? { id: "./server.mjs", external: true }
          : null,
    },
    ...plugins(),
  ],
  onwarn,
  treeshake,
};

export default [server, cli];
