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
 *   that shows the consent collects personal data that no data-processing consent names
 *   (FIELD_TERMS);
 * - a legal text lacks the wording the law asks of it in a locale (REQUIRED_WORDING): the
 *   withdrawal sentence, the rights, what the consents cover, the Turkish laws' names;
 * - a legal text lacks a placeholder the form fills (REQUIRED_PLACEHOLDERS): the controller's name,
 *   address and privacy contact and the supervisory authority come from src/config/controller.ts,
 *   the minimum age and the days after which unconfirmed sign-ups are deleted from
 *   src/config/newsletter.ts; no catalog writes a controller's details itself, and every site's
 *   controller entry is filled in;
 * - a consent that a site requires has no error message in a locale (REQUIRED_CONSENT_ERRORS);
 * - the form renders the minimum age and the withdrawal sentence after its submit button or inside
 *   a collapsible panel (BEFORE_SUBMIT: read in the form's source);
 * - a text uses a form a native writer would not (AVOIDED_WORDING: the Hungarian "a(z)").
 *
 * The typographic rules and the avoided wording also run over the demo's footer content
 * (demo/content/footer.<site>.json), which pages show beside the catalogs' texts.
 *
 * The check finds the legal texts by their translator comment (`comment` in the source's macros,
 * `#.` in the PO files): its first sentence names the kind of text ("Withdrawal and age."), and a
 * data-processing consent's comment ends with the fields it names, as `collectedPersonalData()` in
 * src/config/newsletter.ts writes them.
 */
import { readdirSync, readFileSync } from "node:fs";
import PO from "pofile";
import ts from "typescript";
import { SITES, SITE_TABLE, importSource } from "./site-table.mjs";

const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";

/**
 * Units that must not be parted from their number by a line break: the sites' currencies (the
 * site table), the Swiss "Fr.", the percent sign and weights.
 */
const UNITS = [...new Set([...SITES.map((site) => SITE_TABLE[site].currency), "Fr.", "%", "kg", "g"])];

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
    {
      msgid:
        "I agree that {controller} sends me its newsletter by e-mail, with offers and news about its products (coffee, fashion, home and household goods), and processes my e-mail address for this purpose.",
      why: "the Swiss data protection act says bearbeiten, not verarbeiten",
    },
    {
      msgid:
        "We process your e-mail address and any other details you give here to send you our newsletter and, if you agree to it, to analyse how you use it and what you buy so that we can choose offers for you. The legal basis is your consent (Art. 6(1)(a) GDPR). Service providers who send the newsletter for us process the data only on our instructions. Giving your details is voluntary; without an e-mail address we cannot send you the newsletter.",
      why: "Swiss law is the data protection act and UWG Art. 3 Abs. 1 lit. o, not the GDPR",
    },
    {
      msgid:
        "You have the right of access to your data, to rectification, erasure and restriction of processing and to data portability, and you can object at any time to their use for direct marketing. You can also complain to a data protection supervisory authority. Supervisory authority responsible for us: {authority}. Details are in our <0>privacy policy</0>.",
      why: "the Swiss data protection act's rights (Herausgabe oder Übertragung; the EDÖB takes reports)",
    },
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

/** What every locale's consents say is advertised: the shop's products, named by their first one. */
const PRODUCTS = {
  "de-DE": "Kaffee",
  "de-AT": "Kaffee",
  "de-CH": "Kaffee",
  "fr-CH": "café",
  "pl-PL": "kawa",
  "cs-CZ": "káva",
  "sk-SK": "káva",
  "hu-HU": "kávé",
  "tr-TR": "kahve",
};

/** The rights of the GDPR as German texts name them (Germany and Austria; Switzerland's law differs). */
const GDPR_RIGHTS_IN_GERMAN = [
  "Auskunft",
  "Berichtigung",
  "Löschung",
  "Einschränkung",
  "Datenübertragbarkeit",
  "widersprechen",
  "beschweren",
];

/**
 * Wording a kind of legal text must have in a locale, found by its comment's first sentence.
 *
 * - Every locale says, before the submit button, that each consent can be withdrawn at any time
 *   with effect for the future (GDPR Art. 7(3), the Swiss FADP, KVKK).
 * - The consents name what is advertised (the products). In Poland, Czechia, Slovakia and Hungary
 *   the consent covers receiving commercial messages by e-mail, not only the processing (Prawo
 *   komunikacji elektronicznej, 480/2004 Sb., 452/2021 Z. z., Grt. 6. §).
 * - The notice names the data subject's rights under the country's law (GDPR Art. 15 to 21 and 77;
 *   the FADP; KVKK Art. 11 and 14).
 * - Turkey: the profiling consent is an explicit consent (açık rıza) under KVKK no. 6698, the
 *   newsletter consent an approval (onay) under law no. 6563, the privacy notice is titled KVKK
 *   Aydınlatma Metni.
 */
export const REQUIRED_WORDING = {
  "Withdrawal and age": {
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
    ...Object.fromEntries(Object.entries(PRODUCTS).map(([locale, product]) => [locale, [product]])),
    "pl-PL": [PRODUCTS["pl-PL"], "informacji handlowych", "przetwarzanie"],
    "cs-CZ": [PRODUCTS["cs-CZ"], "obchodních sdělení", "zpracováním"],
    "sk-SK": [PRODUCTS["sk-SK"], "obchodných správ", "spracúvaním"],
    "hu-HU": [PRODUCTS["hu-HU"], "hírlevelet kapjak", "kezeljék"],
  },
  "Commercial-message consent": {
    ...Object.fromEntries(Object.entries(PRODUCTS).map(([locale, product]) => [locale, [product]])),
    "tr-TR": [PRODUCTS["tr-TR"], "6563", "onay veriyorum"],
  },
  "Personalised-offers consent": { "tr-TR": ["6698", "açık rıza veriyorum"] },
  Rights: {
    "de-DE": GDPR_RIGHTS_IN_GERMAN,
    "de-AT": GDPR_RIGHTS_IN_GERMAN,
    "de-CH": [
      "Auskunft",
      "Berichtigung",
      "Löschung",
      "Einschränkung",
      "Herausgabe",
      "widersprechen",
      "Aufsichtsbehörde",
    ],
    "fr-CH": [
      "accès",
      "rectification",
      "effacement",
      "limitation",
      "remise",
      "opposer",
      "autorité de surveillance",
    ],
    "pl-PL": ["dostępu", "sprostowania", "usunięcia", "ograniczenia", "przenoszenia", "sprzeciw", "skargi"],
    "cs-CZ": ["přístup", "opravu", "výmaz", "omezení", "přenositelnost", "námitku", "stížnost"],
    "sk-SK": [
      "prístup",
      "opravu",
      "vymazanie",
      "obmedzenie",
      "prenosnosť",
      "namietať",
      "návrh na začatie konania",
    ],
    "hu-HU": [
      "hozzáférni",
      "helyesbítését",
      "törlését",
      "korlátozását",
      "adathordozhatóság",
      "tiltakozhat",
      "Panaszt tehet",
    ],
    "tr-TR": ["11. maddesi", "öğrenme", "düzeltilmesini", "silinmesini", "itiraz", "şikâyet"],
  },
  Notices: { "tr-TR": ["KVKK Aydınlatma Metni"] },
};

/**
 * The placeholders a kind of legal text holds in its source and in every translation: values the
 * texts never write themselves. The controller's details and the supervisory authority are each
 * site's (src/config/controller.ts), the minimum age and the days until an unconfirmed sign-up is
 * deleted are the form's (src/config/newsletter.ts).
 */
export const REQUIRED_PLACEHOLDERS = {
  "Data-processing consent": ["controller"],
  "Personalised-offers consent": ["controller"],
  "Commercial-message consent": ["controller"],
  Controller: ["controller", "address", "privacyContact"],
  Rights: ["authority"],
  Retention: ["days"],
  "Withdrawal and age": ["minimumAge", "privacyContact"],
};

/**
 * The kind of the error message each required consent has (its comment starts "<kind> required").
 * A site that requires a consent needs its error in every locale.
 */
export const REQUIRED_CONSENT_ERRORS = {
  hasDataProcessingConsent: "Data-processing consent",
  hasCommercialMessageConsent: "Commercial-message consent",
};

/**
 * The kinds of text a visitor reads before the submit button without opening anything: the form
 * renders the component that holds them before its submit button and in no collapsible panel.
 */
export const BEFORE_SUBMIT = ["Withdrawal and age"];

/** The fields of a site's controller entry (src/config/controller.ts), each filled in. */
const CONTROLLER_FIELDS = ["name", "address", "privacyContact", "supervisoryAuthority"];

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
    .map((wording) => `"${message.msgid}": the ${message.kind.toLowerCase()} text lacks "${wording}"`);
}

