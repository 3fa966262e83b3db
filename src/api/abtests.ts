import * as v from "valibot";
import { objectSchema } from "../lib/schema";
import { request, send, type ServiceContext } from "./request";

const BASE = "/service/abtestfrontend/api/v1";

/** An A/B test: its name and its groups, each group with a name. */
const testsAnswer = v.array(
  objectSchema({ name: v.string(), groups: v.array(objectSchema({ name: v.string() })) }),
);

export type AbTest = v.InferOutput<typeof testsAnswer>[number];

/**
 * GET …/gettestsat?time={time}: the A/B tests active at `time` ("YYYY-MM-DDTHH:mm").
 * Rejects on any failure, for which the staff tool shows 'Failed to fetch AB tests.'
 */
export function fetchTestsAt(context: ServiceContext, time: string, signal?: AbortSignal): Promise<AbTest[]> {
  return request(context, `${BASE}/gettestsat?${new URLSearchParams({ time })}`, testsAnswer, { signal });
}

/** GET …/getassignment, called when the footer loads; the answer is ignored and so are failures. */
export async function requestAssignment(context: ServiceContext): Promise<void> {
  try {
    await send(context, `${BASE}/getassignment`);
  } catch {
    // The answer is ignored: the assignment is a side effect on the server.
  }
}
