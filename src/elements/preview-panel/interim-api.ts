/**
 * INTERIM: the smallest private versions of the preview and A/B-test calls that the shared
 * services client (issue 3: src/api/preview.ts, src/api/abtests.ts) will provide. Switch to
 * those once merged, then delete this file.
 */
import * as v from "valibot";
import { request, type ServiceContext } from "../../api/request";

const anything = v.unknown();

/** Spec §7: GET /service/preview/api/auth/logout. */
export function logoutStaff(context: ServiceContext): Promise<unknown> {
  return request(context, "/service/preview/api/auth/logout", anything);
}

/** Spec §7, §9: GET /service/preview/api/auth/login/renew, every 5 minutes while the panel lives. */
export function renewStaffSession(context: ServiceContext): Promise<unknown> {
  return request(context, "/service/preview/api/auth/login/renew", anything);
}

const previewAnswer = v.object({ status: v.string() });

/** Spec §7: POST token?test=&group= with `{ previewDateTime }`; resolves to the answer's status. */
export async function applyPreviewSettings(
  context: ServiceContext,
  settings: { previewDateTime: string; test: string; group: string },
): Promise<string> {
  const query = new URLSearchParams({ test: settings.test, group: settings.group });
  const answer = await request(context, `/service/preview/api/token?${query}`, previewAnswer, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ previewDateTime: settings.previewDateTime }),
  });
  return answer.status;
}

const testsAnswer = v.array(v.object({ name: v.string(), groups: v.array(v.object({ name: v.string() })) }));
export type AbTest = v.InferOutput<typeof testsAnswer>[number];

/** Spec §7: GET gettestsat?time=YYYY-MM-DDTHH:mm, the A/B tests active at that moment. */
export function fetchTestsAt(context: ServiceContext, time: string, signal?: AbortSignal): Promise<AbTest[]> {
  return request(
    context,
    `/service/abtestfrontend/api/v1/gettestsat?${new URLSearchParams({ time })}`,
    testsAnswer,
    { signal },
  );
}
