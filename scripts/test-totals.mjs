/**
 * A reporter for `node --test` beside the dot reporter: one line of totals at the end (tests, not
 * suites), so that a run says how it went without scrolling through dots.
 */
export default async function* totals(source) {
  const count = { passed: 0, failed: 0, skipped: 0 };
  for await (const { type, data } of source) {
    if (data?.details?.type === "suite") continue;
    if (type === "test:pass") count[data.skip || data.todo ? "skipped" : "passed"]++;
    if (type === "test:fail") count.failed++;
  }
  const skipped = count.skipped ? `, ${count.skipped} skipped` : "";
  yield `\n${count.passed} passed, ${count.failed} failed${skipped}\n`;
}
