/**
 * What `npm run i18n:check` holds fr-CH's texts to (scripts/catalog-rules.mjs says what each field
 * means). Swiss law: the data protection act (LPD: its rights in art. 25, 28 and 32), art. 3, al.
 * 1, let. o LCD for e-mail advertising; not the GDPR. A private controller needs no legal basis
 * under the LPD, so the consent is named without an article of it.
 */

const WITHDRAWAL = ["en tout temps", "avec effet pour l’avenir", "révoquer"];
/** The Swiss act's rights as the French text names them; the PFPDT takes reports. */
const SWISS_RIGHTS = ["accès", "rectification", "effacement", "faire interdire", "remise", "opposer", "autorité de surveillance"];

/**
 * The first layer, in labels to fit its words: the withdrawal (free of charge, "gratuite" matching
 * "gratuitement" too; at any time; with effect for the future), the consent under both acts, and the
 * supervisory authority the data subject can turn to. The rights themselves stand in the full notice.
 */
const FIRST_LAYER = [
  "Révocation",
  "gratuite",
  "en tout temps",
  "avec effet pour l’avenir",
  "consentement",
  "LPD",
  "LCD",
  "autorité de surveillance",
];

export default {
  fieldTerms: { email: ["adresse e-mail"], salutation: ["civilité"], firstName: ["prénom"], lastName: ["nom"] },
  product: "café",
  requiredWording: {
    "First layer": FIRST_LAYER,
    "Personalised-offers consent": ["pixel", "achats"],
  },
  notice: [...WITHDRAWAL, ...SWISS_RIGHTS, "19, al.\u00a04 LPD", "liste de blocage", "conservées séparément"],
};
