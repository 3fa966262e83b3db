import { createElement } from "react";
import { glyphs } from "./glyphs";
import css from "./icon.css";
import { widgetStyles } from "../widget-styles";

/**
 * A lucide or Tabler drawing: its SVG child elements with their attributes, on a 24 × 24 stroked
 * grid. The `lucide` package exports each icon as exactly this (its own `IconNode` type).
 */
export type IconNode = readonly (readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
])[];

/** Icons by name: CMS data names icons, so names are strings checked against a set at render time. */
export type IconSet = Readonly<Record<string, IconNode>>;

export interface IconProps {
  /** The icon's name in `set`. An unknown name (CMS data may hold any) renders nothing and is logged once. */
  name: string;
  /** Where `name` is looked up. Default: the widgets' own glyphs (close, chevron-down). */
  set?: IconSet;
  /** Edge length in px: 12, 16 or 24. Default: 24. */
  size?: 12 | 16 | 24;
  /**
   * The icon's accessible name, for an icon that stands alone and means something. Without it the
   * icon is decorative and hidden from assistive technology (the text beside it says it all).
   */
  label?: string;
}

const reported = new Set<string>();

/** An SVG icon that takes the text colour (`currentColor`). */
export function Icon({ name, set = glyphs, size = 24, label }: IconProps) {
  const glyph = Object.hasOwn(set, name) ? set[name] : undefined;
  if (!glyph) {
    if (!reported.has(name)) {
      reported.add(name);
      console.error(`shop-components: unknown icon "${name}"`);
    }
    return null;
  }
  return (
    <svg
      className="icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {glyph.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  );
}

/** The icon's sheet, and those of the widgets it renders. */
export const iconStyles = widgetStyles(css, []);
