/**
 * What `npm run i18n:check` holds tr-TR's texts to (scripts/catalog-rules.mjs says what each field
 * means). Turkish law: KVKK no. 6698 (the subscription's basis Art. 5/2-c, the İYS upload's
 * 5/2-ç; the profiling an explicit consent, açık rıza; the rights of Art. 11), and law no. 6563,
 * whose approval (onay) the commercial messages need; the notice is titled KVKK Aydınlatma Metni.
 */

const WITHDRAWAL = ["dilediğiniz zaman", "ileriye dönük", "geri alabilirsiniz"];
const RIGHTS = ["11. madde", "öğrenme", "düzeltilmesini", "silinmesini", "itiraz", "şikâyet"];

export default {
  fieldTerms: { email: ["e-posta adres"], salutation: ["hitap"], firstName: ["adım"], lastName: ["soyad"] },
  product: "kahve",
  requiredWording: {
    "First layer": [...WITHDRAWAL, ...RIGHTS, "5/2-c", "5/2-ç", "KVKK Aydınlatma Metni", "KEP"],
    "Commercial-message consent": ["6563", "onay veriyorum"],
    "Personalised-offers consent": ["6698", "açık rıza veriyorum"],
  },
  notice: [...WITHDRAWAL, ...RIGHTS, "İleti Yönetim Sistemi", "5/2-ç", "30 gün", "60 gün"],
};
