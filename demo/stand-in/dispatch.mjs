/**
 * Answers a request: control endpoints under /__standin/ as they are, service calls under
 * /service/ and /json/ through the chosen scenario, each logged in the request log.
 */

import { FOOTER_CONTENT_BODY_LIMIT_BYTES, FOOTER_CONTENT_CONTROL_PATH } from "./footer-content.mjs";
import {
  BODY_LIMIT_BYTES,
  internalError,
  json,
  parseCookies,
  PROBLEMS,
  readBodyIfAny,
  send,
  waitUnlessClosed,
} from "./http.mjs";
import { expectedReason, maskSecrets, startEntry } from "./request-log.mjs";
import { matchRoute, routeResponse } from "./routes.mjs";
import { SCENARIOS_BY_ID } from "./scenarios.mjs";
import { siteOf } from "./sites.mjs";

/**
 * What the dispatch needs of a stand-in.
 * @typedef {object} StandInCore
 * @property {string} scenarioId the scenario chosen for every request without X-Standin-Scenario
 * @property {{ slow: number, timeout: number }} delays the scenario delays in ms
 * @property {ReturnType<typeof import("./request-log.mjs").createRequestLog>} log
 * @property {object[]} serviceRoutes compiled routes under /service/ and /json/
 * @property {object[]} controlRoutes compiled routes under /__standin/
 * @property {() => void} reset
 * @property {() => object} describeServices the services' part of the QA state view
 */

/**
 * @param {StandInCore} standIn
 * @returns {Promise<boolean>} false, having read and written nothing, when the path is not one
 *   of the stand-in's; true once it has answered.
 */
export async function handle(standIn, req, res) {
  let url;
  try {
    url = new URL(req.url ?? "/", "http://stand-in.invalid");
  } catch {
    return false;
  }
  const { pathname } = url;
  if (pathname === "/__standin" || pathname.startsWith("/__standin/")) {
    await answerControl(standIn, req, res, url);
    return true;
  }
  const isService = pathname.startsWith("/service/");
  if (!isService && !pathname.startsWith("/json/")) return false;
  const match = matchRoute(standIn.serviceRoutes, req.method, pathname);
  if (!match && !isService) return false;
  await answerService(standIn, req, res, url, match);
  return true;
}

async function answerControl(standIn, req, res, url) {
  let response;
  try {
    const match = matchRoute(standIn.controlRoutes, req.method, url.pathname);
    const limit =
      url.pathname === FOOTER_CONTENT_CONTROL_PATH ? FOOTER_CONTENT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
    const body = await readBodyIfAny(req, limit);
    response = body.kind === "aborted" ? null : await routeResponse(match, { req, url, body });
  } catch (error) {
    response = internalError(error);
  }
  if (response) send(res, response);
}

async function answerService(standIn, req, res, url, match) {
  const startedAt = Date.now();
  const cookies = parseCookies(req.headers.cookie);
  const entry = startEntry(req, url, standIn.scenarioId, startedAt);
  let response = null;
  let scenario;
  try {
    const requested = req.headers["x-standin-scenario"];
    scenario = SCENARIOS_BY_ID.get(requested ?? standIn.scenarioId);
    if (scenario) entry.scenario = scenario.id;
    const delayMs = scenario?.delay ? standIn.delays[scenario.delay] : 0;
    const isStillOpen = delayMs > 0 ? await waitUnlessClosed(res, delayMs) : true;
    const body = isStillOpen ? await readBodyIfAny(req) : { kind: "aborted" };
    if (body.kind === "json") entry.body = maskSecrets(body.value);
    if (body.kind !== "aborted") {
      response = await serviceResponse({ req, url, match, body, cookies, scenario, requested });
    }
  } catch (error) {
    response = internalError(error);
  }
  if (response && send(res, response)) {
    entry.status = response.status;
    if (response.answerStatus) entry.answerStatus = response.answerStatus;
  } else entry.aborted = true;
  const expected = expectedReason(scenario, match, entry.aborted ? null : response);
  if (expected) entry.expected = expected;
  entry.durationMs = Date.now() - startedAt;
  standIn.log.append(entry);
}

/** The answer of a service call under its scenario: the scenario's for every call, or the route's. */
function serviceResponse({ req, url, match, body, cookies, scenario, requested }) {
  if (!scenario) return json(400, { ...PROBLEMS.unknownScenario, detail: String(requested) });
  if (scenario.all) return scenario.all();
  const ctx = { req, url, body, cookies, scenario, ...siteOf(req) };
  return routeResponse(match, ctx, scenario.respond);
}
