import assert from "node:assert/strict";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { siteProblems } from "./site-checks.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What the site check reads, copied: the site table and its neighbours, the catalogs, the demo's files. */
const COPIED = [
  "src/config",
  "locales",
  "demo/content",
  "demo/logos",
  "demo/stand-in/customers.mjs",
  "test/helpers/sites.js",
];

/** A tenth site as a newcomer would first add it: the site table's entry and nothing else. */
const ROMANIA = `  ro: {
    locale: "ro-RO",
    label: "România",
    home: "https://www.shop.ro/",
    flag: "flag-ro.png",
    topLevelDomains: ["ro"],
    currency: "lei",
    newsletter: { fields: EMAIL_AND_CONSENTS, minimumAge: 16 },
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
    writeFileSync(table, text.replace("} as const satisfies Record<string, SiteFacts>;", ROMANIA));
  });
  after(() => rmSync(fixture, { recursive: true, force: true }));

  it("holds for the project's nine sites", async () => {
    assert.deepEqual(await siteProblems(root), []);
  });

  it("names every place a site added only to the table still lacks", async () => {
    const problems = await siteProblems(fixture);
    const expected = [
      /^ro: locales\/ro-RO\/messages\.po is missing/,
      /^ro: locales\/ro-RO\/widgets\.po is missing/,
      /^ro: demo\/content\/footer\.ro\.json is missing/,
      /^ro: demo\/logos\/flag-ro\.png is missing/,
      /^ro: src\/config\/controller\.ts has no entry/,
      /^ro: demo\/stand-in\/customers\.mjs has no demo customer/,
      /^locales\/ro-RO\/rules\.mjs is missing/,
      /^test\/helpers\/sites\.js: SITES is de, at, ch, ch_fr, pl, cz, hu, sk, tr; the site table has .*, ro$/,
      /^test\/helpers\/sites\.js: LOCALE_BY_SITE differs/,
    ];
    for (const pattern of expected)
      assert.ok(
        problems.some((line) => pattern.test(line)),
        `${pattern} not among:\n${problems.join("\n")}`,
      );
    assert.equal(problems.length, expected.length, problems.join("\n"));
  });
});
