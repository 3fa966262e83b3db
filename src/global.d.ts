/** Stylesheets are imported as text and adopted into each element's shadow root. */
declare module "*.css" {
  const text: string;
  export default text;
}

/** The package version; rollup.config.mjs replaces it at build time. */
declare const __VERSION__: string;

/** The folder of the compiled catalogs beside the script; rollup.config.mjs replaces it. */
declare const __CATALOG_DIR__: string;

/** Which build's message ids the script uses (a digest); rollup.config.mjs replaces it. */
declare const __MESSAGE_IDS__: string;