/** The placeholders of a kind of legal text that a text leaves out (REQUIRED_PLACEHOLDERS). */
function placeholderProblems(message, text, where) {
  const required = REQUIRED_PLACEHOLDERS[message.kind] ?? [];
  return required
    .filter((name) => !text.includes(`{${name}}`) && !text.includes(`{${name},`))
    .map((name) => `"${message.msgid}": ${where} lacks the placeholder {${name}} (the form fills it in)`);
}

/**
 * What the rules must know of each locale's language before they can check its texts: how it
 * names the form's fields, the shop's first product, the withdrawal sentence's and the rights'
 * wording. One line per table a locale is missing from, naming where to add it.
 */
export function languageTableProblems(locales) {
  const where = "scripts/catalog-rules.mjs";
  const problems = [];
  for (const locale of locales) {
    const language = locale.slice(0, 2);
    if (!FIELD_TERMS[language])
      problems.push(`${where}: FIELD_TERMS has no "${language}" (how ${locale} names the form's fields)`);
    if (!PRODUCTS[locale])
      problems.push(`${where}: PRODUCTS has no "${locale}" (the shop's first product in it)`);
    for (const kind of ["Withdrawal and age", "Rights"])
      if (!REQUIRED_WORDING[kind][locale])
        problems.push(
          `${where}: REQUIRED_WORDING["${kind}"] has no "${locale}" (the wording the law asks of it)`,
        );
  }
  return problems;
}

