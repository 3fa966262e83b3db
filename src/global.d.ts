/** Stylesheets are imported as text and adopted into each element's shadow root. */
declare module "*.css" {
  const text: string;
  export default text;
}

/**
 * The compiled catalogs of the sites' locales (`lingui compile`), which the build (scripts/build-parts.mjs) puts into
 * the script: the message ids, the same in every locale, once; per locale, Lingui's compiled
 * messages in the order of `messageIds`, as JSON text.
 */
declare module "shop-components:catalogs" {
  export const messageIds: readonly string[];
  export const catalogs: Record<import("./config/sites").Locale, string>;
}

/** The package version; the build (scripts/build-parts.mjs) replaces it. */
declare const __VERSION__: string;
/**
 * The build's identity: the version and a hash of the sources and catalogs it was built from
 * (scripts/build-parts.mjs), the same in the script and the server module of one build.
 */
declare const __BUILD__: string;
/** Whether this is the server module's build (scripts/build-parts.mjs): true there, false in the script. */
declare const __SERVER_MODULE__: boolean;
