/**
 * The test build's entry (`dist/shop-components.test.js`, never deployed): the shop's script as
 * src/index.ts builds it, plus `ShopComponents.__internals` (src/api/test-internals.ts) for the
 * tests of the services client in test/api/. It is a separate script so that the shop's script
 * does not carry the hook and the services only the hook reaches (issue "Foundation", bundle
 * budget). Not enumerable: the page API's documented members stay as they are.
 */
import "./index";
import { createTestInternals } from "./api/test-internals";

if (window.ShopComponents && !Object.hasOwn(window.ShopComponents, "__internals")) {
  Object.defineProperty(window.ShopComponents, "__internals", { value: createTestInternals() });
}
