/**
 * The nine country sites and their locales (spec §1).
 */
export const SITES = ["de", "at", "ch", "ch_fr", "pl", "cz", "hu", "sk", "tr"] as const;
export type Site = (typeof SITES)[number];

/** Spec §1: "Locale by site: TR tr-TR, CZ cs-CZ, CH de-CH, CH_FR fr-CH, HU hu-HU, AT de-AT, SK sk-SK, PL pl-PL, default de-DE." */
export const LOCALE_BY_SITE = {
  de: "de-DE",
  at: "de-AT",
  ch: "de-CH",
  ch_fr: "fr-CH",
  pl: "pl-PL",
  cz: "cs-CZ",
  hu: "hu-HU",
  sk: "sk-SK",
  tr: "tr-TR",
} as const satisfies Record<Site, string>;

export type Locale = (typeof LOCALE_BY_SITE)[Site];

/** The nine locales, one per site, in the order of SITES. */
export const LOCALES = Object.values(LOCALE_BY_SITE);
