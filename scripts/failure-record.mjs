/**
 * A web-test-runner reporter that keeps, in a file, what failed in a run: each failed test's file,
 * name and error, a test file's own errors (a page that crashed, tests that never started or
 * finished) and the browser logs of those files. scripts/test-browser.mjs prints the file's
 * contents once every engine has run, so a CI log that keeps only its tail still says what failed
 * and why, whatever shape web-test-runner's own report of it had.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** Where the failures of one engine's run are kept (test-results/ is outside the repository's files). */
export const failureRecordPath = (root, engine) =>
  join(root, "test-results", `browser-failures-${engine}.json`);

/** The failed tests of a suite and its nested suites, each with the names of the suites around it. */
function failedTests(suite, path = []) {
  if (!suite) return [];
  const here = suite.name ? [...path, suite.name] : path;
  return [
    ...suite.tests
      .filter((test) => !test.passed && !test.skipped)
      .map((test) => ({ name: [...here, test.name].join(" > "), error: test.error })),
    ...suite.suites.flatMap((child) => failedTests(child, here)),
  ];
}

const describeError = (error) =>
  error
    ? [error.name ? `${error.name}: ${error.message}` : error.message, error.stack].filter(Boolean).join("\n")
    : "";

/** @param {{ file: string }} options the file the failures are written to, as they happen */
export function failureRecordReporter({ file }) {
  const failures = [];
  const write = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(failures, null, 2));
  };
  return {
    start: write,
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      for (const session of sessionsForTestFile.filter((each) => !each.passed)) {
        const tests = failedTests(session.testResults);
        failures.push({
          file: relative(process.cwd(), testFile),
          tests: tests.map(({ name, error }) => ({ name, error: describeError(error) })),
          errors: session.errors.map(describeError),
          // A session can fail with neither (a browser that went away): say so rather than nothing.
          status:
            tests.length || session.errors.length
              ? undefined
              : `failed with no error (status ${session.status})`,
          logs: session.logs.map((args) => args.map(String).join(" ")),
        });
      }
      if (failures.length) write();
    },
  };
}

/** The record of one engine's run as text to print, or "" when nothing failed. */
export function formatFailureRecord(failures) {
  return failures
    .map(({ file, tests, errors, status, logs }) =>
      [
        `${file}:`,
        ...errors.map((error) => `  ✗ (the file) ${error}`),
        ...tests.map(({ name, error }) => `  ✗ ${name}\n${error.replace(/^/gm, "      ")}`),
        ...(status ? [`  ✗ ${status}`] : []),
        ...(logs.length ? ["  browser logs:", ...logs.map((log) => `      ${log}`)] : []),
      ].join("\n"),
    )
    .join("\n\n");
}
