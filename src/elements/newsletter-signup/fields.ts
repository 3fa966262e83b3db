import type { CustomerBaseData, SubscriberRequest } from "../../api/newsletter";
import {
  COMMERCIAL_MESSAGES_LEGAL,
  DATA_PROCESSING_CONSENT,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PERSONALISED_OFFERS_CONSENT,
  SALUTATIONS,
  type NewsletterField,
  type NewsletterSite,
  type Presence,
} from "../../config/newsletter";
import { buildFormSchema, type FieldError, type FormSchema, type FormValues } from "./form-rules";

/**
 * The form's fields: how each one is shown and what it sends. Which of them a site shows, and
 * which it requires, is the site's `fields` table (src/config/newsletter.ts); the texts are in
 * newsletter-signup.tsx. One generic renderer (form-field.tsx) shows every row.
 */

type KeyHolding<T> = { [K in NewsletterField]: FormValues[K] extends T ? K : never }[NewsletterField];
/** The fields that hold text: the text fields and the select. */
export type TextKey = KeyHolding<string>;
/** The fields that hold a tick: the consents. */
export type ConsentKey = KeyHolding<boolean>;

/**
 * Where a field shows: `lead` from the start; the others once the form opens, `person` and
 * `names` (side by side when wide) above the `consents` fieldset.
 */
export type Section = "lead" | "person" | "names" | "consents";

interface SharedSpec {
  section: Section;
  /** Its focus hides the invalid-link notice, which stands above it. */
  dismissesLinkNotice?: true;
}

/* Each kind's `attributes` go onto its control as they are. */

export interface TextSpec extends SharedSpec {
  control: "text";
  key: TextKey;
  /**
   * `placeholder` is one space, which shows nothing: it is there so that the stylesheet can tell
   * a field that holds a value (`:not(:placeholder-shown)`) without any script
   * (newsletter-signup.css opens the form by it).
   */
  attributes: {
    name: string;
    type: "email" | "text";
    autoComplete: string;
    maxLength: number;
    placeholder: " ";
  };
}

export interface SelectSpec extends SharedSpec {
  control: "select";
  key: TextKey;
  attributes: { name: string; autoComplete: string };
  /** The choices offered while the field holds `value`. */
  choices: (value: string) => readonly string[];
}

export interface ConsentSpec extends SharedSpec {
  control: "consent";
  key: ConsentKey;
  /** What a tick adds to the sign-up: an entry (`value`) of its `consents` or its `legals` (`name`). */
  attributes: { name: "consents" | "legals"; value: string };
  /** A consent the logged-in customer already gave is not asked again. */
  isGiven?: (customer: CustomerBaseData) => boolean;
}

export type FieldSpec = TextSpec | SelectSpec | ConsentSpec;

/** Every field, in the order the form shows them. */
export const FIELDS: readonly FieldSpec[] = [
  {
    key: "email",
    control: "text",
    section: "lead",
    dismissesLinkNotice: true,
    attributes: {
      name: "newsletterEmail",
      type: "email",
      autoComplete: "email",
      maxLength: EMAIL_MAX_LENGTH,
      placeholder: " ",
    },
  },
  {
    key: "salutation",
    control: "select",
    section: "person",
    attributes: { name: "salutation", autoComplete: "honorific-prefix" },
    // A company is never offered, only kept when the customer's data says so.
    choices: (value) => SALUTATIONS.filter((salutation) => salutation !== "COMPANY" || value === salutation),
  },
  {
    key: "firstName",
    control: "text",
    section: "names",
    attributes: {
      name: "firstName",
      type: "text",
      autoComplete: "given-name",
      maxLength: NAME_MAX_LENGTH,
      placeholder: " ",
    },
  },
  {
    key: "lastName",
    control: "text",
    section: "names",
    attributes: {
      name: "lastName",
      type: "text",
      autoComplete: "family-name",
      maxLength: NAME_MAX_LENGTH,
      placeholder: " ",
    },
  },
  {
    key: "hasCommercialMessageConsent",
    control: "consent",
    section: "consents",
    attributes: { name: "legals", value: COMMERCIAL_MESSAGES_LEGAL },
  },
  {
    key: "hasDataProcessingConsent",
    control: "consent",
    section: "consents",
    attributes: { name: "consents", value: DATA_PROCESSING_CONSENT },
    isGiven: (customer) => Boolean(customer.dataProcessingConsentGiven),
  },
  {
    key: "hasPersonalisedOffersConsent",
    control: "consent",
    section: "consents",
    attributes: { name: "consents", value: PERSONALISED_OFFERS_CONSENT },
  },
];

