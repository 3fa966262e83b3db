import type { ServiceContext } from "../../api/request";
import { requestAssignment } from "../../api/abtests";
import { contentOf, requestFooterContent, type FooterContentAnswer } from "../../api/promotion";
import { logError } from "../../lib/log";
import type { FooterContent } from "./shop-footer.schema";

/** A site's footer content as this page loads it: the service's answer, then its validation. */
interface FooterContentLoad {
  answer: Promise<FooterContentAnswer>;
  content?: Promise<FooterContent | undefined>;
}

/** A failed call is logged once, by the page's load (the browser's one line about it). */
function logFailure(answer: FooterContentAnswer): FooterContentAnswer {
  if (answer.kind === "failed") logError(answer.problem, answer.error);
  return answer;
}

/** The page's loads, by site and api-base; kept, failures included, so that none is repeated. */
const loads = new Map<string, FooterContentLoad>();

function loadFor(context: ServiceContext): FooterContentLoad {
  const key = `${context.site} ${context.apiBase ?? ""}`;
  let load = loads.get(key);
  if (!load) {
    load = { answer: requestFooterContent(context).then(logFailure) };
    loads.set(key, load);
  }
  return load;
}

/**
 * The service's answer for a site (the parsed `contentJSON`, unvalidated) from the same loads:
 * what the test build checks the one-request rule with (test/build/test-internals.ts).
 */
export function footerContentAnswer(context: ServiceContext): Promise<unknown> {
  return loadFor(context).answer.then(contentOf);
}

/**
 * The validated footer content of a site: one request and one validation per page for each site
 * and api-base, however many footers ask, so each problem is logged once. `undefined` when there
 * is none (404, failure, unreadable, not an object), logged in one line: a failed call by the
 * request (a time-out is one line saying so, not a second about missing content), no content or
 * one that is not an object by the validation.
 */
export function loadFooterContent(context: ServiceContext): Promise<FooterContent | undefined> {
  const load = loadFor(context);
  // The validation's code (the content's schema) is evaluated once there is content to validate.
  load.content ??= load.answer.then(async (answer) => {
    if (answer.kind === "failed") return undefined;
    const { parseFooterContent } = await import("./shop-footer.schema");
    return parseFooterContent(contentOf(answer), context.site, logError);
  });
  return load.content;
}

let assignment: Promise<void> | undefined;

/** The A/B assignment is requested when the footer loads, once per page. */
export function requestAssignmentOnce(context: ServiceContext): void {
  assignment ??= requestAssignment(context);
}
