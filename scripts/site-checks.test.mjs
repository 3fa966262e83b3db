import assert from "node:assert/strict";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { siteProblems } from "./site-checks.mjs";
import { COUNTED_DOCS, SITE_LISTS } from "./site-docs.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What the site check reads, copied: the site table and its neighbours, the catalogs, the demo's files, the docs. */
const COPIED = [
  "src/config",
  "locales",
  "demo/content",
  "demo/logos",
  "demo/stand-in/customers.mjs",
  "test/helpers/site-expectations.js",
  "bench/size-ceiling.mjs",
  ...new Set([...Object.keys(SITE_LISTS), ...COUNTED_DOCS]),
];

/**
 * A site as a newcomer would first add it: the site table's entry and nothing else. `xx` is a
 * code ISO 3166 leaves to private use, so no real country will ever have it, and the test holds
 * whichever sites the table gains.
 */
const FICTIONAL = `  xx: {
    locale: "xx-XX",
    label: "Xanadu",
    language: "Xanadu",
    home: "https://www.shop.example/",
    flag: "flag-xx.png",
    topLevelDomains: ["xx"],
    currency: "X",
    newsletter: { privacyNotice: "/privacy#newsletter", fields: EMAIL_AND_CONSENTS, minimumAge: 16 },
  },
} as const satisfies Record<string, SiteFacts>;`;

describe("adding a site", () => {
  let fixture;
  before(() => {
    // Inside the project, so that its node_modules resolve from the copy.
    mkdirSync(join(root, "test-results"), { recursive: true });
    fixture = mkdtempSync(join(root, "test-results", "site-fixture-"));
    for (const path of COPIED) cpSync(join(root, path), join(fixture, path), { recursive: true });
    const table = join(fixture, "src/config/sites.ts");
    const text = readFileSync(table, "utf8");
    writeFileSync(table, text.replace("} as const satisfies Record<string, SiteFacts>;", FICTIONAL));
  });
  after(() => rmSync(fixture, { recursive: true, force: true }));

  it("holds for the project's sites", async () => {
    assert.deepEqual(await siteProblems(root), []);
  });

  it("names every place a site added only to the table still lacks, and nothing else", async () => {
    const problems = await siteProblems(fixture);
    const expected = [
      /^xx: locales\/xx-XX\/messages\.po is missing/,
      /^xx: locales\/xx-XX\/widgets\.po is missing/,
      /^xx: demo\/content\/footer\.xx\.json is missing/,
      /^xx: demo\/logos\/flag-xx\.png is missing/,
      /^xx: demo\/logos\/app-store-xx\.svg is missing/,
      /^xx: demo\/logos\/google-play-xx\.svg is missing/,
      /^xx: docs\/texts\.md, ".*" has no full notice for xx-XX/,
      /^xx: its entry in src\/config\/sites\.ts has no controller/,
      /^xx: demo\/stand-in\/customers\.mjs has no demo customer/,
      /^xx: bench\/size-ceiling\.mjs's ceiling was set without xx-XX's texts/,
      /^locales\/xx-XX\/rules\.mjs is missing/,
      /^xx: test\/helpers\/site-expectations\.js has no entry/,
      ...Object.keys(SITE_LISTS).map((doc) => new RegExp(`^${doc}: its list of the sites lacks xx$`)),
      // The counts in words: at least the one of the README's first paragraph.
      /^README\.md: "\w+ country sites".* where the site table has \d+ sites$/,
    ];
    for (const pattern of expected)
      assert.ok(
        problems.some((line) => pattern.test(line)),
        `${pattern} not among:\n${problems.join("\n")}`,
      );
    const counts = /^[\w/.-]+\.md: "\w+ [\w' ]+"(, "\w+ [\w' ]+")* where the site table has \d+ sites$/;
    for (const line of problems)
      assert.ok(expected.some((pattern) => pattern.test(line)) || counts.test(line), `unexpected: ${line}`);
  });

  it("docs/adding-a-site.md names every file the check names, as a pattern of the site's names", async () => {
    const procedure = readFileSync(join(root, "docs/adding-a-site.md"), "utf8");
    // The fictional site's names, as the procedure writes them for any site.
    const general = (path) =>
      path
        .replace("xx-XX", "<locale>")
        .replace("flag-xx", "flag-<country>")
        .replace(/-xx\.svg$/, "-<language>.svg")
        .replace(/\.xx\.json$/, ".<site>.json");
    const problems = await siteProblems(fixture);
    const paths = problems
      .map((line) => line.match(/[\w-]+(?:\/[\w.<>-]+)+\.\w+|README\.md/)?.[0])
      .filter(Boolean);
    assert.ok(paths.length >= 10, paths.join(", "));
    for (const path of new Set(paths.map(general)))
      assert.ok(procedure.includes(path), `docs/adding-a-site.md does not name ${path}`);
  });

  it("names a source whose comment counts the sites, whatever the count", async () => {
    const source = join(fixture, "src/config/note.ts");
    writeFileSync(source, "/** The footer of all nine locales, on the nine sites. Two files. */\n");
    try {
      const problems = (await siteProblems(fixture)).filter((line) => line.startsWith("src/config/note.ts"));
      assert.deepEqual(problems, [
        'src/config/note.ts: "all nine locales" counts the sites; name them by the site table',
        'src/config/note.ts: "nine sites" counts the sites; name them by the site table',
      ]);
    } finally {
      rmSync(source);
    }
  });
});
