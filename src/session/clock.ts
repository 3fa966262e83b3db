/**
 * Time and interval timers, injectable so that tests of the built script can drive the renewal
 * intervals (3 min, 10 s, 5 min) with a fake clock instead of waiting.
 *
 * Test-only hook: when the page sets `window.__SHOP_COMPONENTS_TEST__ = { clock }` before an
 * element starts its timers, that clock is used instead of the real one. It is read when timers
 * start, so a page that never sets it gets `Date.now` and the window's own timers; any value
 * without a `clock` means the real clock. (The services client's test internals are not here:
 * they are only in the test build, src/testing.ts.)
 */
export interface Clock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

declare global {
  interface Window {
    __SHOP_COMPONENTS_TEST__?: unknown;
  }
}

const realClock: Clock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id as number),
};

export function currentClock(): Clock {
  return (window.__SHOP_COMPONENTS_TEST__ as { clock?: Clock } | undefined)?.clock ?? realClock;
}
