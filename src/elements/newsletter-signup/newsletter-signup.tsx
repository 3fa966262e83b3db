import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type RefObject } from "react";
import { SITE_TABLE } from "../../config/sites";
import {
  NAME_MAX_LENGTH,
  NEWSLETTER_IMAGE_MEDIA,
  NEWSLETTER_IMAGE_PATH,
  NEWSLETTER_IMAGE_SIZES,
  NEWSLETTER_IMAGES,
  SALUTATIONS,
  WELCOME_DISCOUNT_PERCENT,
  type NewsletterSite,
  type Salutation,
} from "../../config/newsletter";
import { RETURN_FIELD } from "../../lib/fragment";
import { useAddressOrigin, useIsPrerendered } from "../../lib/prerender";
import { Button } from "../../ui/button/button";
import { Notification } from "../../ui/notification/notification";
import type { FieldView } from "./fields";
import { FormField, type FieldTexts } from "./form-field";
import { HONEYPOT_NAME, type FieldError } from "./form-rules";
import type { Phase } from "./form-state";
import { FirstLayer, useConsentTexts } from "./legal-texts";
import { useNewsletterForm, type NewsletterForm, type NewsletterProps } from "./use-newsletter-form";

/*
 * The form's look and every text it shows but the legal ones (./legal-texts.tsx). What it does
 * lives in ./use-newsletter-form.ts, its fields in ./fields.ts (and per site in
 * src/config/newsletter.ts).
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
  commercialMessageConsentRequired: msg({
    comment: "Commercial-message consent required. Turkey only: the error of the unticked approval.",
    message: "Please give your commercial electronic message consent to become a newsletter member.",
  }),
  dataProcessingConsentRequired: msg({
    comment: "Data-processing consent required. The error of the unticked consent the newsletter rests on.",
    message: "Please give your consent so that we can send you the newsletter.",
  }),
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
      ...useConsentTexts(config),
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
  const controller = SITE_TABLE[props.site].controller;
  const texts = useFieldTexts(form.config);
  const { id, sections } = form;
  const fields = (views: FieldView[]) =>
    views.map((view) => <FormField key={view.spec.key} view={view} texts={texts} />);
  const failure = form.phase.name === "failed" && (
    <Notification state="error">
      {t`For technical reasons, newsletter sign-up is not possible at the moment. Please try again later.`}
    </Notification>
  );
  // The page that answers a post without the script shows what came of it and the way back first,
  // within its first screen, whatever the form below holds; in a shop's page the failure stands
  // by the button that was pressed.
  const isAnswerPage = form.returnTo !== undefined;

  return (
    <section aria-labelledby={`${id}title`} data-done={form.isDone || undefined}>
      <div className="content">
        <Heading id={`${id}title`} phase={form.phase} />
        {isAnswerPage && (
          <p className="return">
            <a href={form.returnTo}>{t`Back to the page you came from`}</a>
          </p>
        )}
        {isAnswerPage && failure}
        {form.isLinkInvalid && (
          <div part="doi-error">
            <Notification state="error">
              {t`Unfortunately, this link is no longer valid. Please sign up again.`}
            </Notification>
          </div>
        )}
        <StatusMessage phase={form.phase} statusRef={form.statusRef} />
        {/* Rendered on the server, the form posts to the fragment endpoint until the script
            takes it over (./without-script.ts signs up there); rendered in the browser, its
            handler always submits, and `method="dialog"` would keep any submission from
            putting the typed address into a page address. After a sign-up the message above
            stands in its place. */}
        <form
          ref={form.formRef}
          part="form"
          method={form.action ? "post" : "dialog"}
          action={form.action}
          noValidate
          hidden={form.isDone}
          data-filled={form.hasValue || undefined}
          onSubmit={form.submit}
        >
          {fields(sections.lead)}
          {/* Shown once the form opens, by the stylesheet's rule alone (newsletter-signup.css),
              so that the form rendered on the server, hydrated, rendered here and without any
              script behaves the same; until then they take no room. */}
          <div className="extras">
            {fields(sections.person)}
            {sections.names.length > 0 && <div className="names">{fields(sections.names)}</div>}
            <fieldset>
              <legend>{t`Your consent`}</legend>
              {fields(sections.consents)}
            </fieldset>
            <FirstLayer config={form.config} controller={controller} privacyNotice={form.privacyNotice} />
          </div>
          {!isAnswerPage && failure}
          <Button type="submit" part="button" state={form.isBusy ? "loading" : "none"}>
            {t`Subscribe`}
          </Button>
          <Hints config={form.config} hasRequiredNote={form.hasRequiredNote} />
          <Honeypot {...form.honeypot} />
          {/* Answering a post without the script: the page to lead back to after the next one. */}
          {form.returnTo && <input type="hidden" name={RETURN_FIELD} value={form.returnTo} />}
        </form>
      </div>
      <NewsletterImage apiBase={props.apiBase} />
    </section>
  );
}

