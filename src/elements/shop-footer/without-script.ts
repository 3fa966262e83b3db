import { cookieText } from "../../lib/cookies";
import type { FormOutcome, PostedFrom } from "../element-definition";
import { VIEW_COOKIE, otherViewOf } from "./footer-rules";

/**
 * The footer's view changer posted without the script (a `ServerForm`, loaded by the fragment
 * endpoint when such a post comes): the cookie the script sets for the view it offers, and back
 * to the page.
 */
export async function submit(
  { platform }: { platform: string },
  _fields: URLSearchParams,
  { page }: PostedFrom,
): Promise<FormOutcome> {
  return {
    backWithCookie: cookieText(VIEW_COOKIE, otherViewOf(platform), {}, page?.startsWith("https:") ?? false),
  };
}
