/** Stylesheets are imported as text and adopted into each element's shadow root. */
declare module "*.css" {
  const text: string;
  export default text;
}

/**
 * The compiled catalogs of the nine locales (`lingui compile`), which rollup.config.mjs builds into
 * the script: Lingui's messages by message id, per locale.
 */
declare module "shop-components:catalogs" {
  export const catalogs: Record<import("./config/sites").Locale, Record<string, unknown>>;
}

/** The package version; rollup.config.mjs replaces it at build time. */
declare const __VERSION__: string;
