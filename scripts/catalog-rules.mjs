/**
 * The rules of the catalog check (`npm run i18n:check`, scripts/check-catalogs.mjs), as functions of
 * the texts, so that tests can show each rule failing on a broken catalog. What each locale must
 * say stands beside that locale, in `locales/<locale>/rules.mjs` (its default export, the fields of
 * `LocaleRules` below); this module holds the rules every locale shares. It fails when
 *
 * - any locale lacks a translation of any message, or a non-German locale merely
 *   copies the German text;
 * - a text has a straight apostrophe ' (every language here writes the typographic ’; in ICU
 *   messages a straight one is also a quoting character in front of braces);
 * - a French text lacks the no-break space that French typography puts before : ; ! ?;
 * - a plain space stands between a number and its unit, currency or percent sign ("10 %",
 *   "CHF 50.–"), where a line may break;
 * - de-AT or de-CH says something the way de-DE does where Austrian or Swiss usage differs (the
 *   locale's `regionalUsage`);
 * - a data-processing consent does not name exactly the fields its comment lists, or a site's form
 *   that shows the consent collects personal data that no data-processing consent names (the
 *   locale's `fieldTerms`);
 * - a legal text lacks the wording the law asks of it in a locale (the locale's `requiredWording`,
 *   and its `product` in every consent): the first layer's withdrawal and rights, what the
 *   consents cover, the Turkish laws' names;
 * - a site's first layer is longer than FIRST_LAYER_MAX_WORDS (or its locale's `firstLayerMaxWords`);
 * - a legal text lacks a placeholder the form fills (REQUIRED_PLACEHOLDERS): the controller's name
 *   and privacy contact come from the site table's `controller`, src/config/sites.ts, the minimum age from
 *   src/config/newsletter.ts; no catalog writes a controller's details itself, and every site's
 *   controller entry is filled in, with its processors and, for a transfer abroad, its safeguard;
 * - a consent that a site requires has no error message in a locale (REQUIRED_CONSENT_ERRORS);
 * - the form renders the first layer after its submit button or inside a collapsible panel
 *   (BEFORE_SUBMIT: read in the form's source);
 * - a locale has no full notice in docs/texts.md, or its notice holds a placeholder nobody fills,
 *   lacks one, or lacks the locale's `notice` wording;
 * - a text uses a form a native writer would not (the locale's `avoidedWording`: the Hungarian
 *   "a(z)").
 *
 * The typographic rules and the avoided wording also run over the demo's footer content
 * (demo/content/footer.<site>.json), which pages show beside the catalogs' texts.
 *
 * The check finds the legal texts by their translator comment (`comment` in the source's macros,
 * `#.` in the PO files): its first sentence names the kind of text ("First layer."), and a
 * data-processing consent's comment ends with the fields it names, as `collectedPersonalData()` in
 * src/config/newsletter.ts writes them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import PO from "pofile";
import ts from "typescript";
import {
  NOTICES_HEADING,
  PLACEHOLDERS as NOTICE_PLACEHOLDERS,
  SITE_PLACEHOLDERS,
  noticesIn,
} from "../demo/privacy.mjs";
import { SITES, SITE_TABLE, importSource } from "./site-table.mjs";

const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";

/**
 * Units that must not be parted from their number by a line break: the sites' currencies (the
 * site table), the Swiss "Fr.", the percent sign and weights.
 */
const UNITS = [...new Set([...SITES.map((site) => SITE_TABLE[site].currency), "Fr.", "%", "kg", "g"])];

/**
 * What `locales/<locale>/rules.mjs` states, as its default export:
 *
 * @typedef {object} LocaleRules
 * @property {Record<string, string[]>} fieldTerms How the language names the personal data a
 *   data-processing consent covers (email, salutation, firstName, lastName): the beginnings of the
 *   words, matched at the start of a word, in any case.
 * @property {string} product The first of the shop's products, as every consent names it.
 * @property {Record<string, string[]>} requiredWording Wording a kind of legal text (its comment's
 *   first sentence) must have in the locale, as its law asks; "First layer" in every locale.
 * @property {string[]} notice Wording the locale's full notice in docs/texts.md must have.
 * @property {{ msgid: string, why: string }[]} [regionalUsage] Texts a German-speaking country must
 *   not write as de-DE does, each with the reason (a country's real usage, never an invented one).
 * @property {{ text: string, why: string }[]} [avoidedWording] Wording avoided anywhere, with the reason.
 * @property {{ words: number, why: string }} [firstLayerMaxWords] More words than FIRST_LAYER_MAX_WORDS
 *   for the first layer, where the locale's law asks more of it, with the reason.
 */

