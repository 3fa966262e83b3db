import { SITE_TABLE } from "./sites";

/**
 * A site's store badges, in its language, as the stores publish them per language
 * (`app-store-<language>.svg`, `google-play-<language>.svg`); sites:check names the files a site
 * lacks in demo/logos/.
 */
export const storeBadges = (locale: string): string[] => {
  const language = locale.split("-")[0];
  return [`app-store-${language}.svg`, `google-play-${language}.svg`];
};

/** The badges of every site of the table: a site's follow from its entry. */
const STORE_BADGES = [...new Set(Object.values(SITE_TABLE).flatMap(({ locale }) => storeBadges(locale)))];

/**
 * The logo files the footer can show, served from `/service/footer-images/logos/{file}`. A content
 * `source` outside this list is logged and shows no image, so that the CMS cannot make the footer
 * load any file. Keep it equal to the files in demo/logos/ (the stand-in serves those) besides the
 * country selector's flags (`flag-<country>.png`, src/config/countries.ts), which content does not
 * name. The store badges without a language show only the store's name.
 */
export const LOGO_FILES = [
  "app-store.svg",
  "blik.svg",
  "customer-card.svg",
  "dhl.svg",
  "gls.svg",
  "google-play.svg",
  "hermes.svg",
  "inpost.svg",
  "invoice.svg",
  "mastercard.svg",
  "mpl.svg",
  "packeta.svg",
  "paypal.svg",
  "post-ch.svg",
  "ppl.svg",
  "przelewy24.svg",
  "quality-seal.svg",
  "troy.svg",
  "twint.svg",
  "visa.svg",
  "yurtici.svg",
  ...STORE_BADGES,
];

export const LOGO_PATH = "/service/footer-images/logos/";
