import { formatter } from "@lingui/format-po";

// Source texts are written in English in the code; every site locale has its own catalog.
// No site uses English, so "en" is only the source language and is never shipped.
/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: "en",
  locales: ["de-DE", "de-AT", "de-CH", "fr-CH", "cs-CZ", "hu-HU", "sk-SK", "tr-TR", "pl-PL"],
  fallbackLocales: false,
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/src"] }],
  // Origins without line numbers keep diffs of the PO files small.
  format: formatter({ lineNumbers: false }),
  // The build copies the compiled JSON to dist/locales/<locale>.json (see rollup.config.mjs).
  compileNamespace: "json",
};
