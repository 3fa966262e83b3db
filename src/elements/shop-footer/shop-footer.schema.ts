import * as v from "valibot";
import { objectSchema } from "../../lib/schema";
import { safeHref } from "../../ui/text-link/safe-href";
import { LOGO_FILES } from "../../config/footer-logos";

/**
 * The footer content of one site (demo/content/footer.de.json shows its shape), validated PART BY
 * PART: every teaser group, link, image, social item, app reference, legal link and quality logo
 * stands on its own, so one broken part of real CMS data costs only that part. What is dropped is
 * reported in one message that names each part by its path and says why; values are not repeated
 * (the logo file name excepted), so nothing the CMS holds ends up in the logs.
 *
 * What the footer accepts is BOUNDED (docs/deploying.md "Limits"): at most {@link FOOTER_LIMITS}
 * parts of each list (the excess is left out, and logged with the count) and texts of at most
 * {@link TEXT_LIMITS} characters (a longer one fails its part). Lengths are checked before anything
 * else looks at a text, so no check costs more than linear time.
 */

/** How many parts of each list the footer takes; the demo content has at most 8 groups, 5 legal links. */
export const FOOTER_LIMITS = {
  teaserGroups: 12,
  linksPerGroup: 20,
  imagesPerGroup: 12,
  seoColumns: 6,
  linksPerSeoColumn: 20,
  socialMedia: 12,
  appReferences: 6,
  legalLinks: 12,
  qualityLogos: 12,
} as const;

/** The longest texts the footer takes, in characters. */
export const TEXT_LIMITS = {
  /** Headings, link texts, labels, icon names, the view changer's and the sales-tax note's texts. */
  text: 200,
  introductoryText: 1000,
  href: 2048,
  logoSource: 64,
} as const;

const bounded = (max: number) => v.pipe(v.string(), v.maxLength(max, `longer than ${max} characters`));

const text = v.pipe(
  bounded(TEXT_LIMITS.text),
  v.check((value) => !!value.trim(), "empty"),
);
const optionalText = v.optional(bounded(TEXT_LIMITS.text));
const href = v.pipe(
  bounded(TEXT_LIMITS.href),
  v.check((value) => !!safeHref(value), "not a relative path or http(s) URL"),
);
const logoSource = v.pipe(
  bounded(TEXT_LIMITS.logoSource),
  v.check(
    (value) => (LOGO_FILES as readonly string[]).includes(value),
    (issue) => `unknown logo file ${issue.received}`,
  ),
);

const linkSchema = objectSchema({ text, href, hideInClassic: v.optional(v.boolean(), false) });
const imageSchema = objectSchema({ label: text, source: logoSource });
const groupSchema = objectSchema({
  heading: objectSchema({ text, iconName: optionalText, link: v.optional(href) }),
  hideGroupInCheckout: v.optional(v.boolean(), false),
  introductoryText: v.optional(bounded(TEXT_LIMITS.introductoryText)),
});
const socialSchema = objectSchema({ label: text, iconName: bounded(TEXT_LIMITS.text), href });
const appSchema = objectSchema({ label: text, source: logoSource, href });
const legalSchema = v.pipe(
  objectSchema({ text, href: v.optional(href), action: v.optional(v.picklist(["consent-settings"])) }),
  v.check((link) => !!(link.href || link.action), "neither a link nor an action"),
);
const size = v.pipe(
  v.number(),
  v.check((value) => value > 0 && value <= 1000, "not a size of 1 to 1000 pixels"),
);
const qualitySchema = objectSchema({
  link: href,
  image: objectSchema({ label: text, source: logoSource, width: size, height: size }),
});
const salesTaxSchema = objectSchema({ textBeforeLink: optionalText, textAfterLink: optionalText });
const viewChangerSchema = objectSchema({ toMobile: optionalText, toDesktop: optionalText });

export type FooterLink = v.InferOutput<typeof linkSchema>;
export type FooterImage = v.InferOutput<typeof imageSchema>;
export type TeaserGroup = v.InferOutput<typeof groupSchema> & { links: FooterLink[]; images: FooterImage[] };
export type LegalLink = v.InferOutput<typeof legalSchema>;

