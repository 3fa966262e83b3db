/**
 * The catalog check of `npm test` (issue "Foundation", item 4): extracts the messages from the
 * source, then fails when any of the nine locales lacks a translation of any message, or when a
 * non-German locale merely copies the German text.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import PO from "pofile";
import lingui from "../lingui.config.js";

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: ["ignore", "ignore", "inherit"] });

const read = (locale) => PO.parse(readFileSync(`locales/${locale}/messages.po`, "utf8")).items;
const german = new Map(read("de-DE").map((item) => [item.msgid, item.msgstr[0] ?? ""]));
const problems = [];

for (const locale of lingui.locales) {
  for (const item of read(locale)) {
    const text = item.msgstr.join("");
    if (!text.trim()) {
      problems.push(`${locale}: no translation of "${item.msgid}"`);
    } else if (!locale.startsWith("de-") && /\p{L}{4,}.*\s/u.test(text) && text === german.get(item.msgid)) {
      problems.push(`${locale}: "${item.msgid}" is a copy of the German text`);
    }
  }
}

if (problems.length) {
  console.error(`Catalog check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
  console.error("Translate the messages in locales/<locale>/messages.po, then run npm test again.");
  process.exit(1);
}
console.log(`Catalogs complete: ${german.size} messages in ${lingui.locales.length} locales.`);
