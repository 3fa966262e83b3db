/**
 * The footer's services: its content (the promotion service's SHOP_FOOTER, read from
 * `footer.<site>.json` at request time, so edits show up at once) and its images (the logos and
 * flags in the logos folder), and for QA the replacement of one site's content text.
 */

import { readFile } from "node:fs/promises";
import path from "node:path";
import { fail, isPlainObject, json, jsonObjectOf, noContent, PROBLEMS } from "./http.mjs";
import { SITES } from "./sites.mjs";

export const FOOTER_CONTENT_CONTROL_PATH = "/__standin/footer-content";
/**
 * The footer-content control endpoint takes larger bodies: the tests of the footer's bounds hand
 * it content of 10 000 teaser groups, about 600 KB.
 */
export const FOOTER_CONTENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const FOOTER_NOT_FOUND = Object.freeze({ type: "urn:promotion:not_found" });
const LOGO_FILE_PATTERN = /^[a-z0-9-]+\.(svg|png)$/;

/** `footer` rewrites the content text that the footer content call hands out. */
export const FOOTER_SCENARIOS = Object.freeze([
  {
    id: "footer-404",
    label: "Footer: no content",
    description: "The footer content call answers 404.",
    lookFor:
      "The footer without its content (view changer and country selector remain); the page logs that it has none.",
    respond: { footerContent: fail(404, FOOTER_NOT_FOUND) },
  },
  {
    id: "footer-500",
    label: "Footer: content service fails",
    description: "The footer content call answers 500.",
    lookFor:
      "The footer without its content (view changer and country selector remain); the page logs the HTTP 500.",
    respond: { footerContent: fail(500, PROBLEMS.serverError) },
  },
  {
    id: "footer-malformed",
    label: "Footer: malformed content",
    description:
      "Real content with three broken parts, a teaser group of wrong types, a javascript: link and " +
      "an unknown logo (unknown-logo.svg), and markup in the headline. The markup is no broken " +
      "part: CMS content is data, so the headline shows it as text, on purpose.",
    lookFor:
      "The footer leaves the three broken parts out, and one logged error names the three; the " +
      "headline reads '… <img src=x onerror=alert(1)>' as text, and nothing runs.",
    footer: malformFooterContent,
  },
  {
    id: "footer-unreadable",
    label: "Footer: content is not JSON",
    description: "contentJSON holds text that is not valid JSON.",
    lookFor:
      "The footer without its content (view changer and country selector remain); the page logs 'not JSON'.",
    footer: truncateFooterContent,
  },
  {
    id: "footer-unknown-logo",
    label: "Footer: unknown logo",
    description: "One image source is replaced by no-such-logo.svg.",
    lookFor: "One logo fewer in the footer; one logged error names the left-out image.",
    footer: replaceFirstLogo,
  },
]);

/**
 * @param {string} contentDir folder with `footer.<site>.json`
 * @param {string} logosDir folder with `<name>.svg` and `<name>.png`
 */
