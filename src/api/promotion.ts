import * as v from "valibot";
import { logError } from "../lib/log";
import { ResponseError } from "./errors";
import { request, type ServiceContext } from "./request";

const footerAnswer = v.object({ contentJSON: v.string() });

/**
 * The longest `contentJSON` text read, in characters (docs/deploying.md, "Limits"): about a hundred times
 * the demo content. A longer one is not parsed (logged, no content): the footer bounds each of
 * its parts too (src/elements/shop-footer/shop-footer.schema.ts).
 */
export const FOOTER_CONTENT_MAX_CHARS = 1_000_000;

const footerContents = new Map<string, Promise<unknown>>();

/**
 * GET /service/promotion/api/promotion/SHOP_FOOTER (spec §7): the footer content of the site,
 * i.e. the parsed `contentJSON` text, not validated here (the footer validates its shape).
 * Not repeated: spec §8 says a failed fetch is logged and returns nothing, and the footer then
 * renders its content-free parts at once rather than after the minute a retry policy may take.
 *
 * One request per page for each site and api-base, however many footers ask: the promise is
 * kept, failures included.
 *
 * @returns the content; `undefined` for 404 (no content) and, logged (spec §8), for any other
 * failure or a `contentJSON` that is not JSON.
 */
export function fetchFooterContent(context: ServiceContext): Promise<unknown> {
  const key = `${context.site} ${context.apiBase ?? ""}`;
  let content = footerContents.get(key);
  if (!content) {
    content = loadFooterContent(context);
    footerContents.set(key, content);
  }
  return content;
}

async function loadFooterContent(context: ServiceContext): Promise<unknown> {
  let answer;
  try {
    answer = await request(context, "/service/promotion/api/promotion/SHOP_FOOTER", footerAnswer);
  } catch (error) {
    if (!(error instanceof ResponseError && error.status === 404)) {
      logError(`the footer content of site ${context.site} could not be loaded`, error);
    }
    return undefined;
  }
  if (answer.contentJSON.length > FOOTER_CONTENT_MAX_CHARS) {
    logError(
      `the footer content of site ${context.site} is longer than ${FOOTER_CONTENT_MAX_CHARS} characters, not read`,
    );
    return undefined;
  }
  try {
    return JSON.parse(answer.contentJSON) as unknown;
  } catch (error) {
    logError(`the footer content of site ${context.site} is not JSON`, error);
    return undefined;
  }
}