/**
 * Every kind the rules name is a message in every locale, its source holds the kind's
 * placeholders, and every locale has the wording of its withdrawal sentence.
 */
function legalCoverageProblems(catalogs) {
  const problems = [];
  const kinds = new Set([
    ...Object.keys(REQUIRED_WORDING),
    ...Object.keys(REQUIRED_PLACEHOLDERS),
    ...BEFORE_SUBMIT,
  ]);
  for (const [locale, items] of Object.entries(catalogs)) {
    const messages = items.map(describe);
    for (const kind of kinds)
      if (!messages.some((message) => message.kind === kind))
        problems.push(`${locale}: no text of the kind "${kind}" (no message's comment starts with it)`);
  }
  problems.push(...languageTableProblems(Object.keys(catalogs)));
  for (const message of catalogs["de-DE"].map(describe))
    problems.push(...placeholderProblems(message, message.msgid, "the source"));
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
    problems.push(...placeholderProblems(message, text, "the translation"));
  }
  const texts = new Map(items.map((item) => [item.msgid, item.msgstr.join("")]));
  for (const { msgid, why } of REGIONAL_USAGE[locale] ?? []) {
    if (!german.has(msgid)) problems.push(`REGIONAL_USAGE names "${msgid}", which is no message`);
    else if (texts.get(msgid) === german.get(msgid))
      problems.push(`"${msgid}" is the de-DE text, but ${why}`);
  }
  return problems.map((problem) => `${locale}: ${problem}`);
}

