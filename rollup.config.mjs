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
export const plugins = ({ catalogs = ["messages"], minify = true, serverModule = false } = {}) => [
  replace({
    preventAssignment: true,
    values: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __VERSION__: JSON.stringify(pkg.version),
      __BUILD__: JSON.stringify(BUILD_ID),
      // The elements' server parts are in the server module only (IS_SERVER_MODULE, element-root.ts).
      __SERVER_MODULE__: JSON.stringify(serverModule),
    },
  }),
  compiledCatalogs(catalogs),
  cssText(),
  nodeResolve({
    extensions: [".mjs", ".js", ".ts", ".tsx"],
    exportConditions: [],
    preferBuiltins: false,
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
  // The server module and its CLI stay readable: their size costs no shopper anything.
  minify && terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
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
  output: { file: "dist/server.mjs", format: "es", sourcemap: true },
  plugins: [...plugins({ minify: false, serverModule: true }), selfContained()],
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
    ...plugins({ minify: false, serverModule: true }),
  ],
  onwarn,
  treeshake,
};

/**
 * `rollup -c` builds all four; `rollup -c --configDemo` (npm start) only what the demo uses: the
 * shop's script, the server module and the widget gallery; `--configServer` the server module.
 */
export default (args) => {
  if (args.configServer) return [server, cli]; // while working on src/server/ alone
  return args.configDemo
    ? [shopComponents, server, cli, widgetsGallery]
    : [shopComponents, server, cli, widgetsGallery, testBuild];
};
