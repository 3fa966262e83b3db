import { createHash } from "node:crypto";
import { dirname, resolve as resolvePath } from "node:path";
import { existsSync, readFileSync, mkdirSync, writeFileSync } from "node:fs";
import babel from "@rollup/plugin-babel";
import { transform as transformCss } from "lightningcss";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import lingui from "./lingui.config.js";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

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
 * The compiled catalogs (`npm run i18n:compile`, lingui.config.js): per locale, `messages` holds
 * the elements' texts and `widgets` those of the widgets only the gallery shows, each keyed by
 * Lingui's message ids, as the macros leave them in the script.
 */
function compiledMessages(locale, catalog) {
  const file = `locales/${locale}/${catalog}.json`;
  if (!existsSync(file))
    throw new Error(`${file} is missing: compile the catalogs first (npm run i18n:compile)`);
  return JSON.parse(readFileSync(file, "utf8")).messages;
}

/**
 * Which catalogs a build's texts come from: a digest of all message ids (`lingui compile
 * --strict` fails unless every locale has every message, so one locale's ids are all ids). A
 * catalog names it (`ids`), and the script refuses a catalog of another build rather than show
 * wrong texts (src/i18n/catalogs.ts).
 */
const messageIdsVersion = createHash("sha256")
  .update(
    ["messages", "widgets"]
      .flatMap((catalog) => Object.keys(compiledMessages(lingui.locales[0], catalog)))
      .sort()
      .join("\n"),
  )
  .digest("base64url")
  .slice(0, 8);

/**
 * Only the page's locale travels: for each locale, the build writes `<dir>/<locale>.json` beside
 * the script, `{ ids, messages }` with the messages of the given catalogs as Lingui compiled them.
 */
function localeCatalogs({ dir, catalogs }) {
  return {
    name: "locale-catalogs",
    writeBundle() {
      mkdirSync(`dist/${dir}`, { recursive: true });
      for (const locale of lingui.locales) {
        const messages = Object.assign({}, ...catalogs.map((catalog) => compiledMessages(locale, catalog)));
        writeFileSync(`dist/${dir}/${locale}.json`, JSON.stringify({ ids: messageIdsVersion, messages }));
      }
    },
  };
}

/**
 * The chain the toolchain notes found to work: TypeScript keeps JSX, Babel expands the Lingui
 * macros (without it the build succeeds and every text renders empty) and the JSX, terser last.
 */