/** Each site's form that shows the data-processing consent collects data that one consent text names exactly. */
function siteConsentProblems(project) {
  const { sites, localeBySite, collectedPersonalData, catalogs } = project;
  return Object.entries(sites).flatMap(([site, { fields }]) => {
    if (!fields.hasDataProcessingConsent) return [];
    const collected = collectedPersonalData(fields);
    const messages = catalogs[localeBySite[site]].map(describe);
    return messages.some((message) => message.fields === collected)
      ? []
      : [
          `${site}: the form collects "${collected}", but no data-processing consent names exactly that ` +
            "(add one to DATA_PROCESSING_TEXTS in src/elements/newsletter-signup/legal-texts.tsx)",
        ];
  });
}

/** Every consent a site requires has its error message, translated in every locale. */
function requiredConsentErrorProblems({ sites, catalogs }) {
  const required = new Set(
    Object.values(sites).flatMap(({ fields }) =>
      Object.keys(fields).filter((field) => field.startsWith("has") && fields[field] === "required"),
    ),
  );
  return [...required].flatMap((field) => {
    const kind = REQUIRED_CONSENT_ERRORS[field];
    if (!kind) return [`${field} is required on a site, but REQUIRED_CONSENT_ERRORS names no error for it`];
    return Object.entries(catalogs).flatMap(([locale, items]) => {
      const error = items.map(describe).find((message) => message.kind === `${kind} required`);
      return error?.text.trim()
        ? []
        : [
            `${locale}: no error message for the required ${kind.toLowerCase()} ("${kind} required." comment)`,
          ];
    });
  });
}

/**
 * Every site's controller entry is filled in and its privacy contact is an e-mail address, and no
 * catalog writes a controller's details itself: they are placeholders, filled from the one table.
 */
function controllerProblems({ controllers, localeBySite, catalogs }) {
  const problems = [];
  for (const site of Object.keys(localeBySite)) {
    const controller = controllers[site];
    if (!controller) {
      problems.push(`${site}: no controller in src/config/controller.ts`);
      continue;
    }
    for (const field of CONTROLLER_FIELDS)
      if (typeof controller[field] !== "string" || !controller[field].trim())
        problems.push(`${site}: the controller's ${field} is empty (src/config/controller.ts)`);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(controller.privacyContact ?? ""))
      problems.push(`${site}: the controller's privacyContact is no e-mail address`);
    // The texts show these values as they are: the typography of the site's language holds for them too.
    for (const field of CONTROLLER_FIELDS)
      for (const problem of typographyProblems(String(controller[field] ?? ""), localeBySite[site]))
        problems.push(`${site}: the controller's ${field}: ${problem}`);
  }
  const details = new Set(
    Object.values(controllers).flatMap((controller) =>
      CONTROLLER_FIELDS.map((field) => controller[field]).filter((value) => value?.trim()),
    ),
  );
  for (const [locale, items] of Object.entries(catalogs))
    for (const { msgid, text } of items.map(describe))
      for (const detail of details)
        if (text.includes(detail))
          problems.push(`${locale}: "${msgid}" writes "${detail}" itself (use the controller's placeholder)`);
  return problems;
}

/**
 * The named function a node is in, if any: a component declared (`function ConsentTerms`) or
 * wrapped (`memo(function ConsentTerms …)`); arrow functions inside it do not count.
 */
function enclosingFunction(node) {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (ts.isFunctionDeclaration(parent) || (ts.isFunctionExpression(parent) && parent.name)) return parent;
  return undefined;
}

