import { setupI18n, type I18n, type Messages } from "@lingui/core";
import * as v from "valibot";
import { requestSettings } from "../api/request";
import type { Locale } from "../config/sites";
import { logError } from "../lib/log";
import { scriptUrl } from "../lib/page-registry";
import { LoggableError, describeIssues } from "../lib/log-text";

/** Why a catalog was refused, in this code's own words (so the log may show them). */
class CatalogError extends LoggableError {
  constructor(message: string) {
    super(message);
    this.name = "CatalogError";
  }
}

/**
 * What the build writes (rollup.config.mjs): the messages as Lingui compiled them, by Lingui's
 * message ids, and which build's ids those are. A catalog of another build would show wrong texts: it is refused.
 */
const compiledCatalog = v.object({
  ids: v.pipe(
    v.string(),
    v.check((ids) => ids === __MESSAGE_IDS__, "written for another build of the script"),
  ),
  messages: v.pipe(
    v.unknown(),
    v.check((value) => typeof value === "object" && value !== null && !Array.isArray(value), "not an object"),
  ),
});

/**
 * Only the page's locale travels (issue "Foundation", bundle budget): the build writes one
 * compiled catalog per locale to `dist/locales/<locale>.json`, next to the script (the widget
 * gallery's to `dist/widgets-locales/`: `__CATALOG_DIR__`), and the first element of a locale
 * fetches it once for the whole page.
 */
const catalogs = new Map<Locale, Promise<Messages | undefined>>();
/** The catalogs that have arrived, for the elements that come after them (`loadedCatalog`). */
const arrived = new Map<Locale, Messages>();

export function catalogUrl(locale: Locale): string {
  return new URL(`${__CATALOG_DIR__}/${locale}.json`, scriptUrl).href;
}

/**
 * The compiled messages of a locale, or `undefined` when they cannot be loaded: the error is
 * logged once (console and error-monitoring log, as every failed call) and the elements of that
 * locale render nothing (the build strips the English source texts from the script, so there is
 * nothing sensible to show instead); an element that already shows another locale keeps it.
 * The catalog has the time-out of every call (spec §7, §9: 15 s; issue 15, point 7): one that
 * never answers fails like one that is missing, rather than leaving its elements empty silently.
 */
export function loadCatalog(locale: Locale): Promise<Messages | undefined> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = fetch(catalogUrl(locale), { signal: AbortSignal.timeout(requestSettings.timeoutMs) })
      .then((response) => {
        if (!response.ok) throw new CatalogError(`HTTP ${response.status}`);
        return response.json();
      })
      .then((answer: unknown) => {
        const result = v.safeParse(compiledCatalog, answer);
        if (!result.success)
          throw new CatalogError(`not a compiled catalog: ${describeIssues(result.issues)}`);
        arrived.set(locale, result.output.messages as Messages);
        return result.output.messages as Messages;
      })
      .catch((error: unknown) => {
        logError(`the ${locale} texts could not be loaded from the locales folder next to the script`, error);
        return undefined;
      });
    catalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * The messages of a locale if its catalog has already arrived: an element added after that (the
 * footer's nested form, an element a page adds late) renders its texts in its first render.
 */
export function loadedCatalog(locale: Locale): Messages | undefined {
  return arrived.get(locale);
}

/**
 * One I18n instance per element root: activating a shared global instance while React renders
 * another root fails (toolchain notes), and two elements on one page may use two locales.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({
    locale,
    messages: { [locale]: messages },
    // Spec §8: a missing translation key is logged to the console only.
    missing: (missingLocale, id) => {
      console.warn(`shop-components: no ${missingLocale} text for message "${id}"`);
      return id;
    },
  });
}
