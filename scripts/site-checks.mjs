/**
 * Every place a country site needs besides its entry in the site table (src/config/sites.ts),
 * checked for every site the table has, each problem naming the file to add or change
 * (docs/adding-a-site.md): its files, its entries in the tables typed by site, the tests'
 * expectations (test/helpers/site-expectations.js), the docs that list or count the sites
 * (scripts/site-docs.mjs) and the script's byte ceiling, which holds each locale's texts
 * (bench/size-ceiling.mjs). `npm run sites:check` runs it on the project; its test runs it on a
 * copy of the project with a site added and nothing else.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { NOTICES_HEADING, noticesIn } from "../demo/privacy.mjs";
import { languageTableProblems } from "./catalog-rules.mjs";
import { siteDocProblems } from "./site-docs.mjs";
import { importSource } from "./site-table.mjs";

/** The modules the check reads from the project at `root`. */
async function load(root) {
  const plain = (path) => import(pathToFileURL(join(root, path)).href);
  return {
    table: (await importSource(root, "src/config/sites.ts")).SITE_TABLE,
    notices: noticesIn(readFileSync(join(root, "docs/texts.md"), "utf8")),
    customers: (await plain("demo/stand-in/customers.mjs")).CUSTOMERS,
    expectations: await plain("test/helpers/site-expectations.js"),
    ceilingLocales: (await plain("bench/size-ceiling.mjs")).CEILING_LOCALES,
    // The footer's own rule for a site's badges.
    storeBadges: (await importSource(root, "src/config/footer-logos.ts")).storeBadges,
  };
}

/** The files a site needs, each with what it is for. */
const siteFiles = (site, { locale, flag }, storeBadges) => [
  [`locales/${locale}/messages.po`, "its catalog: npm run i18n:extract creates it, then translate it"],
  [`locales/${locale}/widgets.po`, "the widget gallery's catalog: npm run i18n:extract creates it"],
  [`demo/content/footer.${site}.json`, "its footer content, as the promotion service answers it"],
  [`demo/logos/${flag}`, "its flag for the country selector (a 48 × 32 PNG)"],
  ...storeBadges(locale).map((badge) => [
    `demo/logos/${badge}`,
    "the store's badge in its language, as the store publishes it",
  ]),
];

/** What is missing for the sites of the project at `root`: one line per place, naming it. */
export async function siteProblems(root) {
  const { table, customers, expectations, notices, ceilingLocales, storeBadges } = await load(root);
  const sites = Object.keys(table);
  const problems = [];
  for (const site of sites) {
    for (const [file, what] of siteFiles(site, table[site], storeBadges))
      if (!existsSync(join(root, file))) problems.push(`${site}: ${file} is missing (${what})`);
    if (!table[site].controller)
      problems.push(
        `${site}: its entry in src/config/sites.ts has no controller (the company the legal texts name)`,
      );
    if (!notices[table[site].locale])
      problems.push(
        `${site}: docs/texts.md, "${NOTICES_HEADING}" has no full notice for ${table[site].locale} (the privacy policy's text the first layer links to)`,
      );
    if (!ceilingLocales.includes(table[site].locale))
      problems.push(
        `${site}: bench/size-ceiling.mjs's ceiling was set without ${table[site].locale}'s texts (1.3 to 1.6 KB gzip a locale): add it to CEILING_LOCALES and raise CEILING by what npm run bench:size measures after the build`,
      );
    if (!customers[site])
      problems.push(
        `${site}: demo/stand-in/customers.mjs has no demo customer (the logged-in form's base data)`,
      );
  }
  problems.push(
    ...languageTableProblems(
      root,
      sites.map((site) => table[site].locale),
    ),
  );
  problems.push(...expectations.expectationProblems(sites), ...siteDocProblems(root, sites));
  return problems;
}
