import * as v from "valibot";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type NewsletterSite,
  type Salutation,
} from "../../config/newsletter";

/** Spec §3 "Newsletter form state", plus the two optional consents and the honeypot. */
export interface FormValues {
  email: string;
  salutation: Salutation | "";
  firstName: string;
  lastName: string;
  /** The Turkish commercial-message consent (`legals`). */
  hasCommercialMessageConsent: boolean;
  hasDataProcessingConsent: boolean;
  hasPersonalisedOffersConsent: boolean;
  /** A field no person sees; whatever fills it is a bot (spec §3, §4). */
  honeypot: string;
}

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

/** The validated fields in the order of the form: the first invalid one gets the focus. */
export const VALIDATED_FIELDS = [
  "email",
  "salutation",
  "firstName",
  "lastName",
  "hasCommercialMessageConsent",
] as const;
export type ValidatedField = (typeof VALIDATED_FIELDS)[number];

/** What went wrong with a field; the element turns it into the text of its locale. */
export type FieldError =
  | "emailRequired"
  | "emailInvalid"
  | "salutationRequired"
  | "required"
  | "invalidCharacters"
  | "tooLong"
  | "consentRequired";

export type FieldErrors = Partial<Record<ValidatedField, FieldError>>;

/**
 * Spec §5: letters, digits, whitespace and + & ' ` ´ , ( ) / . - only. "Letters" are those of
 * every alphabet (\p{L}, with combining marks for decomposed input such as "e" + U+0301).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\d\s+&'`´,()/.-]*$/u;
/**
 * Spec §5: a URL-like name is rejected. ":" is not allowed anyway, so what remains to catch is
 * "www.", "//" and a dot before a common top-level domain that is not followed by more letters
 * (so "Dubois.Frédéric" and "St. Gallen" pass, "shop.de" does not).
 */
const URL_LIKE = /www\.|\/\/|\.(?:com|net|org|info|biz|io|eu|de|at|ch|fr|pl|cz|hu|sk|tr)(?![\p{L}\d])/iu;

function nameRule(isRequired: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((name) => !isRequired || name !== "", "required"),
    v.maxLength(NAME_MAX_LENGTH, "tooLong"),
    v.check((name) => NAME_CHARACTERS.test(name) && !URL_LIKE.test(name), "invalidCharacters"),
  );
}

/**
 * The form rules of one site (spec §5), built from its configuration: only the fields the site
 * shows are checked. Each entry's first issue message is a {@link FieldError}.
 */
export function buildFormSchema(site: NewsletterSite) {
  const entries: Partial<Record<ValidatedField, v.GenericSchema>> = {
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("emailRequired"),
      v.maxLength(EMAIL_MAX_LENGTH, "emailInvalid"),
      v.email("emailInvalid"),
    ),
  };
  if (site.salutation) {
    entries.salutation = v.pipe(
      v.string(),
      v.check((salutation) => site.salutation !== "required" || salutation !== "", "salutationRequired"),
    );
  }
  if (site.names) {
    entries.firstName = entries.lastName = nameRule(site.names === "required");
  }
  if (site.commercialMessages) {
    entries.hasCommercialMessageConsent = v.literal(true, "consentRequired");
  }
  return v.object(entries as v.ObjectEntries);
}

export type FormSchema = ReturnType<typeof buildFormSchema>;

/**
 * Spec §5: one field's value, checked when the field loses focus, and (issue 13) on every change
 * while its error shows.
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