/** The block's heading says where the visitor is: the offer, then what happened. */
function Heading({ id, phase }: { id: string; phase: Phase }) {
  const { t } = useLingui();
  const percent = WELCOME_DISCOUNT_PERCENT;
  const offer = t`Subscribe to our newsletter and get ${percent}% off`;
  const outcome =
    phase.name === "signedUp" ? t`Almost done!` : phase.name === "confirmed" ? t`Thank you!` : undefined;
  return <h2 id={id}>{outcome ?? offer}</h2>;
}

/**
 * The success message, in a live region from the start so that it is announced when it arrives;
 * it takes the focus (./use-newsletter-form.ts), so that the keyboard, the screen reader and a
 * phone's scroll position stay with it.
 */
function StatusMessage({ phase, statusRef }: { phase: Phase; statusRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useLingui();
  const percent = WELCOME_DISCOUNT_PERCENT;
  const email = phase.name === "signedUp" ? phase.email : "";
  // The address stays whole on its line where it fits (newsletter-signup.css, `.address`).
  const message =
    phase.name === "signedUp" ? (
      <Trans>
        We have sent an e-mail to <span className="address">{email}</span>. Please confirm your sign-up with
        the link in it.
      </Trans>
    ) : phase.name === "confirmed" ? (
      t`Your newsletter sign-up is confirmed and your ${percent}% voucher is on its way to you.`
    ) : undefined;
  return (
    <div ref={statusRef} part="success" role="status" tabIndex={-1}>
      {message && (
        <Notification state="success" isInLiveRegion>
          {message}
        </Notification>
      )}
    </div>
  );
}

/**
 * The notes below the button, the form's small print: what the asterisks mean (every asterisk the
 * form shows is explained, the e-mail field's from the start), the double opt-in and the voucher,
 * the sample newsletter, the Turkish pages.
 */
function Hints({ config, hasRequiredNote }: { config: NewsletterSite; hasRequiredNote: boolean }) {
  const { t } = useLingui();
  const percent = WELCOME_DISCOUNT_PERCENT;
  const months = config.voucherValidityMonths ?? 0;
  return (
    <div className="hints">
      {hasRequiredNote && <p className="note">{t`* Required field`}</p>}
      <p>
        {t({
          comment: "Double opt-in, said before the sign-up is sent.",
          message: `Next, we send you an e-mail with a confirmation link: once you confirm it, your sign-up is complete and your ${percent}% welcome voucher is on its way.`,
        })}
        {months > 0 &&
          ` ${t`The voucher is valid for ${plural(months, { one: "# month", other: "# months" })} from the confirmation of your sign-up.`}`}
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
          <a className="own-line" href={config.commercialMessages.newsletterInfoPage}>
            {t({
              comment: "Newsletter information. Turkey only: the page about the e-newsletter.",
              message: "Newsletter information",
            })}
          </a>
        </p>
      )}
    </div>
  );
}

/** No person can reach it: off-screen, inert, hidden from screen readers, never autofilled. A bot fills it. */
function Honeypot({ value, onChange }: NewsletterForm["honeypot"]) {
  return (
    <div className="honeypot" aria-hidden="true" inert>
      <input
        type="email"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The decorative image beside the form: one source offering both files by their widths (the
 * browser takes what the slot needs in device pixels), from 767 px of the viewport; narrower, no
 * source matches and, with no `src` of its own, nothing is downloaded. Its addresses are absolute,
 * on the services' origin: a relative one would follow the page's `<base href>`. Where it shows,
 * and how it is cut, is the stylesheet's (newsletter-signup.css).
 */
function NewsletterImage({ apiBase }: { apiBase: string | undefined }) {
  const { medium } = NEWSLETTER_IMAGES;
  // Rendered on the server, the addresses are made with the origin the server was given.
  const origin = useAddressOrigin(apiBase);
  const { slot, isInPage } = useSlotInPage();
  const srcSet = Object.values(NEWSLETTER_IMAGES)
    .map(({ file, width }) => `${origin}${NEWSLETTER_IMAGE_PATH}${file} ${width}w`)
    .join(", ");
  return (
    <picture part="image" ref={slot}>
      {isInPage && (
        <>
          <source media={NEWSLETTER_IMAGE_MEDIA} srcSet={srcSet} sizes={NEWSLETTER_IMAGE_SIZES} />
          <img width={medium.width} height={medium.height} alt="" loading="lazy" decoding="async" />
        </>
      )}
    </picture>
  );
}

/**
 * Whether the picture's slot has been in the page: the files are offered only from then on.
 * Chromium keeps a `<source media>` or an image with a `srcset` that was made but never put into
 * a page alive for the document's life, and with it everything it references: a render React
 * drops, or one it commits while the element is out of the page (a Turbo visit replaced it).
 * The server's markup has them from the start; in the browser they come in the render right
 * after the picture is first attached in the page, in the same task: before anything is painted.
 */
function useSlotInPage() {
  const [isInPage, setIsInPage] = useState(useIsPrerendered());
  // Called as the picture is attached, and again each time the element is back in the page
  // (React's Activity made visible).
  const slot = (picture: HTMLPictureElement | null) => {
    if (picture?.isConnected) setIsInPage(true);
  };
  return { slot, isInPage };
}
