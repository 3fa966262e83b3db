import type { AttributeSpec } from "../attributes";

/**
 * `<shop-footer>`'s attributes besides `site`, `lang` and `api-base`, keyed by property name. Each
 * one's doc comment is its description in dist/custom-elements.json
 * (custom-elements-manifest.config.mjs): the attribute is stated here once. This module imports
 * nothing but types, so that node can read it (scripts/manifest.test.mjs).
 */
export const footerAttributes = {
  /** The reduced footer of checkout pages: no newsletter block, no teaser groups marked hideGroupInCheckout. */
  reduced: { kind: "boolean", default: false },
  /**
   * The platform the page was rendered for (MATCH: phones, always the accordion; CLASSIC hides
   * links marked hideInClassic; the view changer offers the other view).
   */
  platform: { kind: "enum", values: ["CLASSIC", "MATCH", "TABLET"], default: "CLASSIC" },
  /** Shows the newsletter sign-up block (a nested newsletter-signup). */
  newsletter: { kind: "boolean", default: true },
  /** The newsletter block's privacy-notice (see newsletter-signup). Absent: the site's. */
  privacyNotice: { kind: "link" },
  /** Nests the staff preview panel (preview-panel) at the bottom; it shows itself after its own preview check. */
  preview: { kind: "boolean", default: false },
  /** The page's Hunter-Content value; containing NO_FOOTER (any case) renders nothing and calls nothing. */
  hunterContent: { kind: "text", default: "" },
} as const satisfies Record<string, AttributeSpec>;
