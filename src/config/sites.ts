/**
 * The nine country sites and their locales.
 */
export const SITES = ["de", "at", "ch", "ch_fr", "pl", "cz", "hu", "sk", "tr"] as const;
export type Site = (typeof SITES)[number];

/** The locale each site shows unless `lang` says otherwise; de-DE is the default locale. */
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

/**
 * The name the shop trades under on every site, as the footer's copyright line names it: a
 * placeholder the shop fills in, as it does the hosts of the country selector.
 */
export const SHOP_NAME = "Shop";
