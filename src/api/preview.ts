import * as v from "valibot";
import { logError } from "../lib/log";
import { objectSchema } from "../lib/schema";
import { request, send, type ServiceContext } from "./request";
import { hasStaffCookie } from "./staff-cookies";

/** The staff preview service: the staff check, logout, session renewal and the preview settings. */

const AUTH = "/service/preview/api/auth";

const checkAuthAnswer = objectSchema({ authenticated: v.boolean() });

/**
 * Only staff with valid preview cookies see the preview panel: checked by cookie, then by the
 * service's answer. A page with neither cookie is a shopper's: it asks nothing (the check could
 * only answer 401, an error in every shopper's console). With a cookie, the cookies travel with
 * the request; `401`/`403`, a failure or `authenticated: false` all mean "no panel".
 */
export async function checkStaffAuth(context: ServiceContext, signal?: AbortSignal): Promise<boolean> {
  if (!hasStaffCookie()) return false;
  try {
    const answer = await request(context, `${AUTH}/checkauth`, checkAuthAnswer, { signal });
    return answer.authenticated;
  } catch {
    return false;
  }
}

/**
 * GET …/auth/logout: ends the staff session (the answer clears the preview cookies).
 * @returns whether the service confirmed it; failures are logged.
 */
export async function logoutStaff(context: ServiceContext, signal?: AbortSignal): Promise<boolean> {
  try {
    await send(context, `${AUTH}/logout`, { signal });
    return true;
  } catch (error) {
    if (!signal?.aborted) logError("staff logout failed", error);
    return false;
  }
}

/**
 * GET …/auth/login/renew: keeps the staff session alive (the staff tool calls it every 5 minutes).
 * @returns whether the session was renewed; a failure is not logged, as it only means the
 * session has ended.
 */
export async function renewStaffSession(context: ServiceContext, signal?: AbortSignal): Promise<boolean> {
  try {
    await send(context, `${AUTH}/login/renew`, { signal });
    return true;
  } catch {
    return false;
  }
}

export const PREVIEW_STATUSES = ["SUCCESS", "BAD_REQUEST", "INTERNAL_ERROR", "UNAUTHORIZED"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

const previewAnswer = objectSchema({ status: v.picklist(PREVIEW_STATUSES) });

export interface PreviewSettings {
  /** "YYYY-MM-DDTHH:mm". */
  previewDateTime: string;
  /** Both empty when no A/B test is chosen. */
  test: string;
  group: string;
}

/**
 * POST /service/preview/api/token?test={test}&group={group} with `{ previewDateTime }`.
 * @returns the answer's `status`; "INTERNAL_ERROR" when the call fails or answers in another
 * shape (logged): the staff tool shows the same message for every non-SUCCESS outcome.
 */
export async function applyPreviewSettings(
  context: ServiceContext,
  { previewDateTime, test, group }: PreviewSettings,
  signal?: AbortSignal,
): Promise<PreviewStatus> {
  // The one place the A/B pair is encoded: two query parameters, so any name works.
  const query = new URLSearchParams({ test, group });
  try {
    const answer = await request(context, `/service/preview/api/token?${query}`, previewAnswer, {
      method: "POST",
      json: { previewDateTime },
      signal,
    });
    return answer.status;
  } catch (error) {
    if (!signal?.aborted) logError("preview settings failed", error);
    return "INTERNAL_ERROR";
  }
}
