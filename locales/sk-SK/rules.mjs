/**
 * What `npm run i18n:check` holds sk-SK's texts to (scripts/catalog-rules.mjs says what each field
 * means). Slovak law: the GDPR and zákon č. 18/2018 Z. z.; zákon č. 452/2021 Z. z. o elektronických
 * komunikáciách for e-mail advertising, which it calls electronic mail for the purposes of direct
 * marketing ("marketingové e-maily", "priamy marketing"; neither "obchodné oznámenia", which reads
 * as the Czech "obchodní sdělení", nor the calque "obchodné správy"). The consent the newsletter rests
 * on must cover it besides the processing.
 */

const WITHDRAWAL = ["kedykoľvek", "bezplatne", "s účinkom do budúcnosti", "odvolať"];
/**
 * The first layer points to the rights in one sentence and names the complaint as the GDPR's Slovak
 * text does (čl. 77: "sťažnosť dozornému orgánu"); the full notice lists every right.
 */
const COMPLAINT = ["sťažnos", "dozorn"];
/** The complaint is, as the Slovak act calls it, a "návrh na začatie konania". */
const RIGHTS = ["prístup", "opravu", "vymazanie", "obmedzenie", "prenosnosť", "namietať", "návrh na začatie konania"];

const CZECH_READING =
  "reads as the Czech “obchodní sdělení”: Slovak law (§ 116 of zákon 452/2021 Z. z.) speaks of electronic mail for direct marketing: write “marketingové e-maily”";

export default {
  fieldTerms: { email: ["e-mail"], salutation: ["osloven"], firstName: ["meno", "mena"], lastName: ["priezvisk"] },
  product: "káva",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...COMPLAINT, "čl. 6 ods. 1 písm. a) GDPR"],
    "Data-processing consent": ["marketingových e-mailov", "spracúvaním", "svojej e-mailovej adresy"],
    "Personalised-offers consent": ["pixel", "nákup"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, "452/2021", "elektronickej pošty na účely priameho marketingu"],
  avoidedWording: [
    { text: "obchodných správ", why: "a calque of the Czech “obchodní sdělení”: write “marketingové e-maily”" },
    { text: "obchodné oznámen", why: CZECH_READING },
    { text: "obchodných oznámen", why: CZECH_READING },
    { text: "a) GDPR)", why: "a doubled bracket: write “podľa čl. 6 ods. 1 písm. a) GDPR”" },
  ],
};
