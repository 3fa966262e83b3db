/**
 * Stand-in for the shop's services (answer shapes as the services client, src/api/, reads them),
 * used by the QA demo server and by the browser test runner. It keeps everything in memory. Each
 * service lives in demo/stand-in/ with its scenarios beside it; this module puts them together.
 *
 * Contract:
 * - `createStandIn({ contentDir, logosDir, delays? })` returns `{ handle, reset, setScenario }`.
 *   `contentDir` holds `footer.<site>.json` (read at request time, so edits show up at once);
 *   `logosDir` holds `<name>.svg` (and the flags `flag-<country>.png`); `delays` overrides the `slow` (3000 ms) and `timeout`
 *   (20000 ms) scenario delays, so tests can use small ones.
 * - `handle(req, res)` is a plain Node `http` handler. It resolves to `false`, having read and
 *   written nothing, when the path is not one of its routes (the caller then serves static
 *   files), and to `true` once it has answered. It never rejects. The request body stream must
 *   be unread (under Koa: `ctx.respond = false; await standIn.handle(ctx.req, ctx.res)`).
 * - Routes: every call the elements make to the shop's services under `/service/`, plus
 *   `/json/psdata` and the newsletter image
 *   (`/service/newsletterfrontend/newslettersubscriptionform/{hash}.jpg`); any other path under
 *   `/service/` answers 404 `{"type":"urn:standin:not_found"}`. Control endpoints for QA live
 *   under `/__standin/` (scenarios, reset, request log, subscribers, state, staff login,
 *   `POST /__standin/footer-content {site, contentJSON}`, which replaces one site's footer
 *   content text until reset, or `contentJSON: null` restores the file's, and
 *   `POST /__standin/clock {speed, start?}`, see below).
 * - A scenario (one per failure of the services that the demo can show, plus a slow and a
 *   too-slow network) changes the answers until it is changed or reset. A request header
 *   `X-Standin-Scenario: <id>` chooses the scenario for that request only.
 * - The request log marks answers that are normal although they are not successes with
 *   `expected: <reason>`: checkauth's 401 without a staff session ("not staff"), and every
 *   failure the chosen scenario scripted, the requests it let time out included ("scenario <id>").
 *   The preview token call answers HTTP 200 whatever the outcome: its entry has `answerStatus`,
 *   the answer's `status` (SUCCESS, BAD_REQUEST, …), and any but SUCCESS is a failure.
 * - The login tokens' times (`ren`, `exp`) follow a clock that runs `speed` times faster than
 *   real time from `start` (default: real time), set by `POST /__standin/clock`; the QA demo's
 *   "Fast timers" run the page's clock (demo/qa-hooks.js) and this one alike, so a token the
 *   stand-in issues comes due when the page's clock says so. Reset restores real time.
 * - Each entry of the request log says who sent the request (`from`: "browser", or "server" for
 *   a client whose User-Agent is not a browser's, such as the fragment service's Node fetch) and
 *   the path of the page that sent it (`page`, from the Referer, or null). `GET
 *   /__standin/requests/last` answers `{seq}`, the newest entry's number: a poller that starts
 *   from it sees only the requests that come after.
 * - The request log never holds cookie values (only whether a Cookie header was sent; the
 *   `X-LoginToken` header, which carries the LoginToken cookie's value, is logged as "***") and
 *   masks `email` and `password` fields of request bodies.
 * - A client that closes its connection while an answer is delayed cancels the delay; nothing
 *   is written to the closed socket.
 */

import { createControlRoutes } from "./stand-in/control.mjs";
import { handle } from "./stand-in/dispatch.mjs";
import { createFooterContent } from "./stand-in/footer-content.mjs";
import { createLogin } from "./stand-in/login.mjs";
import { createNewsletter } from "./stand-in/newsletter.mjs";
import { createPreview } from "./stand-in/preview.mjs";
import { PRODUCT_DATA_ROUTES } from "./stand-in/product-data.mjs";
import { createRequestLog } from "./stand-in/request-log.mjs";
import { compileRoutes } from "./stand-in/routes.mjs";
import { DEFAULT_DELAYS, DEFAULT_SCENARIO_ID, SCENARIOS_BY_ID } from "./stand-in/scenarios.mjs";
import { TRACKING_ROUTES } from "./stand-in/tracking.mjs";

export { SCENARIOS } from "./stand-in/scenarios.mjs";
export { SITES } from "./stand-in/sites.mjs";

/**
 * @param {object} options
 * @param {string} options.contentDir folder with `footer.<site>.json`
 * @param {string} options.logosDir folder with `<name>.svg` and `<name>.png`
 * @param {{ slow?: number, timeout?: number }} [options.delays] scenario delays in ms
 */
export function createStandIn(options) {
  const { contentDir, logosDir } = options ?? {};
  if (typeof contentDir !== "string" || typeof logosDir !== "string") {
    throw new TypeError("createStandIn needs { contentDir, logosDir } as paths");
  }
  const newsletter = createNewsletter();
  const footer = createFooterContent({ contentDir, logosDir });
  const preview = createPreview();
  const login = createLogin();
  const services = [newsletter, footer, preview, login];

  /** @type {import("./stand-in/dispatch.mjs").StandInCore} */
  const standIn = {
    scenarioId: DEFAULT_SCENARIO_ID,
    delays: { ...DEFAULT_DELAYS, ...options.delays },
    log: createRequestLog(),
    serviceRoutes: compileRoutes([
      ...newsletter.routes,
      ...footer.routes,
      ...login.routes,
      ...preview.routes,
      ...PRODUCT_DATA_ROUTES,
      ...TRACKING_ROUTES,
    ]),
    controlRoutes: [],
    reset() {
      const now = Date.now();
      standIn.scenarioId = DEFAULT_SCENARIO_ID;
      standIn.log.clear();
      for (const service of services) service.reset(now);
    },
    describeServices: () => preview.describe(),
  };
  standIn.controlRoutes = compileRoutes([
    ...createControlRoutes(standIn),
    ...services.flatMap((service) => service.controlRoutes),
  ]);
  standIn.reset();

  return {
    handle: (req, res) => handle(standIn, req, res),
    reset: () => standIn.reset(),
    setScenario(id) {
      if (!SCENARIOS_BY_ID.has(id)) throw new RangeError(`Unknown stand-in scenario: ${id}`);
      standIn.scenarioId = id;
    },
  };
}
