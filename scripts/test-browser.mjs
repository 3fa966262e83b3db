/**
 * `npm run test:browser`: the browser suite in Chromium, Firefox and WebKit, one engine after
 * another (issue "Every engine shoppers use"). Each engine's run is labelled with its name by
 * web-test-runner; at the end one line per engine says how it went, then the totals.
 *
 *   npm run test:browser                              # all three engines
 *   npm run test:browser -- --engine firefox          # one engine (also: chromium, webkit)
 *   npm run test:browser -- --engine webkit test/footer/phone.test.js   # one engine, some files
 *
 * Every other argument goes to web-test-runner as it is.
 */
import { spawn } from "node:child_process";
import { ENGINES, findEngine, missingEngineMessage } from "./browsers.mjs";

const args = process.argv.slice(2);
const engines = [];
const passOn = [];
for (let index = 0; index < args.length; index += 1) {
  if (args[index] === "--engine") engines.push(...String(args[(index += 1)] ?? "").split(","));
  else if (args[index].startsWith("--engine="))
    engines.push(...args[index].slice("--engine=".length).split(","));
  else passOn.push(args[index]);
}
if (engines.length === 0) engines.push(...Object.keys(ENGINES));

const unknown = engines.filter((name) => !(name in ENGINES));
if (unknown.length) {
  console.error(`Unknown engine ${unknown.join(", ")}: choose from ${Object.keys(ENGINES).join(", ")}.`);
  process.exit(2);
}

/** Runs web-test-runner for one engine; resolves with its exit code and its last tally. */
function run(engine) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["web-test-runner", ...passOn], {
      env: { ...process.env, SHOP_TEST_ENGINE: engine },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let tally = null;
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      // web-test-runner's progress line: "Firefox: |███| 8/8 test files | 114 passed, 16 failed"
      for (const [, passed, failed] of String(chunk).matchAll(/(\d+) passed, (\d+) failed/g))
        tally = { passed: Number(passed), failed: Number(failed) };
    });
    child.on("close", (code) => resolve({ code: code ?? 1, tally }));
  });
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
  results.push({ label, ...(await run(engine)) });
}

console.log("\nBrowser tests by engine:");
for (const { label, code, tally, missing } of results) {
  const outcome = missing
    ? "not installed"
    : `${tally ? `${tally.passed} passed, ${tally.failed} failed` : "no tally"}${code === 0 ? "" : " — FAILED"}`;
  console.log(`  ${label}: ${outcome}`);
}
const passed = results.reduce((sum, { tally }) => sum + (tally?.passed ?? 0), 0);
const failed = results.reduce((sum, { tally }) => sum + (tally?.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
