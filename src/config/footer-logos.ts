/**
 * The logo files the footer can show, served from `/service/footer-images/logos/{file}`. A content
 * `source` outside this list is logged and shows no image, so that the CMS cannot make the footer
 * load any file. Keep it equal to the files in demo/logos/ (the stand-in serves those) besides the
 * country selector's flags (`flag-<country>.png`, src/config/countries.ts), which content does not
 * name. The store badges come in each site's language (`app-store-<language>.svg`), as the stores
 * publish them per language; the ones without a language show only the store's name.
 */
export const LOGO_FILES = [
  "app-store.svg",
  "app-store-cs.svg",
  "app-store-de.svg",
  "app-store-fr.svg",
  "app-store-hu.svg",
  "app-store-pl.svg",
  "app-store-sk.svg",
  "app-store-tr.svg",
  "blik.svg",
  "customer-card.svg",
  "dhl.svg",
  "gls.svg",
  "google-play.svg",
  "google-play-cs.svg",
  "google-play-de.svg",
  "google-play-fr.svg",
  "google-play-hu.svg",
  "google-play-pl.svg",
  "google-play-sk.svg",
  "google-play-tr.svg",
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
] as const;

export type LogoFile = (typeof LOGO_FILES)[number];

export const LOGO_PATH = "/service/footer-images/logos/";
