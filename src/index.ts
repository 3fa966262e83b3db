/**
 * The script's entry: `window.ShopComponents` at once, then the three elements. Everything a page
 * needs is in this one script (the staff tool, the page API's calls, every locale's texts). Each
 * registration is a no-op when the tag is already defined, so a page that includes the script
 * twice sees no error.
 *
 * When the elements are defined depends on when the script runs:
 * - while the page is still being parsed (a script in the head without `defer`): at once, so that
 *   the parser's elements upgrade as it adds them;
 * - once it is parsed (`defer`, as shops include it, `async`, or added later): in a task of its
 *   own right after this one. A deferred script runs inside the browser's last task of parsing,
 *   beside the page's own work there; evaluating the element layer and upgrading every element of
 *   the page in that task (about 40 ms on a slow phone) made it a long task that the page without
 *   the script does not have. Meanwhile a prerendered element is the server's markup, and the
 *   space of one the browser renders is the page's reservation (README's embed snippet), so
 *   nothing shows differently; a property a page's script sets on an element before then is taken
 *   over as it upgrades.
 */
import "./api/page-api";
import { logError } from "./lib/log";
import { atOnceWhileParsing } from "./lib/parsing";

function defineElements(): void {
  import("./elements").catch((error: unknown) => logError("the elements could not be defined", error));
}

atOnceWhileParsing(defineElements);