export interface FooterContent {
  headline?: string | undefined;
  teaserGroups: TeaserGroup[];
  seo?: { heading?: string | undefined; columns: { links: FooterLink[] }[] } | undefined;
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
 * Reads the parts of one footer content, each on its own: a part that is invalid is left out and
 * the reason noted in `dropped`, so that the rest still renders.
 */
function partReader(dropped: string[]) {
  /** One part: its output, or `undefined` after noting why it was left out. */
  function part<S extends v.GenericSchema>(
    schema: S,
    value: unknown,
    path: string,
  ): v.InferOutput<S> | undefined {
    // The first problem ends a pipe: a text that is too long is not looked at further.
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    if (result.success) return result.output;
    const [issue] = result.issues;
    const field = v.getDotPath(issue);
    // The own checks' messages; for a wrong type what was expected, not the value received.
    const reason = issue.kind === "validation" ? issue.message : `expected ${issue.expected}`;
    dropped.push(`${path}${field ? "." + field : ""}: ${reason}`);
    return undefined;
  }

  /**
   * A list of at most `max` parts, each on its own; `build` adds what the item's own sub-parts
   * give. Parts beyond `max` are left out unread, and counted in the log.
   */
  function parts<S extends v.GenericSchema, R = v.InferOutput<S>>(
    schema: S,
    value: unknown,
    path: string,
    max: number,
    build: (item: v.InferOutput<S>, raw: Raw, path: string) => R = (item) => item as R,
  ): R[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      dropped.push(`${path}: not a list`);
      return [];
    }
    if (value.length > max) dropped.push(`${path}: ${value.length - max} more than the ${max} accepted`);
    return value.slice(0, max).flatMap((item: unknown, index) => {
      const itemPath = `${path}[${index}]`;
      const output = part(schema, item, itemPath);
      return output === undefined ? [] : [build(output, item as Raw, itemPath)];
    });
  }

  return { part, parts };
}

/**
 * Validates the parsed `contentJSON` of `site` (`undefined`: none). Returns what is valid, or
 * `undefined` for no content or one that is not an object (logged), and logs every part it left
 * out, all in one message. What it returns has the shape it reads and passes it unchanged: the
 * server publishes it in a fragment's data block, and the browser reads that again.
 */
export function parseFooterContent(raw: unknown, site: string, log: (message: string) => void) {
  if (!isObject(raw)) {
    log(
      `no footer content for site ${site} (none, or not an object): only the country selector and view changer render`,
    );
    return undefined;
  }
  const dropped: string[] = [];
  const { part, parts } = partReader(dropped);

  const seo = part(v.optional(objectSchema({ heading: optionalText })), raw.seo, "seo");
  const salesTax = part(v.optional(salesTaxSchema), raw.salesTax, "salesTax");
  const content: FooterContent = {
    headline: part(optionalText, raw.headline, "headline"),
    teaserGroups: parts(
      groupSchema,
      raw.teaserGroups,
      "teaserGroups",
      FOOTER_LIMITS.teaserGroups,
      (group, rawGroup, path) => ({
        ...group,
        links: parts(linkSchema, rawGroup.links, `${path}.links`, FOOTER_LIMITS.linksPerGroup),
        images: parts(imageSchema, rawGroup.images, `${path}.images`, FOOTER_LIMITS.imagesPerGroup),
      }),
    ),
    seo: seo && {
      ...seo,
      columns: parts(
        objectSchema({}),
        (raw.seo as Raw).columns,
        "seo.columns",
        FOOTER_LIMITS.seoColumns,
        (_, column, path) => ({
          links: parts(linkSchema, column.links, `${path}.links`, FOOTER_LIMITS.linksPerSeoColumn),
        }),
      ),
    },
    socialMedia: parts(socialSchema, raw.socialMedia, "socialMedia", FOOTER_LIMITS.socialMedia),
    appReferences: parts(appSchema, raw.appReferences, "appReferences", FOOTER_LIMITS.appReferences),
    legalLinks: parts(legalSchema, raw.legalLinks, "legalLinks", FOOTER_LIMITS.legalLinks),
    viewChanger: part(v.optional(viewChangerSchema), raw.viewChanger, "viewChanger") ?? {},
    qualityLogos: parts(qualitySchema, raw.qualityLogos, "qualityLogos", FOOTER_LIMITS.qualityLogos),
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
