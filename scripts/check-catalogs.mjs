/**
 * The catalog check of `npm test` (issue "Foundation", item 4; issue 16): extracts the messages
 * from the source, then fails when
 *
 * - any of the nine locales lacks a translation of any message, or a non-German locale merely
 *   copies the German text;
 * - a text has a straight apostrophe ' (every language here writes the typographic ’; in ICU
 *   messages a straight one is also a quoting character in front of braces);
 * - a French text lacks the no-break space that French typography puts before : ; ! ?;
 * - a plain space stands between a number and its unit, currency or percent sign ("10 %",
 *   "CHF 50.–"), where a line may break;
 * - de-AT or de-CH says something the way de-DE does where Austrian or Swiss usage differs (see
 *   REGIONAL_USAGE below).
 *
 * The typographic rules also run over the demo's footer content (demo/content/footer.<site>.json),
 * which pages show beside the catalogs' texts.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import PO from "pofile";
import lingui from "../lingui.config.js";

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: ["ignore", "ignore", "inherit"] });

const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";

/** Units, currencies and the percent sign that must not be parted from their number by a line break. */
const UNITS = ["%", "€", "CHF", "Fr.", "zł", "Kč", "Ft", "TL", "kg", "g"];

/**
 * Where de-AT and de-CH must not say it as de-DE does. Most German texts are the same in the three
 * countries, so a copy is the rule and a whole catalog may not differ much; these are the texts
 * where the country's own usage differs, each with the reason. A new one belongs here when a
 * reviewer finds another difference (and no invented ones: a difference is a country's real usage).
 */
const REGIONAL_USAGE = {
  "de-AT": [
    {
      msgid:
        "Almost done! We have sent an e-mail to {email}. Please confirm your sign-up with the link in it.",
      why: "Austrian German says das E-Mail: ein E-Mail geschickt, not eine E-Mail gesendet",
    },
  ],
  "de-CH": [
    // Every text with ß also differs: Swiss standard German has no ß (checked for all de-CH texts below).
  ],
};

const FOOTER_SITES = {
  de: "de-DE",
  at: "de-AT",
  ch: "de-CH",
  ch_fr: "fr-CH",
  pl: "pl-PL",
  cz: "cs-CZ",
  hu: "hu-HU",
  sk: "sk-SK",
  tr: "tr-TR",
};

const isDigit = (char) => char >= "0" && char <= "9";
/** A word that ends in a number, or in a placeholder that stands for one ({percent}, #). */
const endsInNumber = (word) => isDigit(word.at(-1)) || word.endsWith("}") || word === "#";
const startsWithNumber = (word) => isDigit(word[0]) || word[0] === "{" || word[0] === "#";
/** The unit a word starts with, if the unit is the whole word or followed by a non-letter ("%.", "Ft-ért"). */
const unitAtStart = (word) =>
  UNITS.find((unit) => word.startsWith(unit) && !/\p{L}/u.test(word.charAt(unit.length)));
/** The unit a word ends with, if the unit is the whole word or follows a non-letter ("(CHF"). */
const unitAtEnd = (word) =>
  UNITS.find((unit) => word.endsWith(unit) && !/\p{L}/u.test(word.charAt(word.length - unit.length - 1)));

/**
 * The typographic problems of one text. Linear in its length: one split on spaces, one look at
 * each pair of neighbouring words and each character; no regular expression runs over the text.
 */
function typographyProblems(text, locale) {
  const problems = [];
  if (text.includes("'")) problems.push("a straight apostrophe ' (write ’)");

  const words = text.split(" ");
  for (let index = 1; index < words.length; index++) {
    const [before, after] = [words[index - 1], words[index]];
    const unitAfter = endsInNumber(before) && unitAtStart(after);
    const unitBefore = startsWithNumber(after) && unitAtEnd(before);
    if (unitAfter || unitBefore)
      problems.push(`a plain space in "${before} ${after}" (write a no-break space U+00A0)`);
    else if (isDigit(before.at(-1)) && isDigit(after[0]))
      problems.push(`a plain space between digit groups in "${before} ${after}" (write U+00A0)`);
  }

  if (locale.startsWith("fr-")) {
    for (let index = 0; index < text.length; index++) {
      const char = text[index];
      if (!":;!?".includes(char)) continue;
      const space = text[index - 1];
      const isRight =
        char === ":" ? space === NO_BREAK_SPACE : space === NARROW_NO_BREAK_SPACE || space === NO_BREAK_SPACE;
      if (!isRight)
        problems.push(`no no-break space before "${char}" (French: U+00A0 before :, U+202F before ; ! ?)`);
    }
  }
  return problems;
}

/** A locale's texts: the elements' catalog and the gallery widgets' (lingui.config.js). */
const read = (locale) =>
  ["messages", "widgets"].flatMap(
    (catalog) => PO.parse(readFileSync(`locales/${locale}/${catalog}.po`, "utf8")).items,
  );
const german = new Map(read("de-DE").map((item) => [item.msgid, item.msgstr[0] ?? ""]));
const problems = [];

for (const locale of lingui.locales) {
  const items = read(locale);
  for (const item of items) {
    const text = item.msgstr.join("");
    if (!text.trim()) {
      problems.push(`${locale}: no translation of "${item.msgid}"`);
      continue;
    }
    // A German-speaking country's catalog may copy de-DE; its differences are checked below.
    if (!locale.startsWith("de-") && /\p{L}{4,}.*\s/u.test(text) && text === german.get(item.msgid))
      problems.push(`${locale}: "${item.msgid}" is a copy of the German text`);
    for (const problem of typographyProblems(text, locale))
      problems.push(`${locale}: "${item.msgid}": ${problem}`);
    if (locale === "de-CH" && text.includes("ß"))
      problems.push(`de-CH: "${item.msgid}" has ß (Swiss standard German writes ss)`);
  }
  const texts = new Map(items.map((item) => [item.msgid, item.msgstr.join("")]));
  for (const { msgid, why } of REGIONAL_USAGE[locale] ?? []) {
    if (!german.has(msgid)) problems.push(`${locale}: REGIONAL_USAGE names "${msgid}", which is no message`);
    else if (texts.get(msgid) === german.get(msgid))
      problems.push(`${locale}: "${msgid}" is the de-DE text, but ${why}`);
  }
}

/** Every string of the footer content, however deep. */
const stringsOf = (value) =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

for (const [site, locale] of Object.entries(FOOTER_SITES)) {
  const file = `demo/content/footer.${site}.json`;
  for (const text of stringsOf(JSON.parse(readFileSync(file, "utf8")))) {
    if (/^(\/|https?:)/.test(text)) continue; // link targets are no text
    for (const problem of typographyProblems(text, locale)) problems.push(`${file}: "${text}": ${problem}`);
  }
}

if (problems.length) {
  console.error(`Catalog check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
  console.error(
    "Fix the texts in locales/<locale>/messages.po or widgets.po (or demo/content/), then run npm test again.",
  );
  process.exit(1);
}
console.log(`Catalogs complete: ${german.size} messages in ${lingui.locales.length} locales.`);
