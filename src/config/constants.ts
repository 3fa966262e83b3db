/** Business constants of spec §9 that the foundation needs. */

/** §7 and §9: every request times out after 15 000 ms. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** §4 and §9: the staff preview session is renewed every 300 000 ms while the panel lives. */
export const STAFF_SESSION_RENEWAL_MS = 300_000;
/** §4 and §9: the login-token check runs every 180 000 ms (when the visitor was active). */
export const LOGIN_TOKEN_CHECK_MS = 180_000;
/** §4 and §9: logged out, the page polls every 10 s for the login token to appear. */
export const LOGGED_OUT_POLL_MS = 10_000;
