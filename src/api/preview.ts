import * as v from "valibot";
import { request, type ServiceContext } from "./request";

const checkAuthAnswer = v.object({ authenticated: v.boolean() });

/**
 * Spec §6: staff with valid preview cookies see the preview panel. The cookies travel with the
 * request; `401`/`403`, a failure or `authenticated: false` all mean "no panel".
 */
export async function checkStaffAuth(context: ServiceContext, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await request(context, "/service/preview/api/auth/checkauth", checkAuthAnswer, { signal });
    return answer.authenticated;
  } catch {
    return false;
  }
}
