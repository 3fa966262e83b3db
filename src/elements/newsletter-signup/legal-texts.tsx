import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { memo, type ReactNode } from "react";
import type { DataController } from "../../config/controller";
import {
  PRIVACY_PAGE,
  UNCONFIRMED_SIGN_UP_DELETION_DAYS,
  collectedPersonalData,
  type NewsletterSite,
} from "../../config/newsletter";
import { ExpansionPanel } from "../../ui/expansion-panel/expansion-panel";

/*
 * What the form says in law: the consents' texts, the terms shown with them before the submit
 * button (the minimum age, how each consent is withdrawn) and the data protection notice. The
 * controller's name, address, privacy contact and supervisory authority are placeholders filled
 * from the site's entry in src/config/controller.ts, never catalog text. The rules the catalogs
 * are checked by (scripts/catalog-rules.mjs) find these texts by the first sentence of their
 * comments; the wording per country is in docs/texts.md.
 */

/**
 * The data-processing consent, the one the newsletter rests on: to receive it by e-mail from the
 * controller, about the shop's products, and to the processing of exactly the personal data the
 * form collects, keyed as `collectedPersonalData()` writes it: the name "where given" where the
 * names are optional, outright where they are required. Each text's comment repeats its key:
 * `npm run i18n:check` fails when a site's form has no text or a translation leaves a field out.
 */
const DATA_PROCESSING_TEXTS: Record<string, MessageDescriptor> = {
  email: msg({
    comment:
      "Data-processing consent. Required: to receive the newsletter from the controller, about its products, and to the processing of the fields named. Names the fields: email",
    message:
      "I agree that {controller} sends me its newsletter by e-mail, with offers and news about its products (coffee, fashion, home and household goods), and processes my e-mail address for this purpose.",
  }),
  "email salutation? firstName? lastName?": msg({
    comment:
      "Data-processing consent. Required: to receive the newsletter from the controller, about its products, and to the processing of the fields named. Names the fields: email salutation? firstName? lastName?",
    message:
      "I agree that {controller} sends me its newsletter by e-mail, with offers and news about its products (coffee, fashion, home and household goods), and processes my e-mail address and, where given, my salutation and name for this purpose.",
  }),
  "email salutation firstName lastName": msg({
    comment:
      "Data-processing consent. Required: to receive the newsletter from the controller, about its products, and to the processing of the fields named. Names the fields: email salutation firstName lastName",
    message:
      "I agree that {controller} sends me its newsletter by e-mail, with offers and news about its products (coffee, fashion, home and household goods), and processes my e-mail address, salutation, first name and last name for this purpose.",
  }),
};

/** The consents' texts, their checkboxes' labels, on this site. */
export function useConsentTexts(config: NewsletterSite, { name: controller }: DataController) {
  const { t, i18n } = useLingui();
  // Every site that shows the consent has its text: the catalog check fails otherwise.
  const text = DATA_PROCESSING_TEXTS[collectedPersonalData(config.fields)];
  const dataProcessing = text && { ...text, values: { controller } };
  return {
    hasCommercialMessageConsent: (
      <Trans comment="Commercial-message consent. Turkey only: the approval under law no. 6563, naming the sender and what is advertised.">
        I agree that {controller} sends me{" "}
        <a href={config.commercialMessages?.consentPage}>commercial electronic messages</a> by e-mail about
        its products (coffee, fashion, home and household goods) and campaigns.
      </Trans>
    ),
    hasDataProcessingConsent: dataProcessing ? i18n._(dataProcessing) : "",
    hasPersonalisedOffersConsent: t({
      comment:
        "Personalised-offers consent. Optional. Profiling: worded as a consent, as the others are, naming the controller.",
      message: `I also agree that ${controller} analyses how I use the newsletter and what I buy, so that it can send me personalised offers.`,
    }),
  } satisfies Record<string, ReactNode>;
}

interface LegalProps {
  config: NewsletterSite;
  controller: DataController;
}

