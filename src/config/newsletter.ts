import { BREAKPOINTS } from "../lib/breakpoints";
import { SITE_TABLE, SITES, type Site } from "./sites";

/**
 * What the newsletter form asks for and links per country site (each site's `newsletter` in the
 * site table, src/config/sites.ts) and the constants every site shares. The element, its field
 * table and its form rules are built from these; nothing else in the code asks which site it is on.
 */

/** The salutations the newsletter service knows. */
export const SALUTATIONS = ["MRS", "MR", "DIVERS", "COMPANY"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;
export const WELCOME_DISCOUNT_PERCENT = 10;
/** After an invalid submit the first invalid field is focused this long after, once its error shows. */
export const INVALID_FIELD_FOCUS_DELAY_MS = 100;

/** The consent type of the personalised-offers consent. */
export const PERSONALISED_OFFERS_CONSENT = "DNE";
/**
 * The data-processing consent's entry in `consents`. The newsletter service names only DNE; this
 * value is our decision, to be aligned with the service.
 */
export const DATA_PROCESSING_CONSENT = "DATA_PROCESSING";
/** The Turkish commercial-message consent's entry in `legals`. */
export const COMMERCIAL_MESSAGES_LEGAL = "COMMERCIAL_ELECTRONIC_MESSAGES";

/**
 * The image beside the form: two files of one picture, served by the newsletter front-end service,
 * offered together (`srcset` with their widths), so that the browser takes the one the image's slot
 * needs in device pixels: a dense screen gets the wide file where a plain one gets the medium.
 */
export const NEWSLETTER_IMAGE_PATH = "/service/newsletterfrontend/newslettersubscriptionform/";
export const NEWSLETTER_IMAGES = {
  wide: { file: "7c4e2a91d05b3f68.jpg", width: 1024, height: 768 },
  medium: { file: "3b9f06d2e8a1c745.jpg", width: 767, height: 575 },
} as const;
/**
 * The image shows from this width of the viewport (`BREAKPOINTS.formImage`, from which the spec
 * shows it); narrower, no file is chosen, so none is downloaded.
 */
export const NEWSLETTER_IMAGE_MEDIA = `(min-width: ${BREAKPOINTS.formImage}px)`;
/**
 * The width the picture is drawn at, for the browser's choice. The image covers a slot as tall as
 * the form beside it, so it is drawn about the form's height × 4/3 wide, not the slot's width:
 * beside an opened form from 1024 px of the viewport that is about the wide file's width, and from
 * 767 px about the medium one's. A dense screen takes the wide file from 767 px.
 */
export const NEWSLETTER_IMAGE_SIZES = "(min-width: 1024px) 1024px, 767px";

/** The form's fields, named as the form's values are (see form-rules.ts). */
export type NewsletterField =
  | "email"
  | "salutation"
  | "firstName"
  | "lastName"
  | "hasCommercialMessageConsent"
  | "hasDataProcessingConsent"
  | "hasPersonalisedOffersConsent";

/** "optional" shows the field; "required" also checks it is filled and marks it with an asterisk. */
export type Presence = "optional" | "required";

/** The fields a site's form shows, and which of them it requires; a field left out is not shown. */
export type SiteFields = Partial<Record<NewsletterField, Presence>>;

/** The personal data a form can collect, in the order the data-processing consent names them. */
export const PERSONAL_DATA_FIELDS = ["email", "salutation", "firstName", "lastName"] as const;

/**
 * The personal data a site's form collects, as the key of its data-processing consent text, each
 * field marked "?" where optional ("email salutation? firstName? lastName?"): the consent must name
 * exactly what the form collects. The catalog check reads the same key from the texts' comments.
 */
export function collectedPersonalData(fields: SiteFields): string {
  return PERSONAL_DATA_FIELDS.filter((field) => fields[field])
    .map((field) => (fields[field] === "optional" ? `${field}?` : field))
    .join(" ");
}

/** A sign-up not confirmed within this many days is deleted (the notice says so on every site). */
export const UNCONFIRMED_SIGN_UP_DELETION_DAYS = 14;
/**
 * The double opt-in record (when the sign-up was made and confirmed, from which IP address, the
 * consent texts' version) is kept this many years after the consent ends, to prove it was given
 * (the limitation period of claims); the full notice says so.
 */
export const CONSENT_PROOF_YEARS = 3;
/** Opens, clicks and purchases older than this many months are not used for personalised offers and are deleted. */
export const PERSONALISATION_DATA_MONTHS = 24;

export interface NewsletterSite {
  /**
   * The full data protection notice the form's first layer links to: the newsletter's part of the
   * shop's privacy policy, kept once there (a CMS page), so that a legal change is a content
   * change. `privacy-notice` on an element overrides it. docs/texts.md holds each locale's text.
   */
  privacyNotice: string;
  fields: SiteFields;
  /**
   * Fields that cannot be changed in this form once the shop knows their value (Austria and
   * Hungary: the salutation). Our reading: a value the shop already knows (the logged-in
   * customer's base data) cannot be changed here, as in the customer's account; a value the
   * visitor picks stays changeable until submitted, so that a slip of the finger is not locked in.
   */
  lockedOnceKnown?: readonly NewsletterField[];
  /** Hungarian forms ask for the family name (Vezetéknév) before the given name (Keresztnév), the order Hungarian names are written in. */
  isFamilyNameFirst?: true;
  /** The minimum age the legal text states. */
  minimumAge: 16 | 18;
  /** The voucher conditions page (none is named for Hungary, which states the validity instead). */
  voucherConditions?: string;
  /** Sample newsletter pages exist for Germany, Austria and Hungary. */
  sampleNewsletter?: string;
  /**
   * The Hungarian voucher is valid 1 month after registration: counted from the confirmed sign-up,
   * which completes the registration and sends the voucher.
   */
  voucherValidityMonths?: number;
  /**
   * Turkey only: the page of the commercial-message (newsletter) consent, and the newsletter
   * information page.
   */
  commercialMessages?: {
    consentPage: string;
    newsletterInfoPage: string;
  };
}

/** The privacy policy, the same page on every site (the footer's legal link to it, without an address of its own). */
export const PRIVACY_PAGE = "/privacy";

/** Each site's form, from the site table (src/config/sites.ts). */
export const NEWSLETTER_SITES = Object.fromEntries(
  SITES.map((site) => [site, SITE_TABLE[site].newsletter]),
) as Record<Site, NewsletterSite>;
