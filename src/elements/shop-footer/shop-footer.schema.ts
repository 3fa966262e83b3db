import * as v from "valibot";
import { safeHref } from "../../ui/text-link/safe-href";
import { LOGO_FILES } from "../../config/footer-logos";

/**
 * The footer content of one site (spec §3 "Footer content per country"; shape of
 * shared/contracts/footer-content.example.de.json), validated PART BY PART: every teaser group,
 * link, image, social item, app reference, legal link and quality logo stands on its own, so one
 * broken part of real CMS data costs only that part. What is dropped is reported in one message
 * that names each part by its path and says why; values are not repeated (the logo file name
 * excepted), so nothing the CMS holds ends up in the logs.
 */

const text = v.pipe(
  v.string(),
  v.check((value) => !!value.trim(), "empty"),
);
const optionalText = v.optional(v.string());
const href = v.pipe(
  v.string(),
  v.check((value) => !!safeHref(value), "not a relative path or http(s) URL"),
);
const logoSource = v.pipe(
  v.string(),
  v.check(
    (value) => (LOGO_FILES as readonly string[]).includes(value),
    (issue) => `unknown logo file ${issue.received}`,
  ),
);

const linkSchema = v.object({ text, href, hideInClassic: v.optional(v.boolean(), false) });
const imageSchema = v.object({ label: text, source: logoSource });
const groupSchema = v.object({
  heading: v.object({ text, iconName: optionalText, link: v.optional(href) }),
  hideGroupInCheckout: v.optional(v.boolean(), false),
  introductoryText: optionalText,
});
const socialSchema = v.object({ label: text, iconName: v.string(), href });
const appSchema = v.object({ label: text, source: logoSource, href });
const legalSchema = v.pipe(
  v.object({ text, href: v.optional(href), action: v.optional(v.picklist(["consent-settings"])) }),
  v.check((link) => !!(link.href || link.action), "neither a link nor an action"),
);
const size = v.pipe(
  v.number(),
  v.check((value) => value > 0 && value <= 1000, "not a size of 1 to 1000 pixels"),
);
const qualitySchema = v.object({
  link: href,
  image: v.object({ label: text, source: logoSource, width: size, height: size }),
});
const salesTaxSchema = v.object({ textBeforeLink: optionalText, textAfterLink: optionalText });
const viewChangerSchema = v.object({ toMobile: optionalText, toDesktop: optionalText });

export type FooterLink = v.InferOutput<typeof linkSchema>;
export type FooterImage = v.InferOutput<typeof imageSchema>;
export type TeaserGroup = v.InferOutput<typeof groupSchema> & { links: FooterLink[]; images: FooterImage[] };
export type LegalLink = v.InferOutput<typeof legalSchema>;

export interface FooterContent {
  headline?: string | undefined;
  teaserGroups: TeaserGroup[];
  seo?: { heading?: string | undefined; columns: FooterLink[][] } | undefined;
  socialMedia: v.InferOutput<typeof socialSchema>[];
  appReferences: v.InferOutput<typeof appSchema>[];
  legalLinks: LegalLink[];
  viewChanger: { toMobile?: string | undefined; toDesktop?: string | undefined };
  qualityLogos: v.InferOutput<typeof qualitySchema>[];
  salesTax?: (v.InferOutput<typeof salesTaxSchema> & { link?: FooterLink | undefined }) | undefined;
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Validates the parsed `contentJSON` of `site` (`undefined`: none). Returns what is valid, or
 * `undefined` for no content or one that is not an object (logged), and logs every part it left
 * out, all in one message.
 */
export function parseFooterContent(raw: unknown, site: string, log: (message: string) => void) {
  if (!isObject(raw)) {
    log(
      `no footer content for site ${site} (none, or not an object): only the country selector and view changer render`,
    );
    return undefined;
  }
  const dropped: string[] = [];

  /** One part: its output, or `undefined` after noting why it was left out. */
  function part<S extends v.GenericSchema>(
    schema: S,
    value: unknown,
    path: string,
  ): v.InferOutput<S> | undefined {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    const [issue] = result.issues;
    const field = v.getDotPath(issue);
    dropped.push(`${path}${field ? "." + field : ""}: ${issue.message}`);
    return undefined;
  }

  /** A list of parts, each on its own; `build` adds what the item's own sub-parts give. */
  function parts<S extends v.GenericSchema, R = v.InferOutput<S>>(
    schema: S,
    value: unknown,
    path: string,
    build: (item: v.InferOutput<S>, raw: Raw, path: string) => R = (item) => item as R,
  ): R[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      dropped.push(`${path}: not a list`);
      return [];
    }
    return value.flatMap((item: unknown, index) => {
      const itemPath = `${path}[${index}]`;
      const output = part(schema, item, itemPath);
      return output === undefined ? [] : [build(output, item as Raw, itemPath)];
    });
  }

  const seo = part(v.optional(v.object({ heading: optionalText })), raw.seo, "seo");
  const salesTax = part(v.optional(salesTaxSchema), raw.salesTax, "salesTax");
  const content: FooterContent = {
    headline: part(optionalText, raw.headline, "headline"),
    teaserGroups: parts(groupSchema, raw.teaserGroups, "teaserGroups", (group, rawGroup, path) => ({
      ...group,
      links: parts(linkSchema, rawGroup.links, `${path}.links`),
      images: parts(imageSchema, rawGroup.images, `${path}.images`),
    })),
    seo: seo && {
      ...seo,
      columns: parts(v.object({}), (raw.seo as Raw).columns, "seo.columns", (_, column, path) =>
        parts(linkSchema, column.links, `${path}.links`),
      ),
    },
    socialMedia: parts(socialSchema, raw.socialMedia, "socialMedia"),
    appReferences: parts(appSchema, raw.appReferences, "appReferences"),
    legalLinks: parts(legalSchema, raw.legalLinks, "legalLinks"),
    viewChanger: part(v.optional(viewChangerSchema), raw.viewChanger, "viewChanger") ?? {},
    qualityLogos: parts(qualitySchema, raw.qualityLogos, "qualityLogos"),
    salesTax: salesTax && {
      ...salesTax,
      link: part(v.optional(linkSchema), (raw.salesTax as Raw).link, "salesTax.link"),
    },
  };
  if (dropped.length) {
    log(`the footer content of site ${site} has invalid parts, left out: ${dropped.join("; ")}`);
  }
  return content;
}
