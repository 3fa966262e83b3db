import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { catalogs, messageIds } from "shop-components:catalogs";
import type { Locale } from "../config/sites";

/**
 * The texts of every site's locale travel inside the script (the build compiles them in, scripts/build-parts.mjs), so
 * an element renders its texts in its first render and a change of `lang` switches at once: no
 * catalog to fetch, no round trip before the first text, nothing beside the script to deploy.
 */
const instances = new Map<Locale, I18n>();

/** A locale's messages by id: its texts come in the order of `messageIds` (scripts/build-parts.mjs). */
function messagesOf(locale: Locale): Messages {
  const texts = JSON.parse(catalogs[locale]) as Messages[string][];
  // The build writes one text for every id (it refuses a locale with other ids).
  return Object.fromEntries(messageIds.map((id, index) => [id, texts[index]])) as Messages;
}

/**
 * The I18n instance of `locale`, made once and shared by every element of that locale. Each
 * instance is activated when it is made and never re-activated: activating a shared instance
 * while React renders another root fails (toolchain notes), and two elements on one page may
 * show two locales.
 */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({
      locale,
      messages: { [locale]: messagesOf(locale) },
      // A missing translation is logged to the console only; the message id shows instead.
      missing: (missingLocale, id) => {
        console.warn(`shop-components: no ${missingLocale} text for message "${id}"`);
        return id;
      },
    });
    instances.set(locale, i18n);
  }
  return i18n;
}
