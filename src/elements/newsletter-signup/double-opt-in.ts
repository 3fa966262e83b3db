import { useEffect, type Dispatch } from "react";
import { confirmSubscription } from "../../api/newsletter";
import type { ServiceContext } from "../../api/request";
import type { FormAction } from "./form-state";

const confirmations = new Map<string, Promise<boolean>>();

/**
 * A token is confirmed once per page, however many forms read it (the form may be on the page
 * twice: on its own and in the footer) and however often they render. The call is the first
 * asking form's, aborted when that form leaves the page (no call outlives its form); it is then
 * forgotten, and a form still waiting asks again with its own signal.
 */
function confirmOnce(context: ServiceContext, token: string, signal: AbortSignal): Promise<boolean> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    const started = confirmSubscription(context, token, { signal });
    confirmations.set(token, started);
    started.catch(() => {
      if (confirmations.get(token) === started) confirmations.delete(token);
    });
    confirmation = started;
  }
  return confirmation.catch((error: unknown) => {
    if (signal.aborted) throw error;
    return confirmOnce(context, token, signal);
  });
}

/**
 * A double-opt-in link leads to the page with its token: in the `subscriber-token` attribute, or
 * else in the page URL's `subscriberToken` parameter. Confirms it, and says whether it was valid.
 */
export function useLinkConfirmation(
  context: ServiceContext,
  subscriberToken: string,
  dispatch: Dispatch<FormAction>,
): void {
  useEffect(() => {
    const token = subscriberToken || new URLSearchParams(location.search).get("subscriberToken");
    if (!token) return;
    const controller = new AbortController();
    confirmOnce(context, token, controller.signal).then(
      (isConfirmed) => {
        if (controller.signal.aborted) return;
        dispatch({ type: isConfirmed ? "linkConfirmed" : "linkInvalid" });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [context, subscriberToken, dispatch]);
}
