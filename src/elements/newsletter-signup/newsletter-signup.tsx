import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import {
  CONTACT_PAGE,
  NAME_MAX_LENGTH,
  NEWSLETTER_IMAGE_PATH,
  NEWSLETTER_IMAGES,
  PRIVACY_PAGE,
  SALUTATIONS,
  WELCOME_DISCOUNT_PERCENT,
  type NewsletterSite,
  type Presence,
  type Salutation,
} from "../../config/newsletter";
import { pageOrigin } from "../../lib/page";
import { Button } from "../../ui/button/button";
import { ExpansionPanel } from "../../ui/expansion-panel/expansion-panel";
import { Notification } from "../../ui/notification/notification";
import { useMediaQuery } from "../../ui/media-query";
import type { FieldView } from "./fields";
import { FormField, type FieldTexts } from "./form-field";
import type { FieldError } from "./form-rules";
import type { Phase } from "./form-state";
import { useNewsletterForm, type NewsletterForm, type NewsletterProps } from "./use-newsletter-form";

/*
 * The form's look and every text it shows. What it does lives in ./use-newsletter-form.ts, its
 * fields in ./fields.ts (and per site in src/config/newsletter.ts).
 */

const maxLength = NAME_MAX_LENGTH;

/** The texts of the field errors. */
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

/** What each field says on this site, for the generic field renderer. */
function useFieldTexts(config: NewsletterSite): FieldTexts {
  const { t, i18n } = useLingui();
  return {
    labels: {
      email: t`E-mail address`,
      salutation: t`Salutation`,
      firstName: t`First name`,
      lastName: t`Last name`,
      hasCommercialMessageConsent: (
        <Trans>
          I agree to receive{" "}
          <a href={config.commercialMessages?.consentPage}>commercial electronic messages</a> by e-mail.
        </Trans>
      ),
      // First and last name are asked together.
      hasDataProcessingConsent: i18n._(DATA_PROCESSING_TEXTS[config.fields.firstName ?? "none"]),
      hasPersonalisedOffersConsent: t`I would also like personalised offers. For this, my use of the newsletter and my purchases may be analysed.`,
    },
    choices: Object.fromEntries(
      SALUTATIONS.map((salutation) => [salutation, i18n._(SALUTATION_TEXTS[salutation])]),
    ),
    noChoice: t`Please choose`,
    errorText: (error) => i18n._(ERROR_TEXTS[error]),
  };
}

export function NewsletterSignup(props: NewsletterProps) {
  const { t } = useLingui();
  const form = useNewsletterForm(props);
  const texts = useFieldTexts(form.config);
  const { id, sections } = form;
  const percent = WELCOME_DISCOUNT_PERCENT;
  const isWide = useMediaQuery(NEWSLETTER_IMAGES.medium.media);
  const fields = (views: FieldView[]) =>
    views.map((view) => <FormField key={view.spec.key} view={view} texts={texts} />);

  return (
    <section aria-labelledby={`${id}title`} data-layout={isWide ? "wide" : "narrow"}>
      <div>
        <h2 id={`${id}title`}>{t`Subscribe to our newsletter and get ${percent}% off`}</h2>
        {form.isLinkInvalid && (
          <div part="doi-error">
            <Notification state="error">
              {t`Unfortunately, this link is no longer valid. Please sign up again.`}
            </Notification>
          </div>
        )}
        <StatusMessage phase={form.phase} statusRef={form.statusRef} />
        <form ref={form.formRef} part="form" noValidate hidden={form.isDone} onSubmit={form.submit}>
          {fields(sections.lead)}
          {form.isOpen && (
            <>
              {fields(sections.person)}
              {sections.names.length > 0 && <div className="names">{fields(sections.names)}</div>}
              <fieldset>
                <legend>{t`Your consent`}</legend>
                {fields(sections.consents)}
              </fieldset>
              {form.hasRequiredNote && <p className="hint note">{t`* Required field`}</p>}
            </>
          )}
          {form.phase.name === "failed" && (
            <Notification state="error">
              {t`For technical reasons, newsletter sign-up is not possible at the moment. Please try again later.`}
            </Notification>
          )}
          <Button type="submit" part="button" state={form.isBusy ? "loading" : "none"}>
            {t`Subscribe`}
          </Button>
          <Hints config={form.config} />
          <LegalNotice config={form.config} />
          <Honeypot {...form.honeypot} />
        </form>
      </div>
      <NewsletterImage apiBase={props.apiBase} isShown={isWide} />
    </section>
  );
}

