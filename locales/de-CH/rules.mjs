/**
 * What `npm run i18n:check` holds de-CH's texts to (scripts/catalog-rules.mjs says what each field
 * means): German's terms, the Swiss act's law and words. Swiss law: the data protection act (DSG:
 * "bearbeiten", its rights in Art. 25, 28 and 32 Abs. 1, the claims of Art. 32 Abs. 2 before the
 * civil courts), Art. 3 Abs. 1 lit. o UWG for e-mail advertising; not the GDPR. A private controller
 * needs no legal basis under the DSG, so the texts say the consent "nach DSG" and cite no article for
 * it (Art. 31 lists the justifications of a violation of personality: citing it would suggest one).
 * Swiss standard German has no ß (checked for every de-CH text).
 */
import german, { WITHDRAWAL } from "../de-DE/rules.mjs";

/** The Swiss act's rights: access, rectification, erasure, to have a processing forbidden, data handed over, objection; the EDÖB takes reports. */
const SWISS_RIGHTS = ["Auskunft", "Berichtigung", "Löschung", "verbieten", "Herausgabe", "widersprechen", "Aufsichtsbehörde"];

export default {
  ...german,
  requiredWording: {
    ...german.requiredWording,
    // The withdrawal, the consent under the DSG and the UWG, and the EDÖB, which takes reports
    // rather than deciding complaints (Art. 49 DSG): "sich an die Aufsichtsbehörde wenden".
    "First layer": [...WITHDRAWAL, "DSG", "UWG", "Aufsichtsbehörde"],
  },
  notice: [...WITHDRAWAL, ...SWISS_RIGHTS, "19 Abs. 4 DSG", "Sperrliste"],
  /** Where Swiss German must not say it as de-DE does (besides ß). */
  regionalUsage: [
    {
      msgid:
        "I would like to receive the newsletter with offers and news about coffee, fashion, home and household goods by e-mail, and agree to my e-mail address being processed for it.",
      why: "the Swiss data protection act says bearbeiten, not verarbeiten",
    },
  ],
};
