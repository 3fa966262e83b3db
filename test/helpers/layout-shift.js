/** Layout shifts as the Layout Instability API reports them (Chromium only). */
import { afterRenderingUpdate } from "./page.js";

/**
 * Only Chromium reports layout shifts (the Layout Instability API); Firefox and WebKit have no
 * `layout-shift` entries at all, so there a test of them could not fail.
 */
export const hasLayoutShiftEntries =
  PerformanceObserver.supportedEntryTypes?.includes("layout-shift") ?? false;

/**
 * `it` where the engine reports layout shifts; elsewhere the test is not defined (rather than
 * skipped or passed: it could not fail there), and the run's count says so.
 */
export const itWithLayoutShifts = hasLayoutShiftEntries ? it : () => {};

/** The layout shifts the page has seen so far (buffered entries included), from `since` on. */
export async function layoutShifts(page, since = 0) {
  const entries = [];
  const observer = new page.PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: "layout-shift", buffered: true });
  // A shift is reported after the frame that laid it out: after one more rendering update every
  // shift so far has reached the observer, delivered or still waiting in its buffer.
  await afterRenderingUpdate(page);
  entries.push(...observer.takeRecords());
  observer.disconnect();
  return entries
    .filter((entry) => entry.startTime >= since)
    .map((entry) => ({
      value: entry.value,
      sources: entry.sources.map(({ node, previousRect, currentRect }) => ({
        node: node?.nodeName,
        text: node?.textContent?.slice(0, 30),
        from: [previousRect.y, previousRect.height],
        to: [currentRect.y, currentRect.height],
      })),
    }));
}
