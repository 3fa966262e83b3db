/**
 * `npm run build`: each step says what it does before it starts and how long it took, so that
 * a first build (about a minute on a 2-core machine) is never silent. Run through npm
 * (`npm run build`), which puts the project's tools (rollup, cem) on the PATH.
 *
 * dist/ receives what a shop deploys (the script, its source map, the element manifest, the type
 * declarations; the server module, its CLI and the stylesheets fragments link); build/ what the
 * demo and the tests use besides (the widget gallery, the test build). `--demo` (npm start) builds only what the demo uses: the script, the server module (its
 * prerendered pages) and the gallery; not the test build, which test/api/ needs.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const forDemo = process.argv.includes("--demo");

// The whole build owns dist/ and build/: it empties them first, so that nothing an older build
// wrote (a chunk, a renamed file) lingers beside what a shop deploys.
if (!forDemo) for (const folder of ["dist", "build"]) rmSync(folder, { recursive: true, force: true });

const COMPILE = [
  "Compiling the catalogs (lingui compile: locales/*/*.po → JSON)",
  "npm",
  ["run", "--silent", "i18n:compile"],
];

/** The classic scripts a page loads (rollup, then terser): the shop's, the gallery's, the tests'. */
const scripts = (only) => [
  `Bundling the classic scripts (rollup, terser: ${only ? "dist/shop-components.js and the widget gallery" : "dist/shop-components.js; the widget gallery and the test build in build/"})`,
  "node",
  ["scripts/build-scripts.mjs", ...(only ? ["--only", only] : [])],
];

const SERVER = ["Bundling the server module (rollup: dist/server.mjs and dist/cli.mjs)", "rollup", ["-c"]];

const STEPS = forDemo
  ? [COMPILE, scripts("shop,gallery"), SERVER]
  : [
      COMPILE,
      scripts(),
      SERVER,
      ["Type declarations (tsc → dist/types/)", "npm", ["run", "--silent", "build:types"]],
      [
        "Element manifest (custom-elements-manifest analyzer → dist/custom-elements.json)",
        "cem",
        ["analyze", "--config", "custom-elements-manifest.config.mjs"],
      ],
      [
        "Stylesheets of the server-rendered elements and the answer page (dist/<name>.css, linked by fragments)",
        "node",
        ["scripts/write-stylesheets.mjs"],
      ],
      [
        "The tests' r2wc probe (test/r2wc/probe.js → build/r2wc-probe.js, for test/elements/r2wc.test.js)",
        "node",
        ["scripts/build-r2wc-probe.mjs"],
      ],
    ];

for (const [index, [what, command, args]] of STEPS.entries()) {
  console.log(`\nBuild ${index + 1}/${STEPS.length}: ${what}…`);
  const started = performance.now();
  const { status, error } = spawnSync(command, args, {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (error || status !== 0) {
    console.error(
      `Build step ${index + 1} failed${error ? `: ${error.message}` : ` (exit code ${status})`}.`,
    );
    process.exit(status || 1);
  }
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
