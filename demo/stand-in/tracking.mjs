/** The sinks of the tracking records (consent records) and of the error log: they accept anything. */

import { json } from "./http.mjs";

const acceptTrackingRecord = () => json(202, {});
const acceptErrorLog = () => json(202, {});

export const TRACKING_ROUTES = Object.freeze([
  ["POST", "/service/ttruth/publish", acceptTrackingRecord],
  ["POST", "/service/errorlog", acceptErrorLog],
]);
