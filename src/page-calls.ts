/**
 * The page API's service calls' script (`dist/shop-components-calls.js`): `window.ShopComponents`
 * imports it on its first call of `login`, `newProductId` or `newProductIds`
 * (src/api/page-api.ts). It takes the services client and the error log from the page's script
 * (src/lib/page-registry.ts, `shared`) and registers the calls there.
 */
import { pageCalls } from "./api/page-calls";
import { pageRegistry } from "./lib/page-registry";

pageRegistry.pageCalls = pageCalls;
