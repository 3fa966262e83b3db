/**
 * What every bundle of the build shares (the classic scripts, scripts/build-scripts.mjs; the server
 * module, rollup.config.mjs; all made by rollup): the build's identity, the stylesheets as minified
 * strings, the texts as compiled catalogs, the Lingui macros expanded, and the one chain of rollup
 * plugins that turns the sources into JavaScript.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { transformAsync } from "@babel/core";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { transform as transformWithEsbuild } from "esbuild";
import { transform as transformCss } from "lightningcss";
import { withBreakpoints } from "./breakpoints.mjs";
import { LOCALES } from "./site-table.mjs";

export const VERSION = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;

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
  return `${VERSION}+${hash.digest("hex").slice(0, 12)}`;
}
export const BUILD_ID = buildId();

/** The constants the sources name (src/global.d.ts), as each bundle's code is to read them. */
export const constants = ({ serverModule }) => ({
  "process.env.NODE_ENV": JSON.stringify("production"),
  __VERSION__: JSON.stringify(VERSION),
  __BUILD__: JSON.stringify(BUILD_ID),
  // The elements' server parts are in the server module only (IS_SERVER_MODULE, element-definition.ts).
  __SERVER_MODULE__: JSON.stringify(serverModule),
});

/**
 * The engines the tests run in, as the shop supports them: the stylesheets keep every rule they
 * need and drop nothing they do not understand.
 */
const cssVersion = (major, minor = 0) => (major << 16) | (minor << 8); // lightningcss's encoding
export const CSS_TARGETS = { chrome: cssVersion(120), firefox: cssVersion(128), safari: cssVersion(17, 4) };

/**
 * A stylesheet as the module a component imports: its text with its breakpoints' widths, minified
 * by lightningcss (adopted into shadow roots by src/elements/define.ts).
 */
export function cssModule(path, code = readFileSync(path)) {
  const { code: minified } = transformCss({
    filename: path,
    code: Buffer.from(withBreakpoints(path, code.toString())),
    minify: true,
    targets: CSS_TARGETS,
  });
  return `export default ${JSON.stringify(minified.toString())};`;
}

/**
 * The texts travel inside the script: `import { messageIds, catalogs } from "shop-components:catalogs"`
 * (src/i18n/catalogs.ts) gives the messages of the given Lingui catalogs as `lingui compile` wrote
 * them (lingui.config.js: `messages` holds the elements' texts, `widgets` those of the widgets only
 * the gallery shows). Every locale has the same message ids (`lingui compile --strict` refuses a
 * missing translation, and the build refuses a catalog with other ids): `messageIds` lists them
 * once, and each locale is a JSON text of its messages in that order (the ids written again in
 * each locale cost 0.5 KB gzip). As JSON text the script parses only the locales a page shows, when
 * it first shows them; what that saves in evaluation against object literals could not be told
 * apart (`npm run bench:catalogs`).
 */
export const CATALOGS_MODULE = "shop-components:catalogs";

function compiledMessages(locale, catalog) {
  const file = `locales/${locale}/${catalog}.json`;
  if (!existsSync(file))
    throw new Error(`${file} is missing: compile the catalogs first (npm run i18n:compile)`);
  return JSON.parse(readFileSync(file, "utf8")).messages;
}

/** Per locale, the messages of the given catalogs by message id (bench/catalogs.mjs reads them too). */
export function catalogMessages(catalogs) {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.assign({}, ...catalogs.map((catalog) => compiledMessages(locale, catalog))),
    ]),
  );
}

/**
 * The module `shop-components:catalogs` of the given catalogs; `messages` (per locale, by id) is
 * what `lingui compile` wrote for them unless given.
 */
export function catalogsModule(catalogs, messages = catalogMessages(catalogs)) {
  const [first, ...others] = Object.keys(messages);
  const messageIds = Object.keys(messages[first]).sort();
  for (const locale of others) {
    if (Object.keys(messages[locale]).sort().join() !== messageIds.join())
      throw new Error(
        `locales/${locale}: the catalogs ${catalogs.join(", ")} have other message ids than ${first}'s; run npm run i18n:extract`,
      );
  }
  const texts = Object.fromEntries(
    Object.entries(messages).map(([locale, byId]) => [
      locale,
      JSON.stringify(messageIds.map((id) => byId[id])),
    ]),
  );
  return `export const messageIds = ${JSON.stringify(messageIds)};\nexport const catalogs = ${JSON.stringify(texts)};`;
}

/** Whether a source uses Lingui's macros (`t`, `msg`, `<Trans>`), which only Babel expands. */
export const usesLinguiMacros = (source) => /from "@lingui\/[a-z]+\/macro"/.test(source);

/**
 * A source with its Lingui macros expanded and its JSX compiled (React's automatic runtime), as
 * JavaScript: TypeScript's types go first (esbuild, JSX kept), then Babel. Without this step a
 * build succeeds and every text renders empty (docs/architecture.md). The compiled catalogs carry
 * every text, so the English source texts need not travel (their ids stay).
 */
export async function expandLinguiMacros(source, path) {
  // Lingui's macro keeps each text's note for translators (`comment`) in the code unless the
  // build's own environment says production. Every build here is one (`constants`), and the notes
  // are for the catalogs only: eleven of them were 1.0 KB gzip in the script.
  process.env.NODE_ENV = "production";
  const { code } = await transformWithEsbuild(source, {
    loader: path.endsWith(".tsx") ? "tsx" : "ts",
    jsx: "preserve",
    sourcefile: path,
  });
  const result = await transformAsync(code, {
    filename: `${path}.jsx`,
    babelrc: false,
    configFile: false,
    presets: [["@babel/preset-react", { runtime: "automatic" }]],
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }]],
  });
  return result.code;
}

/** The texts (`shop-components:catalogs`, src/i18n/catalogs.ts), as `catalogsModule` makes them. */
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
 * The sources as JavaScript: TypeScript's types stripped and JSX compiled by esbuild's transform
 * (docs/architecture.md says why not @rollup/plugin-typescript), the Lingui macros expanded by
 * Babel where a module uses them (without that step a build succeeds and every text renders empty).
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

/**
 * The chain every rollup build of the project runs: its constants, the texts of `catalogs`, the
 * stylesheets, the packages (React ships CommonJS), the sources.
 */
export const rollupPlugins = ({ serverModule, catalogs = ["messages"] }) => [
  replace({ preventAssignment: true, values: constants({ serverModule }) }),
  compiledCatalogs(catalogs),
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
export const TREESHAKE = { manualPureFunctions: ["createReactComponent"] };

/**
 * How terser minifies every classic script, the floor's too (bench/floor/build.mjs): the bytes a
 * page downloads are compared at equal minification.
 *
 * Each script starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium
 * from 136; other engines read a comment): V8 then compiles every function of the file while the
 * file downloads, on a background thread, instead of on the main thread when it is first called.
 * The script keeps React and the views unevaluated until an element is needed
 * (src/elements/element-mount.ts), and without the hint that first need also compiled them, in
 * the task the shopper waits for. Measured in docs/architecture.md, "Compiled while it downloads".
 */
export const TERSER_OPTIONS = {
  ecma: 2020,
  compress: { passes: 3 },
  format: { comments: false, preamble: "//# allFunctionsCalledOnLoad" },
};

/** React's packages start with "use client", which means nothing in a classic script. */
export function onRollupWarning(warning, warn) {
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
}
