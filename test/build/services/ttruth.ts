import * as v from "valibot";
import { logError } from "../../../src/lib/log";
import { request, type ServiceContext } from "../../../src/api/request";

const anyAnswer = v.unknown();

/**
 * POST /service/ttruth/publish with a consent record (a tracking service). The record's fields
 * are not documented; it is sent as given.
 * @returns whether the service accepted it; failures are logged.
 */
export async function publishConsentRecord(
  context: ServiceContext,
  record: Record<string, unknown>,
): Promise<boolean> {
  try {
    await request(context, "/service/ttruth/publish", anyAnswer, { method: "POST", json: record });
    return true;
  } catch (error) {
    logError("consent record not published", error);
    return false;
  }
}
