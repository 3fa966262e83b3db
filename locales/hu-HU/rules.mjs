/**
 * What `npm run i18n:check` holds hu-HU's texts to (scripts/catalog-rules.mjs says what each field
 * means). Hungarian law: the GDPR and the Infotv., Grt. 6. § for advertising by e-mail, which the
 * consent the newsletter rests on must cover besides the processing; notices also name the right
 * to go to court.
 */

/** Withdrawal at any time, free of charge, with effect for the future (GDPR Art. 7(3)). */
const WITHDRAWAL = ["bármikor", "díjmentesen", "a jövőre nézve", "visszavon"];
/** The GDPR's rights as the full notice names them, the complaint and the court (GDPR Art. 77, 79). */
const RIGHTS = ["hozzáférni", "helyesbítését", "törlését", "korlátozását", "adathordozhatóság", "tiltakozhat", "Panaszt tehet", "bíróság"];
/** The legal basis, cited as Hungarian texts cite the GDPR. */
const LEGAL_BASIS = "GDPR 6. cikk (1) bekezdés a)";

export default {
  // "nevem" (my name) stands for first and last name together.
  fieldTerms: {
    email: ["e-mail-cím"],
    salutation: ["megszólítás"],
    firstName: ["keresztn", "nevem"],
    lastName: ["vezeték", "nevem"],
  },
  product: "kávé",
  requiredWording: {
    // One sentence points to the rights (the full notice lists them): the complaint to the
    // supervisory authority and, as Hungarian notices do, the court.
    "First layer": [...WITHDRAWAL, LEGAL_BASIS, "felügyeleti hatóság", "panasz", "bíróság"],
    "Data-processing consent": ["hírlevelet kapjak", "kezeljék"],
    "Personalised-offers consent": ["pixel", "vásárlás"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, LEGAL_BASIS, "Grt."],
  avoidedWording: [{ text: "a(z)", why: "a machine's fallback article: word it so that no article is needed" }],
};
