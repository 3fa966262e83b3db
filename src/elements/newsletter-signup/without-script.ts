import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { subscribeToNewsletter } from "../../api/newsletter";
import { NEWSLETTER_SITES } from "../../config/newsletter";
import { i18nFor } from "../../i18n/catalogs";
import type { FormOutcome, PostedFrom, ServerForm } from "../element-definition";
import type { NewsletterProps } from "./use-newsletter-form";
import { formSchemaFor, shownFields, toSubscriberRequest } from "./fields";
import { EMPTY_VALUES, HONEYPOT_NAME, isBot, validateForm, type FormValues } from "./form-rules";
import { INITIAL_STATE, formReducer, type FormState } from "./form-state";

/**
 * The sign-up of a form posted without the script (before it ran, or when it never does): the
 * fragment endpoint hands the posted fields here, and renders the form in the state this returns.
 * The same fields, rules, request and outcomes as the browser's handler (./use-newsletter-form.ts):
 * field errors, the address the service refused, the technical-error banner, or the success
 * message naming the address. The server knows no logged-in customer (it forwards no cookie), so
 * every consent the site shows is checked as shown.
 */

/** The values posted, by each field's control name (a consent: its value among its name's). */
function postedValues(fields: URLSearchParams, props: NewsletterProps): FormValues {
  const values: FormValues = { ...EMPTY_VALUES };
  for (const { spec } of shownFields(NEWSLETTER_SITES[props.site], undefined)) {
    const { name } = spec.attributes;
    const text = fields.get(name) ?? "";
    if (spec.control === "consent") values[spec.key] = fields.getAll(name).includes(spec.attributes.value);
    // A choice the select does not offer is none.
    else if (spec.control === "select")
      Object.assign(values, { [spec.key]: spec.choices("").includes(text) ? text : "" });
    else Object.assign(values, { [spec.key]: text });
  }
  values.honeypot = fields.get(HONEYPOT_NAME) ?? "";
  return values;
}

/**
 * What came of the post, as the form's own reducer (./form-state.ts) makes it from the posted
 * values with the whole form shown: the same states the browser's handler reaches.
 */
async function signUp(props: NewsletterProps, fields: URLSearchParams, from: PostedFrom): Promise<FormState> {
  const config = NEWSLETTER_SITES[props.site];
  const values = postedValues(fields, props);
  const typed: FormState = { ...INITIAL_STATE, values };
  if (isBot(values)) return formReducer(typed, { type: "signedUp", email: values.email });
  const { errors, trimmed } = validateForm(formSchemaFor(config, undefined), values);
  if (errors) return formReducer(typed, { type: "invalid", errors });
  const shown = shownFields(config, undefined);
  const subscriber = toSubscriberRequest(shown, trimmed, props);
  const result = await subscribeToNewsletter({ site: props.site, apiBase: from.origin }, subscriber, {
    isInternal: props.internal,
    originalAddress: from.page ?? null,
    timeoutMs: from.timeoutMs,
    log: from.log,
  });
  if (result === "SUCCESS") return formReducer(typed, { type: "signedUp", email: trimmed.email });
  return formReducer(typed, { type: result === "ERROR_INVALID_EMAIL" ? "emailRejected" : "failed" });
}

const TITLES = {
  signedUp: msg({
    comment: "The title of the page a sign-up without JavaScript answers with, when it worked.",
    message: "Newsletter: almost done",
  }),
  errors: msg({
    comment: "The title of that page when fields need correcting.",
    message: "Newsletter: please check your entries",
  }),
  failed: msg({
    comment: "The title of that page when the sign-up failed for technical reasons.",
    message: "Newsletter: sign-up not possible at the moment",
  }),
} satisfies Record<string, MessageDescriptor>;

/** The answer page's title for `state`, in the form's locale. */
function titleOf({ phase }: FormState, props: NewsletterProps): string {
  const key = phase.name === "signedUp" ? "signedUp" : phase.name === "failed" ? "failed" : "errors";
  return i18nFor(props.locale)._(TITLES[key]);
}

/** The form's sign-up posted without the script (`ServerForm`). */
export const submit: ServerForm<NewsletterProps>["submit"] = async (
  props,
  fields,
  from,
): Promise<FormOutcome> => {
  const state = await signUp(props, fields, from);
  return { state, title: titleOf(state, props) };
};