/** The success message, in a live region from the start so that it is announced when it arrives. */
function StatusMessage({ phase, statusRef }: { phase: Phase; statusRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useLingui();
  const percent = WELCOME_DISCOUNT_PERCENT;
  const email = phase.name === "signedUp" ? phase.email : "";
  return (
    <div ref={statusRef} part="success" role="status" tabIndex={-1}>
      {phase.name === "signedUp" &&
        t`Almost done! We have sent an e-mail to ${email}. Please confirm your sign-up with the link in it.`}
      {phase.name === "confirmed" &&
        t`Thank you! Your newsletter sign-up is confirmed and your ${percent}% voucher is on its way to you.`}
    </div>
  );
}

/** The notes below the button: privacy, the voucher, the sample newsletter, the Turkish pages. */
function Hints({ config }: { config: NewsletterSite }) {
  const { t } = useLingui();
  const percent = WELCOME_DISCOUNT_PERCENT;
  const months = config.voucherValidityMonths ?? 0;
  const days = config.commercialMessages?.unconfirmedDeletionDays ?? 0;
  return (
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
            Please read the <a href={config.commercialMessages.newsletterInfoPage}>newsletter information</a>{" "}
            and the <a href={config.commercialMessages.privacyNoticePage}>privacy notice</a>. Sign-ups not
            confirmed within <Plural value={days} one="# day" other="# days" /> are deleted.
          </Trans>
        </p>
      )}
    </div>
  );
}

function LegalNotice({ config }: { config: NewsletterSite }) {
  const { t } = useLingui();
  const minimumAge = config.minimumAge;
  return (
    <div part="legal">
      <ExpansionPanel title={t`Legal notice`}>
        <p>
          <Trans>
            The newsletter brings you offers, trends and news by e-mail. You must be at least {minimumAge}{" "}
            years old to sign up. You can unsubscribe free of charge at any time via the link in every
            newsletter or via our <a href={CONTACT_PAGE}>contact page</a>. Details are in our{" "}
            <a href={PRIVACY_PAGE}>privacy policy</a>.
          </Trans>
        </p>
      </ExpansionPanel>
    </div>
  );
}

/** No person can reach it: off-screen, inert, hidden from screen readers, never autofilled. A bot fills it. */
function Honeypot({ value, onChange }: NewsletterForm["honeypot"]) {
  return (
    <div className="honeypot" aria-hidden="true" inert>
      <input
        type="email"
        name="email"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The decorative image, from 767 px: the wide file from 1024 px, the medium one below. Its address
 * is absolute, on the services' origin: a relative one would follow the page's `<base href>`.
 * Narrower, no source matches and the fallback has no address: a hidden image is not downloaded
 * (`loading="lazy"` alone does not keep every engine from fetching it).
 */
function NewsletterImage({ apiBase, isShown }: { apiBase: string | undefined; isShown: boolean }) {
  const { wide, medium } = NEWSLETTER_IMAGES;
  const image = (size: keyof typeof NEWSLETTER_IMAGES) =>
    `${apiBase ?? pageOrigin()}${NEWSLETTER_IMAGE_PATH}${NEWSLETTER_IMAGES[size].file}`;
  return (
    <picture part="image">
      <source media={wide.media} srcSet={image("wide")} width={wide.width} height={wide.height} />
      <source media={medium.media} srcSet={image("medium")} width={medium.width} height={medium.height} />
      <img
        src={isShown ? image("medium") : undefined}
        width={medium.width}
        height={medium.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
