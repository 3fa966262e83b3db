/**
 * The nine country sites and their locales (spec §1).
 */
export const SITES = ["de", "at", "ch", "ch_fr", "pl", "cz", "hu", "sk", "tr"] as const;
export type Site = (typeof SITES)[number];

export const LOCALES = [
  "de-DE",
  "de-AT",
  "de-CH",
  "fr-CH",
  "cs-CZ",
  "hu-HU",
  "sk-SK",
  "tr-TR",
  "pl-PL",
] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec §1: "Locale by site: TR tr-TR, CZ cs-CZ, CH de-CH, CH_FR fr-CH, HU hu-HU, AT de-AT, SK sk-SK, PL pl-PL, default de-DE." */
export const LOCALE_BY_SITE: Record<Site, Locale> = {
  de: "de-DE",
  at: "de-AT",
  ch: "de-CH",
  ch_fr: "fr-CH",
  pl: "pl-PL",
  cz: "cs-CZ",
  hu: "hu-HU",
  sk: "sk-SK",
  tr: "tr-TR",
};
