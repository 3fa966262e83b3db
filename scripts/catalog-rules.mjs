/**
 * The rules of the catalog check (`npm run i18n:check`, scripts/check-catalogs.mjs), as functions of
 * the texts, so that tests can show each rule failing on a broken catalog. It fails when
 *
 * - any of the nine locales lacks a translation of any message, or a non-German locale merely
 *   copies the German text;
 * - a text has a straight apostrophe ' (every language here writes the typographic ’; in ICU
 *   messages a straight one is also a quoting character in front of braces);
 * - a French text lacks the no-break space that French typography puts before : ; ! ?;
 * - a plain space stands between a number and its unit, currency or percent sign ("10 %",
 *   "CHF 50.–"), where a line may break;
 * - de-AT or de-CH says something the way de-DE does where Austrian or Swiss usage differs (see
 *   REGIONAL_USAGE below);
 * - a data-processing consent does not name exactly the fields its comment lists, or a site's form
 *   collects personal data that no data-processing consent names (FIELD_TERMS);
 * - a legal text lacks the wording the law asks of it in a locale (REQUIRED_WORDING): every
 *   locale's legal notice says that each consent can be withdrawn with effect for the future, the
 *   Turkish consents name their laws;
 * - a text uses a form a native writer would not (AVOIDED_WORDING: the Hungarian "a(z)").
 *
 * The typographic rules and the avoided wording also run over the demo's footer content
 * (demo/content/footer.<site>.json), which pages show beside the catalogs' texts.
 *
 * The check finds the legal texts by their translator comment (`comment` in the source's macros,
 * `#.` in the PO files): its first sentence names the kind of text ("Legal notice."), and a
 * data-processing consent's comment ends with the fields it names, as `collectedPersonalData()` in
 * src/config/newsletter.ts writes them.
 */
import { readFileSync } from "node:fs";
import PO from "pofile";
import ts from "typescript";

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
      msgid: "We have sent an e-mail to {email}. Please confirm your sign-up with the link in it.",
      why: "Austrian German says das E-Mail: ein E-Mail geschickt, not eine E-Mail gesendet",
    },
    {
      msgid:
        "After you sign up, we send you an e-mail with a confirmation link. Only once you have confirmed it is your sign-up complete, and your {percent}% welcome voucher comes by e-mail.",
      why: "Austrian German says das E-Mail: Sie erhalten ein E-Mail, not eine E-Mail",
    },
  ],
  "de-CH": [
    // Every text with ß also differs: Swiss standard German has no ß (checked for all de-CH texts below).
  ],
};

/**
 * How each locale names the personal data a data-processing consent covers: the beginnings of the
 * words, matched at the start of a word, in any case. German "Name" and Hungarian "nevem" (my
 * name) stand for first and last name together, as the Austrian consent says "mein Name".
 */
const FIELD_TERMS = {
  de: {
    email: ["E-Mail-Adresse"],
    salutation: ["Anrede"],
    firstName: ["Vorname", "Name"],
    lastName: ["Nachname", "Name"],
  },
  fr: { email: ["adresse e-mail"], salutation: ["civilité"], firstName: ["prénom"], lastName: ["nom"] },
  pl: { email: ["adres"], salutation: ["zwrot"], firstName: ["imię", "imienia"], lastName: ["nazwisk"] },
  cs: { email: ["e-mail"], salutation: ["oslovení"], firstName: ["jmén"], lastName: ["příjmení"] },
  sk: { email: ["e-mail"], salutation: ["osloven"], firstName: ["meno", "mena"], lastName: ["priezvisk"] },
  hu: {
    email: ["e-mail-cím"],
    salutation: ["megszólítás"],
    firstName: ["keresztn", "nevem"],
    lastName: ["vezeték", "nevem"],
  },
  tr: { email: ["e-posta adres"], salutation: ["hitap"], firstName: ["adım"], lastName: ["soyad"] },
};

/**
 * Wording a kind of legal text must have in a locale, found by its comment's first sentence. Every
 * locale's legal notice says that each consent can be withdrawn at any time with effect for the
 * future (GDPR Art. 7(3), KVKK). Turkey: the profiling and data-processing consents are explicit
 * consents (açık rıza) under KVKK no. 6698, the newsletter consent an approval (onay) under law
 * no. 6563, the privacy notice is titled KVKK Aydınlatma Metni. Poland: the one consent covers
 * receiving commercial information by e-mail too (Prawo komunikacji elektronicznej).
 */
