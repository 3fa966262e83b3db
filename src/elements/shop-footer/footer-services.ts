import * as v from "valibot";
import { request, ResponseError, type ServiceContext } from "../../api/request";

/**
 * Private stand-ins for the shared services client (src/api/promotion.ts, abtests.ts and
 * src/lib/log.ts of the services-client issue): the smallest versions the footer needs until
 * that client is merged, then replaced by it.
 */

export function logError(message: string): void {
  console.error(`shop-components: ${message}`);
}

const footerAnswer = v.object({ contentJSON: v.string() });
const footerContents = new Map<string, Promise<unknown>>();

/**
 * GET /service/promotion/api/promotion/SHOP_FOOTER (spec §7): the parsed `contentJSON`, once per
 * page for each site and api-base however many footers ask (the promise is kept, failures
 * included). `undefined` for 404 (no content) and, logged (spec §8), for any other failure or
 * a `contentJSON` that is not JSON.
 */
export function fetchFooterContent(context: ServiceContext): Promise<unknown> {
  const key = `${context.site} ${context.apiBase ?? ""}`;
  let content = footerContents.get(key);
  if (!content) {
    content = request(context, "/service/promotion/api/promotion/SHOP_FOOTER", footerAnswer).then(
      (answer) => {
        try {
          return JSON.parse(answer.contentJSON) as unknown;
        } catch (error) {
          logError(`the footer content of site ${context.site} is not JSON (${String(error)})`);
        }
      },
      (error: unknown) => {
        if (!(error instanceof ResponseError && error.status === 404)) {
          logError(`the footer content of site ${context.site} could not be loaded (${String(error)})`);
        }
      },
    );
    footerContents.set(key, content);
  }
  return content;
}

/** GET …/getassignment, called when the footer loads; the answer is ignored and so are failures. */
export async function requestAssignment(context: ServiceContext): Promise<void> {
  try {
    await request(context, "/service/abtestfrontend/api/v1/getassignment", v.unknown());
  } catch {
    // Spec §7: "response ignored"; the assignment is a side effect on the server.
  }
}
