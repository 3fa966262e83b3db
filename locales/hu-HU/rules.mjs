/**
 * What `npm run i18n:check` holds hu-HU's texts to (scripts/catalog-rules.mjs says what each field
 * means). Hungarian law: the GDPR and the Infotv., Grt. 6. § for advertising by e-mail, which the
 * consent the newsletter rests on must cover besides the processing; notices also name the right
 * to go to court.
 */

const WITHDRAWAL = ["bármikor", "a jövőre nézve", "visszavon"];
const RIGHTS = ["hozzáférni", "helyesbítését", "törlését", "korlátozását", "adathordozhatóság", "tiltakozhat", "Panaszt tehet", "bíróság"];

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
    "First layer": [...WITHDRAWAL, ...RIGHTS],
    "Data-processing consent": ["hírlevelet kapjak", "kezeljék"],
    "Personalised-offers consent": ["pixel", "vásárlás"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, "Grt."],
  avoidedWording: [{ text: "a(z)", why: "a machine's fallback article: word it so that no article is needed" }],
};