/**
 * With the consents, before the submit button and in no panel: the minimum age, and that each
 * consent can be withdrawn at any time, as easily as it was given, and how. Like the notice below,
 * it depends on the site only, so it is memoized: the form renders anew at every focus, key and
 * submit (bench:inp), these long texts only when the site or the language changes.
 */
export const ConsentTerms = memo(function ConsentTerms({ config, controller }: LegalProps) {
  const { minimumAge } = config;
  const { privacyContact } = controller;
  return (
    <p className="hint terms">
      <Trans comment="Withdrawal and age. Shown before the submit button: the minimum age; that each consent can be withdrawn at any time, free of charge, with effect for the future and as easily as it was given; and how (the two links in every newsletter, the privacy contact's e-mail address).">
        You must be at least {minimumAge} years old to sign up. You can withdraw your consents at any time,
        free of charge and with effect for the future, as easily as you gave them: the unsubscribe link in
        every newsletter ends the newsletter and the personalised offers, the link beside it only the
        personalised offers. Or write to <a href={`mailto:${privacyContact}`}>{privacyContact}</a>.
      </Trans>
      {config.commercialMessages && (
        <>
          {" "}
          <Trans comment="Withdrawal through İYS. Turkey only: the approval under law no. 6563 can also be withdrawn through the Message Management System.">
            You can also refuse commercial electronic messages at any time, free of charge, through the
            Message Management System (İYS).
          </Trans>
        </>
      )}
    </p>
  );
});

/**
 * The data protection notice, collapsed below the button: the controller, the purposes and legal
 * basis, the recipients, how long the data are kept, the data subject's rights and the
 * supervisory authority.
 */
export const PrivacyNotice = memo(function PrivacyNotice({ controller: company }: LegalProps) {
  const { t } = useLingui();
  const { name: controller, address, privacyContact, supervisoryAuthority: authority } = company;
  const days = UNCONFIRMED_SIGN_UP_DELETION_DAYS;
  return (
    <div part="legal">
      <ExpansionPanel title={t`Data protection notice`}>
        <p>
          <Trans comment="Controller. The company responsible for the data, its address and its privacy contact, all from the site's configuration.">
            Controller: {controller}, {address}. Contact for data protection questions:{" "}
            <a href={`mailto:${privacyContact}`}>{privacyContact}</a>
          </Trans>
        </p>
        <p>
          <Trans comment="Purposes and legal basis. Name the legal basis under the law of the locale's country: GDPR Art. 6(1)(a) in the EU; consent under the Swiss FADP; in Turkey the approval under law no. 6563 with KVKK Art. 5(2)(a) for the newsletter, explicit consent (KVKK Art. 5(1)) for the personalised offers.">
            We process your e-mail address and any other details you give here to send you our newsletter and,
            if you agree to it, to analyse how you use it and what you buy so that we can choose offers for
            you. The legal basis is your consent (Art. 6(1)(a) GDPR). Service providers who send the
            newsletter for us process the data only on our instructions. Giving your details is voluntary;
            without an e-mail address we cannot send you the newsletter.
          </Trans>
        </p>
        <p>
          <Trans comment="Retention. Unconfirmed sign-ups are deleted after the days given; then the data are kept until the consent is withdrawn.">
            We delete sign-ups that are not confirmed within{" "}
            <Plural value={days} one="# day" other="# days" />. Otherwise we keep your details until you
            withdraw your consent or unsubscribe.
          </Trans>
        </p>
        <p>
          <Trans comment="Rights. The data subject's rights under the law of the locale's country (GDPR Art. 15 to 21 and 77; the Swiss FADP; KVKK Art. 11, where a complaint to the Board follows an application to the controller) and the supervisory authority, a name from the site's configuration written after a label.">
            You have the right of access to your data, to rectification, erasure and restriction of processing
            and to data portability, and you can object at any time to their use for direct marketing. You can
            also complain to a data protection supervisory authority. Supervisory authority responsible for
            us: {authority}. Details are in our <a href={PRIVACY_PAGE}>privacy policy</a>.
          </Trans>
        </p>
      </ExpansionPanel>
    </div>
  );
});