/** Every JSX element (opening or self-closing) of a tree, with its tag name. */
function jsxElements(root) {
  const found = [];
  const visit = (node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node))
      found.push({ node, tag: node.tagName.getText() });
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** Whether a JSX element is rendered inside an element with the tag `tag`. */
function isInside(node, tag) {
  const own = ts.isJsxOpeningElement(node) ? node.parent : node;
  for (let parent = own.parent; parent; parent = parent.parent)
    if (ts.isJsxElement(parent) && parent.openingElement.tagName.getText() === tag) return true;
  return false;
}

/** The value of a JSX element's string attribute. */
const attribute = (element, name) =>
  element.attributes.properties.find((property) => property.name?.getText() === name)?.initializer?.text;

/**
 * The kinds of BEFORE_SUBMIT are rendered before the form's submit button and outside any
 * collapsible panel: the component whose body holds a kind's message (found by its comment) is
 * rendered, in the function that renders the submit button, before it and in no ExpansionPanel.
 */
function beforeSubmitProblems({ formSources }) {
  const files = Object.entries(formSources).map(([path, text]) => ({
    path,
    file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
  }));
  const elements = files.flatMap(({ file }) => jsxElements(file));
  const submit = elements.find(({ tag, node }) => tag === "Button" && attribute(node, "type") === "submit");
  if (!submit) return ['the form\'s source has no submit button (<Button type="submit">)'];
  const form = enclosingFunction(submit.node);
  const comments = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) && node.parent?.name?.getText?.() === "comment") comments.push(node);
    ts.forEachChild(node, visit);
  };
  files.forEach(({ file }) => visit(file));
  return BEFORE_SUBMIT.flatMap((kind) => {
    const comment = comments.find((node) => node.text.startsWith(`${kind}.`));
    const component = comment && enclosingFunction(comment)?.name?.getText();
    if (!component) return [`"${kind}": no component in the form's source holds this text`];
    const uses = elements.filter(({ tag, node }) => tag === component && enclosingFunction(node) === form);
    if (!uses.length) return [`"${kind}": the form does not render ${component}, which holds it`];
    return uses.flatMap(({ node }) => {
      if (node.getStart() > submit.node.getStart())
        return [
          `"${kind}": the form renders ${component} after its submit button; a visitor must read it before`,
        ];
      return isInside(node, "ExpansionPanel")
        ? [`"${kind}": the form renders ${component} inside a collapsible panel`]
        : [];
    });
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
    ...legalCoverageProblems(catalogs),
    ...siteConsentProblems(project),
    ...requiredConsentErrorProblems(project),
    ...controllerProblems(project),
    ...beforeSubmitProblems(project),
    ...footerProblems(project),
  ];
}

/** The form's folder: its components, read for where they render the texts. */
const FORM_FOLDER = "src/elements/newsletter-signup";

/**
 * The texts and the tables they are checked against, read from the source: the sites' locales
 * (src/config/sites.ts), the fields each site's form collects (src/config/newsletter.ts), each
 * site's controller (src/config/controller.ts), the form's components, the PO catalogs of every
 * locale (messages and widgets) and the demo's footer content.
 */
export async function loadProject(root = ".") {
  const { LOCALE_BY_SITE } = await importSource(root, "src/config/sites.ts");
  const newsletter = await importSource(root, "src/config/newsletter.ts");
  const { DATA_CONTROLLERS } = await importSource(root, "src/config/controller.ts");
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
    controllers: DATA_CONTROLLERS,
    formSources: Object.fromEntries(
      readdirSync(`${root}/${FORM_FOLDER}`)
        .filter((name) => name.endsWith(".tsx"))
        .map((name) => [`${FORM_FOLDER}/${name}`, readFileSync(`${root}/${FORM_FOLDER}/${name}`, "utf8")]),
    ),
    catalogs: Object.fromEntries(locales.map((locale) => [locale, read(locale)])),
    footers: Object.fromEntries(
      Object.keys(LOCALE_BY_SITE).map((site) => [
        site,
        JSON.parse(readFileSync(`${root}/demo/content/footer.${site}.json`, "utf8")),
      ]),
    ),
  };
}
