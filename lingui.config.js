import { formatter } from "@lingui/format-po";
// Loaded through jiti (Lingui reads its config so): the site table as it is, TypeScript.
import { LOCALES } from "./src/config/sites.ts";

/**
 * The widgets that only the widget gallery shows (demo/widgets.html): their texts have a catalog
 * of their own, `widgets`, so that a shop page's catalog carries only texts its elements can show.
 * A widget that an element starts to show moves out of this list (its texts then move to
 * `messages` with the next `npm run i18n:extract`).
 */
const GALLERY_ONLY = ["gallery", "texts", "password-field", "password-strength-meter", "copy-code"].map(
  (folder) => `<rootDir>/src/ui/${folder}/**`,
);

// Source texts are written in English in the code; every site locale has its own catalog.
// No site uses English, so "en" is only the source language and is never shipped.
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: "en",
  // One catalog per site's locale, from the site table.
  locales: LOCALES,
  fallbackLocales: false,
  catalogs: [
    // The elements' texts, compiled into the shop's script (rollup.config.mjs, shop-components:catalogs).
    { path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/src"], exclude: GALLERY_ONLY },
    // The gallery's widgets: compiled into the widget gallery's script with the elements' texts.
    { path: "<rootDir>/locales/{locale}/widgets", include: GALLERY_ONLY },
  ],
  // Origins without line numbers keep diffs of the PO files small.
  format: formatter({ lineNumbers: false }),
  // `lingui compile` writes JSON, which the build puts into the scripts (rollup.config.mjs).
  compileNamespace: "json",
};
