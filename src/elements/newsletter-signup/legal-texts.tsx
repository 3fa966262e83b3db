import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo, type ReactNode } from "react";
import type { DataController } from "../../config/controller";
import { collectedPersonalData, type NewsletterSite } from "../../config/newsletter";

/*
 * What the form says in law: the consents' texts and the data protection notice's first layer,
 * before the submit button. The first layer names the controller, once; the consents say what
 * the visitor agrees to and do not repeat it. The full notice is the shop's privacy policy's
 * (docs/texts.md). The controller's name and privacy contact are placeholders filled from the
 * site's `controller` in src/config/sites.ts, never catalog text. The rules the catalogs are
 * checked by (scripts/catalog-rules.mjs) find these texts by the first sentence of their
 * comments; the wording per country is in docs/texts.md.
 */

/**
 * The data-processing consent, the one the newsletter rests on: to receive it by e-mail, about
 * the shop's products, and to the processing of exactly the personal data the form collects,
 * keyed as `collectedPersonalData()` writes it: the name "where given" where the names are
 * optional, outright where they are required. Each text's comment repeats its key:
 * `npm run i18n:check` fails when a site's form has no text or a translation leaves a field out.
 */
const DATA_PROCESSING_TEXTS: Record<string, MessageDescriptor> = {
  email: msg({
    comment:
      "Data-processing consent. Required: to receive the newsletter by e-mail, about the shop's products, and to the processing of the fields named. The first layer below it names the controller: this text does not. Names the fields: email",
    message:
      "I would like to receive the newsletter with offers and news about coffee, fashion, home and household goods by e-mail, and agree to my e-mail address being processed for it.",
  }),
  "email salutation? firstName? lastName?": msg({
    comment:
      "Data-processing consent. Required: to receive the newsletter by e-mail, about the shop's products, and to the processing of the fields named. The first layer below it names the controller: this text does not. Names the fields: email salutation? firstName? lastName?",
    message:
      "I would like to receive the newsletter with offers and news about coffee, fashion, home and household goods by e-mail, and agree to my e-mail address and, where given, my salutation and name being processed for it.",
  }),
  "email salutation firstName lastName": msg({
    comment:
      "Data-processing consent. Required: to receive the newsletter by e-mail, about the shop's products, and to the processing of the fields named. The first layer below it names the controller: this text does not. Names the fields: email salutation firstName lastName",
    message:
      "I would like to receive the newsletter with offers and news about coffee, fashion, home and household goods by e-mail, and agree to my e-mail address, salutation, first name and last name being processed for it.",
  }),
};

/** The consents' texts, their checkboxes' labels, on this site. */
export function useConsentTexts(config: NewsletterSite) {
  const { t, i18n } = useLingui();
  // Every site that shows the consent has its text: the catalog check fails otherwise.
  const text = DATA_PROCESSING_TEXTS[collectedPersonalData(config.fields)];
  return {
    hasCommercialMessageConsent: (
      <Trans comment="Commercial-message consent. Turkey only: the approval under law no. 6563, naming what is advertised; the first layer below it names the sender.">
        I agree to receive <a href={config.commercialMessages?.consentPage}>commercial electronic messages</a>{" "}
        by e-mail about coffee, fashion, home and household goods and about campaigns.
      </Trans>
    ),
    hasDataProcessingConsent: text ? i18n._(text) : "",
    hasPersonalisedOffersConsent: t({
      comment:
        "Personalised-offers consent. Optional. Profiling: worded as a consent, naming the data used: which newsletters are opened and which links clicked (recorded with a tracking pixel and personalised links, a consent to reading the device in Germany, section 25 of the TDDDG, its telecommunications data protection act) and the purchases in the shop.",
      message:
        "I also agree that which newsletters I open and which links in them I click (tracking pixel, personalised links) is recorded and analysed together with my purchases in the shop for personalised offers.",
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
 * The data protection notice's first layer, before the submit button and in no panel, short
 * enough to be read there (at most 60 words, 80 in Turkey: `npm run i18n:check` counts them):
 * who is responsible, the purposes, the legal basis, the minimum age, how each consent is
 * withdrawn, one sentence pointing to the rights and the complaint to a supervisory authority,
 * and the link to the full notice, which holds everything else and is kept once, in the shop's
 * privacy policy (docs/texts.md has each locale's text). It depends on the site and the link
 * only, so it is memoized: the form renders anew at every key and submit, this text only when the
 * site, the language or the link changes.
 */
export const FirstLayer = memo(function FirstLayer({
  config,
  controller: company,
  privacyNotice,
}: FirstLayerProps) {
  const { minimumAge } = config;
  const { name: controller, privacyContact } = company;
  return (
    <p part="first-layer">
      <Trans comment="First layer. The data protection notice's first layer, before the submit button, below the consents, at most 60 words as rendered (80 in Turkey): the controller, purposes, legal basis and minimum age after labels, separated by semicolons (a company's name may end in a full stop), the purposes (the newsletter; with the second consent, personalised offers), the legal basis under the law of the locale's country (GDPR Art. 6(1)(a) in the EU; consent under the Swiss FADP and UWG Art. 3(1)(o); in Turkey the subscription, KVKK Art. 5(2)(c), the İYS upload, Art. 5(2)(ç), and explicit consent for the profiling), the minimum age, that each consent can be withdrawn at any time, free of charge and with effect for the future, and how; one sentence pointing to the rights with the complaint to a supervisory authority; the link to the full notice in the shop's privacy policy.">
        Controller: {controller}; purposes: the newsletter and, with your second consent, personalised offers;
        legal basis: your consent (Art. 6(1)(a) GDPR); minimum age: {minimumAge}. You can withdraw your
        consents at any time, free of charge, with effect for the future: with the link in every newsletter or
        at <a href={`mailto:${privacyContact}`}>{privacyContact}</a>. Your rights, including a complaint to a
        supervisory authority: <a href={privacyNotice}>data protection notice</a>.
      </Trans>
      {config.commercialMessages && (
        <>
          {" "}
          <Trans comment="Withdrawal through İYS. Turkey only: the approval under law no. 6563 can also be withdrawn through the Message Management System.">
            You can also refuse commercial electronic messages through İYS.
          </Trans>
        </>
      )}
    </p>
  );
});