/** A field the form shows, with whether it is required there. */
export interface ShownField {
  spec: FieldSpec;
  presence: Presence;
}

/** The fields `site` shows to this visitor, in the order of the form. */
export function shownFields(site: NewsletterSite, customer: CustomerBaseData | undefined): ShownField[] {
  return FIELDS.flatMap((spec) => {
    const presence = site.fields[spec.key];
    const isGiven = spec.control === "consent" && customer && spec.isGiven?.(customer);
    return presence && !isGiven ? [{ spec, presence }] : [];
  });
}

/**
 * The form's rules for this visitor: those of the fields `site` shows them, each required where the
 * site requires it. A consent the customer already gave is neither shown nor checked; every other
 * required consent must be ticked, so nothing is sent without it. The one definition of what a
 * valid sign-up is: the element checks with it, and a server can check a form posted without
 * JavaScript with it (pure, no DOM).
 */
export function formSchemaFor(site: NewsletterSite, customer: CustomerBaseData | undefined): FormSchema {
  const shown = shownFields(site, customer);
  return buildFormSchema(Object.fromEntries(shown.map(({ spec, presence }) => [spec.key, presence])));
}

/**
 * Where the shown fields require more than the e-mail address, every required field is marked
 * with an asterisk, which a note explains; the e-mail address alone needs neither.
 */
export function hasRequiredNote(fields: readonly ShownField[]): boolean {
  return fields.filter(({ presence }) => presence === "required").length > 1;
}

/**
 * The shown fields by section. A Hungarian form asks for the family name first, the order
 * Hungarian names are written in: its name row is reversed.
 */
export function bySection<T extends { spec: FieldSpec }>(
  fields: T[],
  site: NewsletterSite,
): Record<Section, T[]> {
  const sections: Record<Section, T[]> = { lead: [], person: [], names: [], consents: [] };
  for (const field of fields) sections[field.spec.section].push(field);
  if (site.isFamilyNameFirst) sections.names.reverse();
  return sections;
}

/**
 * The sign-up call's subscriber: the values of the fields the site shows (the client leaves out
 * what is empty), each ticked consent in its list.
 */
export function toSubscriberRequest(
  fields: readonly ShownField[],
  values: FormValues,
  { origin, originAddition }: Pick<SubscriberRequest, "origin" | "originAddition">,
): SubscriberRequest {
  const lists = { consents: [] as string[], legals: [] as string[] };
  const request: SubscriberRequest = { ...lists, origin, originAddition };
  for (const { spec } of fields) {
    if (spec.control !== "consent") Object.assign(request, { [spec.key]: values[spec.key] });
    else if (values[spec.key]) lists[spec.attributes.name].push(spec.attributes.value);
  }
  return request;
}

interface SharedView {
  /** The control's id; its error text's is `${id}-error`. */
  id: string;
  presence: Presence;
  error: FieldError | undefined;
  isDisabled: boolean;
  /** Required and marked with an asterisk (only where a note explains the asterisk). */
  showsRequiredMark: boolean;
  onBlur: () => void;
  onFocus: (() => void) | undefined;
}

/** A shown field bound to the form's state: what the renderer needs, per kind of control. */
export type FieldView =
  | (SharedView & { control: "text"; spec: TextSpec; value: string; onChange: (value: string) => void })
  | (SharedView & { control: "select"; spec: SelectSpec; value: string; onChange: (value: string) => void })
  | (SharedView & {
      control: "consent";
      spec: ConsentSpec;
      value: boolean;
      onChange: (checked: boolean) => void;
    });
