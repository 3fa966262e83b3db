/** The shop's business constants and time limits, in one place. */

/** Every request times out after 15 000 ms. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The staff preview session is renewed every 300 000 ms while the panel lives. */
export const STAFF_SESSION_RENEWAL_MS = 300_000;
/** The login-token check runs every 180 000 ms (when the visitor was active). */
export const LOGIN_TOKEN_CHECK_MS = 180_000;
/** Logged out, the page polls every 10 s for the login token to appear. */
export const LOGGED_OUT_POLL_MS = 10_000;

/** Retry defaults: 10 retries, 100 ms delay, 60 s time-out, maximum back-off 300 000 ms. */
export const RETRY_DEFAULTS = {
  retries: 10,
  delayMs: 100,
  timeoutMs: 60_000,
  maxBackoffMs: 300_000,
} as const;

/** The tracking client retries 100 times at 200 ms while `window.dataLayer` is missing. */
export const TRACKING_RETRY = { retries: 100, intervalMs: 200 } as const;

/** Product ids are remapped only when exactly 9 digits; many ids go in batches of 24. */
export const OLD_PRODUCT_ID = /^\d{9}$/;
export const PRODUCT_ID_BATCH_SIZE = 24;
/**
 * How many batches of product ids are asked at once (our choice, the shop names none). Small,
 * so that the browser sends each request when it is made and none waits out its time-out queued.
 */
export const PRODUCT_ID_POOL_SIZE = 4;

/** The product history in local storage (what the size limits mean: src/lib/product-history.ts). */
export const PRODUCT_HISTORY = {
  maxEntries: 300,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  desktopMaxChars: 10_000,
  desktopTrimToChars: 5_000,
  mobileMaxChars: 2_500,
} as const;

/** The error-monitoring log keeps at most 100 entries. */
export const LOG_BUFFER_SIZE = 100;

/** Cookies live 2 592 000 s (30 days) unless told otherwise. */
export const COOKIE_LIFETIME_S = 2_592_000;
