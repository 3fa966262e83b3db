/**
 * `npm run build`: each step says what it does before it starts and how long it took, so that
 * a first build (about a minute and a half on a 2-core machine) is never silent. Run through npm
 * (`npm run build`), which puts the project's tools (rollup, cem) on the PATH.
 */
import { spawnSync } from "node:child_process";

const STEPS = [
  [
    "Compiling the catalogs (lingui compile: locales/*/*.po → JSON)",
    "npm",
    ["run", "--silent", "i18n:compile"],
  ],
  [
    "Bundling dist/ (rollup: the shop's script, the staff tool, the page API calls, the widget gallery, the test build; about a minute)",
    "rollup",
    ["-c"],
  ],
  ["Type declarations (tsc → dist/types/)", "npm", ["run", "--silent", "build:types"]],
  [
    "Element manifest (custom-elements-manifest analyzer → dist/custom-elements.json)",
    "cem",
    ["analyze", "--config", "custom-elements-manifest.config.mjs"],
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
