/**
 * The scenarios: one per failure of the shop's services that the QA demo can show, plus a slow
 * and a too-slow network. Each service keeps its own scenarios beside it; this module lists them
 * all in the order the QA demo shows them.
 *
 * A scenario's `description` says what the stand-in answers, `lookFor` what the QA demo then shows
 * (a scenario that the demo cannot show does not belong here: QA would find it does nothing).
 * Every scenario makes something fail on purpose (`plansFailures`, so that the QA demo logs the
 * elements' errors as planned) except the normal one and the slow network.
 * `delay` names an entry of the delays; `all` answers every /service and /json call; `respond`
 * replaces the answer of single routes, keyed by the name of the route's handler. Services read
 * their own fields (`footer`, `malformedLoginToken`), described where they are used.
 */

import { FOOTER_SCENARIOS } from "./footer-content.mjs";
import { fail, PROBLEMS } from "./http.mjs";
import { LOGIN_SCENARIOS } from "./login.mjs";
import { NEWSLETTER_SCENARIOS } from "./newsletter.mjs";
import { PREVIEW_SCENARIOS } from "./preview.mjs";
import { PRODUCT_DATA_SCENARIOS } from "./product-data.mjs";

export const DEFAULT_SCENARIO_ID = "normal";

/** The scenario delays in ms; `createStandIn({ delays })` overrides them so tests can use small ones. */
export const DEFAULT_DELAYS = Object.freeze({ slow: 3000, timeout: 20000 });

const NETWORK_SCENARIOS = [
  {
    id: DEFAULT_SCENARIO_ID,
    label: "Normal",
    description: "Every service answers successfully.",
    lookFor: "The footer with its content, both newsletter forms, and with Staff cookies the preview panels.",
    plansFailures: false,
  },
  {
    id: "slow",
    label: "Slow network",
    description: "Every /service and /json answer is delayed by 3 seconds.",
    lookFor:
      "The footer's content and the forms' answers come about 3 s late; the log shows ~3000 ms per request.",
    delay: "slow",
    plansFailures: false,
  },
  {
    id: "timeout",
    label: "Time-out",
    description: "Every /service and /json answer is delayed by 20 seconds, past the 15 s time-out.",
    lookFor:
      "After 15 s the footer without its content (view changer and country selector remain); the log says 'timed out'.",
    delay: "timeout",
  },
  {
    id: "server-error",
    label: "Server error everywhere",
    description: "Every /service and /json call answers HTTP 500.",
    lookFor: "The footer without content; a sign-up shows the technical-error banner; the page logs errors.",
    all: fail(500, PROBLEMS.serverError),
  },
];

export const SCENARIOS_BY_ID = new Map(
  [
    ...NETWORK_SCENARIOS,
    ...NEWSLETTER_SCENARIOS,
    ...FOOTER_SCENARIOS,
    ...PREVIEW_SCENARIOS,
    ...PRODUCT_DATA_SCENARIOS,
    ...LOGIN_SCENARIOS,
  ].map((scenario) => [scenario.id, scenario]),
);

/** The scenarios as the QA demo lists them, in its order (the README's checklist follows it). */
export const SCENARIOS = Object.freeze(
  [...SCENARIOS_BY_ID.values()].map(({ id, label, description, lookFor, plansFailures = true }) =>
    Object.freeze({ id, label, description, lookFor, plansFailures }),
  ),
);
