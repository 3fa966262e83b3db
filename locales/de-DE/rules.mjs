/**
 * What `npm run i18n:check` holds de-DE's texts to beyond the rules every locale shares
 * (scripts/catalog-rules.mjs says what each field means). German law: the GDPR, § 7 UWG for
 * e-mail advertising, § 25 TDDDG for the tracking pixel.
 */

/** The GDPR's rights as German texts name them (Germany and Austria; Switzerland's act differs). */
export const GDPR_RIGHTS = [
  "Auskunft",
  "Berichtigung",
  "Löschung",
  "Einschränkung",
  "Datenübertragbarkeit",
  "widersprechen",
  "beschweren",
];

/** Withdrawal at any time with effect for the future (GDPR Art. 7(3)). */
export const WITHDRAWAL = ["jederzeit", "mit Wirkung für die Zukunft", "widerrufen"];

/**
 * The first layer's one sentence on the rights names the complaint to a supervisory authority
 * (GDPR Art. 77, "Recht auf Beschwerde bei einer Aufsichtsbehörde"); every right by name stands in
 * the full notice (`notice`).
 */
export const COMPLAINT = ["Beschwerde", "Aufsichtsbehörde"];

export default {
  // "Name" and "mein Name" stand for first and last name together, as the Austrian consent says.
  fieldTerms: {
    email: ["E-Mail-Adresse"],
    salutation: ["Anrede"],
    firstName: ["Vorname", "Name"],
    lastName: ["Nachname", "Name"],
  },
  product: "Kaffee",
  requiredWording: {
    // The withdrawal, the legal basis and the complaint; the pixel's § 25 TDDDG stands in the full notice.
    "First layer": [...WITHDRAWAL, "Art. 6 Abs. 1 lit. a DSGVO", ...COMPLAINT],
    // The data the profiling uses, said in the consent (§ 25 TDDDG asks a consent to the pixel).
    "Personalised-offers consent": ["Zählpixel", "Einkäufe"],
  },
  notice: [...WITHDRAWAL, ...GDPR_RIGHTS, "§ 25", "Sperrliste"],
};
