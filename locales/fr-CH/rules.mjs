/**
 * What `npm run i18n:check` holds fr-CH's texts to (scripts/catalog-rules.mjs says what each field
 * means). Swiss law: the data protection act (LPD: its rights in art. 25, 28 and 32), art. 3, al.
 * 1, let. o LCD for e-mail advertising; not the GDPR.
 */

const WITHDRAWAL = ["en tout temps", "avec effet pour l’avenir", "révoquer"];
/** The Swiss act's rights as the French text names them; the PFPDT takes reports. */
const SWISS_RIGHTS = ["accès", "rectification", "effacement", "faire interdire", "remise", "opposer", "autorité de surveillance"];

export default {
  fieldTerms: { email: ["adresse e-mail"], salutation: ["civilité"], firstName: ["prénom"], lastName: ["nom"] },
  product: "café",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...SWISS_RIGHTS, "LCD"],
    "Personalised-offers consent": ["pixel", "achats"],
  },
  notice: [...WITHDRAWAL, ...SWISS_RIGHTS, "19, al.\u00a04 LPD"],
};
