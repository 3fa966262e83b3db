import { readFileSync, mkdirSync, copyFileSync } from "node:fs";
import babel from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import lingui from "./lingui.config.js";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

/** Stylesheets become strings (adopted into shadow roots by src/elements/define.ts). */
function cssText() {
  return {
    name: "css-text",
    transform(code, id) {
      if (!id.endsWith(".css")) return null;
      const minified = code
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\s+/g, " ")
        .replace(/\s*([{}:;,>])\s*/g, "$1")
        .replace(/;}/g, "}")
        .trim();
      return { code: `export default ${JSON.stringify(minified)};`, map: { mappings: "" } };
    },
  };
}

/** Only the page's locale travels: each compiled catalog becomes dist/locales/<locale>.json. */
function localeCatalogs() {
  return {
    name: "locale-catalogs",
    writeBundle() {
      mkdirSync("dist/locales", { recursive: true });
      for (const locale of lingui.locales) {
        copyFileSync(`locales/${locale}/messages.json`, `dist/locales/${locale}.json`);
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
    values: { "process.env.NODE_ENV": JSON.stringify("production"), ...replacements },
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
    // The macro strips the English source texts only when Node's own NODE_ENV is "production",
    // which `rollup -c` does not set: say so, the texts travel in the catalogs.
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }]],
  }),
  terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
];

export default {
  input: "src/index.ts",
  output: {
    file: "dist/shop-components.js",
    format: "iife",
    sourcemap: true,
    banner: `/*! shop-components ${pkg.version} */`,
  },
  plugins: [...plugins({ __VERSION__: JSON.stringify(pkg.version) }), localeCatalogs()],
  onwarn(warning, warn) {
    // React's packages start with "use client", which means nothing in a classic script.
    if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
    warn(warning);
  },
};
