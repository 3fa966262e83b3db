/**
 * The QA control endpoints that belong to no one service: the scenarios, reset, the request log
 * and the state view. (Each service brings its own control endpoints beside it.)
 */

import { json, jsonObjectOf, PROBLEMS } from "./http.mjs";
import { SCENARIOS, SCENARIOS_BY_ID } from "./scenarios.mjs";
import { SITE_TABLE, SITES } from "../../scripts/site-table.mjs";

/** @param {import("./dispatch.mjs").StandInCore} standIn */
export function createControlRoutes(standIn) {
  function listScenarios() {
    return json(200, SCENARIOS);
  }

  /** The shop's sites as the site table lists them: what the demo's site selector offers. */
  function listSites() {
    return json(
      200,
      SITES.map((site) => ({ site, label: SITE_TABLE[site].label, language: SITE_TABLE[site].language })),
    );
  }

  function currentScenario() {
    return json(200, { id: standIn.scenarioId });
  }

  function chooseScenario(ctx) {
    const id = jsonObjectOf(ctx.body)?.id;
    if (!SCENARIOS_BY_ID.has(id)) return json(400, PROBLEMS.unknownScenario);
    standIn.scenarioId = id;
    return json(200, { id });
  }

  function resetControl() {
    standIn.reset();
    return json(200, { id: standIn.scenarioId });
  }

  function requestLog(ctx) {
    const since = Number(ctx.url.searchParams.get("since") ?? 0);
    return json(200, standIn.log.since(since));
  }

  function lastRequest() {
    return json(200, { seq: standIn.log.last() });
  }

  function describeState() {
    return json(200, { scenario: standIn.scenarioId, ...standIn.describeServices() });
  }

  return [
    ["GET", "/__standin/sites", listSites],
    ["GET", "/__standin/scenarios", listScenarios],
    ["GET", "/__standin/scenario", currentScenario],
    ["POST", "/__standin/scenario", chooseScenario],
    ["POST", "/__standin/reset", resetControl],
    ["GET", "/__standin/requests", requestLog],
    ["GET", "/__standin/requests/last", lastRequest],
    ["GET", "/__standin/state", describeState],
  ];
}
