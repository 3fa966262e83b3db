/**
 * The test build's entry (`build/shop-components.test.js`, never deployed): the shop's script as
 * src/index.ts builds it, plus `ShopComponents.__internals` (./test-internals.ts) for the tests
 * of the services client in test/api/. It is a separate script so that the shop's script carries
 * neither the internals nor the services only they reach (test/build/services/). Not enumerable:
 * the page API's documented members stay as they are.
 */
import "../../src/index";
import { createTestInternals } from "./test-internals";

if (window.ShopComponents && !Object.hasOwn(window.ShopComponents, "__internals")) {
  Object.defineProperty(window.ShopComponents, "__internals", { value: createTestInternals() });
}
