import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** Units of measure that Intl.NumberFormat names in every locale. */
export type MeasureUnit = "gram" | "kilogram" | "milliliter" | "liter" | "centimeter" | "meter";

export interface BasePriceProps {
  /** The pack's content, e.g. 500 (grams). */
  quantity: number;
  unit: MeasureUnit;
  /** The price of `baseQuantity` `baseUnit`, e.g. 11.98 (per 1 kg). */
  basePrice: number;
  /** ISO 4217, e.g. EUR, CHF, PLN, CZK, HUF, TRY. */
  currency: string;
  /** Default: 1. */
  baseQuantity?: number;
  /** Default: `unit`. */
  baseUnit?: MeasureUnit;
}

/**
 * The base price text: the content with the price per base quantity, numbers, units and
 * currency formatted for the locale (de-DE: "500 g (11,98 € per 1 kg)", in German words).
 */
export function formatBasePrice(i18n: I18n, props: BasePriceProps): string {
  const { quantity, unit, basePrice, currency, baseQuantity = 1, baseUnit = unit } = props;
  const measure = (value: number, measureUnit: MeasureUnit) =>
    new Intl.NumberFormat(i18n.locale, { style: "unit", unit: measureUnit }).format(value);
  const price = new Intl.NumberFormat(i18n.locale, { style: "currency", currency }).format(basePrice);
  const content = measure(quantity, unit);
  const base = measure(baseQuantity, baseUnit);
  return i18n._(msg`${content} (${price} per ${base})`);
}

/** The base price text (see `formatBasePrice`) in the element's locale. */
export function BasePrice(props: BasePriceProps) {
  const { i18n } = useLingui();
  return <span className="base-price">{formatBasePrice(i18n, props)}</span>;
}
