import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** In the shop's fixed order (not alphabetical): region code (ISO 3166) and international dialling code. */
const PREFIXES: readonly (readonly [region: string, prefix: string])[] = [
  ["DE", "+49"],
  ["CH", "+41"],
  ["AT", "+43"],
  ["CZ", "+420"],
  ["HU", "+36"],
  ["PL", "+48"],
  ["SI", "+386"],
  ["SK", "+421"],
  ["TR", "+90"],
  ["BE", "+32"],
  ["BG", "+359"],
  ["CY", "+357"],
  ["DK", "+45"],
  ["EE", "+372"],
  ["ES", "+34"],
  ["FI", "+358"],
  ["FR", "+33"],
  ["GB", "+44"],
  ["GR", "+30"],
  ["HR", "+385"],
  ["IE", "+353"],
  ["IS", "+354"],
  ["IT", "+39"],
  ["LI", "+423"],
  ["LT", "+370"],
  ["LU", "+352"],
  ["LV", "+371"],
  ["MT", "+356"],
  ["NL", "+31"],
  ["NO", "+47"],
  ["PT", "+351"],
  ["RO", "+40"],
  ["SE", "+46"],
];

export interface PhonePrefix {
  /** ISO 3166 region code; empty for 'Other'. */
  region: string;
  /** The country's name in the locale of `i18n`. */
  name: string;
  /** `+49` and so on; empty for 'Other'. */
  prefix: string;
}

/**
 * The phone-prefix country list with names in the shopper's language: the names come from the
 * browser (Intl.DisplayNames), so the catalogs carry only 'Other'.
 */
export function phonePrefixes(i18n: I18n): PhonePrefix[] {
  const names = new Intl.DisplayNames([i18n.locale], { type: "region" });
  const countries = PREFIXES.map(([region, prefix]) => ({
    region,
    name: names.of(region) ?? region,
    prefix,
  }));
  return [...countries, { region: "", name: i18n._(msg`Other`), prefix: "" }];
}
