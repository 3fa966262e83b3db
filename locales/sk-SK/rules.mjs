/**
 * What `npm run i18n:check` holds sk-SK's texts to (scripts/catalog-rules.mjs says what each field
 * means). Slovak law: the GDPR and zákon č. 18/2018 Z. z., zákon č. 452/2021 Z. z. for commercial
 * communications by e-mail ("obchodné oznámenia", not the Czech calque "obchodné správy"), which
 * the consent the newsletter rests on must cover besides the processing.
 */

const WITHDRAWAL = ["kedykoľvek", "s účinkom do budúcnosti", "odvolať"];
/** The complaint is, as the Slovak act calls it, a "návrh na začatie konania". */
const RIGHTS = ["prístup", "opravu", "vymazanie", "obmedzenie", "prenosnosť", "namietať", "návrh na začatie konania"];

export default {
  fieldTerms: { email: ["e-mail"], salutation: ["osloven"], firstName: ["meno", "mena"], lastName: ["priezvisk"] },
  product: "káva",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...RIGHTS, "čl. 6 ods. 1 písm. a) GDPR"],
    "Data-processing consent": ["obchodných oznámení", "spracúvaním", "svojej e-mailovej adresy"],
    "Personalised-offers consent": ["pixel", "nákup"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, "452/2021"],
  avoidedWording: [
    { text: "obchodných správ", why: "a Czech calque: Slovak says obchodné oznámenia" },
    { text: "a) GDPR)", why: "a doubled bracket: write “podľa čl. 6 ods. 1 písm. a) GDPR”" },
  ],
};
