import * as v from "valibot";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type NewsletterField,
  type Salutation,
  type SiteFields,
} from "../../config/newsletter";
import { objectSchema } from "../../lib/schema";
import { SITES, SITE_TABLE } from "../../config/sites";

/** What the form holds: its fields' values, and the honeypot. */
export interface FormValues extends Record<NewsletterField, string | boolean> {
  email: string;
  salutation: Salutation | "";
  firstName: string;
  lastName: string;
  /** The Turkish commercial-message consent (`legals`). */
  hasCommercialMessageConsent: boolean;
  hasDataProcessingConsent: boolean;
  hasPersonalisedOffersConsent: boolean;
  /** A field no person sees; whatever fills it is a bot. */
  honeypot: string;
}

/**
 * The honeypot: a field no person can reach (off-screen, inert, hidden from screen readers, never
 * autofilled), named as a bot expects an e-mail field to be. Whatever fills it is a bot, which gets
 * no call to the service, only what a sign-up looks like: in the browser and in a form posted
 * without the script alike.
 */
export const HONEYPOT_NAME = "email";

export const isBot = (values: FormValues): boolean => values.honeypot !== "";

export const EMPTY_VALUES: FormValues = {
  email: "",
  salutation: "",
  firstName: "",
  lastName: "",
  hasCommercialMessageConsent: false,
  hasDataProcessingConsent: false,
  hasPersonalisedOffersConsent: false,
  honeypot: "",
};

/** The fields with rules, in the order of the form. */
export const VALIDATED_FIELDS = [
  "email",
  "salutation",
  "firstName",
  "lastName",
  "hasCommercialMessageConsent",
  "hasDataProcessingConsent",
] as const satisfies readonly NewsletterField[];
export type ValidatedField = (typeof VALIDATED_FIELDS)[number];

export const isValidated = (field: keyof FormValues): field is ValidatedField =>
  (VALIDATED_FIELDS as readonly string[]).includes(field);

/** What went wrong with a field; the element turns it into the text of its locale. */
export type FieldError =
  | "emailRequired"
  | "emailInvalid"
  | "salutationRequired"
  | "required"
  | "invalidCharacters"
  | "tooLong"
  | "commercialMessageConsentRequired"
  | "dataProcessingConsentRequired";

export type FieldErrors = Partial<Record<ValidatedField, FieldError>>;

/**
 * Names hold letters, digits, whitespace and + & ' ` ´ , ( ) / . - only. "Letters" are those of
 * every alphabet (\p{L}, with combining marks for decomposed input such as "e" + U+0301).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\d\s+&'`´,()/.-]*$/u;
/**
 * The top-level domains a name must not end a word with: the common generic ones, France's
 * (which French-speaking shoppers use too), and every site's country's (the site table).
 */
const TOP_LEVEL_DOMAINS = [
  ...new Set([
    "com",
    "net",
    "org",
    "info",
    "biz",
    "io",
    "eu",
    "fr",
    ...SITES.flatMap((site) => SITE_TABLE[site].topLevelDomains),
  ]),
];
/**
 * A URL-like name is rejected. ":" is not allowed anyway, so what remains to catch is "www.",
 * "//" and a dot before a top-level domain that is not followed by more letters (so
 * "Dubois.Frédéric" and "St. Gallen" pass, "shop.de" does not).
 */
const URL_LIKE = new RegExp(`www\\.|//|\\.(?:${TOP_LEVEL_DOMAINS.join("|")})(?![\\p{L}\\d])`, "iu");

function nameRule(isRequired: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((name) => !isRequired || name !== "", "required"),
    v.maxLength(NAME_MAX_LENGTH, "tooLong"),
    v.check((name) => NAME_CHARACTERS.test(name) && !URL_LIKE.test(name), "invalidCharacters"),
  );
}

/** A consent: a required one must be ticked, with its own error. */
const consentRule = (error: FieldError) => (isRequired: boolean) =>
  isRequired ? v.literal(true, error) : v.boolean();

/** Each validated field's rule, required or not; each issue's message is a {@link FieldError}. */
const RULES: Record<ValidatedField, (isRequired: boolean) => v.GenericSchema> = {
  // The e-mail address is required on every site.
  email: () =>
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("emailRequired"),
      v.maxLength(EMAIL_MAX_LENGTH, "emailInvalid"),
      v.email("emailInvalid"),
    ),
  salutation: (isRequired) =>
    v.pipe(
      v.string(),
      v.check((salutation) => !isRequired || salutation !== "", "salutationRequired"),
    ),
  firstName: nameRule,
  lastName: nameRule,
  hasCommercialMessageConsent: consentRule("commercialMessageConsentRequired"),
  hasDataProcessingConsent: consentRule("dataProcessingConsentRequired"),
};

/**
 * The form's rules, built from the table of the fields it shows (`formSchemaFor()` in fields.ts
 * makes it for a site and a visitor): only the fields shown are checked. Pure, without the DOM, so
 * that a server can check a form posted without JavaScript by the same rules.
 */
export function buildFormSchema(fields: SiteFields) {
  const entries: Partial<Record<ValidatedField, v.GenericSchema>> = {};
  for (const field of VALIDATED_FIELDS) {
    const presence = fields[field];
    if (presence) entries[field] = RULES[field](presence === "required");
  }
  return objectSchema(entries as v.ObjectEntries);
}

export type FormSchema = ReturnType<typeof buildFormSchema>;

/**
 * One field's value, checked when the field loses focus, and on every change while its error
 * shows (so that the error leaves as soon as the value is valid).
 */
export function validateField(
  schema: FormSchema,
  field: ValidatedField,
  value: FormValues[ValidatedField],
): FieldError | undefined {
  const rule = schema.entries[field];
  if (!rule) return undefined;
  const result = v.safeParse(rule, value, { abortPipeEarly: true });
  return result.success ? undefined : (result.issues[0].message as FieldError);
}

/** The whole form: every field's first problem, or the values trimmed as they are to be sent. */
export function validateForm(
  schema: FormSchema,
  values: FormValues,
): { errors: FieldErrors; trimmed?: undefined } | { errors?: undefined; trimmed: FormValues } {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return { trimmed: { ...values, ...(result.output as Partial<FormValues>) } };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as ValidatedField;
    errors[field] ??= issue.message as FieldError;
  }
  return { errors };
}
