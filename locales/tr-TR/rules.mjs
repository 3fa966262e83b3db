/**
 * What `npm run i18n:check` holds tr-TR's texts to (scripts/catalog-rules.mjs says what each field
 * means). Turkish law: KVKK no. 6698 (the subscription's basis Art. 5/2-c, the İYS upload's
 * 5/2-ç; the profiling an explicit consent, açık rıza, Art. 5/1; the rights of Art. 11, the
 * complaint to the Board of Art. 14; the application channels, KEP among them, of Art. 13 and the
 * Communiqué on applications), and law no. 6563, whose approval (onay) the commercial messages
 * need; the notice is titled KVKK Aydınlatma Metni.
 */

/** Withdrawal at any time, free of charge, with effect for the future. */
const WITHDRAWAL = ["dilediğiniz zaman", "ücretsiz", "ileriye dönük", "geri alabilirsiniz"];
/** The rights of KVKK Art. 11 and the complaint to the Board, as the full notice names them. */
const RIGHTS = ["11. madde", "öğrenme", "düzeltilmesini", "silinmesini", "itiraz", "şikâyet"];

export default {
  fieldTerms: { email: ["e-posta adres"], salutation: ["hitap"], firstName: ["adım"], lastName: ["soyad"] },
  product: "kahve",
  requiredWording: {
    // One sentence points to the rights (Art. 11) and the complaint to the Board; the full notice
    // names each right.
    "First layer": [
      ...WITHDRAWAL,
      "5/2-c",
      "5/2-ç",
      "açık rıza",
      "m. 11",
      "şikâyet",
      "KVK Kurulu",
      "KVKK Aydınlatma Metni",
    ],
    "Commercial-message consent": ["6563", "onay veriyorum"],
    // The data the profiling uses, said in the explicit consent (KVKK Art. 3: specific and informed).
    "Personalised-offers consent": ["6698", "açık rıza veriyorum", "izleme pikseli", "alışveriş"],
  },
  // The KEP address is an application channel (KVKK Art. 13, the Communiqué on applications, Art. 5).
  notice: [...WITHDRAWAL, ...RIGHTS, "İleti Yönetim Sistemi", "5/2-ç", "30 gün", "60 gün", "KEP", "{kepAddress}"],
  firstLayerMaxWords: {
    words: 80,
    why:
      "KVKK Art. 10 asks more of the information given at collection: the transfer to İYS, with its " +
      "own legal basis (Art. 5/2-ç) beside the subscription's (5/2-c) and the profiling's explicit " +
      "consent, and the withdrawal of the approval under law no. 6563 through İYS, a sentence of its own",
  },
};