export function createFooterContent({ contentDir, logosDir }) {
  /** Content texts set through the control endpoint, by site. */
  let overrides = new Map();

  function reset() {
    overrides = new Map();
  }

  async function footerContent(ctx) {
    if (!ctx.isKnownSite) return json(404, FOOTER_NOT_FOUND);
    let text = overrides.get(ctx.site);
    if (text === undefined) text = await readFooterFile(ctx.site);
    if (text === undefined) return json(404, FOOTER_NOT_FOUND);
    const rewrite = ctx.scenario.footer ?? ((original) => original);
    return json(200, { contentJSON: rewrite(text) });
  }

  async function readFooterFile(site) {
    try {
      return await readFile(path.join(contentDir, `footer.${site}.json`), "utf8");
    } catch (error) {
      if (error.code === "ENOENT") return undefined;
      throw error;
    }
  }

  async function footerLogo(ctx) {
    const { file } = ctx.params;
    if (!LOGO_FILE_PATTERN.test(file)) return json(404, PROBLEMS.notFound);
    let image;
    try {
      image = await readFile(path.join(logosDir, file));
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "EISDIR") return json(404, PROBLEMS.notFound);
      throw error;
    }
    return {
      status: 200,
      headers: {
        "content-type": file.endsWith(".png") ? "image/png" : "image/svg+xml",
        "cache-control": "public, max-age=3600",
        "x-content-type-options": "nosniff",
        // A logo opened directly must not run scripts it might contain.
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
      body: image,
    };
  }

  /**
   * `{site, contentJSON}` replaces one site's content text (for tests of malformed CMS data) until
   * reset; `contentJSON: null` restores the file's.
   */
  function setFooterContent(ctx) {
    const body = jsonObjectOf(ctx.body);
    const site = body?.site;
    const text = body?.contentJSON;
    if (!SITES.includes(site) || !(typeof text === "string" || text === null)) {
      return json(400, {
        ...PROBLEMS.badRequest,
        detail: 'expected {"site": <site key>, "contentJSON": <text> | null}',
      });
    }
    if (text === null) overrides.delete(site);
    else overrides.set(site, text);
    return noContent();
  }

  return {
    reset,
    routes: [
      ["GET", "/service/promotion/api/promotion/SHOP_FOOTER", footerContent],
      ["GET", "/service/footer-images/logos/:file", footerLogo],
    ],
    controlRoutes: [["POST", FOOTER_CONTENT_CONTROL_PATH, setFooterContent]],
  };
}

function parseObjectOrEmpty(text) {
  try {
    const value = JSON.parse(text);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

function listOf(value) {
  return Array.isArray(value) ? value : [];
}

function malformFooterContent(text) {
  const content = parseObjectOrEmpty(text);
  const headline = typeof content.headline === "string" ? content.headline : "Service";
  content.headline = `${headline} <img src=x onerror=alert(1)>`;

  const groups = listOf(content.teaserGroups);
  content.teaserGroups = groups;
  if (!isPlainObject(groups[0])) {
    groups[0] = { heading: { text: "Service", iconName: "services", link: "/c/service" } };
  }
  const first = groups[0];
  first.links = listOf(first.links);
  if (isPlainObject(first.links[0])) first.links[0].href = "javascript:alert(1)";
  else first.links.unshift({ text: "Gutschein", href: "javascript:alert(1)", hideInClassic: false });
  first.images = listOf(first.images);
  if (isPlainObject(first.images[0])) first.images[0].source = "unknown-logo.svg";
  else first.images.unshift({ label: "Unbekannt", source: "unknown-logo.svg" });

  const wrongTypes = {
    heading: { text: 42, iconName: ["delivery"], link: false },
    hideGroupInCheckout: "no",
    introductoryText: { text: "Versandkostenfrei" },
    links: "Lieferinformationen",
    images: 17,
  };
  if (groups.length > 1) groups[1] = wrongTypes;
  else groups.push(wrongTypes);
  return JSON.stringify(content, null, 2);
}

function truncateFooterContent(text) {
  const cut = text.slice(0, Math.floor(text.length / 2));
  try {
    JSON.parse(cut);
  } catch {
    return cut;
  }
  return `{"headline": "Wir sind für Sie da", "teaserGroups": [`;
}

function replaceFirstLogo(text) {
  const content = parseObjectOrEmpty(text);
  const images = [
    ...listOf(content.teaserGroups).flatMap((group) => listOf(group?.images)),
    ...listOf(content.appReferences),
    ...listOf(content.qualityLogos).map((logo) => logo?.image),
  ];
  const image = images.find((candidate) => typeof candidate?.source === "string");
  if (image) {
    image.source = "no-such-logo.svg";
  } else {
    content.qualityLogos = [
      ...listOf(content.qualityLogos),
      { link: "/", image: { label: "Logo", source: "no-such-logo.svg", width: 64, height: 64 } },
    ];
  }
  return JSON.stringify(content, null, 2);
}
