import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  COMMERCIAL_MESSAGES_LEGAL,
  CONTACT_PAGE,
  DATA_PROCESSING_CONSENT,
  EMAIL_MAX_LENGTH,
  INVALID_FIELD_FOCUS_DELAY_MS,
  NAME_MAX_LENGTH,
  NEWSLETTER_IMAGE_PATH,
  NEWSLETTER_IMAGES,
  NEWSLETTER_SITES,
  PERSONALISED_OFFERS_CONSENT,
  PRIVACY_PAGE,
  SALUTATIONS,
  WELCOME_DISCOUNT_PERCENT,
  type Presence,
  type Salutation,
} from "../../config/newsletter";
import { useMediaQuery } from "../../ui/media-query";
import { Button, ExpansionPanel, FormLabel, InputField, Notification } from "../../ui";
import type { ElementProps } from "../define";
import { afterPress, watchPresses } from "./after-press";
import {
  EMPTY_VALUES,
  VALIDATED_FIELDS,
  buildFormSchema,
  validateField,
  validateForm,
  type FieldError,
  type FieldErrors,
  type FormValues,
  type ValidatedField,
} from "./form-rules";
import {
  confirmSubscription,
  fetchCustomerBaseData,
  subscribeToNewsletter,
  type CustomerBaseData,
  type SubscriberRequest,
} from "../../api/newsletter";
import type { ServiceContext } from "../../api/request";
import { trackSignUp } from "../../tracking/tracking";
import type { newsletterAttributes } from "./attributes";

type NewsletterProps = ElementProps<typeof newsletterAttributes>;

/** Spec §4 "Newsletter form": editing (1, 4, 5), submitting (2), success (3, 6) and a confirmed double opt-in (7). */
type Phase = "editing" | "submitting" | "subscribed" | "confirmed";

const maxLength = NAME_MAX_LENGTH;

/** Spec §5, §8: the texts of the field errors. */
const ERROR_TEXTS: Record<FieldError, MessageDescriptor> = {
  emailRequired: msg`The e-mail address is a required field.`,
  emailInvalid: msg`Please enter a valid e-mail address.`,
  salutationRequired: msg`The salutation field is required.`,
  required: msg`This field is required.`,
  invalidCharacters: msg`This field contains invalid characters.`,
  tooLong: msg`Please enter at most ${maxLength} characters.`,
  consentRequired: msg`Please give your commercial electronic message consent to become a newsletter member.`,
};

/**
 * The data-processing consent names only what the form asks for: the e-mail address alone on
 * sites without name fields, the name "where given" where the names are optional, and first and
 * last name outright where they are required (Turkish explicit consent must name both).
 */
const DATA_PROCESSING_TEXTS: Record<Presence | "none", MessageDescriptor> = {
  none: msg`I agree that my e-mail address is processed to send me the newsletter.`,
  optional: msg`I agree that my e-mail address and, where given, my name are processed to send me the newsletter.`,
  required: msg`I agree that my e-mail address, first name and last name are processed to send me the newsletter.`,
};

const SALUTATION_TEXTS: Record<Salutation, MessageDescriptor> = {
  MRS: msg`Ms`,
  MR: msg`Mr`,
  DIVERS: msg`Diverse`,
  COMPANY: msg`Company`,
};

/** What a logged-in customer's form starts with (spec §6); a salutation the form does not know is left out. */
function prefilledValues(data: CustomerBaseData): FormValues {
  const salutation = SALUTATIONS.find((known) => known === data.salutation) ?? "";
  return {
    ...EMPTY_VALUES,
    email: data.email,
    salutation,
    firstName: data.firstName ?? "",
    lastName: data.lastName ?? "",
  };
}

const confirmations = new Map<string, Promise<boolean>>();

/**
 * Spec §4 (7): a token is confirmed once per page, however many forms read it (the form may be
 * on the page twice: on its own and in the footer) and however often they render. The call is
 * the first asking form's, aborted when that form leaves the page (issue 15, point 4); it is
 * then forgotten, and a form still waiting asks again with its own signal.
 */
function confirmOnce(context: ServiceContext, token: string, signal: AbortSignal): Promise<boolean> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    const started = confirmSubscription(context, token, { signal });
    confirmations.set(token, started);
    started.catch(() => {
      if (confirmations.get(token) === started) confirmations.delete(token);
    });
    confirmation = started;
  }
  return confirmation.catch((error: unknown) => {
    if (signal.aborted) throw error;
    return confirmOnce(context, token, signal);
  });
}

