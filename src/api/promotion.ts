import * as v from "valibot";
import { logError } from "../lib/log";
import { objectSchema } from "../lib/schema";
import { ResponseError } from "./errors";
import { request, type ServiceContext } from "./request";

export const footerAnswer = objectSchema({ contentJSON: v.string() });

/** Where the promotion service answers with a site's footer content. */
export const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";

/**
 * The longest `contentJSON` text read, in characters (docs/deploying.md, "Limits"): about a hundred times
 * the demo content. A longer one is not parsed (logged, no content): the footer bounds each of
 * its parts too (src/elements/shop-footer/shop-footer.schema.ts).
 */
export const FOOTER_CONTENT_MAX_CHARS = 1_000_000;

/** What the footer content call gave: the parsed content, none (404), or a failure already logged. */
export type FooterContentAnswer =
  { kind: "content"; content: unknown } | { kind: "none" } | { kind: "failed" };

/**
 * GET /service/promotion/api/promotion/SHOP_FOOTER: the footer content of the site, i.e. the
 * parsed `contentJSON` text, not validated here (the footer validates its shape). Not repeated:
 * a failed fetch is logged, once, and gives nothing, and the footer then renders its content-free
 * parts at once rather than after the minute a retry policy may take. Each call is a request: the
 * footer asks once per page (src/elements/shop-footer/footer-content.ts). A failure, a
 * `contentJSON` that is too long or not JSON is logged here and gives `failed`; 404 gives `none`.
 */
export async function requestFooterContent(context: ServiceContext): Promise<FooterContentAnswer> {
  let answer;
  try {
    answer = await request(context, FOOTER_CONTENT_PATH, footerAnswer);
  } catch (error) {
    if (error instanceof ResponseError && error.status === 404) return { kind: "none" };
    logError(`the footer content of site ${context.site} could not be loaded`, error);
    return { kind: "failed" };
  }
  return readContentJson(answer, context.site);
}

/**
 * The content in the service's answer (`{contentJSON}`, already checked): its JSON text parsed,
 * or `failed`, logged, when it is too long or not JSON. The server renderer reads it the same.
 */
export function readContentJson(
  answer: v.InferOutput<typeof footerAnswer>,
  site: string,
): FooterContentAnswer {
  if (answer.contentJSON.length > FOOTER_CONTENT_MAX_CHARS) {
    logError(
      `the footer content of site ${site} is longer than ${FOOTER_CONTENT_MAX_CHARS} characters, not read`,
    );
    return { kind: "failed" };
  }
  try {
    return { kind: "content", content: JSON.parse(answer.contentJSON) as unknown };
  } catch (error) {
    logError(`the footer content of site ${site} is not JSON`, error);
    return { kind: "failed" };
  }
}

/** The content of an answer; `undefined` when there is none or the call failed. */
export function contentOf(answer: FooterContentAnswer): unknown {
  return answer.kind === "content" ? answer.content : undefined;
}
