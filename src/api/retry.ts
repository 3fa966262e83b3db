import { RETRY_DEFAULTS } from "../config/constants";
import { isTransient } from "./errors";

/**
 * The retry policy for transient failures, the one helper every repeatable call uses (`request(…, { retry:
 * true })`). Only GET, HEAD and PUT calls may use it; the newsletter sign-up POST never does.
 *
 * - Up to `retries` (10) repeats after the first attempt, only for transient failures: the
 *   network failed, the request timed out, or the status was 408, 429 or 5xx. Any other answer
 *   (404, 401, a malformed body) is final at once.
 * - Exponential back-off: the n-th repeat waits `delayMs × 2^(n-1)` (100, 200, 400 … ms), never
 *   more than `maxBackoffMs` (300 000 ms).
 * - Overall time-out `timeoutMs` (60 s), attempts included: a repeat whose wait would end past
 *   it is not made, and with the real clock an attempt still running then is aborted.
 */
export interface RetryPolicy {
  retries: number;
  delayMs: number;
  timeoutMs: number;
  maxBackoffMs: number;
}

/** A clock the tests can replace: `now` in ms, `sleep` resolving after `ms` or rejecting on abort. */
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface RetryOptions extends Partial<RetryPolicy> {
  signal?: AbortSignal | undefined;
  clock?: Clock;
  shouldRetry?: (error: unknown) => boolean;
}

/** The policy in force; the tests shorten it through `ShopComponents.__internals`. */
export const retrySettings: RetryPolicy = { ...RETRY_DEFAULTS };

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    }),
};

/** Runs `attempt` until it succeeds or the policy gives up; rejects with the last error. */
export async function withRetry<T>(
  attempt: (signal: AbortSignal | undefined) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const { retries, delayMs, timeoutMs, maxBackoffMs } = { ...retrySettings, ...options };
  const { clock = realClock, shouldRetry = isTransient } = options;
  const deadline = clock.now() + timeoutMs;
  // An injected clock owns all time; a real timer would fire in the middle of its fake time.
  const overall = clock === realClock ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [options.signal, overall].filter((signal): signal is AbortSignal => !!signal);
  const signal = signals.length ? AbortSignal.any(signals) : undefined;
  for (let repeat = 0; ; repeat++) {
    try {
      return await attempt(signal);
    } catch (error) {
      const backoff = Math.min(delayMs * 2 ** repeat, maxBackoffMs);
      const isFinal =
        repeat >= retries || signal?.aborted || !shouldRetry(error) || clock.now() + backoff > deadline;
      if (isFinal) throw error;
      await clock.sleep(backoff, signal);
    }
  }
}