export const REQUIRED_WORDING = {
  "Legal notice": {
    "de-DE": ["jederzeit", "mit Wirkung für die Zukunft", "widerrufen"],
    "de-AT": ["jederzeit", "mit Wirkung für die Zukunft", "widerrufen"],
    "de-CH": ["jederzeit", "mit Wirkung für die Zukunft", "widerrufen"],
    "fr-CH": ["en tout temps", "avec effet pour l’avenir", "révoquer"],
    "pl-PL": ["w dowolnym momencie", "ze skutkiem na przyszłość", "wycofać"],
    "cs-CZ": ["kdykoli", "s účinkem do budoucna", "odvolat"],
    "sk-SK": ["kedykoľvek", "s účinkom do budúcnosti", "odvolať"],
    "hu-HU": ["bármikor", "a jövőre nézve", "visszavon"],
    "tr-TR": ["dilediğiniz zaman", "ileriye dönük", "geri alabilirsiniz"],
  },
  "Data-processing consent": {
    "tr-TR": ["6698", "açık rıza veriyorum"],
    "pl-PL": ["informacji handlowych", "przetwarzanie"],
  },
  "Personalised-offers consent": { "tr-TR": ["açık rıza veriyorum"] },
  "Commercial-message consent": { "tr-TR": ["6563", "onay veriyorum"] },
  Notices: { "tr-TR": ["KVKK Aydınlatma Metni"] },
};

