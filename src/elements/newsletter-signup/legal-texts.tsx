import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, type ReactNode } from "react";
import type { DataController } from "../../config/controller";
import { collectedPersonalData, type NewsletterSite } from "../../config/newsletter";

/*
 * What the form says in law: the consents' texts and the data protection notice's first layer,
 * before the submit button. The full notice is the shop's privacy policy's (docs/texts.md). The
 * controller's name and privacy contact are placeholders filled from the site's `controller`
 * in src/config/sites.ts, never catalog text. The rules the catalogs are checked by
 * (scripts/catalog-rules.mjs) find these texts by the first sentence of their comments; the
 * wording per country is in docs/texts.md.
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
        "Personalised-offers consent. Optional. Profiling: worded as a consent, as the others are, naming the controller and the data used: which newsletters are opened and which links clicked (recorded with a tracking pixel and personalised links, a consent to reading the device in Germany, section 25 of the TDDDG, its telecommunications data protection act) and the purchases in the shop.",
      message: `I also agree that ${controller} records which of its newsletters I open and which links in them I click (with a tracking pixel and personalised links) and analyses this together with my purchases in the shop, so that it can send me personalised offers.`,
    }),
  } satisfies Record<string, ReactNode>;
}

interface FirstLayerProps {
  config: NewsletterSite;
  controller: DataController;
  /** The full notice's address: the element's `privacy-notice`, else the site's. */
  privacyNotice: string;
}

/**
 * The data protection notice's first layer, before the submit button and in no panel: who is
 * responsible, for what and on which legal basis, the minimum age, how each consent is withdrawn,
 * the data subject's rights with the complaint to a supervisory authority, and the link to the
 * full notice, which is kept once, in the shop's privacy policy (docs/texts.md has each locale's
 * text). It depends on the site and the link only, so it is memoized: the form renders anew at
 * every focus, key and submit, this text only when the site, the language or the link changes.
 */
export const FirstLayer = memo(function FirstLayer({
  config,
  controller: company,
  privacyNotice,
}: FirstLayerProps) {
  const { minimumAge } = config;
  const { name: controller, privacyContact } = company;
  const { t } = useLingui();
  return (
    <div part="first-layer">
      <p>
        {t({
          comment:
            "Controller label. The first line of the data protection notice's first layer, before the submit button: the controller after a label (a company's name ends in a full stop or not, so the line has none of its own).",
          message: `Controller: ${controller}`,
        })}
      </p>
      <p>
        <Trans comment="First layer. The data protection notice's first layer, before the submit button, below the line naming the controller: the purposes (the newsletter; with the second consent, personalised offers), the legal basis under the law of the locale's country (GDPR Art. 6(1)(a) in the EU; consent under the Swiss FADP and UWG Art. 3(1)(o); in Turkey the subscription, KVKK Art. 5(2)(c), and the upload to İYS, Art. 5(2)(ç)), the minimum age, that each consent can be withdrawn at any time, free of charge, with effect for the future and as easily as it was given, and how; the data subject's rights with the complaint to a supervisory authority; the link to the full notice in the shop's privacy policy.">
          We send you our newsletter and, if you agree to it, personalised offers; the legal basis is your
          consent (Art. 6(1)(a) GDPR). You must be at least {minimumAge} years old. You can withdraw your
          consents at any time, free of charge and with effect for the future, as easily as you gave them:
          with the unsubscribe link in every newsletter, or by e-mail to{" "}
          <a href={`mailto:${privacyContact}`}>{privacyContact}</a>. You have the right of access,
          rectification, erasure, restriction of processing, objection and data portability, and the right to
          lodge a complaint with a supervisory authority. All details:{" "}
          <a href={privacyNotice}>data protection notice</a>.
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
    </div>
  );
});
