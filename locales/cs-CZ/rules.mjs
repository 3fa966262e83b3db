/**
 * What `npm run i18n:check` holds cs-CZ's texts to (scripts/catalog-rules.mjs says what each field
 * means). Czech law: the GDPR, zákon č. 480/2004 Sb. for commercial communications by e-mail, which
 * the consent the newsletter rests on must cover besides the processing.
 */

const WITHDRAWAL = ["kdykoli", "bezplatně", "s účinkem do budoucna", "odvolat"];
/** The first layer points to the rights in one sentence, naming the complaint; the full notice lists them all. */
const COMPLAINT = ["stížnost", "dozorového úřadu"];
const RIGHTS = ["přístup", "opravu", "výmaz", "omezení", "přenositelnost", "námitku", "stížnost"];

export default {
  fieldTerms: { email: ["e-mail"], salutation: ["oslovení"], firstName: ["jmén"], lastName: ["příjmení"] },
  product: "káva",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...COMPLAINT, "čl. 6 odst. 1 písm. a) GDPR"],
    "Data-processing consent": ["obchodních sdělení", "zpracováním"],
    "Personalised-offers consent": ["pixel", "nákup"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, "480/2004"],
  /** Written so that no bracket is doubled ("(čl. 6 odst. 1 písm. a) GDPR)"). */
  avoidedWording: [{ text: "a) GDPR)", why: "a doubled bracket: write “podle čl. 6 odst. 1 písm. a) GDPR”" }],
};