/** Wording a locale avoids anywhere, with the reason. */
const AVOIDED_WORDING = {
  "hu-HU": [{ text: "a(z)", why: "a machine's fallback article: word it so that no article is needed" }],
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
export function typographyProblems(text, locale) {
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

/** Wording the locale avoids, found in a text. */
const avoidedWordingProblems = (text, locale) =>
  (AVOIDED_WORDING[locale] ?? [])
    .filter(({ text: avoided }) => text.toLowerCase().includes(avoided))
    .map(({ text: avoided, why }) => `"${avoided}": ${why}`);

/** A message's translation, its kind (its comment's first sentence) and the fields a data-processing consent names. */
function describe(item) {
  const comment = item.extractedComments.join(" ");
  const fieldsAt = comment.indexOf("Names the fields: ");
  return {
    msgid: item.msgid,
    text: item.msgstr.join(""),
    kind: comment.split(".")[0],
    fields: fieldsAt < 0 ? null : comment.slice(fieldsAt + "Names the fields: ".length).trim(),
  };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whether a text names a field: one of the locale's words for it, at the start of a word. */
const names = (text, terms) => new RegExp(`(?<!\\p{L})(?:${terms.map(escape).join("|")})`, "iu").test(text);

/** A data-processing consent in one locale names each field of its comment's list and no other. */
function consentFieldProblems(message, locale, personalDataFields) {
  const terms = FIELD_TERMS[locale.slice(0, 2)];
  if (!terms) return [`no FIELD_TERMS for ${locale}`];
  const listed = message.fields.split(" ").map((field) => field.replace("?", ""));
  return personalDataFields.flatMap((field) => {
    const isNamed = names(message.text, terms[field]);
    if (listed.includes(field) && !isNamed)
      return [
        `"${message.msgid}": the consent leaves out ${field} (${terms[field].join(", ")}), which the form collects`,
      ];
    if (!listed.includes(field) && isNamed)
      return [`"${message.msgid}": the consent names ${field}, which the form does not collect`];
    return [];
  });
}

/** The wording a legal text must have in its locale (REQUIRED_WORDING). */
function requiredWordingProblems(message, locale) {
  const required = REQUIRED_WORDING[message.kind]?.[locale] ?? [];
  return required
    .filter((wording) => !message.text.includes(wording))
    .map((wording) => `"${message.msgid}": the ${message.kind.toLowerCase()} lacks "${wording}"`);
}

/** Every kind REQUIRED_WORDING names is a message, and every locale has the wording of its legal notice. */
function legalCoverageProblems(messages, locales) {
  const problems = [];
  for (const kind of Object.keys(REQUIRED_WORDING)) {
    if (!messages.some((message) => message.kind === kind))
      problems.push(`REQUIRED_WORDING names "${kind}", but no message's comment starts with it`);
  }
  for (const locale of locales)
    if (!REQUIRED_WORDING["Legal notice"][locale])
      problems.push(`${locale}: REQUIRED_WORDING has no withdrawal wording for its legal notice`);
  return problems;
}

/** The problems of one locale's texts (its catalogs' items, pofile's shape). */
function localeProblems(locale, items, german, personalDataFields) {
  const problems = [];
  for (const item of items) {
    const message = describe(item);
    const { msgid, text } = message;
    if (!text.trim()) {
      problems.push(`no translation of "${msgid}"`);
      continue;
    }
    // A German-speaking country's catalog may copy de-DE; its differences are checked below.
    if (!locale.startsWith("de-") && /\p{L}{4,}.*\s/u.test(text) && text === german.get(msgid))
      problems.push(`"${msgid}" is a copy of the German text`);
    for (const problem of [...typographyProblems(text, locale), ...avoidedWordingProblems(text, locale)])
      problems.push(`"${msgid}": ${problem}`);
    if (locale === "de-CH" && text.includes("ß"))
      problems.push(`"${msgid}" has ß (Swiss standard German writes ss)`);
    if (message.fields) problems.push(...consentFieldProblems(message, locale, personalDataFields));
    problems.push(...requiredWordingProblems(message, locale));
  }
  const texts = new Map(items.map((item) => [item.msgid, item.msgstr.join("")]));
  for (const { msgid, why } of REGIONAL_USAGE[locale] ?? []) {
    if (!german.has(msgid)) problems.push(`REGIONAL_USAGE names "${msgid}", which is no message`);
    else if (texts.get(msgid) === german.get(msgid))
      problems.push(`"${msgid}" is the de-DE text, but ${why}`);
  }
  return problems.map((problem) => `${locale}: ${problem}`);
}

/** Each site's form collects personal data that one data-processing consent names exactly. */
function siteConsentProblems(project) {
  const { sites, localeBySite, collectedPersonalData, catalogs } = project;
  return Object.entries(sites).flatMap(([site, { fields }]) => {
    const collected = collectedPersonalData(fields);
    const messages = catalogs[localeBySite[site]].map(describe);
    return messages.some((message) => message.fields === collected)
      ? []
      : [
          `${site}: the form collects "${collected}", but no data-processing consent names exactly that ` +
            "(add one to DATA_PROCESSING_TEXTS in src/elements/newsletter-signup/newsletter-signup.tsx)",
        ];
  });
}

/** Every string of the footer content, however deep. */
const stringsOf = (value) =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

function footerProblems({ footers, localeBySite }) {
  return Object.entries(footers).flatMap(([site, content]) => {
    const locale = localeBySite[site];
    return stringsOf(content)
      .filter((text) => !/^(\/|https?:)/.test(text)) // link targets are no text
      .flatMap((text) =>
        [...typographyProblems(text, locale), ...avoidedWordingProblems(text, locale)].map(
          (problem) => `demo/content/footer.${site}.json: "${text}": ${problem}`,
        ),
      );
  });
}

/** Every problem of the project's texts (see loadProject for the shape). */
export function catalogProblems(project) {
  const { catalogs, personalDataFields } = project;
  const german = new Map(catalogs["de-DE"].map((item) => [item.msgid, item.msgstr[0] ?? ""]));
  const locales = Object.keys(catalogs);
  return [
    ...locales.flatMap((locale) => localeProblems(locale, catalogs[locale], german, personalDataFields)),
    ...legalCoverageProblems(catalogs["de-DE"].map(describe), locales),
    ...siteConsentProblems(project),
    ...footerProblems(project),
  ];
}

/** A TypeScript module of plain data (type imports only), compiled in memory and imported. */
async function importTypeScript(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`);
}

/**
 * The texts and the tables they are checked against, read from the source: the sites' locales
 * (src/config/sites.ts), the fields each site's form collects (src/config/newsletter.ts), the PO
 * catalogs of every locale (messages and widgets) and the demo's footer content.
 */
export async function loadProject(root = ".") {
  const { LOCALE_BY_SITE } = await importTypeScript(`${root}/src/config/sites.ts`);
  const newsletter = await importTypeScript(`${root}/src/config/newsletter.ts`);
  const read = (locale) =>
    ["messages", "widgets"].flatMap(
      (catalog) => PO.parse(readFileSync(`${root}/locales/${locale}/${catalog}.po`, "utf8")).items,
    );
  const locales = Object.values(LOCALE_BY_SITE);
  return {
    localeBySite: LOCALE_BY_SITE,
    sites: newsletter.NEWSLETTER_SITES,
    personalDataFields: newsletter.PERSONAL_DATA_FIELDS,
    collectedPersonalData: newsletter.collectedPersonalData,
    catalogs: Object.fromEntries(locales.map((locale) => [locale, read(locale)])),
    footers: Object.fromEntries(
      Object.keys(LOCALE_BY_SITE).map((site) => [
        site,
        JSON.parse(readFileSync(`${root}/demo/content/footer.${site}.json`, "utf8")),
      ]),
    ),
  };
}
