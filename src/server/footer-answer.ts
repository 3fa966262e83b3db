import { safeParse } from "valibot";
import { FOOTER_CONTENT_PATH, footerAnswer, readContentJson } from "../api/promotion";
import { REQUEST_TIMEOUT_MS } from "../config/constants";
import type { Site } from "../config/sites";
import { logError } from "../lib/log";

/**
 * The footer content of `site` from the promotion service at `api` (an origin), as the server
 * asks for it: with the site header, no credentials (no visitor's), and the same reading as in the
 * browser, by default with its 15 s time-out too (`timeoutMs`). `null` when the service has none
 * (404); throws, logged, when it fails or answers what cannot be read, so that a caller can keep
 * what it had.
 */
export async function fetchFooterAnswer(
  site: Site,
  api: string,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(FOOTER_CONTENT_PATH, api), {
      headers: { Accept: "application/json", "X-Hunter-Site": site },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    logError(`the footer content of site ${site} could not be loaded`, error);
    throw error;
  }
  if (response.status === 404) return null;
  const answer = safeParse(
    footerAnswer,
    response.ok ? await response.json().catch(() => undefined) : undefined,
  );
  if (!answer.success) {
    const problem = `the footer content of site ${site} could not be loaded (HTTP ${response.status})`;
    logError(problem);
    throw new Error(problem);
  }
  const read = readContentJson(answer.output, site);
  if (read.kind !== "content") throw new Error(`the footer content of site ${site} could not be read`);
  return read.content;
}
