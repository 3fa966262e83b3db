/**
 * GA4 sign-up tracking (spec §4 "Newsletter form" 3). A stop-gap until the shared tracking
 * client (src/tracking/, issue 3) lands. Contracts README: pushes go to `window.dataLayer`;
 * while it is missing the push is retried 100 times, 200 ms apart (spec §4, §9), then dropped
 * with a log line.
 */
const RETRIES = 100;
const RETRY_DELAY_MS = 200;

type DataLayer = { push(entry: object): unknown };

function push(entry: object, triesLeft = RETRIES): void {
  const dataLayer = (window as { dataLayer?: DataLayer }).dataLayer;
  if (typeof dataLayer?.push === "function") dataLayer.push(entry);
  else if (triesLeft > 0) setTimeout(() => push(entry, triesLeft - 1), RETRY_DELAY_MS);
  else console.warn("shop-components: window.dataLayer is missing; a tracking event was dropped");
}

export function trackSignUp(origin: string): void {
  push({ event: "sign_up", subject: "newsletter", origin });
}
