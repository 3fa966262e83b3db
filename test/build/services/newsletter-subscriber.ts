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
 * GET …/private/newsletter-subscribers/{subscriberToken}.
 * @returns the subscriber; `undefined` when unknown (404), for a token not of the documented
 * shape (no request) or on failure (logged).
 */
export async function fetchSubscriber(
  context: ServiceContext,
  token: string,
  { signal }: CallOptions = {},
): Promise<Subscriber | undefined> {
  const route = subscriberRoute(token);
  if (!route) return undefined;
  try {
    return await request(context, route.path, subscriberAnswer, {
      retry: true,
      signal,
      logPath: route.logPath,
    });
  } catch (error) {
    rethrowIfAborted(error, signal);
    if (!(error instanceof ResponseError && error.status === 404)) logError("subscriber read failed", error);
    return undefined;
  }
}

/**
 * PUT …/private/newsletter-subscribers/{subscriberToken} with the changed fields as JSON.
 * @returns the updated subscriber; `undefined` for a token not of the documented shape (no
 * request) or on failure (logged).
 */
export async function updateSubscriber(
  context: ServiceContext,
  token: string,
  update: Partial<SubscriberRequest>,
  { signal }: CallOptions = {},
): Promise<Subscriber | undefined> {
  const route = subscriberRoute(token);
  if (!route) return undefined;
  try {
    return await request(context, route.path, subscriberAnswer, {
      method: "PUT",
      json: update,
      retry: true,
      signal,
      logPath: route.logPath,
    });
  } catch (error) {
    rethrowIfAborted(error, signal);
    logError("subscriber update failed", error);
    return undefined;
  }
}
