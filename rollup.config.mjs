import { TREESHAKE, onRollupWarning, rollupPlugins } from "./scripts/build-parts.mjs";

/*
 * The server module and its CLI (dist/server.mjs, dist/cli.mjs): ES modules for a shop's server.
 * The classic scripts a page loads are made by scripts/build-scripts.mjs, with the same chain of
 * plugins (scripts/build-parts.mjs).
 */

/** The chain of the server bundles; they stay readable (their size costs no shopper anything). */
const plugins = () => rollupPlugins({ serverModule: true });

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
    onRollupWarning(warning, warn);
  },
  treeshake: TREESHAKE,
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
  onwarn: onRollupWarning,
  treeshake: TREESHAKE,
};

export default [server, cli];
