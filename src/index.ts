/**
 * The script's entry: `window.ShopComponents` at once, and the three elements in a task of their
 * own right after this one. Everything a page needs is in this one script (the staff tool, the
 * page API's calls, every locale's texts). Each registration is a no-op when the tag is already
 * defined, so a page that includes the script twice sees no error.
 *
 * Why a task of their own: a deferred script (as shops include it) runs inside the browser's last
 * task of parsing the page, beside the page's own work there, which on a slow phone is already
 * near 50 ms. Evaluating the element layer and upgrading every element in the page (about 40 ms
 * at 4× CPU slowdown) in that task made it a long task that the page without the script does not
 * have; in a task of their own, neither is long. Nothing shows differently meanwhile: a
 * prerendered element is the server's markup either way, and an element the browser renders
 * waits for its view and React in any case. A page's script that sets an element's property
 * before the element is defined keeps its value (the element takes it over as it upgrades);
 * `customElements.whenDefined` tells a page when they are.
 */
import "./api/page-api";
import { logError } from "./lib/log";

setTimeout(() => {
  import("./elements").catch((error: unknown) => logError("the elements could not be defined", error));
});
