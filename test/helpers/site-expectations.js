/**
 * What the tests expect of each site that the site table (src/config/sites.ts) cannot say: the
 * texts a shopper reads, written down here on their own so that a test compares the rendered text
 * with a text, not with the catalog that produced it. One entry per site of the table, with every
 * field of EXPECTATION_FIELDS: `npm run sites:check` names a site that has no entry, a field an
 * entry lacks and an entry for a site the table does not have. `null` says the site has no such
 * thing (no data-processing consent in Turkey, say); the test then checks the table agrees.
 *
 * Plain data, read in the browser (the tests) and in Node (the check).
 */

/** Each field, with what it is and the test that reads it. */
export const EXPECTATION_FIELDS = {
  footerHeading: "the country selector's heading (test/elements/define.test.js)",
  copyright: "the copyright line after `© <year> Shop.` (test/footer/look.test.js)",
  overview: "the phone accordion's overview link (test/footer/phone.test.js)",
  footerAmount: "an amount as the footer content writes it, no-break spaces kept (test/i18n/texts.test.js)",
  newsletterHeading: "the newsletter form's heading (test/newsletter/fields.test.js)",
  minimumAge: "the minimum age as the first layer states it (test/newsletter/fields.test.js)",
  controller: "the controller the first layer names (test/newsletter/fields.test.js)",
  authority: "the supervisory authority, named in the full notice only (test/newsletter/fields.test.js)",
  consentRequired:
    "the data-processing consent's error, null where the form has no such consent (test/newsletter/validation.test.js)",
  nameWords: "how the language names a name, null where the form asks for names (test/i18n/texts.test.js)",
  invalidLink: "the double-opt-in invalid-link banner (test/newsletter/double-opt-in.test.js)",
  widgetTexts: "the widget gallery's texts, by row (test/ui/icons-texts.test.js)",
};

const GERMAN = {
  footerHeading: "Land wählen",
  copyright: "Alle Rechte vorbehalten.",
  overview: "Übersicht",
  newsletterHeading: "Newsletter abonnieren und 10\u00a0% Rabatt sichern",
  minimumAge: "Mindestalter: 16",
  consentRequired: "Bitte willigen Sie ein, damit wir Ihnen den Newsletter schicken können.",
  invalidLink: "Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut an.",
};

