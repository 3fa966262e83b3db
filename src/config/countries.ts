import { SITES, type Site } from "./sites";

/**
 * The country selector of the footer (spec §2 "A country selector that goes to each country's own
 * shop site", §3 "Country selector item": label, code, href, flag, selected). `selected` is not
 * stored: it is the item whose `code` is the footer's site. Labels are the countries' own names
 * (endonyms), so they need no translation. The hrefs are placeholders of the production hosts.
 */
export interface Country {
  code: Site;
  label: string;
  /**
   * The flag's image file beside the footer's logos (`/service/footer-images/logos/`), decorative:
   * the label names the country. An image, not a regional-indicator emoji: Windows shows those
   * as two letters, and finding a font for them is a slow font fallback where none has them.
   * A PNG (48 × 32, for 2× screens): bitmaps decode off the main thread, SVG images do not.
   */
  flag: string;
  href: string;
}

/** Per site, in the order of SITES: the label, and what follows `https://www.shop.` in the href. */
const LABELS =
  "Deutschland|Österreich|Schweiz (Deutsch)|Suisse (français)|Polska|Česko|Magyarország|Slovensko|Türkiye";
const HOSTS = "de at ch/de ch/fr pl cz hu sk com.tr";

export const COUNTRIES: readonly Country[] = SITES.map((code, index) => ({
  code,
  label: LABELS.split("|")[index] as string,
  // The first two letters of every site key are its ISO country code: "ch_fr" → flag-ch.png.
  flag: `flag-${code.slice(0, 2)}.png`,
  href: `https://www.shop.${HOSTS.split(" ")[index]}/`,
}));
