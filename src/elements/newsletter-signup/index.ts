import * as ui from "../../ui/styles";
import { defineElement, type ShopElement } from "../define";
import { NewsletterSignup, newsletterAttributes } from "./newsletter-signup";
import styles from "./newsletter-signup.css";

/**
 * The newsletter sign-up form (spec §2 "Newsletter sign-up form"): the fields of the site, validated
 * on blur; the sign-up call; the double-opt-in confirmation of a `subscriber-token`; prefilled for
 * a logged-in customer (LoginToken cookie). A sign-up pushes `{event: "sign_up", subject: "newsletter",
 * origin}` to `window.dataLayer`.
 *
 * @tag newsletter-signup
 * @attr {de|at|ch|ch_fr|pl|cz|hu|sk|tr} site - The country site. Required; any other value logs an error and renders nothing.
 * @attr {de-DE|de-AT|de-CH|fr-CH|cs-CZ|hu-HU|sk-SK|tr-TR|pl-PL} lang - The interface language. Default: the site's locale.
 * @attr {string} api-base - Absolute origin of the shop's services. Default: the page's origin.
 * @attr {string} origin - The subscriber request's origin. Default: "onsite".
 * @attr {string} origin-addition - The subscriber request's originAddition. Default: "subsite".
 * @attr {boolean} internal - Sends to /api/internal/ instead of /api/private/. Default: false.
 * @attr {string} subscriber-token - A double-opt-in token to confirm. Default: the page URL's subscriberToken parameter.
 * @fires shop-ready - The form has rendered in its locale. Detail: `{ site, locale }`.
 * @fires shop-newsletter-subscribed - The newsletter service accepted a sign-up (not fired for a bot's honeypot). Detail: `{ site, origin }`; never the e-mail address.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart form - The sign-up form (hidden after a sign-up or a confirmed double opt-in).
 * @csspart button - The submit button.
 * @csspart success - The success message (a live region).
 * @csspart doi-error - The invalid double-opt-in link message.
 * @csspart legal - The legal notice panel.
 * @csspart image - The newsletter image (shown from 767 px).
 * @cssproperty --shop-color-primary - The submit button. Default: #1f5f8b.
 * @cssproperty --shop-color-error - Error texts and borders. Default: #b00020.
 * @cssproperty --shop-color-success - The success message's accent. Default: #1e7b34.
 * @cssproperty --shop-color-surface - The block's background. Default: #f4f1ed.
 * @cssproperty --shop-space - The block's padding and gaps. Default: 1rem.
 * @cssproperty --shop-font-family - Font. Default: inherited from the page.
 */
defineElement({
  tag: "newsletter-signup",
  attributes: newsletterAttributes,
  component: NewsletterSignup,
  // The widgets the form shows, with those inside them (newsletter-signup.tsx, src/ui).
  styles: [
    ui.icon,
    ui.spinner,
    ui.button,
    ui.iconButton,
    ui.notification,
    ui.formLabel,
    ui.inputField,
    ui.checkbox,
    ui.select,
    ui.expansionPanel,
    styles,
  ],
});

export interface NewsletterSignupElement extends ShopElement {
  origin: string;
  originAddition: string;
  internal: boolean;
  subscriberToken: string;
}

declare global {
  interface HTMLElementTagNameMap {
    "newsletter-signup": NewsletterSignupElement;
  }
}
