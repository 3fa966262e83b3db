/** Stylesheets are imported as text and adopted into each element's shadow root. */
declare module "*.css" {
  const text: string;
  export default text;
}

/**
 * The compiled catalogs of the nine locales (`lingui compile`), which rollup.config.mjs builds into
 * the script: per locale, Lingui's messages by message id as JSON text.
 */
declare module "shop-components:catalogs" {
  export const catalogs: Record<import("./config/sites").Locale, string>;
}

/** The package version; rollup.config.mjs replaces it at build time. */
declare const __VERSION__: string;
