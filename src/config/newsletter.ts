import type { Site } from "./sites";

/**
 * What the newsletter form shows and links per country site (spec §2 "Newsletter sign-up form",
 * §5, §9). The element and its form rules are built from this one table; nothing else in the
 * code asks which site it is on.
 */

/** Spec §3 "Enumerations": salutation. */
export const SALUTATIONS = ["MRS", "MR", "DIVERS", "COMPANY"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Spec §9. */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;
export const WELCOME_DISCOUNT_PERCENT = 10;
/** Spec §5, §9: the first invalid field is focused this long after an invalid submit. */
export const INVALID_FIELD_FOCUS_DELAY_MS = 100;

/** Spec §3 "consent type": the personalised-offers consent. */
export const PERSONALISED_OFFERS_CONSENT = "DNE";
/**
 * The data-processing consent's entry in `consents`. The spec names only DNE; this value is our
 * decision, to be aligned with the newsletter service.
 */
export const DATA_PROCESSING_CONSENT = "DATA_PROCESSING";
/** The Turkish commercial-message consent's entry in `legals` (spec §3 form state). */
export const COMMERCIAL_MESSAGES_LEGAL = "COMMERCIAL_ELECTRONIC_MESSAGES";

/** Spec §2: the image, one file per breakpoint, served by the newsletter front-end service. */
export const NEWSLETTER_IMAGE_PATH = "/service/newsletterfrontend/newslettersubscriptionform/";
export const NEWSLETTER_IMAGES = {
  /** Used at 1024 px and wider. */
  wide: { file: "7c4e2a91d05b3f68.jpg", width: 640, height: 400, media: "(min-width: 1024px)" },
  /** Used at 767 px and wider; narrower viewports show no image and the form in one column. */
  medium: { file: "3b9f06d2e8a1c745.jpg", width: 480, height: 300, media: "(min-width: 767px)" },
} as const;

/** "hidden" is absent from the table; "optional" shows the field; "required" also marks it with an asterisk. */
export type Presence = "optional" | "required";

export interface NewsletterSite {
  /** Spec §2: shown in HU and AT; §5: required in HU. Disabled once set (see {@link NewsletterSite.isSalutationLocked}). */
  salutation?: Presence;
  /**
   * Spec §5: "Disabled on Austria and Hungary once set." Our reading: a salutation that the
   * shop already knows (the logged-in customer's base data) cannot be changed in this form, as
   * in the customer's account; a salutation the visitor picks stays changeable until submitted,
   * so that a slip of the finger is not locked in.
   */
  isSalutationLocked?: true;
  /** Spec §2: first and last name shown in HU, AT and TR; §5: required in HU and TR. */
  names?: Presence;
  /** Hungarian forms ask for the family name (Vezetéknév) before the given name (Keresztnév), the order Hungarian names are written in. */
  isFamilyNameFirst?: true;
  /** Spec §9: minimum age in the legal text. */
  minimumAge: 16 | 18;
  /** Spec §2: the voucher conditions page (none is named for HU, which states the validity instead). */
  voucherConditions?: string;
  /** Spec §2: sample newsletter pages exist for DE, AT and HU. */
  sampleNewsletter?: string;
  /** Spec §9: the Hungarian voucher is valid 1 month after registration. */
  voucherValidityMonths?: number;
  /**
   * Turkey only (spec §2, §5, §9): the required commercial-message (newsletter) consent with its
   * page, the newsletter information and privacy notice pages, and the notice that unconfirmed
   * sign-ups are deleted after 14 days.
   */
  commercialMessages?: {
    consentPage: string;
    newsletterInfoPage: string;
    privacyNoticePage: string;
    unconfirmedDeletionDays: number;
  };
}

/** Spec §2: the same pages on every site. */
export const PRIVACY_PAGE = "/privacy";
export const CONTACT_PAGE = "/contact";

const GERMAN_VOUCHER_CONDITIONS = "/c/subscribenewsletter-allgemeine-gutscheinbedingungen";

export const NEWSLETTER_SITES: Record<Site, NewsletterSite> = {
  de: {
    minimumAge: 16,
    voucherConditions: GERMAN_VOUCHER_CONDITIONS,
    sampleNewsletter: "/c/newsletter-beispiel",
  },
  at: {
    salutation: "optional",
    isSalutationLocked: true,
    names: "optional",
    minimumAge: 16,
    voucherConditions: GERMAN_VOUCHER_CONDITIONS,
    sampleNewsletter: "/c/newsletter-beispiel-oesterreich",
  },
  ch: { minimumAge: 16, voucherConditions: GERMAN_VOUCHER_CONDITIONS },
  ch_fr: { minimumAge: 16, voucherConditions: "/c/subscribenewsletter-conditions-generales-des-bons" },
  pl: { minimumAge: 16, voucherConditions: "/c/subscribenewsletter-ogolne-warunki-bonow" },
  cz: { minimumAge: 18, voucherConditions: "/c/subscribenewsletter-vseobecne-podminky-poukazu" },
  sk: { minimumAge: 18, voucherConditions: "/c/subscribenewsletter-vseobecne-podmienky-poukazov" },
  hu: {
    salutation: "required",
    isSalutationLocked: true,
    names: "required",
    isFamilyNameFirst: true,
    minimumAge: 16,
    sampleNewsletter: "/c/hirlevel-minta",
    voucherValidityMonths: 1,
  },
  tr: {
    names: "required",
    minimumAge: 16,
    voucherConditions: "/c/subscribenewsletter-genel-kupon-kosullari",
    commercialMessages: {
      consentPage: "/c/ticari-elektronik-ileti-onayi",
      newsletterInfoPage: "/c/e-bulten-bilgilendirme",
      privacyNoticePage: "/c/kisisel-verilerin-korunmasi-aydinlatma-metni",
      unconfirmedDeletionDays: 14,
    },
  },
};
