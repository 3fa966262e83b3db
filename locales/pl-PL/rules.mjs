/**
 * What `npm run i18n:check` holds pl-PL's texts to (scripts/catalog-rules.mjs says what each field
 * means). Polish law: RODO (the GDPR), Prawo komunikacji elektronicznej for commercial information
 * by e-mail, which the consent the newsletter rests on must cover besides the processing.
 */

const WITHDRAWAL = ["w dowolnym momencie", "bezpłatnie", "ze skutkiem na przyszłość", "wycofać"];
/** The first layer points to the rights in one sentence, naming the complaint; the full notice lists them all. */
const COMPLAINT = ["skarg", "organu nadzorczego"];
const RIGHTS = ["dostępu", "sprostowania", "usunięcia", "ograniczenia", "przenoszenia", "sprzeciw", "skargi"];

export default {
  fieldTerms: { email: ["adres"], salutation: ["zwrot"], firstName: ["imię", "imienia"], lastName: ["nazwisk"] },
  product: "kawa",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...COMPLAINT, "art. 6 ust. 1 lit. a RODO"],
    "Data-processing consent": ["informacji handlowych", "przetwarzanie"],
    "Personalised-offers consent": ["piksel", "zakup"],
  },
  /** The full notice also says that a withdrawal leaves earlier processing lawful (art. 7 ust. 3 RODO). */
  notice: [...WITHDRAWAL, "zgodność z prawem", ...RIGHTS, "Inspektor ochrony danych"],
};
