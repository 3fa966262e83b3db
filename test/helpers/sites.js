/**
 * The sites and their locales as the tests expect them, stated on their own (not read from the
 * product): `npm run sites:check` fails when this list and the site table (src/config/sites.ts)
 * differ, so that a new site is added to the tests' expectations on purpose. Plain data, read in
 * the browser and in Node.
 */
export const SITES = ["de", "at", "ch", "ch_fr", "pl", "cz", "hu", "sk", "tr"];

/** The locale of each site, the one its texts are in unless `lang` says otherwise. */
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
};
