import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec §2, in its order: region code (ISO 3166) and international dialling code. */
const PREFIXES =
  "DE49 CH41 AT43 CZ420 HU36 PL48 SI386 SK421 TR90 BE32 BG359 CY357 DK45 EE372 ES34 FI358 FR33 GB44 " +
  "GR30 HR385 IE353 IS354 IT39 LI423 LT370 LU352 LV371 MT356 NL31 NO47 PT351 RO40 SE46";

export interface PhonePrefix {
  /** ISO 3166 region code; empty for 'Other'. */
  region: string;
  /** The country's name in the locale of `i18n`. */
  name: string;
  /** `+49` and so on; empty for 'Other'. */
  prefix: string;
}

/**
 * The phone-prefix country list of spec §2 with names in the shopper's language: the names come
 * from the browser (Intl.DisplayNames), so the catalogs carry only 'Other'.
 */
export function phonePrefixes(i18n: I18n): PhonePrefix[] {
  const names = new Intl.DisplayNames([i18n.locale], { type: "region" });
  const countries = PREFIXES.split(" ").map((entry) => {
    const region = entry.slice(0, 2);
    return { region, name: names.of(region) ?? region, prefix: `+${entry.slice(2)}` };
  });
  return [...countries, { region: "", name: i18n._(msg`Other`), prefix: "" }];
}
