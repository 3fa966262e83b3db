/**
 * What `npm run i18n:check` holds de-AT's texts to (scripts/catalog-rules.mjs says what each field
 * means): German's rules, Austrian usage where it differs. Austrian law: the GDPR and the DSG,
 * § 174 TKG 2021 for e-mail advertising, § 165 Abs. 3 TKG 2021 for the tracking pixel.
 */
import german, { COMPLAINT, GDPR_RIGHTS, WITHDRAWAL } from "../de-DE/rules.mjs";

export default {
  ...german,
  requiredWording: {
    ...german.requiredWording,
    // As de-DE's; the pixel's § 165 Abs. 3 TKG 2021 stands in the full notice.
    "First layer": [...WITHDRAWAL, "Art. 6 Abs. 1 lit. a DSGVO", ...COMPLAINT],
  },
  notice: [...WITHDRAWAL, ...GDPR_RIGHTS, "§ 174", "Sperrliste"],
  /** Where Austrian German must not say it as de-DE does. */
  regionalUsage: [
    {
      msgid: "We have sent an e-mail to <0>{email}</0>. Please confirm your sign-up with the link in it.",
      why: "Austrian German says das E-Mail: ein E-Mail geschickt, not eine E-Mail gesendet",
    },
    {
      msgid:
        "Next, we send you an e-mail with a confirmation link: once you confirm it, your sign-up is complete and your {percent}% welcome voucher is on its way.",
      why: "Austrian German says das E-Mail: Sie erhalten ein E-Mail, not eine E-Mail",
    },
  ],
};
