import * as v from "valibot";
import { logError } from "../../../src/lib/log";
import {
  rethrowIfAborted,
  subscriberRoute,
  type CallOptions,
  type SubscriberRequest,
} from "../../../src/api/newsletter";
import { ResponseError } from "../../../src/api/errors";
import { request, type ServiceContext } from "../../../src/api/request";

/**
 * The newsletter service's subscriber calls that no element makes: read and update a subscriber.
 * Only the test build carries them (test/build/test-internals.ts).
 */

/** The service does not document the subscriber's fields: any JSON object. */
const subscriberAnswer = v.record(v.string(), v.unknown());

export type Subscriber = v.InferOutput<typeof subscriberAnswer>;

/**
 * One call on the subscriber `token` names: `undefined` for a token not of the documented shape
 * (no request) or on failure (logged with `what`, except for the statuses in `quietStatuses`).
 */
async function subscriberCall(
  context: ServiceContext,
  token: string,
  { signal, what, quietStatuses = [], ...options }: CallOptions & {
    what: string;
    quietStatuses?: number[];
    method?: "PUT";
    json?: unknown;
  },
): Promise<Subscriber | undefined> {
  const route = subscriberRoute(token);
  if (!route) return undefined;
  try {
    return await request(context, route.path, subscriberAnswer, { ...options, retry: true, signal, logPath: route.logPath });
  } catch (error) {
    rethrowIfAborted(error, signal);
    if (!(error instanceof ResponseError && quietStatuses.includes(error.status))) logError(what, error);
    return undefined;
  }
}

/**
 * GET …/private/newsletter-subscribers/{subscriberToken}.
 * @returns the subscriber; `undefined` when unknown (404, not logged), for a token not of the
 * documented shape (no request) or on failure (logged).
 */
export function fetchSubscriber(context: ServiceContext, token: string, { signal }: CallOptions = {}) {
  return subscriberCall(context, token, { signal, what: "subscriber read failed", quietStatuses: [404] });
}

/**
 * PUT …/private/newsletter-subscribers/{subscriberToken} with the changed fields as JSON.
 * @returns the updated subscriber; `undefined` for a token not of the documented shape (no
 * request) or on failure (logged).
 */
export function updateSubscriber(
  context: ServiceContext,
  token: string,
  update: Partial<SubscriberRequest>,
  { signal }: CallOptions = {},
) {
  return subscriberCall(context, token, { signal, what: "subscriber update failed", method: "PUT", json: update });
}
