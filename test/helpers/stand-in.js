/** Talks to the stand-in's control endpoints (demo/stand-in.mjs) over real HTTP. */

async function control(path, body) {
  const response = await fetch(`/__standin/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path}: HTTP ${response.status}`);
  return response.status === 204 ? undefined : response.json().catch(() => undefined);
}

export const standIn = {
  reset: () => control("reset", {}),
  scenario: (id) => control("scenario", { id }),
  /** Replaces the footer content text of `site` until reset (`null` restores the demo file's). */
  footerContent: (site, contentJSON) => control("footer-content", { site, contentJSON }),
  /** The requests the stand-in received, oldest first. */
  requests: async () => {
    const answer = await control("requests");
    return Array.isArray(answer) ? answer : answer.requests;
  },
};

/** Sets or clears the staff preview cookies; staff need both to see the preview panel. */
export function setStaffCookies(isStaff) {
  const expiry = isStaff ? "" : "; Max-Age=0";
  for (const name of ["StaffAuthToken", "CobraAuthToken"]) {
    document.cookie = `${name}=${isStaff ? "test-staff" : ""}; Path=/${expiry}`;
  }
}

/**
 * Resolves once the stand-in has answered a sentinel request that `page` (a window) sends now. The
 * stand-in answers every request at once, so each request the page had started before is answered
 * and in the request log by then: a "never requests X" check asserts after this, once the element
 * has started all it would start. The sentinel asks a control endpoint, which the log leaves out.
 */
export async function afterSentinelRequest(page = window) {
  const response = await page.fetch("/__standin/scenario");
  if (!response.ok) throw new Error(`stand-in sentinel: HTTP ${response.status}`);
}