/** The kinds of legal text whose wording every locale's rules state. */
const RULED_KINDS = ["First layer"];

/** The consents the newsletter rests on: each names the shop's products (the locale's `product`). */
const CONSENT_KINDS = ["Data-processing consent", "Commercial-message consent"];

/** Where a locale's rules are, in the project at `root`. */
const rulesPath = (root, locale) => join(root, "locales", locale, "rules.mjs");

/**
 * The placeholders a kind of legal text holds in its source and in every translation: values the
 * texts never write themselves. The controller's details and the supervisory authority are each
 * site's (the site table's `controller`, src/config/sites.ts), the minimum age and the days until an unconfirmed sign-up is
 * deleted are the form's (src/config/newsletter.ts).
 */
export const REQUIRED_PLACEHOLDERS = {
  "First layer": ["controller", "minimumAge", "privacyContact"],
};

/**
 * The first layer is read before the button, on a phone too: at most this many words as a site
 * shows it (its controller's name and privacy contact filled in, Turkey's İYS sentence counted), unless
 * the locale's rules allow more (`firstLayerMaxWords`, with the reason). Everything else stands in
 * the full notice it links to.
 */
export const FIRST_LAYER_MAX_WORDS = 60;

/** The kinds of text a site's first layer is made of, where the site shows them. */
const FIRST_LAYER_PARTS = {
  "First layer": () => true,
  "Withdrawal through İYS": (site) => site.commercialMessages,
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
export const BEFORE_SUBMIT = ["First layer"];

/**
 * A site's processors (the site table's `controller`, src/config/sites.ts), as the full notice lists them: at least one, each
 * with its name, task and country, and for a transfer abroad the safeguard it rests on.
 */
function processorProblems(site, { processors }) {
  const where = `${site}: the controller's processors (its site's controller, src/config/sites.ts)`;
  if (!Array.isArray(processors) || !processors.length)
    return [`${where}: none named (the mailing provider at least)`];
  return processors.flatMap((processor, index) => [
    ...["name", "task", "country"]
      .filter((field) => typeof processor[field] !== "string" || !processor[field].trim())
      .map((field) => `${where}: the ${index + 1}. has no ${field}`),
    ...(processor.isAbroad && !processor.safeguard?.trim()
      ? [`${where}: ${processor.name} processes abroad without a safeguard`]
      : []),
  ]);
}

/** The fields of a site's controller entry (the site table's `controller`, src/config/sites.ts), each filled in. */
const CONTROLLER_FIELDS = ["name", "address", "privacyContact", "supervisoryAuthority"];

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

/** Wording the locale avoids (its rules' `avoidedWording`), found in a text. */
const avoidedWordingProblems = (text, rules) =>
  (rules.avoidedWording ?? [])
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
function consentFieldProblems(message, { fieldTerms: terms }, personalDataFields) {
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

/** The wording a legal text must have in its locale: its rules' `requiredWording`, and a consent its `product`. */
function requiredWordingProblems(message, rules) {
  const required = [
    ...(CONSENT_KINDS.includes(message.kind) ? [rules.product] : []),
    ...(rules.requiredWording[message.kind] ?? []),
  ];
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

/** The fields a locale's rules must state (LocaleRules), and why. */
const RULES_FIELDS = {
  fieldTerms: "how the language names the form's fields",
  product: "the shop's first product in the language",
  requiredWording: "the wording its law asks of each legal text",
  notice: "the wording its full notice must have",
};

/**
 * What the rules must know of each locale before they can check its texts: its rules module
 * (`locales/<locale>/rules.mjs`, as de-DE's) with every field, and the wording of every ruled kind.
 * One line per thing a locale is missing, naming where to add it.
 */
export function languageTableProblems(root, locales, rulesByLocale = {}) {
  const problems = [];
  for (const locale of locales) {
    const where = `locales/${locale}/rules.mjs`;
    const rules = rulesByLocale[locale];
    if (!rules) {
      if (!existsSync(rulesPath(root, locale)))
        problems.push(
          `${where} is missing (the legal wording its texts are checked for; see locales/de-DE/rules.mjs)`,
        );
      continue;
    }
    for (const [field, what] of Object.entries(RULES_FIELDS))
      if (!rules[field]) problems.push(`${where}: no ${field} (${what})`);
    for (const kind of RULED_KINDS)
      if (!rules.requiredWording?.[kind]?.length)
        problems.push(`${where}: requiredWording has no "${kind}" (the wording the law asks of it)`);
  }
  return problems;
}

/**
 * Every kind the rules name is a message in every locale, its source holds the kind's
 * placeholders, and every locale's rules are complete.
 */
function legalCoverageProblems({ catalogs, rules, root }) {
  const problems = [];
  const kinds = new Set([...RULED_KINDS, ...Object.keys(REQUIRED_PLACEHOLDERS), ...BEFORE_SUBMIT]);
  for (const [locale, items] of Object.entries(catalogs)) {
    const messages = items.map(describe);
    for (const kind of kinds)
      if (!messages.some((message) => message.kind === kind))
        problems.push(`${locale}: no text of the kind "${kind}" (no message's comment starts with it)`);
  }
  problems.push(...languageTableProblems(root, Object.keys(catalogs), rules));
  for (const message of catalogs["de-DE"].map(describe))
    problems.push(...placeholderProblems(message, message.msgid, "the source"));
  return problems;
}

/** The problems of one locale's texts (its catalogs' items, pofile's shape). */
function localeProblems(locale, items, german, { personalDataFields, rules: rulesByLocale }) {
  const rules = rulesByLocale[locale];
  if (!rules) return [];
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
    for (const problem of [...typographyProblems(text, locale), ...avoidedWordingProblems(text, rules)])
      problems.push(`"${msgid}": ${problem}`);
    if (locale === "de-CH" && text.includes("ß"))
      problems.push(`"${msgid}" has ß (Swiss standard German writes ss)`);
    if (message.fields) problems.push(...consentFieldProblems(message, rules, personalDataFields));
    problems.push(...requiredWordingProblems(message, rules));
    problems.push(...placeholderProblems(message, text, "the translation"));
  }
  const texts = new Map(items.map((item) => [item.msgid, item.msgstr.join("")]));
  for (const { msgid, why } of rules.regionalUsage ?? []) {
    if (!german.has(msgid)) problems.push(`its rules' regionalUsage names "${msgid}", which is no message`);
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

/** A text as a site shows it: its placeholders filled, its tags (`<0>`, `</0>`) gone. */
function rendered(text, values) {
  return text.replace(/<\/?\d+>/g, "").replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
}

/** Each site's first layer, as the site shows it, has at most its locale's number of words. */
function firstLayerLengthProblems({ sites, controllers, localeBySite, catalogs, rules }) {
  return Object.entries(sites).flatMap(([site, config]) => {
    const locale = localeBySite[site];
    const { name: controller, privacyContact } = controllers[site] ?? {};
    const values = { controller, privacyContact, minimumAge: config.minimumAge };
    const parts = catalogs[locale]
      .map(describe)
      .filter((message) => FIRST_LAYER_PARTS[message.kind]?.(config))
      .map((message) => rendered(message.text, values));
    const words = parts.join(" ").split(/\s+/).filter(Boolean).length;
    const limit = rules[locale]?.firstLayerMaxWords?.words ?? FIRST_LAYER_MAX_WORDS;
    return words > limit
      ? [
          `${site} (${locale}): the first layer has ${words} words, more than ${limit}: move the rest to the full notice`,
        ]
      : [];
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
      problems.push(`${site}: no controller in its entry of src/config/sites.ts`);
      continue;
    }
    for (const field of CONTROLLER_FIELDS)
      if (typeof controller[field] !== "string" || !controller[field].trim())
        problems.push(`${site}: the controller's ${field} is empty (src/config/sites.ts)`);
    for (const field of [
      "privacyContact",
      ...(controller.dataProtectionOfficer === null ? [] : ["dataProtectionOfficer"]),
    ])
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(controller[field] ?? ""))
        problems.push(
          `${site}: the controller's ${field} is no e-mail address (the officer's is null where none is appointed)`,
        );
    problems.push(...processorProblems(site, controller));
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

function footerProblems({ footers, localeBySite, rules }) {
  return Object.entries(footers).flatMap(([site, content]) => {
    const locale = localeBySite[site];
    return stringsOf(content)
      .filter((text) => !/^(\/|https?:)/.test(text)) // link targets are no text
      .flatMap((text) =>
        [...typographyProblems(text, locale), ...avoidedWordingProblems(text, rules[locale] ?? {})].map(
          (problem) => `demo/content/footer.${site}.json: "${text}": ${problem}`,
        ),
      );
  });
}

/** Every problem of the project's texts (see loadProject for the shape). */
/**
 * Each locale's full notice in docs/texts.md (the text of the shop's privacy policy that the first
 * layer links to): there, with every placeholder of demo/privacy.mjs and no other, and the
 * wording its rules' `notice` asks.
 */
function noticeProblems({ texts, rules, localeBySite }) {
  const notices = noticesIn(texts);
  return [...new Set(Object.values(localeBySite))].flatMap((locale) => {
    const where = `docs/texts.md, "${NOTICES_HEADING}"`;
    const notice = notices[locale];
    if (!notice) return [`${where}: no full notice for ${locale} ("### ${locale}: <its title>")`];
    const used = new Set([...notice.markdown.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));
    return [
      ...[...used]
        .filter((name) => !NOTICE_PLACEHOLDERS.includes(name) && !SITE_PLACEHOLDERS.includes(name))
        .map(
          (name) => `${where}, ${locale}: {${name}} is no placeholder (${NOTICE_PLACEHOLDERS.join(", ")})`,
        ),
      ...NOTICE_PLACEHOLDERS.filter((name) => !used.has(name)).map(
        (name) => `${where}, ${locale}: lacks the placeholder {${name}}`,
      ),
      ...(rules[locale]?.notice ?? [])
        .filter((wording) => !notice.markdown.includes(wording))
        .map((wording) => `${where}, ${locale}: lacks "${wording}"`),
      ...typographyProblems(notice.markdown, locale).map((problem) => `${where}, ${locale}: ${problem}`),
    ];
  });
}

export function catalogProblems(project) {
  const { catalogs } = project;
  const german = new Map(catalogs["de-DE"].map((item) => [item.msgid, item.msgstr[0] ?? ""]));
  const locales = Object.keys(catalogs);
  return [
    ...locales.flatMap((locale) => localeProblems(locale, catalogs[locale], german, project)),
    ...legalCoverageProblems(project),
    ...noticeProblems(project),
    ...siteConsentProblems(project),
    ...requiredConsentErrorProblems(project),
    ...firstLayerLengthProblems(project),
    ...controllerProblems(project),
    ...beforeSubmitProblems(project),
    ...footerProblems(project),
  ];
}

/** The form's folder: its components, read for where they render the texts. */
const FORM_FOLDER = "src/elements/newsletter-signup";

/**
 * The texts and the tables they are checked against, read from the source: the sites' locales
 * and controllers (src/config/sites.ts), the fields each site's form collects
 * (src/config/newsletter.ts), the form's components, the PO catalogs of every
 * locale (messages and widgets) and the demo's footer content.
 */
export async function loadProject(root = ".") {
  const { LOCALE_BY_SITE, SITE_TABLE } = await importSource(root, "src/config/sites.ts");
  const newsletter = await importSource(root, "src/config/newsletter.ts");
  const read = (locale) =>
    ["messages", "widgets"].flatMap(
      (catalog) => PO.parse(readFileSync(`${root}/locales/${locale}/${catalog}.po`, "utf8")).items,
    );
  const locales = Object.values(LOCALE_BY_SITE);
  const rulesOf = async (locale) =>
    existsSync(rulesPath(root, locale))
      ? [[locale, (await import(pathToFileURL(rulesPath(root, locale)).href)).default]]
      : [];
  return {
    root,
    rules: Object.fromEntries((await Promise.all(locales.map(rulesOf))).flat()),
    texts: readFileSync(`${root}/docs/texts.md`, "utf8"),
    localeBySite: LOCALE_BY_SITE,
    sites: newsletter.NEWSLETTER_SITES,
    personalDataFields: newsletter.PERSONAL_DATA_FIELDS,
    collectedPersonalData: newsletter.collectedPersonalData,
    // Each site's controller, by site ("undefined" where an entry lacks one: the check names it).
    controllers: Object.fromEntries(
      Object.entries(SITE_TABLE).map(([site, { controller }]) => [site, controller]),
    ),
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
