import * as v from "valibot";
import { LOCALES, SITES } from "../config/sites";
import { safeHref } from "../ui/text-link/safe-href";

/**
 * How an element's attributes are read. HTML rules, not r2wc's:
 * a boolean is true when present (`""`, `"reduced"`, `"true"`, …), false for the literal
 * `"false"` that CMS templates write, and its default when absent. Enumerated values are matched
 * ASCII case-insensitively, as HTML does for its own enumerated attributes.
 */
export type AttributeSpec =
  | { kind: "boolean"; default: boolean }
  | { kind: "enum"; values: readonly string[]; default?: string; required?: boolean }
  | { kind: "text"; default: string }
  | { kind: "origin" }
  /** An address a link may point to (`safeHref`: a relative reference or http(s)); absent: undefined. */
  | { kind: "link" };

export type AttributeValue<S extends AttributeSpec> = S extends { kind: "boolean" }
  ? boolean
  : S extends { kind: "enum"; values: readonly (infer T)[] }
    ? S extends { required: true }
      ? T
      : S extends { default: string }
        ? T
        : T | undefined
    : S extends { kind: "text" }
      ? string
      : string | undefined;

export type AttributeValues<A extends Record<string, AttributeSpec>> = {
  [K in keyof A]: AttributeValue<A[K]>;
};

export type ParseResult = { ok: true; value: unknown } | { ok: false; problem: string };

/** `previewURL` → `preview-url`: one rule the page can predict (r2wc would give `preview-uRL`). */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]+/g, (caps, offset: number) => (offset ? "-" : "") + caps.toLowerCase());
}

/** An absolute http(s) origin with nothing after the host but a slash, as its origin; else undefined. */
function parseOrigin(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim());
    if (/^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash) return url.origin;
  } catch {
    // not a URL at all
  }
  return undefined;
}

function canonical(values: readonly string[], raw: string): string {
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? raw;
}

/** Reads one attribute's text (or `null` when absent) by its spec. */
export function parseAttribute(spec: AttributeSpec, raw: string | null): ParseResult {
  switch (spec.kind) {
    case "boolean":
      if (raw === null) return { ok: true, value: spec.default };
      return { ok: true, value: raw.trim().toLowerCase() !== "false" };
    case "text":
      return { ok: true, value: raw ?? spec.default };
    case "enum": {
      if (raw === null) {
        return spec.required
          ? { ok: false, problem: `is required; allowed values: ${spec.values.join(", ")}` }
          : { ok: true, value: spec.default };
      }
      const result = v.safeParse(v.picklist(spec.values), canonical(spec.values, raw));
      return result.success
        ? { ok: true, value: result.output }
        : { ok: false, problem: `is not valid; allowed values: ${spec.values.join(", ")}` };
    }
    case "link": {
      if (raw === null) return { ok: true, value: undefined };
      const value = safeHref(raw);
      return value
        ? { ok: true, value }
        : {
            ok: false,
            problem: "is not valid; expected a path such as /privacy#newsletter or an http(s) address",
          };
    }
    case "origin": {
      if (raw === null) return { ok: true, value: undefined };
      const value = parseOrigin(raw);
      return value
        ? { ok: true, value }
        : {
            ok: false,
            problem: "is not valid; expected an absolute http(s) origin such as https://www.shop.example",
          };
    }
  }
}

/**
 * Attributes every element has, keyed by property name. Each one's doc comment is its description
 * in dist/custom-elements.json, for all three elements (custom-elements-manifest.config.mjs).
 */
export const commonAttributes = {
  /** The country site. Required; any other value logs an error and renders nothing. */
  site: { kind: "enum", values: SITES, required: true },
  /**
   * The interface language, also of the elements nested inside (the staff preview panel's own
   * texts are English whatever the page's language). Absent: the site's locale.
   */
  lang: { kind: "enum", values: LOCALES },
  /**
   * Absolute origin of the shop's services and of the footer's logo images, also of the elements
   * nested inside. Absent: the page's origin.
   */
  apiBase: { kind: "origin" },
} as const satisfies Record<string, AttributeSpec>;
