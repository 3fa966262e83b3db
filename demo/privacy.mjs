/**
 * The shop's privacy policy in the demo, as far as the newsletter goes: the full data protection
 * notice that the form's first layer links to (the site's `privacyNotice`: /privacy#newsletter,
 * in Turkey its KVKK Aydınlatma Metni page). A shop keeps this text once, in its CMS; the project
 * keeps each locale's in docs/texts.md ("Full data protection notices"), with placeholders this
 * module fills from each site's controller (src/config/sites.ts) and the form's constants
 * (src/config/newsletter.ts), as the shop's CMS page would say them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { LOCALE_BY_SITE, SITES, SITE_TABLE, importSource } from "../scripts/site-table.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { CONSENT_PROOF_YEARS, PERSONALISATION_DATA_MONTHS, UNCONFIRMED_SIGN_UP_DELETION_DAYS } =
  await importSource(root, "src/config/newsletter.ts");

/** The heading in docs/texts.md under which each locale's notice stands, as `### <locale>: <title>`. */
export const NOTICES_HEADING = "## Full data protection notices";

/** The placeholders a notice may hold, and what fills them. */
export const PLACEHOLDERS = [
  "controller",
  "address",
  "privacyContact",
  "authority",
  "dataProtectionOfficer",
  "processors",
  "days",
  "minimumAge",
  "proofYears",
  "profileMonths",
];

/**
 * Placeholders of values only some sites' controllers have (Turkey's KEP address): a notice may
 * use them; where a site has none, the paragraph that holds one is left out.
 */
export const SITE_PLACEHOLDERS = ["kepAddress"];

/** Each locale's notice in docs/texts.md: its title and its markdown, by locale. */
export function noticesIn(texts) {
  const start = texts.indexOf(`\n${NOTICES_HEADING}\n`);
  if (start < 0) return {};
  const rest = texts.slice(start + NOTICES_HEADING.length + 2);
  const section = rest.split(/\n## /)[0];
  const notices = {};
  for (const block of section.split(/\n(?=### )/)) {
    const heading = /^### ([a-z]{2}-[A-Z]{2}): (.+)\n/.exec(block);
    if (heading) notices[heading[1]] = { title: heading[2], markdown: block.slice(heading[0].length).trim() };
  }
  return notices;
}

const mailto = (address) => `[${address}](mailto:${address})`;

/** A processor as the list says it: name, task and country, and a transfer's safeguard. */
const processorLine = ({ name, task, country, isAbroad, safeguard }) =>
  `- ${name}: ${task}, ${country}${isAbroad ? `; ${safeguard}` : ""}`;

/** The values of `site`'s placeholders; `null` where the site has none (its paragraph is left out). */
function valuesFor(site) {
  const controller = SITE_TABLE[site].controller;
  return {
    controller: controller.name,
    address: controller.address,
    privacyContact: mailto(controller.privacyContact),
    authority: controller.supervisoryAuthority,
    dataProtectionOfficer: controller.dataProtectionOfficer && mailto(controller.dataProtectionOfficer),
    processors: controller.processors.map(processorLine).join("\n"),
    kepAddress: controller.kepAddress ?? null,
    days: String(UNCONFIRMED_SIGN_UP_DELETION_DAYS),
    minimumAge: String(SITE_TABLE[site].newsletter.minimumAge),
    proofYears: String(CONSENT_PROOF_YEARS),
    profileMonths: String(PERSONALISATION_DATA_MONTHS),
  };
}

/**
 * `site`'s notice as markdown, its placeholders filled: a paragraph (text between blank lines)
 * whose value the site leaves empty, such as a data protection officer none is appointed for, is
 * left out. Throws when the locale has no notice or the text holds a placeholder nobody fills.
 */
export function filledNotice(site, texts = readFileSync(join(root, "docs/texts.md"), "utf8")) {
  const locale = LOCALE_BY_SITE[site];
  const notice = noticesIn(texts)[locale];
  if (!notice) throw new Error(`docs/texts.md has no full notice for ${locale} ("### ${locale}: …")`);
  const values = valuesFor(site);
  const paragraphs = notice.markdown.split(/\n{2,}/).filter((paragraph) =>
    [...paragraph.matchAll(/\{(\w+)\}/g)].every(([, name]) => {
      if (!(name in values)) throw new Error(`the ${locale} notice has an unknown placeholder {${name}}`);
      return values[name] !== null;
    }),
  );
  const markdown = paragraphs.join("\n\n").replace(/\{(\w+)\}/g, (_, name) => values[name]);
  return { locale, title: notice.title, markdown };
}

const escape = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The demo's privacy page for `site`: the notice under the anchor the form links to (#newsletter),
 * its sections (`####` in docs/texts.md, under the locale's heading) as the page's second level.
 */
export function privacyPage(site) {
  const { locale, title, markdown } = filledNotice(site);
  const others = SITES.map((other) =>
    other === site ? `<strong>${other}</strong>` : `<a href="/privacy?site=${other}#newsletter">${other}</a>`,
  ).join(" ");
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" href="/demo/favicon.svg">
<link rel="stylesheet" href="/demo/tokens.css">
<link rel="stylesheet" href="/demo/privacy.css">
</head>
<body>
<nav aria-label="Demo">The shop's privacy policy, newsletter section (demo: the text of docs/texts.md). Site: ${others}</nav>
<main>
<section id="newsletter">
<h1>${escape(title)}</h1>
${marked.parse(markdown.replace(/^#### /gm, "## "))}
</section>
</main>
</body>
</html>
`;
}

/**
 * The site a request for the privacy page means: `?site=`, else the site of the shop page that
 * linked to it (the demo serves every site from one host, where a shop has a host per site), else
 * the first; the Turkish notice's own page is Turkey's.
 */
export function siteOfPrivacyRequest(url, referer) {
  if (url.pathname === SITE_TABLE.tr.newsletter.privacyNotice) return "tr";
  const named = url.searchParams.get("site") ?? URL.parse(referer ?? "")?.searchParams.get("site");
  return SITES.includes(named) ? named : SITES[0];
}

/** The paths the privacy page answers: every site's notice address, without its anchor. */
export const PRIVACY_PATHS = new Set(
  SITES.map((site) => SITE_TABLE[site].newsletter.privacyNotice.split("#")[0]),
);
