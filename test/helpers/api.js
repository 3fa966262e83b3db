/**
 * Helpers for the tests of the services client and the page-facing API (test/api/). `internals`
 * and `shortenTimings` use `window.ShopComponents.__internals`, which only the test build
 * (build/shop-components.test.js, test/build/testing.ts) creates; web-test-runner.config.mjs loads
 * it for the files of test/api/. The fetch spies and stubs need no test build: the element tests
 * use them too.
 */
import { standIn } from "./stand-in.js";

export const api = () => window.ShopComponents;
export const internals = () => window.ShopComponents.__internals;

/** The stand-in's log entries whose path ends with `pathEnd`. */
export async function requestsTo(pathEnd) {
  // A request the page gave up on is logged when its connection closes, possibly after a reset.
  return (await standIn.requests()).filter((entry) => entry.path.endsWith(pathEnd) && !entry.aborted);
}

/**
 * Records every fetch the page makes (URL, options, and what `noteAtCall` reads of the page at
 * that moment) and lets it through to the network.
 */
export function spyFetch(noteAtCall = () => undefined) {
  const original = window.fetch;
  const calls = [];
  window.fetch = (input, init = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers), noted: noteAtCall() });
    return original(input, init);
  };
  return {
    calls,
    restore() {
      window.fetch = original;
    },
  };
}

/** Answers every fetch with `respond(url, init)` (a Response) instead of the network. */
export function stubFetch(respond) {
  const original = window.fetch;
  window.fetch = async (input, init = {}) => respond(String(input), init);
  return () => {
    window.fetch = original;
  };
}

export function jsonResponse(status, body) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * Shortens the request time-out and the retry policy (live settings inside the script) and
 * returns a function that restores them.
 */
export function shortenTimings({ timeoutMs, retry = {} } = {}) {
  const { requestSettings, retrySettings } = internals();
  const saved = { timeoutMs: requestSettings.timeoutMs, retry: { ...retrySettings } };
  if (timeoutMs !== undefined) requestSettings.timeoutMs = timeoutMs;
  Object.assign(retrySettings, retry);
  return () => {
    requestSettings.timeoutMs = saved.timeoutMs;
    Object.assign(retrySettings, saved.retry);
  };
}

/** Removes the session cookies a login sets (they would leak into later test files). */
export function clearSessionCookies() {
  for (const name of ["LoginToken", "LongTermToken"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

/** Builds an unsigned JWT with `payload` (base64url, UTF-8). */
export function jwt(payload) {
  const encode = (value) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  };
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

/** What the stand-in itself answers for a product id (to compare with, not to hard-code). */
export async function standInProductId(oldId) {
  const response = await fetch(`/service/productdata/api/new-product-id?old_product_id=${oldId}`);
  return (await response.json()).productId;
}

/**
 * The page without a data layer, counting the tracking client's looks for one: returns the count
 * so far, as a function. Setting `window.dataLayer` (a page installing it later) puts a plain
 * property in the counter's place.
 */
export function countDataLayerLooks() {
  let looks = 0;
  Object.defineProperty(window, "dataLayer", {
    configurable: true,
    get: () => {
      looks += 1;
      return undefined;
    },
    set: (value) => {
      Object.defineProperty(window, "dataLayer", { value, configurable: true, writable: true });
    },
  });
  return () => looks;
}
