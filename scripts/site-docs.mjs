/**
 * The docs that name the sites, held against the site table: each list of site keys must hold
 * the table's keys, and each count in words ("nine sites", "all nine locales") the table's count.
 * A doc is checked, not generated: its sentence stays prose a reader can edit, and the check names
 * the doc and the site missing or left over. docs/figures.md and docs/edges.md are left out on
 * purpose: their counts are measurements taken with the sites of the day.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Each doc's list of the sites, found by the words around it (the first group holds the keys):
 * README's alone; the other docs name the site table or README instead of listing the sites.
 */
export const SITE_LISTS = {
  "README.md": /country sites \(([^)]*)\)/,
};

/** The docs whose counts of sites, locales or their files in words must equal the table's. */
export const COUNTED_DOCS = [
  ...Object.keys(SITE_LISTS),
  "docs/elements.md",
  "docs/behaviour.md",
  "demo/content/README.md",
  "docs/deploying.md",
  "docs/architecture.md",
  "docs/demo.md",
  "docs/look.md",
  "docs/fragments.md",
  "docs/texts.md",
];

const NUMBERS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const COUNT = new RegExp(
  `\\b(${NUMBERS.join("|")})\\s+(?:country\\s+)?(sites|site keys|locales|countries|files|catalogs|flags)\\b`,
  "gi",
);

/**
 * A count of the sites in a source: "nine sites", "all nine locales" (a count of other things,
 * "two files", "two locales" on one page, is no count of the sites).
 */
const SOURCE_COUNT = new RegExp(
  `\\b(?:(?:${NUMBERS.join("|")})\\s+(?:country\\s+)?(?:sites|site keys|countries)|all\\s+(?:${NUMBERS.join("|")})\\s+locales)\\b`,
  "gi",
);

/** What the docs under `root` say that differs from `sites` (the site table's keys), one line each. */
export function siteDocProblems(root, sites) {
  const problems = [];
  const read = (doc) => readFileSync(join(root, doc), "utf8");
  for (const [doc, pattern] of Object.entries(SITE_LISTS)) {
    const match = pattern.exec(read(doc));
    if (!match) {
      problems.push(
        `${doc}: its list of the sites is not found (scripts/site-docs.mjs looks for ${pattern})`,
      );
      continue;
    }
    const listed = match[1].match(/\b[a-z]{2}(?:_[a-z]{2})?\b/g) ?? [];
    const missing = sites.filter((site) => !listed.includes(site));
    const extra = listed.filter((site) => !sites.includes(site));
    if (missing.length) problems.push(`${doc}: its list of the sites lacks ${missing.join(", ")}`);
    if (extra.length)
      problems.push(`${doc}: its list of the sites has ${extra.join(", ")}, not in the site table`);
  }
  const expected = NUMBERS[sites.length - 1];
  for (const doc of COUNTED_DOCS) {
    const wrong = [...read(doc).matchAll(COUNT)]
      .filter(([, number]) => number.toLowerCase() !== expected)
      .map(([words]) => `"${words.replace(/\s+/g, " ")}"`);
    if (wrong.length)
      problems.push(
        `${doc}: ${[...new Set(wrong)].join(", ")} where the site table has ${sites.length} sites`,
      );
  }
  problems.push(...sourceCounts(root));
  return problems;
}

/**
 * The sources count no sites in words at all, whatever the table holds: their comments reach the
 * manifest and the editors of every file, and a tenth site would leave each count wrong.
 */
function sourceCounts(root) {
  return readdirSync(join(root, "src"), { recursive: true })
    .filter((path) => /\.(ts|tsx|css)$/.test(path))
    .flatMap((path) =>
      [...readFileSync(join(root, "src", path), "utf8").matchAll(SOURCE_COUNT)].map(
        ([words]) =>
          `src/${path}: "${words.replace(/\s+/g, " ")}" counts the sites; name them by the site table`,
      ),
    );
}
