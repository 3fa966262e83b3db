/**
 * What `npm run i18n:check` holds pl-PL's texts to (scripts/catalog-rules.mjs says what each field
 * means). Polish law: RODO (the GDPR), Prawo komunikacji elektronicznej for commercial information
 * by e-mail, which the consent the newsletter rests on must cover besides the processing.
 */

const WITHDRAWAL = ["w dowolnym momencie", "ze skutkiem na przyszłość", "wycofać", "zgodność z prawem"];
const RIGHTS = ["dostępu", "sprostowania", "usunięcia", "ograniczenia", "przenoszenia", "sprzeciw", "skargi"];

export default {
  fieldTerms: { email: ["adres"], salutation: ["zwrot"], firstName: ["imię", "imienia"], lastName: ["nazwisk"] },
  product: "kawa",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...RIGHTS, "art. 6 ust. 1 lit. a RODO"],
    "Data-processing consent": ["informacji handlowych", "przetwarzanie"],
    "Personalised-offers consent": ["piksel", "zakup"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, "Inspektor ochrony danych"],
};
