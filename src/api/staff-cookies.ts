import { readCookie } from "../lib/cookies";

/** The staff's preview cookies, which the page can read. */
const STAFF_COOKIES = ["StaffAuthToken", "CobraAuthToken"] as const;

/**
 * Whether the page holds a staff preview cookie: without one it is a shopper's page, where the
 * preview panel asks nothing (./preview.ts) and is not even evaluated (src/elements/preview-panel/).
 * Kept apart from ./preview.ts so that the element layer reads it without that module's schemas.
 */
export function hasStaffCookie(): boolean {
  return STAFF_COOKIES.some((name) => readCookie(name) !== undefined);
}
