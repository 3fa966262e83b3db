/**
 * The script's byte ceiling (`npm run bench:size -- --check`, bench/size.mjs) and the locales
 * whose texts it was set with. Every locale's texts travel in the one script (1.3 to 1.6 KB gzip
 * each, 2026-11-29), so a site whose locale is not among these makes `npm run sites:check` name
 * the ceiling, before any build: add the locale here and raise CEILING by what `npm run
 * bench:size` then measures (docs/adding-a-site.md).
 */
export const CEILING = 1.697;
export const CEILING_LOCALES = [
  "de-DE",
  "de-AT",
  "de-CH",
  "fr-CH",
  "pl-PL",
  "cs-CZ",
  "hu-HU",
  "sk-SK",
  "tr-TR",
];