const ignoreAbort = () => undefined;

const isValidated = (field: keyof FormValues): field is ValidatedField =>
  (VALIDATED_FIELDS as readonly string[]).includes(field);

export function NewsletterSignup({
  site,
  apiBase,
  origin,
  originAddition,
  internal,
  subscriberToken,
  emit,
}: NewsletterProps) {
  const { t, i18n } = useLingui();
  const config = NEWSLETTER_SITES[site];
  const schema = useMemo(() => buildFormSchema(config), [config]);
  const context = useMemo(() => ({ site, apiBase }), [site, apiBase]);
  const id = useId();

  const [values, setValues] = useState(EMPTY_VALUES);
  /** What the form returns to after a sign-up: empty, or the logged-in customer's data. */
  const [startValues, setStartValues] = useState(EMPTY_VALUES);
  const [baseData, setBaseData] = useState<CustomerBaseData>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasFocusedEmail, setHasFocusedEmail] = useState(false);
  const [phase, setPhase] = useState<Phase>("editing");
  const [subscribedEmail, setSubscribedEmail] = useState("");
  const [hasTechnicalError, setHasTechnicalError] = useState(false);
  const [hasDoiError, setHasDoiError] = useState(false);
  // A ref, not state: a second click or Enter in the same tick must already see it.
  const isSubmitting = useRef(false);
  /** Aborted when the form leaves the page: no call of it outlives it (issue 15, point 4). */
  const lifetime = useRef<AbortController>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // Spec §4 (7), §7: a double-opt-in link leads here with its token.
  useEffect(() => {
    const token = subscriberToken || new URLSearchParams(location.search).get("subscriberToken");
    if (!token) return;
    const controller = new AbortController();
    confirmOnce(context, token, controller.signal).then((isConfirmed) => {
      if (controller.signal.aborted) return;
      if (isConfirmed) setPhase("confirmed");
      else setHasDoiError(true);
    }, ignoreAbort);
    return () => controller.abort();
  }, [context, subscriberToken]);

  // Spec §6: a logged-in customer's base data prefills the form, unless they already typed.
  useEffect(() => {
    const controller = new AbortController();
    fetchCustomerBaseData(context, { signal: controller.signal }).then((data) => {
      if (controller.signal.aborted || !data) return;
      const prefilled = prefilledValues(data);
      setBaseData(data);
      setStartValues(prefilled);
      setValues((current) => (current === EMPTY_VALUES ? prefilled : current));
    }, ignoreAbort);
    return () => controller.abort();
  }, [context]);

  // Checks on blur wait for the end of a pointer press (./after-press.ts, issue 13).
  useEffect(watchPresses, []);

  // The sign-up call is the form's too: it ends with the form.
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  // The form that held the focus is gone: the success message takes it, so the keyboard and
  // the screen reader stay where the visitor is (the message is also announced as a status).
  useEffect(() => {
    if (phase === "subscribed") statusRef.current?.focus();
  }, [phase]);

  const isBusy = phase === "submitting";
  const isDone = phase === "subscribed" || phase === "confirmed";
  // Spec §4 (1): the extra fields appear on focus of the e-mail field, or once anything is in it or in a name or salutation.
  const showsExtraFields =
    hasFocusedEmail || Boolean(values.email || values.salutation || values.firstName || values.lastName);
  const showsDataProcessingConsent = !baseData?.dataProcessingConsentGiven;
  const isSalutationLocked = Boolean(config.isSalutationLocked && startValues.salutation);
  /**
   * Where more than the e-mail address is required, every required field is marked with an
   * asterisk, which a note explains (spec §5); the e-mail address alone needs neither.
   */
  const hasRequiredNote = Boolean(
    config.salutation === "required" || config.names === "required" || config.commercialMessages,
  );

  function update<K extends keyof FormValues>(field: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // Issue 13, point 1: an error that shows is checked again on every change and leaves as soon
    // as the value is valid, so that nothing moves when the visitor leaves the corrected field
    // for the next control. A new error still shows only on blur (spec §5).
    if (isValidated(field))
      setErrors((current) =>
        current[field] ? { ...current, [field]: validateField(schema, field, value) } : current,
      );
  }
  /** Spec §5: a field is checked when it loses focus, once a pointer press under way has ended. */
  const check = (field: ValidatedField) =>
    afterPress(() =>
      setErrors((current) => ({ ...current, [field]: validateField(schema, field, values[field]) })),
    );

  /**
   * Focuses the first invalid field in the order the form shows them (a Hungarian form asks for
   * the family name first), once the errors have rendered.
   */
  function focusFirstInvalidField() {
    setTimeout(() => {
      const element = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: "center" });
    }, INVALID_FIELD_FOCUS_DELAY_MS);
  }

  function succeed(email: string, isRealSignUp: boolean) {
    setSubscribedEmail(email);
    setPhase("subscribed");
    setValues(startValues);
    setErrors({});
    setHasFocusedEmail(false);
    trackSignUp(origin);
    if (isRealSignUp) emit("shop-newsletter-subscribed", { site, origin });
  }

  function toSubscriberRequest(fields: FormValues): SubscriberRequest {
    const consents: string[] = [];
    if (showsDataProcessingConsent && fields.hasDataProcessingConsent) consents.push(DATA_PROCESSING_CONSENT);
    if (fields.hasPersonalisedOffersConsent) consents.push(PERSONALISED_OFFERS_CONSENT);
    // Only what the site shows is sent; the client leaves out what is empty (spec §3).
    return {
      email: fields.email,
      salutation: config.salutation && fields.salutation,
      firstName: config.names && fields.firstName,
      lastName: config.names && fields.lastName,
      consents,
      legals: fields.hasCommercialMessageConsent ? [COMMERCIAL_MESSAGES_LEGAL] : [],
      origin,
      originAddition,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting.current) return;
    setHasTechnicalError(false);
    // Spec §4 (6): a filled honeypot is a bot: no call, only what a sign-up looks like.
    if (values.honeypot) return succeed(values.email, false);
    const { errors: found, trimmed } = validateForm(schema, values);
    if (found) {
      setErrors(found);
      setHasFocusedEmail(true);
      focusFirstInvalidField();
      return;
    }
    setErrors({});
    isSubmitting.current = true;
    // Disabling the focused field would drop the focus to the page: the button (loading, still
    // enabled) takes it.
    const form = formRef.current;
    const root = form?.getRootNode() as ShadowRoot | undefined;
    if (form?.contains(root?.activeElement ?? null))
      form.querySelector<HTMLElement>("[type=submit]")?.focus();
    setPhase("submitting");
    const signal = lifetime.current?.signal;
    const result = await subscribeToNewsletter(context, toSubscriberRequest(trimmed), {
      isInternal: internal,
      signal,
    }).catch(ignoreAbort);
    isSubmitting.current = false;
    if (!result || signal?.aborted) return;
    if (result === "SUCCESS") return succeed(trimmed.email, true);
    setPhase("editing");
    if (result === "ERROR_INVALID_EMAIL") {
      setErrors({ email: "emailInvalid" });
      focusFirstInvalidField();
    } else {
      setHasTechnicalError(true);
    }
  }

  const errorText = (field: ValidatedField) => {
    const error = errors[field];
    return error && i18n._(ERROR_TEXTS[error]);
  };
  /**
   * Ties a control that is not an InputField to its error text, as InputField does. Such controls
   * say they are required with aria-required, not `required`: an empty native required control
   * is :invalid, which browsers pass on to assistive technology as "invalid" before the visitor
   * did anything (issue 13, point 4); the form's own checks say when a field is invalid.
   */
  const errorProps = (field: ValidatedField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}${field}-error` } : {};
  const errorParagraph = (field: ValidatedField) =>
    errors[field] && (
      <p id={`${id}${field}-error`} className="hint" data-error>
        {errorText(field)}
      </p>
    );
  const textField = (field: "email" | "firstName" | "lastName", label: string, isRequired: boolean) => (
    <InputField
      key={field}
      id={`${id}${field}`}
      data-field={field}
      label={label}
      name={field === "email" ? "newsletterEmail" : field}
      type={field === "email" ? "email" : "text"}
      autoComplete={field === "email" ? "email" : field === "firstName" ? "given-name" : "family-name"}
      maxLength={field === "email" ? EMAIL_MAX_LENGTH : NAME_MAX_LENGTH}
      isRequired={isRequired}
      isRequiredMarkHidden={!hasRequiredNote}
      isDisabled={isBusy}
      state={errors[field] ? "error" : "default"}
      errorText={errorText(field)}
      value={values[field]}
      onValueChange={(value) => update(field, value)}
      onBlur={() => check(field)}
      onFocus={
        field === "email"
          ? () => {
              setHasFocusedEmail(true);
              // Spec §4 (8): the double-opt-in error hides once the e-mail field is focused. It
              // stands above the field: a press on the field must not move it (issue 13).
              afterPress(() => setHasDoiError(false));
            }
          : undefined
      }
    />
  );

  const firstNameField = textField("firstName", t`First name`, config.names === "required");
  const lastNameField = textField("lastName", t`Last name`, config.names === "required");
  const percent = WELCOME_DISCOUNT_PERCENT;
  const email = subscribedEmail;
  const minimumAge = config.minimumAge;
  const months = config.voucherValidityMonths ?? 0;
  const days = config.commercialMessages?.unconfirmedDeletionDays ?? 0;
  const image = (size: keyof typeof NEWSLETTER_IMAGES) =>
    `${apiBase ?? ""}${NEWSLETTER_IMAGE_PATH}${NEWSLETTER_IMAGES[size].file}`;
  const { wide, medium } = NEWSLETTER_IMAGES;
  const isWide = useMediaQuery(medium.media);

  return (
    <section aria-labelledby={`${id}title`} data-layout={isWide ? "wide" : "narrow"}>
      <div>
        <h2 id={`${id}title`}>{t`Subscribe to our newsletter and get ${percent}% off`}</h2>
        {hasDoiError && (
          <div part="doi-error">
            <Notification state="error">
              {t`Unfortunately, this link is no longer valid. Please sign up again.`}
            </Notification>
          </div>
        )}
        {/* A live region from the start, so that the message is announced when it arrives. */}
        <div ref={statusRef} part="success" role="status" tabIndex={-1}>
          {phase === "subscribed" &&
            t`Almost done! We have sent an e-mail to ${email}. Please confirm your sign-up with the link in it.`}
          {phase === "confirmed" &&
            t`Thank you! Your newsletter sign-up is confirmed and your ${percent}% voucher is on its way to you.`}
        </div>
        <form ref={formRef} part="form" noValidate hidden={isDone} onSubmit={submit}>
          {textField("email", t`E-mail address`, true)}
          {showsExtraFields && (
            <>
              {config.salutation && (
                <div className="field" data-state={errors.salutation ? "error" : "default"}>
                  <FormLabel htmlFor={`${id}salutation`} isRequired={config.salutation === "required"}>
                    {t`Salutation`}
                  </FormLabel>
                  <select
                    id={`${id}salutation`}
                    data-field="salutation"
                    name="salutation"
                    autoComplete="honorific-prefix"
                    aria-required={config.salutation === "required" || undefined}
                    disabled={isBusy || isSalutationLocked}
                    value={values.salutation}
                    onChange={(event) => update("salutation", event.target.value as Salutation | "")}
                    onBlur={() => check("salutation")}
                    {...errorProps("salutation")}
                  >
                    <option value="">{t`Please choose`}</option>
                    {SALUTATIONS
                      // A company is never offered, only kept when the customer's data says so.
                      .filter((salutation) => salutation !== "COMPANY" || values.salutation === salutation)
                      .map((salutation) => (
                        <option key={salutation} value={salutation}>
                          {i18n._(SALUTATION_TEXTS[salutation])}
                        </option>
                      ))}
                  </select>
                  {errorParagraph("salutation")}
                </div>
              )}
              {config.names && (
                <div className="names">
                  {/* Hungarian forms ask for the family name first, the order Hungarian names are written in. */}
                  {config.isFamilyNameFirst
                    ? [lastNameField, firstNameField]
                    : [firstNameField, lastNameField]}
                </div>
              )}
              <fieldset>
                <legend>{t`Your consent`}</legend>
                {config.commercialMessages && (
                  <div
                    className="field"
                    data-state={errors.hasCommercialMessageConsent ? "error" : "default"}
                  >
                    <label>
                      <input
                        type="checkbox"
                        data-field="hasCommercialMessageConsent"
                        name="legals"
                        value={COMMERCIAL_MESSAGES_LEGAL}
                        aria-required="true"
                        disabled={isBusy}
                        checked={values.hasCommercialMessageConsent}
                        onChange={(event) => update("hasCommercialMessageConsent", event.target.checked)}
                        onBlur={() => check("hasCommercialMessageConsent")}
                        {...errorProps("hasCommercialMessageConsent")}
                      />
                      <span>
                        <Trans>
                          I agree to receive{" "}
                          <a href={config.commercialMessages.consentPage}>commercial electronic messages</a>{" "}
                          by e-mail.
                        </Trans>
                        <span aria-hidden="true">*</span>
                      </span>
                    </label>
                    {errorParagraph("hasCommercialMessageConsent")}
                  </div>
                )}
                {showsDataProcessingConsent && (
                  <Checkbox
                    isChecked={values.hasDataProcessingConsent}
                    isDisabled={isBusy}
                    onChange={(checked) => update("hasDataProcessingConsent", checked)}
                  >
                    {i18n._(DATA_PROCESSING_TEXTS[config.names ?? "none"])}
                  </Checkbox>
                )}
                <Checkbox
                  isChecked={values.hasPersonalisedOffersConsent}
                  isDisabled={isBusy}
                  onChange={(checked) => update("hasPersonalisedOffersConsent", checked)}
                >
                  {t`I would also like personalised offers. For this, my use of the newsletter and my purchases may be analysed.`}
                </Checkbox>
              </fieldset>
              {hasRequiredNote && <p className="hint note">{t`* Required field`}</p>}
            </>
          )}
          {hasTechnicalError && (
            <Notification state="error">
              {t`For technical reasons, newsletter sign-up is not possible at the moment. Please try again later.`}
            </Notification>
          )}
          <Button type="submit" part="button" state={isBusy ? "loading" : "none"}>
            {t`Subscribe`}
          </Button>
          <div className="hints">
            <p>
              <Trans>
                Information on data protection: <a href={PRIVACY_PAGE}>privacy policy</a>
              </Trans>
            </p>
            <p>
              {t`Your ${percent}% welcome voucher comes by e-mail once you have confirmed your sign-up.`}
              {months > 0 &&
                ` ${t`The voucher is valid for ${plural(months, { one: "# month", other: "# months" })} after registration.`}`}
              {config.voucherConditions && " "}
              {config.voucherConditions && <a href={config.voucherConditions}>{t`Voucher conditions`}</a>}
            </p>
            {config.sampleNewsletter && (
              <p>
                <a className="own-line" href={config.sampleNewsletter}>
                  {t`See a sample newsletter`}
                </a>
              </p>
            )}
            {config.commercialMessages && (
              <p>
                <Trans>
                  Please read the{" "}
                  <a href={config.commercialMessages.newsletterInfoPage}>newsletter information</a> and the{" "}
                  <a href={config.commercialMessages.privacyNoticePage}>privacy notice</a>. Sign-ups not
                  confirmed within <Plural value={days} one="# day" other="# days" /> are deleted.
                </Trans>
              </p>
            )}
          </div>
          <div part="legal">
            <ExpansionPanel title={t`Legal notice`}>
              <p>
                <Trans>
                  The newsletter brings you offers, trends and news by e-mail. You must be at least{" "}
                  {minimumAge} years old to sign up. You can unsubscribe free of charge at any time via the
                  link in every newsletter or via our <a href={CONTACT_PAGE}>contact page</a>. Details are in
                  our <a href={PRIVACY_PAGE}>privacy policy</a>.
                </Trans>
              </p>
            </ExpansionPanel>
          </div>
          {/* Spec §3, §4 (6): no person can reach it — off-screen, inert, hidden from screen readers, never autofilled. */}
          <div className="honeypot" aria-hidden="true" inert>
            <input
              type="email"
              name="email"
              tabIndex={-1}
              autoComplete="off"
              value={values.honeypot}
              onChange={(event) => update("honeypot", event.target.value)}
            />
          </div>
        </form>
      </div>
      <picture part="image">
        <source media={wide.media} srcSet={image("wide")} width={wide.width} height={wide.height} />
        <source media={medium.media} srcSet={image("medium")} width={medium.width} height={medium.height} />
        <img
          src={image("medium")}
          width={medium.width}
          height={medium.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </picture>
    </section>
  );
}

/** A consent checkbox with its text as the label (the kit has no checkbox). */
function Checkbox({
  isChecked,
  isDisabled,
  onChange,
  children,
}: {
  isChecked: boolean;
  isDisabled: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
