import * as v from "valibot";
import { describeIssues } from "../lib/log-text";
import { createProductHistory, type ProductHistory } from "../lib/product-history";
import { tracking } from "../tracking/tracking";
import type { TrackingEvent } from "../tracking/events";
import { credentialsSchema, login, type Credentials, type LoginResult } from "./login";
import { pageContext, type PageContextOptions } from "./page-context";
import { fetchNewProductId, fetchNewProductIds, type ProductIdMapping } from "./product-data";

/**
 * `window.ShopComponents`, the page-facing API (docs/page-api.md). Calls to the shop's
 * services go to the site in `options.site`, else to the site of the first shop element on the
 * page with a valid `site` attribute, else to "de"; `options.apiBase` (else that element's
 * `api-base`, else the page's origin) says where.
 */
export interface ShopComponentsApi {
  /** The version of the script, e.g. "0.1.0". */
  readonly version: string;
  /**
   * Logs the shopper in (POST /service/login/api/v1/login). On success the service sets the
   * session cookies.
   * @param credentials `{ username, password }`, both texts; other fields are not sent.
   * @returns "SUCCESS", "UNAUTHORIZED" (wrong credentials), "FORBIDDEN" (account locked) or
   * "SERVICE_UNAVAILABLE" (any other answer, time-out, network failure). Never rejects for
   * those; rejects with a TypeError for missing credentials or an invalid `site`/`apiBase`.
   */
  login(credentials: Credentials, options?: PageContextOptions): Promise<LoginResult>;
  /**
   * The new id of an old 9-digit product id. An id that is not 9 digits is already new and comes
   * back unchanged, without a request.
   * @returns the new id, or `undefined` when the service has none or answers with an error
   * (logged). Rejects when no answer comes (network failure, 15 s time-out) and with a
   * TypeError when `oldId` is not a text.
   */
  newProductId(oldId: string, options?: PageContextOptions): Promise<string | undefined>;
  /**
   * New ids for many old ids, asked 24 at a time.
   * @returns `{ oldProductId, newProductId }` for every given id, in the given order;
   * `newProductId` is the id itself for ids that are not 9 digits and `undefined` where the
   * service has none or failed (logged). Rejects as `newProductId` does.
   */
  newProductIds(oldIds: readonly string[], options?: PageContextOptions): Promise<ProductIdMapping[]>;
  /** The products the shopper looked at, in local storage (30 days, at most 300, newest first). */
  readonly productHistory: ProductHistory;
  readonly tracking: {
    /**
     * Pushes a tracking event to `window.dataLayer`, waiting for it up to 100 × 200 ms.
     * @returns false, logging why, when `event` is not a tracking event of a known kind.
     */
    push(event: TrackingEvent): boolean;
  };
}

declare global {
  interface Window {
    ShopComponents?: ShopComponentsApi;
  }
}

const productIds = v.array(v.string());

function checked<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new TypeError(`ShopComponents: ${what}: ${describeIssues(result.issues)}`);
  return result.output;
}

function createPageApi(): ShopComponentsApi {
  return {
    version: __VERSION__,
    async login(credentials, options) {
      const valid = checked(credentialsSchema, credentials, "login needs { username, password }");
      return login(pageContext(options), valid);
    },
    async newProductId(oldId, options) {
      const valid = checked(v.string(), oldId, "newProductId needs a text");
      return fetchNewProductId(pageContext(options), valid);
    },
    async newProductIds(oldIds, options) {
      const valid = checked(productIds, oldIds, "newProductIds needs a list of texts");
      return fetchNewProductIds(pageContext(options), valid);
    },
    productHistory: createProductHistory(),
    tracking: { push: (event) => tracking.push(event) },
  };
}

// The script may be included twice: the first one's API stays.
window.ShopComponents ??= createPageApi();
