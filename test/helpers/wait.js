/**
 * `waitUntil` for every test: @open-wc/testing's, waiting up to 5 s by default instead of its
 * 1 s. A test waits for a condition, never for a time window; on a loaded 2-core CI machine a
 * render or a round trip at times takes over a second, and a condition that never comes still
 * fails, with its message, within the test's own 10 s. A test that needs another limit passes its
 * own `timeout`.
 */
import { waitUntil as waitUntilOpenWc } from "@open-wc/testing";

const DEFAULT_WAIT_MS = 5000;

/** Resolves once `condition()` is truthy; rejects with `message` after `options.timeout` ms (5 s). */
export const waitUntil = (condition, message, options = {}) =>
  waitUntilOpenWc(condition, message, { timeout: DEFAULT_WAIT_MS, ...options });
