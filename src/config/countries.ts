import { SITES, type Site } from "./sites";

/**
 * The country selector of the footer, which goes to each country's own shop site. `selected` is not
 * stored: it is the item whose `code` is the footer's site. Labels are the countries' own names
 * (endonyms), so they need no translation. The hrefs are placeholders of the production hosts.
 */
export interface Country {
  code: Site;
  /** The country's name in the site's language. */
  label: string;
  /** The site's language, named in itself: it tells the two Swiss sites apart. */
  language: string;
  /**
   * The flag's image file beside the footer's logos (`/service/footer-images/logos/`), decorative:
   * the label names the country. An image, not a regional-indicator emoji: Windows shows those
   * as two letters, and finding a font for them is a slow font fallback where none has them.
   * A PNG (48 × 32, for 2× screens): bitmaps decode off the main thread, SVG images do not.
   */
  flag: string;
  href: string;
}

/** Each site's label and the part of its href after `https://www.shop.`. */
const SITE_COUNTRIES: Readonly<Record<Site, { label: string; language: string; host: string }>> = {
  de: { label: "Deutschland", language: "Deutsch", host: "de" },
  at: { label: "Österreich", language: "Deutsch", host: "at" },
  ch: { label: "Schweiz", language: "Deutsch", host: "ch/de" },
  ch_fr: { label: "Suisse", language: "Français", host: "ch/fr" },
  pl: { label: "Polska", language: "Polski", host: "pl" },
  cz: { label: "Česko", language: "Čeština", host: "cz" },
  hu: { label: "Magyarország", language: "Magyar", host: "hu" },
  sk: { label: "Slovensko", language: "Slovenčina", host: "sk" },
  tr: { label: "Türkiye", language: "Türkçe", host: "com.tr" },
};

/** In the order of SITES. */
export const COUNTRIES: readonly Country[] = SITES.map((code) => ({
  code,
  label: SITE_COUNTRIES[code].label,
  language: SITE_COUNTRIES[code].language,
  // The first two letters of every site key are its ISO country code: "ch_fr" → flag-ch.png.
  flag: `flag-${code.slice(0, 2)}.png`,
  href: `https://www.shop.${SITE_COUNTRIES[code].host}/`,
}));
