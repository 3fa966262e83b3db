/**
 * What `npm run i18n:check` holds de-CH's texts to (scripts/catalog-rules.mjs says what each field
 * means): German's terms, the Swiss act's law and words. Swiss law: the data protection act (DSG:
 * "bearbeiten", its rights in Art. 25, 28 and 32), Art. 3 Abs. 1 lit. o UWG for e-mail advertising;
 * not the GDPR. Swiss standard German has no ß (checked for every de-CH text).
 */
import german, { WITHDRAWAL } from "../de-DE/rules.mjs";

/** The Swiss act's rights: access, rectification, erasure, to have a processing forbidden, data handed over, objection; the EDÖB takes reports. */
const SWISS_RIGHTS = ["Auskunft", "Berichtigung", "Löschung", "verbieten", "Herausgabe", "widersprechen", "Aufsichtsbehörde"];

export default {
  ...german,
  requiredWording: {
    ...german.requiredWording,
    "First layer": [...WITHDRAWAL, ...SWISS_RIGHTS, "UWG"],
  },
  notice: [...WITHDRAWAL, ...SWISS_RIGHTS, "19 Abs. 4 DSG", "Sperrliste"],
  /** Where Swiss German must not say it as de-DE does (besides ß). */
  regionalUsage: [
    {
      msgid:
        "I agree that {controller} sends me its newsletter by e-mail, with offers and news about its products (coffee, fashion, home and household goods), and processes my e-mail address for this purpose.",
      why: "the Swiss data protection act says bearbeiten, not verarbeiten",
    },
  ],
};
