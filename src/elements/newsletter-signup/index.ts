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
 * @cssproperty --shop-color-text - Text. Default: #1a1a1a.
 * @cssproperty --shop-color-muted - The hints; field, select and checkbox borders. Default: #5c5c5c.
 * @cssproperty --shop-color-background - Fields and the success message. Default: #ffffff.
 * @cssproperty --shop-color-surface - The block's background. Default: #f4f1ed.
 * @cssproperty --shop-color-border - The legal notice's line. Default: #d6cec3.
 * @cssproperty --shop-color-primary - The submit button and checked boxes. Default: #1f5f8b.
 * @cssproperty --shop-color-on-primary - The button's text and the check mark. Default: #ffffff.
 * @cssproperty --shop-color-link - Links. Default: var(--shop-color-primary).
 * @cssproperty --shop-color-error - Errors: the field's border, the mark and the text. Default: #b00020.
 * @cssproperty --shop-color-success - The success message's bar and check mark. Default: #1e7b34.
 * @cssproperty --shop-color-focus - Focus rings. Default: #1f5f8b.
 * @cssproperty --shop-font-family - Font; `inherit` takes the page's. Default: inherit.
 * @cssproperty --shop-font-size-xs - The error mark. Default: 0.75rem.
 * @cssproperty --shop-font-size-s - Hints and error texts. Default: 0.875rem.
 * @cssproperty --shop-font-size-m - Body text and fields. Default: 1rem.
 * @cssproperty --shop-font-size-l - The heading below 767 px. Default: 1.25rem.
 * @cssproperty --shop-font-size-xl - The heading from 767 px. Default: 1.5rem.
 * @cssproperty --shop-font-weight-bold - The heading, labels, the button. Default: 700.
 * @cssproperty --shop-line-height - Body text. Default: 1.5.
 * @cssproperty --shop-line-height-heading - The heading and the button. Default: 1.25.
 * @cssproperty --shop-space - The base of the spacing scale: the block's padding, the gaps between fields. Default: 1rem.
 * @cssproperty --shop-space-xs - Between a label, its field and its error. Default: calc(var(--shop-space) / 4).
 * @cssproperty --shop-space-s - Between the consents. Default: calc(var(--shop-space) / 2).
 * @cssproperty --shop-space-l - Between the form and the image; the button's side padding. Default: calc(var(--shop-space) * 1.5).
 * @cssproperty --shop-radius - Fields, checkboxes and the button. Default: 4px.
 * @cssproperty --shop-radius-l - The block and the image. Default: 8px.
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
