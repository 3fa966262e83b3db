/**
 * Lets `node --test` import src/'s TypeScript as it is, for the unit tests (test/unit/):
 * `node --import ./scripts/ts-hooks.mjs --test …`. Node 20 cannot strip types, and src/ imports
 * without file extensions, as the bundlers read it. Module hooks compile each .ts file with
 * esbuild's `transform` (the build's TypeScript step too, and a few milliseconds per module) and
 * resolve an extensionless import to its .ts file; the tests then run the very code the elements
 * run. jiti (scripts/site-table.mjs) reads TypeScript too, but through its own module system and
 * without the build's constants; tsc (scripts/require-source.mjs) compiles a whole program first.
 *
 * Modules that import CSS, `shop-components:catalogs` or Lingui macros need the bundler's
 * plugins: the unit tests leave them to the browser tests.
 */
import { readFile } from "node:fs/promises";
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";
import { transform } from "esbuild";

/**
 * The constants the sources name (src/global.d.ts), as a test build reads them: no build id
 * (a fragment's build is compared, never parsed), and the script's side, not the server module's.
 */
const DEFINE = {
  __VERSION__: JSON.stringify("0.0.0-unit"),
  __BUILD__: JSON.stringify("unit"),
  __SERVER_MODULE__: "false",
};

/** `--import` runs this file on the main thread, which hands the hooks below to Node's loader. */
if (isMainThread) register(import.meta.url);

const isTypeScript = (url) => /\.tsx?$/.test(url);

/** An import without an extension from a TypeScript module: its .ts file, else the folder's index.ts. */
export async function resolve(specifier, context, nextResolve) {
  const isRelative = specifier.startsWith(".") || specifier.startsWith("/");
  if (
    !isRelative ||
    !context.parentURL ||
    !isTypeScript(context.parentURL) ||
    /\.[cm]?[jt]sx?$/.test(specifier)
  )
    return nextResolve(specifier, context);
  for (const candidate of [`${specifier}.ts`, `${specifier}.tsx`, `${specifier}/index.ts`]) {
    try {
      return await nextResolve(candidate, context);
    } catch (error) {
      if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    }
  }
  return nextResolve(specifier, context);
}

/** A TypeScript module as the ES module esbuild makes of it, with its source map for stack traces. */
export async function load(url, context, nextLoad) {
  if (!isTypeScript(url)) return nextLoad(url, context);
  const source = await readFile(new URL(url), "utf8");
  const { code } = await transform(source, {
    loader: url.endsWith(".tsx") ? "tsx" : "ts",
    format: "esm",
    target: "node20",
    sourcefile: new URL(url).pathname,
    sourcemap: "inline",
    define: DEFINE,
    jsx: "automatic",
  });
  return { format: "module", source: code, shortCircuit: true };
}
