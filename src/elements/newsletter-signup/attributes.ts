import type { AttributeSpec } from "../attributes";

/**
 * `<newsletter-signup>`'s attributes besides `site`, `lang` and `api-base`, keyed by property
 * name; `origin` and `origin-addition` default to what the footer's form sends (onsite, subsite).
 * Each one's doc comment is its description in dist/custom-elements.json
 * (custom-elements-manifest.config.mjs): the attribute is stated here once. This module imports
 * nothing but types, so that node can read it (scripts/manifest.test.mjs).
 */
export const newsletterAttributes = {
  /** The subscriber request's origin. */
  origin: { kind: "text", default: "onsite" },
  /** The subscriber request's originAddition. */
  originAddition: { kind: "text", default: "subsite" },
  /** Sends to /api/internal/ instead of /api/private/. */
  internal: { kind: "boolean", default: false },
  /** A double-opt-in token to confirm; when empty, the page URL's subscriberToken parameter. */
  subscriberToken: { kind: "text", default: "" },
  /**
   * The address of the full data protection notice (the newsletter's part of the shop's privacy
   * policy) that the form's short notice above the button links to: a path or an http(s) address.
   * Absent: the site's (/privacy#newsletter; in Turkey its KVKK Aydınlatma Metni page).
   */
  privacyNotice: { kind: "link" },
} as const satisfies Record<string, AttributeSpec>;
