import type { ServiceContext } from "../../api/request";
import { requestAssignment } from "../../api/abtests";
import { fetchFooterContent } from "../../api/promotion";
import { logError } from "../../lib/log";
import { parseFooterContent, type FooterContent } from "./shop-footer.schema";

const validated = new WeakMap<Promise<unknown>, Promise<FooterContent | undefined>>();

/**
 * The validated footer content of a site: one request and one validation per page for each site
 * and api-base, however many footers ask, so each problem is logged once. `undefined` when there
 * is none (404, failure, unreadable, not an object), which is logged too: the cause by the
 * loader, the missing content by the validation.
 */
export function loadFooterContent(context: ServiceContext): Promise<FooterContent | undefined> {
  const raw = fetchFooterContent(context);
  let content = validated.get(raw);
  if (!content) {
    content = raw.then((json) => parseFooterContent(json, context.site, logError));
    validated.set(raw, content);
  }
  return content;
}

let assignment: Promise<void> | undefined;

/** Spec §7: the A/B assignment is requested when the footer loads, once per page. */
export function requestAssignmentOnce(context: ServiceContext): void {
  assignment ??= requestAssignment(context);
}