export const plugins = (replacements = {}) => [
  replace({
    preventAssignment: true,
    values: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __MESSAGE_IDS__: JSON.stringify(messageIdsVersion),
      ...replacements,
    },
  }),
  cssText(),
  nodeResolve({ extensions: [".mjs", ".js", ".ts", ".tsx"] }),
  commonjs(),
  typescript({ tsconfig: "./tsconfig.json", noEmitOnError: true }),
  babel({
    babelHelpers: "bundled",
    extensions: [".js", ".jsx", ".ts", ".tsx"],
    exclude: /node_modules/,
    presets: [["@babel/preset-react", { runtime: "automatic" }]],
    // Texts come from the locale catalogs, so the English source texts need not travel (ids stay).
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }]],
  }),
  terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
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
 * What the scripts the page's script loads when needed (the staff tool's, the page API calls')
 * take from it instead of bringing their own copy (src/lib/page-registry.ts, `shared`): React
 * and Lingui's binding, which must be one per page, the services client with its errors and
 * the error log, and what the page's script has anyway and the staff tool would otherwise bring
 * a second copy of: valibot's schema builders and the widgets of the kit the form shows. Keyed by
 * the import as written (packages) or by the file it resolves to (the project's modules).
 */
const SHARED_MODULES = new Map([
  ["react", "react"],
  ["react/jsx-runtime", "jsxRuntime"],
  ["@lingui/react", "linguiReact"],
  ["valibot", "valibot"],
  [resolvePath("src/api/request.ts"), "services"],
  [resolvePath("src/api/errors.ts"), "errors"],
  [resolvePath("src/lib/log.ts"), "log"],
  [resolvePath("src/ui/button/button.tsx"), "button"],
  [resolvePath("src/ui/expansion-panel/expansion-panel.tsx"), "expansionPanel"],
  [resolvePath("src/ui/icon/icon.tsx"), "icon"],
  [resolvePath("src/ui/icon-button/icon-button.tsx"), "iconButton"],
  [resolvePath("src/ui/notification/notification.tsx"), "notification"],
]);

/** The `shared` key of an import of a loaded script, or undefined when its build bundles it. */
function sharedKey(source, importer) {
  if (SHARED_MODULES.has(source)) return SHARED_MODULES.get(source);
  const isPath = source.startsWith(".") || source.startsWith("/");
  if (!isPath) return undefined;
  const base = importer ? resolvePath(dirname(importer), source) : source;
  return [base, `${base}.ts`, `${base}.tsx`].map((path) => SHARED_MODULES.get(path)).find(Boolean);
}

/** A script the page's script loads beside itself when it is needed, registering what it brings. */
const loadedScript = ({ input, file, what }) => ({
  input,
  external: (source, importer) => sharedKey(source, importer) !== undefined,
  output: {
    file,
    format: "iife",
    sourcemap: true,
    banner: `/*! shop-components ${pkg.version}: ${what} */`,
    globals: (id) => `window[Symbol.for("shop-components")].shared.${sharedKey(id)}`,
  },
  plugins: plugins({ __VERSION__: JSON.stringify(pkg.version), __CATALOG_DIR__: JSON.stringify("locales") }),
  onwarn,
  treeshake,
});

/** Loaded by the preview panel once the staff check succeeded (src/staff.ts). */
const staffTool = loadedScript({
  input: "src/staff.ts",
  file: "dist/shop-components-staff.js",
  what: "staff tool",
});

/** Loaded by `window.ShopComponents` on its first service call (src/page-calls.ts). */
const pageCalls = loadedScript({
  input: "src/page-calls.ts",
  file: "dist/shop-components-calls.js",
  what: "page API calls",
});

const shopComponents = {
  input: "src/index.ts",
  output: {
    file: "dist/shop-components.js",
    format: "iife",
    sourcemap: true,
    banner: `/*! shop-components ${pkg.version} */`,
  },
  plugins: [
    ...plugins({ __VERSION__: JSON.stringify(pkg.version), __CATALOG_DIR__: JSON.stringify("locales") }),
    localeCatalogs({ dir: "locales", catalogs: ["messages"] }),
  ],
  onwarn,
  treeshake,
};

/**
 * The widget gallery for QA (demo/widgets.html): a separate script, never part of the shop bundle,
 * that registers <shop-widget-gallery> through the same element layer, with its own whole
 * catalogs in dist/widgets-locales/.
 */
const widgetsGallery = {
  input: "src/ui/gallery/index.ts",
  output: { file: "dist/widgets-gallery.js", format: "iife", sourcemap: true },
  plugins: [
    ...plugins({ __CATALOG_DIR__: JSON.stringify("widgets-locales") }),
    localeCatalogs({ dir: "widgets-locales", catalogs: ["messages", "widgets"] }),
  ],
  onwarn,
  treeshake,
};

/**
 * The test build for test/api/ (src/testing.ts): the shop's script plus `ShopComponents.__internals`.
 * It sits beside the shop's script, so it reads the same catalogs; it is never deployed.
 */
const testBuild = {
  input: "test/build/testing.ts",
  output: { file: "dist/shop-components.test.js", format: "iife", sourcemap: true },
  plugins: plugins({ __VERSION__: JSON.stringify(pkg.version), __CATALOG_DIR__: JSON.stringify("locales") }),
  onwarn,
  treeshake,
};

export default [shopComponents, staffTool, pageCalls, widgetsGallery, testBuild];
