import { login } from "./login";
import { fetchNewProductId, fetchNewProductIds } from "./product-data";

/**
 * The page API's calls to the shop's services that no element makes (docs/page-api.md):
 * logging in and mapping product ids. Their code is a script of its own beside the page's
 * (dist/shop-components-calls.js, entry src/page-calls.ts), which the page API loads on its first
 * call (src/api/page-api.ts), so a page that never calls them never downloads them.
 */
export const pageCalls = { login, fetchNewProductId, fetchNewProductIds };

export type PageCalls = typeof pageCalls;