export const SITE_EXPECTATIONS = {
  de: {
    ...GERMAN,
    footerAmount: "25\u00a0€",
    controller: "Beispiel Handel GmbH",
    authority: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
    nameWords: /Name/,
    widgetTexts: {
      pagination: "Seite 2 von 9",
      "back to top": "Nach oben",
      "energy class": "Energieeffizienzklasse A+++",
    },
  },
  at: {
    ...GERMAN,
    footerAmount: "25\u00a0€",
    controller: "Beispiel Handel Österreich GmbH",
    authority: "Österreichische Datenschutzbehörde",
    nameWords: null,
    widgetTexts: { pagination: "Seite 2 von 9" },
  },
  ch: {
    ...GERMAN,
    newsletterHeading: "Newsletter abonnieren und 10\u00a0% Rabatt erhalten",
    footerAmount: "CHF\u00a050.–",
    controller: "Beispiel Handel (Schweiz) AG",
    authority: "Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)",
    nameWords: /Name/,
    widgetTexts: { pagination: "Seite 2 von 9", "back to top": "Nach oben" },
  },
  ch_fr: {
    footerHeading: "Choisissez votre pays",
    copyright: "Tous droits réservés.",
    overview: "Vue d’ensemble",
    footerAmount: "CHF\u00a050.–",
    newsletterHeading: "Abonnez-vous à notre newsletter et profitez de 10\u00a0% de réduction",
    minimumAge: "âge minimal\u00a0: 16\u00a0ans",
    controller: "Beispiel Handel (Schweiz) AG",
    authority: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
    consentRequired: "Veuillez donner votre consentement afin que nous puissions vous envoyer la newsletter.",
    nameWords: /\bnom\b|prénom/,
    invalidLink: "Malheureusement, ce lien n’est plus valable. Veuillez vous inscrire à nouveau.",
    widgetTexts: { pagination: "Page 2 sur 9", "back to top": "Retour en haut" },
  },
  pl: {
    footerHeading: "Wybierz swój kraj",
    copyright: "Wszelkie prawa zastrzeżone.",
    overview: "Przegląd",
    footerAmount: "100\u00a0zł",
    newsletterHeading: "Zapisz się do newslettera i odbierz 10% rabatu",
    minimumAge: "minimalny wiek: 16 lat",
    controller: "Przykładowy Handel sp. z o.o.",
    authority: "Prezes Urzędu Ochrony Danych Osobowych",
    consentRequired: "Wyraź zgodę, abyśmy mogli wysyłać Ci newsletter.",
    nameWords: /imi[eę]|imienia|nazwisk/,
    invalidLink: "Niestety ten link jest już nieważny. Zapisz się ponownie.",
    widgetTexts: { pagination: "Strona 2 z 9", "skip list": "Pomiń listę" },
  },
  cz: {
    footerHeading: "Vyberte svou zemi",
    copyright: "Všechna práva vyhrazena.",
    overview: "Přehled",
    footerAmount: "999\u00a0Kč",
    newsletterHeading: "Přihlaste se k odběru newsletteru a získejte slevu 10\u00a0%",
    minimumAge: "minimální věk: 18 let",
    controller: "Vzorový obchod s.r.o.",
    authority: "Úřad pro ochranu osobních údajů",
    consentRequired: "Udělte prosím souhlas, abychom vám mohli newsletter zasílat.",
    nameWords: /jméno|jména|příjmení/,
    invalidLink: "Tento odkaz bohužel již není platný. Přihlaste se prosím znovu.",
    widgetTexts: { pagination: "Stránka 2 z 9", "search suggestion": "Vložit Espresso do vyhledávání" },
  },
  hu: {
    footerHeading: "Válassza ki az országát",
    copyright: "Minden jog fenntartva.",
    overview: "Áttekintés",
    footerAmount: "15\u00a0000\u00a0Ft",
    newsletterHeading: "Iratkozzon fel hírlevelünkre, és kapjon 10% kedvezményt",
    minimumAge: "korhatár: 16 év",
    controller: "Minta Kereskedelmi Kft.",
    authority: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)",
    consentRequired: "Kérjük, adja meg hozzájárulását, hogy elküldhessük Önnek a hírlevelet.",
    nameWords: null,
    invalidLink: "Sajnos ez a link már nem érvényes. Kérjük, iratkozzon fel újra.",
    widgetTexts: { pagination: "2. oldal (összesen 9 oldal)", "file removal": "invoice.pdf eltávolítása" },
  },
  sk: {
    footerHeading: "Vyberte si svoju krajinu",
    copyright: "Všetky práva vyhradené.",
    overview: "Prehľad",
    footerAmount: "40\u00a0€",
    newsletterHeading: "Prihláste sa na odber newslettera a získajte zľavu 10\u00a0%",
    minimumAge: "minimálny vek: 18 rokov",
    controller: "Vzorový obchod Slovensko s. r. o.",
    authority: "Úrad na ochranu osobných údajov Slovenskej republiky",
    consentRequired: "Udeľte, prosím, súhlas, aby sme vám mohli newsletter zasielať.",
    nameWords: /meno|mena|priezvisk/,
    invalidLink: "Tento odkaz, žiaľ, už nie je platný. Prihláste sa, prosím, znova.",
    widgetTexts: { pagination: "Strana 2 z 9" },
  },
  tr: {
    footerHeading: "Ülkenizi seçin",
    copyright: "Tüm hakları saklıdır.",
    overview: "Genel bakış",
    footerAmount: "1.000\u00a0TL",
    newsletterHeading: "Bültenimize abone olun, %10 indirim kazanın",
    minimumAge: "yaş sınırı: 18",
    controller: "Örnek Ticaret A.Ş.",
    authority: "Kişisel Verileri Koruma Kurulu",
    consentRequired: null,
    nameWords: null,
    invalidLink: "Maalesef bu bağlantı artık geçerli değil. Lütfen yeniden abone olun.",
    widgetTexts: { pagination: "Sayfa 2 / 9", "search suggestion": "Aramaya ekle: Espresso" },
  },
};

/**
 * `site`'s expected `field`; throws naming this file, the site and the field when there is none,
 * so that a site added to the table and not here fails its tests saying what to add.
 */
export function expected(site, field) {
  if (!(field in EXPECTATION_FIELDS)) throw new Error(`site-expectations.js: no field ${field}`);
  const value = SITE_EXPECTATIONS[site]?.[field];
  if (value === undefined)
    throw new Error(
      `test/helpers/site-expectations.js: ${site} has no ${field} (${EXPECTATION_FIELDS[field]})`,
    );
  return value;
}

/**
 * What is missing or left over in the expectations for `sites` (the site table's keys), one line
 * each, naming the site and the field: `npm run sites:check` reports them.
 */
export function expectationProblems(sites) {
  const problems = [];
  for (const site of sites) {
    const entry = SITE_EXPECTATIONS[site];
    if (!entry) {
      problems.push(`${site}: test/helpers/site-expectations.js has no entry (the texts the tests expect)`);
      continue;
    }
    for (const [field, what] of Object.entries(EXPECTATION_FIELDS))
      if (entry[field] === undefined)
        problems.push(`${site}: test/helpers/site-expectations.js has no ${field} (${what})`);
  }
  for (const site of Object.keys(SITE_EXPECTATIONS))
    if (!sites.includes(site))
      problems.push(`test/helpers/site-expectations.js: ${site} is not a site of the site table`);
  return problems;
}
