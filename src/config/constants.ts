/** Business constants of spec §9 that the foundation needs. */

/** §7 and §9: every request times out after 15 000 ms. */
export const REQUEST_TIMEOUT_MS = 15_000;
