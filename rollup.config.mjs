import { builtinModules } from "node:module";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import babel from "@rollup/plugin-babel";
import { transform as transformCss } from "lightningcss";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { LOCALES } from "./scripts/site-table.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

/**
 * What identifies a build: its version and a hash of what it is made of (the sources, the
 * catalogs, the lockfile). A server-rendered fragment names the build that rendered it, and the
 * script hydrates only its own build's markup.
 */
function buildId() {
  const hash = createHash("sha256");
  const files = ["src", "locales"].flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`),
  );
  for (const file of [...files.sort(), "package-lock.json"]) hash.update(file).update(readFileSync(file));
  return `${pkg.version}+${hash.digest("hex").slice(0, 12)}`;
}
const BUILD_ID = buildId();

/**
 * Stylesheets become strings (adopted into shadow roots by src/elements/define.ts), minified by
 * lightningcss. Its targets are the engines the tests run in, as the shop supports them: it keeps
 * every rule they need and drops nothing they do not understand.
 */
const cssVersion = (major, minor = 0) => (major << 16) | (minor << 8); // lightningcss's encoding
const CSS_TARGETS = { chrome: cssVersion(120), firefox: cssVersion(128), safari: cssVersion(17, 4) };

function cssText() {
  return {
    name: "css-text",
    transform(code, id) {
      if (!id.endsWith(".css")) return null;
      const { code: minified } = transformCss({
        filename: id,
        code: Buffer.from(code),
        minify: true,
        targets: CSS_TARGETS,
      });
      return { code: `export default ${JSON.stringify(minified.toString())};`, map: { mappings: "" } };
    },
  };
}

/**
 * The texts travel inside the script: `import { catalogs } from "shop-components:catalogs"`
 * (src/i18n/catalogs.ts) gives, per locale, the messages of the given Lingui catalogs as
 * `lingui compile` wrote them (lingui.config.js: `messages` holds the elements' texts, `widgets`
 * those of the widgets only the gallery shows), each locale as JSON text: the script parses only
 * the locales a page shows, when it first shows them, and `JSON.parse` reads data faster than
 * the JavaScript parser reads an object literal.
 */
const CATALOGS_MODULE = "shop-components:catalogs";

function compiledMessages(locale, catalog) {
  const file = `locales/${locale}/${catalog}.json`;
  if (!existsSync(file))
    throw new Error(`${file} is missing: compile the catalogs first (npm run i18n:compile)`);
  return JSON.parse(readFileSync(file, "utf8")).messages;
}

function compiledCatalogs(catalogs) {
  return {
    name: "compiled-catalogs",
    resolveId: (source) => (source === CATALOGS_MODULE ? `\0${CATALOGS_MODULE}` : null),
    load(id) {
      if (id !== `\0${CATALOGS_MODULE}`) return null;
      const byLocale = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          JSON.stringify(Object.assign({}, ...catalogs.map((catalog) => compiledMessages(locale, catalog)))),
        ]),
      );
      return `export const catalogs = ${JSON.stringify(byLocale)};`;
    },
  };
}

/**
 * The chain the toolchain notes found to work: TypeScript keeps JSX, Babel expands the Lingui
 * macros (without it the build succeeds and every text renders empty) and the JSX, terser last.
 */
export const plugins = ({ catalogs = ["messages"], forNode = false } = {}) => [
  replace({
    preventAssignment: true,
    values: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __VERSION__: JSON.stringify(pkg.version),
      __BUILD__: JSON.stringify(BUILD_ID),
    },
  }),
  compiledCatalogs(catalogs),
  cssText(),
  nodeResolve({
    extensions: [".mjs", ".js", ".ts", ".tsx"],
    // The server module takes React's server renderer for Node.
    exportConditions: forNode ? ["node"] : [],
    preferBuiltins: forNode,
  }),
  commonjs(),
  typescript({ tsconfig: "./tsconfig.json", noEmitOnError: true }),
  babel({
    babelHelpers: "bundled",
    extensions: [".js", ".jsx", ".ts", ".tsx"],
    exclude: /node_modules/,
    presets: [["@babel/preset-react", { runtime: "automatic" }]],
    // The compiled catalogs carry every text, so the English source texts need not travel (ids stay).
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }]],
  }),
  // The server module stays readable: its size costs no shopper anything.
  !forNode && terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
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

/** What a shop deploys: one classic script that needs nothing else from the build. */
const shopComponents = {
  input: "src/index.ts",
  output: {
    file: "dist/shop-components.js",
    format: "iife",
    sourcemap: true,
    banner: `/*! shop-components ${pkg.version} */`,
  },
  plugins: plugins(),
  onwarn,
  treeshake,
};

/**
 * The widget gallery for QA (demo/widgets.html, test/ui/): a script of the demo's, never deployed,
 * that registers <shop-widget-gallery> through the same element layer, with the texts of the
 * widgets only it shows.
 */
const widgetsGallery = {
  input: "src/ui/gallery/index.ts",
  output: { file: "build/widgets-gallery.js", format: "iife", sourcemap: true },
  plugins: plugins({ catalogs: ["messages", "widgets"] }),
  onwarn,
  treeshake,
};

/**
 * The test build for test/api/ (test/build/testing.ts): the shop's script plus
 * `ShopComponents.__internals`. Never deployed.
 */
const testBuild = {
  input: "test/build/testing.ts",
  output: { file: "build/shop-components.test.js", format: "iife", sourcemap: true },
  plugins: plugins(),
  onwarn,
  treeshake,
};

/**
 * The server renderer (src/server/): an ES module for Node with everything in it (React's server
 * renderer, the components, the texts), so that a shop's server needs no node_modules for it; and
 * the CLI (`shop-components-render`, package.json's bin, with the line that makes it executable),
 * which imports what it needs from dist/server.mjs.
 */
/** The CLI imports the server module's entry: in dist/ that is ./server.mjs, not a second copy of it. */
function cliImportsServerModule() {
  return {
    name: "cli-imports-server-module",
    resolveId: (source, importer) =>
      source === "./index" && importer?.endsWith("src/server/cli.ts")
        ? { id: "./server.mjs", external: true }
        : null,
  };
}

const server = {
  input: { server: "src/server/index.ts", cli: "src/server/cli.ts" },
  output: {
    dir: "dist",
    format: "es",
    entryFileNames: "[name].mjs",
    sourcemap: true,
    banner: (chunk) => (chunk.name === "cli" ? "#!/usr/bin/env node" : ""),
  },
  external: (id) => id.startsWith("node:") || builtinModules.includes(id),
  plugins: [cliImportsServerModule(), ...plugins({ forNode: true })],
  onwarn,
  treeshake,
};

/**
 * `rollup -c` builds all four; `rollup -c --configDemo` (npm start) only what the demo uses: the
 * shop's script, the server module and the widget gallery; `--configServer` the server module.
 */
export default (args) => {
  if (args.configServer) return [server]; // while working on src/server/ alone
  return args.configDemo
    ? [shopComponents, server, widgetsGallery]
    : [shopComponents, server, widgetsGallery, testBuild];
};
