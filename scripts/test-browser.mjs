/**
 * `npm run test:browser`: the browser suite in Chromium, Firefox and WebKit, one engine after
 * another (shoppers' browsers use all three). Each engine's run is labelled with its name by
 * web-test-runner. A few failed files run once more (RUN_AGAIN_AT_MOST); at the end what failed in
 * each engine is printed again (a CI log may keep only its tail), then one line per engine says
 * how it went, then the totals.
 *
 *   npm run test:browser                              # all three engines
 *   npm run test:browser -- --engine firefox          # one engine (also: chromium, webkit)
 *   npm run test:browser -- --engine webkit test/footer/phone.test.js   # one engine, some files
 *
 * Files named run alone (also those of test/api/, in the test build's page); without, every file
 * runs. A build the files need that is missing is named in one line before anything starts.
 * Every other argument goes to web-test-runner as it is.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ENGINES, findEngine, missingEngineMessage } from "./browsers.mjs";
import { failureRecordPath, formatFailureRecord } from "./failure-record.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const engines = [];
const passOn = [];
/** Test files named on the command line: only these run (web-test-runner.config.mjs reads them). */
const files = [];
const isTestFile = (arg) => !arg.startsWith("-") && (/\.test\.js$/.test(arg) || arg.includes("*"));
for (let index = 0; index < args.length; index += 1) {
  if (args[index] === "--engine") engines.push(...String(args[(index += 1)] ?? "").split(","));
  else if (args[index].startsWith("--engine="))
    engines.push(...args[index].slice("--engine=".length).split(","));
  else if (isTestFile(args[index])) files.push(args[index]);
  else passOn.push(args[index]);
}
if (engines.length === 0) engines.push(...Object.keys(ENGINES));

/**
 * What the tests load from the build, by the files that need it: the shop's script every test
 * page loads, the test build test/api/ loads, the server module (the prerendered pages and the
 * demo's shop page render with it), the widget gallery of test/ui/ and the r2wc probe.
 */
const BUILT = [
  ["dist/shop-components.js", () => true],
  ["build/shop-components.test.js", (file) => file.startsWith("test/api/")],
  ["dist/server.mjs", (file) => /^test\/(prerendered|hosts|server|demo)\//.test(file)],
  ["build/widgets-gallery.js", (file) => file.startsWith("test/ui/")],
  ["build/r2wc-probe.js", (file) => file.includes("r2wc")],
];

/** The newest modification time of the files under `folder`. */
function newest(folder) {
  let time = 0;
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      time = Math.max(time, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return time;
}

/** Exits with one line saying what to build when the tests asked for need a build they lack. */
function checkBuild() {
  const asked = files.length ? files : ["test/api/", "test/prerendered/", "test/ui/", "test/r2wc/"];
  const needed = BUILT.filter(([, isNeeded]) => asked.some(isNeeded)).map(([file]) => file);
  const missing = needed.filter((file) => !existsSync(join(root, file)));
  if (missing.length) {
    console.error(
      `${missing.join(", ")} missing: run \`npm run build\` first (npm start builds the script, the server module and the gallery only).`,
    );
    process.exit(2);
  }
  const sources = newest("src");
  const stale = needed.filter((file) => statSync(join(root, file)).mtimeMs < sources);
  if (stale.length)
    console.warn(`Note: ${stale.join(", ")} older than src/: \`npm run build\` to test your change.`);
}
checkBuild();

const unknown = engines.filter((name) => !(name in ENGINES));
if (unknown.length) {
  console.error(`Unknown engine ${unknown.join(", ")}: choose from ${Object.keys(ENGINES).join(", ")}.`);
  process.exit(2);
}

/** What failed in one engine's run: the record web-test-runner's reporter keeps (scripts/failure-record.mjs). */
function failuresOf(engine) {
  const file = failureRecordPath(root, engine);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
}

/**
 * Runs web-test-runner for one engine on `testFiles` (none: all); resolves with its exit code,
 * its last tally and what failed.
 */
function run(engine, testFiles) {
  rmSync(failureRecordPath(root, engine), { force: true });
  return new Promise((resolve) => {
    // Only test/api/ files named: only the group that runs them (web-test-runner.config.mjs).
    const isApiOnly =
      testFiles.length > 0 && testFiles.every((file) => file.replace(/^\.\//, "").startsWith("test/api/"));
    const child = spawn("npx", ["web-test-runner", ...passOn, ...(isApiOnly ? ["--group", "api"] : [])], {
      env: { ...process.env, SHOP_TEST_ENGINE: engine, SHOP_TEST_FILES: JSON.stringify(testFiles) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let tally = null;
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      // web-test-runner's progress line: "Firefox: |███| 8/8 test files | 114 passed, 16 failed"
      for (const [, passed, failed] of String(chunk).matchAll(/(\d+) passed, (\d+) failed/g))
        tally = { passed: Number(passed), failed: Number(failed) };
    });
    child.on("close", (code) => resolve({ code: code ?? 1, tally, failures: failuresOf(engine) }));
  });
}

/**
 * At most this many failed files are run once more. A test that fails once in a thousand on a
 * busy machine (a browser starved of CPU for seconds) passes when its file runs again; a broken
 * rule fails again and the engine fails. A file that passed only the second time is still
 * reported, in full, as flaky: it is a defect to fix, not a pass to forget.
 */
const RUN_AGAIN_AT_MOST = 3;

/** One engine: its whole run, and the files that failed once more if they are few. */
async function runEngine(engine) {
  const first = await run(engine, files);
  const failedFiles = [...new Set(first.failures.map(({ file }) => file))];
  if (first.code === 0 || failedFiles.length === 0 || failedFiles.length > RUN_AGAIN_AT_MOST) return first;
  console.log(`\n=== ${ENGINES[engine].label}: the failed files once more: ${failedFiles.join(", ")} ===\n`);
  const again = await run(engine, failedFiles);
  return again.code === 0
    ? { ...first, code: 0, flaky: first.failures }
    : {
        ...first,
        failures: [
          ...first.failures,
          ...again.failures.map((failure) => ({ ...failure, file: `${failure.file} (run again)` })),
        ],
      };
}

const results = [];
for (const engine of engines) {
  const { label } = ENGINES[engine];
  if (!findEngine(engine)) {
    console.error(`\n${missingEngineMessage(engine)}\n`);
    results.push({ label, code: 1, tally: null, missing: true });
    continue;
  }
  console.log(`\n=== Browser tests in ${label} ===\n`);
  results.push({ label, ...(await runEngine(engine)) });
}

for (const { label, code, failures = [], flaky } of results) {
  if (flaky)
    console.log(
      `\n=== Flaky in ${label}: failed, then passed in its file's second run ===\n\n${formatFailureRecord(flaky)}`,
    );
  else if (code !== 0 && failures.length)
    console.log(`\n=== Failed in ${label} ===\n\n${formatFailureRecord(failures)}`);
}
console.log("\nBrowser tests by engine:");
for (const { label, code, tally, missing, flaky } of results) {
  const outcome = missing
    ? "not installed"
    : `${tally ? `${tally.passed} passed, ${tally.failed} failed` : "no tally"}${flaky ? " (then passed when run again: flaky, see above)" : ""}${code === 0 ? "" : " — FAILED"}`;
  console.log(`  ${label}: ${outcome}`);
}
const passed = results.reduce((sum, { tally }) => sum + (tally?.passed ?? 0), 0);
const failed = results.reduce((sum, { tally }) => sum + (tally?.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
