import { SITES, SITE_TABLE, type Site } from "./sites";

/**
 * The country selector of the footer, which goes to each country's own shop site. `selected` is not
 * stored: it is the item whose `code` is the footer's site. Labels are the countries' own names
 * (endonyms), so they need no translation.
 */
export interface Country {
  code: Site;
  /** The country's name in the site's language. */
  label: string;
  /** The site's language, named in itself: it tells the two Swiss sites apart. */
  language: string;
  /** The flag's file beside the footer's logos (the site table says why an image). */
  flag: string;
  href: string;
}

/** In the order of the site table. */
export const COUNTRIES: readonly Country[] = SITES.map((code) => ({
  code,
  label: SITE_TABLE[code].label,
  language: SITE_TABLE[code].language,
  flag: SITE_TABLE[code].flag,
  href: SITE_TABLE[code].home,
}));
