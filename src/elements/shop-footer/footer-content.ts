import type { ServiceContext } from "../../api/request";
import { requestAssignment } from "../../api/abtests";
import { contentOf, requestFooterContent, type FooterContentAnswer } from "../../api/promotion";
import { logError } from "../../lib/log";
import type { FooterContent } from "./shop-footer.schema";

/** A site's footer content as a visit loads it: the service's answer, then its validation. */
interface FooterContentLoad {
  /** The page's address (without its fragment) when the content was asked for. */
  address: string;
  answer: Promise<FooterContentAnswer>;
  content?: Promise<FooterContent | undefined>;
  /** The validated content once it is there; `null` when there is none. */
  settled?: FooterContent | null;
}

/** A failed call is logged once, by the page's load (the browser's one line about it). */
function logFailure(answer: FooterContentAnswer): FooterContentAnswer {
  if (answer.kind === "failed") logError(answer.problem, answer.error);
  return answer;
}

/**
 * The latest load of each site and api-base; kept, failures included, so that none is repeated
 * within a visit.
 */
const loads = new Map<string, FooterContentLoad>();

const pageAddress = () => location.href.split("#")[0] as string;
const keyOf = (context: ServiceContext) => `${context.site} ${context.apiBase ?? ""}`;

/**
 * The address the shopper last went back or forward to (`popstate`), until the next visit asks
 * for content: a page restored from history (Turbo's or htmx's snapshot) shows what it had.
 */
let restoredAddress: string | undefined;
let isListeningForRestores = false;

/**
 * The content is asked for once per visit, as a page load asks for it, however many footers
 * the visit brings, whenever they come. A visit is a new address: a page load, or a page that
 * navigates without reloading (Turbo, htmx, pjax: `pushState` and a new body, whose footers are
 * new elements). Freshness is the browser's HTTP cache's and the service's cache headers' to
 * decide, as on a page load: the request is an ordinary GET. Going back or forward (`popstate`)
 * is no visit: the restored page's footers show the latest content of the document without asking,
 * as the back-forward cache would. A visit to the address already shown (a link to the same page)
 * keeps the content it has.
 */
function loadFor(context: ServiceContext): FooterContentLoad {
  if (!isListeningForRestores) {
    isListeningForRestores = true;
    addEventListener("popstate", () => {
      restoredAddress = pageAddress();
    });
  }
  const key = keyOf(context);
  const address = pageAddress();
  let load = loads.get(key);
  if (load && load.address !== address && address === restoredAddress) load.address = address;
  if (!load || load.address !== address) {
    restoredAddress = undefined;
    load = { address, answer: requestFooterContent(context).then(logFailure) };
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
 * The validated footer content of a site: one request and one validation per visit for each site
 * and api-base, however many footers ask, so each problem is logged once. `undefined` when there
 * is none (404, failure, unreadable, not an object), logged in one line: a failed call by the
 * request (a time-out is one line saying so, not a second about missing content), no content or
 * one that is not an object by the validation.
 */
export function loadFooterContent(context: ServiceContext): Promise<FooterContent | undefined> {
  const load = loadFor(context);
  // The validation's code (the content's schema) is evaluated once there is content to validate.
  load.content ??= load.answer.then(async (answer) => {
    const content =
      answer.kind === "failed"
        ? undefined
        : (await import("./shop-footer.schema")).parseFooterContent(
            contentOf(answer),
            context.site,
            logError,
          );
    load.settled = content ?? null;
    return content;
  });
  return load.content;
}

/**
 * The validated content of this visit when it is already there (`null`: there is none), else
 * `undefined`: what a footer can render at once, as one restored from history does (its page
 * asked for it before) or a second footer of the page.
 */
export function footerContentAtHand(context: ServiceContext): FooterContent | null | undefined {
  const load = loads.get(keyOf(context));
  return load?.address === pageAddress() ? load.settled : undefined;
}

let assignment: Promise<void> | undefined;

/** The A/B assignment is requested when the footer loads, once per page. */
export function requestAssignmentOnce(context: ServiceContext): void {
  assignment ??= requestAssignment(context);
}
