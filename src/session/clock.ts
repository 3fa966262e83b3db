/**
 * Time and interval timers, injectable so that tests of the built script can drive the renewal
 * intervals (3 min, 10 s, 5 min) with a fake clock instead of waiting.
 *
 * Test-only hook: when the page sets `window.__SHOP_COMPONENTS_TEST__ = { clock }` before an
 * element starts its timers, that clock is used instead of the real one. It is read when timers
 * start, so a page that never sets it gets `Date.now` and the window's own timers. (The same
 * global set to `true` before the script loads opens the services client's test internals;
 * any value without a `clock` means the real clock.)
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
