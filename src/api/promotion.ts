import * as v from "valibot";
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

/**
 * The deepest `contentJSON` nests objects and lists: the footer's own shape needs 5 levels. A
 * deeper text is not parsed, so that no later step (validation, a copy, JSON written into a
 * fragment) walks a structure deep enough to exhaust the stack.
 */
export const FOOTER_CONTENT_MAX_DEPTH = 32;

/**
 * What the footer content call gave: the parsed content, none (404), or a failure, with what to
 * log (the caller logs it, once, where it knows what it does instead).
 */
export type FooterContentAnswer =
  | { kind: "content"; content: unknown }
  | { kind: "none" }
  | { kind: "failed"; problem: string; error?: unknown };

/**
 * GET /service/promotion/api/promotion/SHOP_FOOTER: the footer content of the site, i.e. the
 * parsed `contentJSON` text, not validated here (the footer validates its shape). The one client
 * of the promotion service, for the browser (the page's origin or `api-base`) and the fragment
 * server (its configured origin as `apiBase`, with a shorter `timeoutMs` for a fragment that
 * waits). Not repeated: the footer then renders its content-free parts at once rather than
 * after the minute a retry policy may take. A failure, a redirect, an answer longer than the
 * request's byte limit, a `contentJSON` that is too long, too deep or not JSON gives `failed`;
 * 404 gives `none`.
 */
export async function requestFooterContent(
  context: ServiceContext,
  options: { timeoutMs?: number } = {},
): Promise<FooterContentAnswer> {
  let answer;
  try {
    answer = await request(context, FOOTER_CONTENT_PATH, footerAnswer, options);
  } catch (error) {
    if (error instanceof ResponseError && error.status === 404) return { kind: "none" };
    return {
      kind: "failed",
      problem: `the footer content of site ${context.site} could not be loaded`,
      error,
    };
  }
  return readContentJson(answer, context.site);
}

/** How deep `text` (JSON) nests objects and lists, read once without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isInString) {
      if (char === "\\") index++;
      else if (char === '"') isInString = false;
    } else if (char === '"') {
      isInString = true;
    } else if (char === "{" || char === "[") {
      deepest = Math.max(deepest, ++depth);
    } else if (char === "}" || char === "]") {
      depth--;
    }
  }
  return deepest;
}

/**
 * The content in the service's answer (`{contentJSON}`, already checked): its JSON text parsed,
 * or `failed` when it is too long, too deep or not JSON.
 */
export function readContentJson(
  answer: v.InferOutput<typeof footerAnswer>,
  site: string,
): FooterContentAnswer {
  const failed = (why: string, error?: unknown): FooterContentAnswer => ({
    kind: "failed",
    problem: `the footer content of site ${site} ${why}`,
    error,
  });
  const text = answer.contentJSON;
  if (text.length > FOOTER_CONTENT_MAX_CHARS)
    return failed(`is longer than ${FOOTER_CONTENT_MAX_CHARS} characters, not read`);
  if (jsonDepth(text) > FOOTER_CONTENT_MAX_DEPTH)
    return failed(`nests deeper than ${FOOTER_CONTENT_MAX_DEPTH} levels, not read`);
  try {
    return { kind: "content", content: JSON.parse(text) as unknown };
  } catch (error) {
    return failed("is not JSON", error);
  }
}

/** The content of an answer; `undefined` when there is none or the call failed. */
export function contentOf(answer: FooterContentAnswer): unknown {
  return answer.kind === "content" ? answer.content : undefined;
}
