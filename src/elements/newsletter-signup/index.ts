import * as ui from "../../ui/styles";
import { defineElement, type ShopElement } from "../define";
import { NewsletterSignup } from "./newsletter-signup";
import { newsletterAttributes } from "./attributes";
import styles from "./newsletter-signup.css";

/**
 * The newsletter sign-up form (spec §2 "Newsletter sign-up form"): the fields of the site, validated
 * on blur; the sign-up call; the double-opt-in confirmation of a `subscriber-token`; prefilled for
 * a logged-in customer (LoginToken cookie). A sign-up pushes `{event: "sign_up", subject: "newsletter",
 * origin}` to `window.dataLayer`.
 *
 * @fires shop-ready - The form has rendered in its locale. Detail: `{ site, locale }`.
 * @fires shop-newsletter-subscribed - The newsletter service accepted a sign-up (not fired for a bot's honeypot). Detail: `{ site, origin }`; never the e-mail address.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart form - The sign-up form (hidden after a sign-up or a confirmed double opt-in).
 * @csspart button - The submit button.
 * @csspart success - The success message (a live region).
 * @csspart doi-error - The invalid double-opt-in link message.
 * @csspart legal - The legal notice panel.
 * @csspart image - The newsletter image (shown from 767 px).
 * @cssproperty [--shop-color-primary=#1f5f8b] - The submit button.
 * @cssproperty [--shop-color-error=#b00020] - Error texts and borders.
 * @cssproperty [--shop-color-success=#1e7b34] - The success message's accent.
 * @cssproperty [--shop-color-surface=#f4f1ed] - The block's background.
 * @cssproperty [--shop-space=1rem] - The block's padding and gaps.
 * @cssproperty --shop-font-family - Font. Unset: inherited from the page.
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
    ui.expansionPanel,
    styles,
  ],
});

export type NewsletterSignupElement = ShopElement<typeof newsletterAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    "newsletter-signup": NewsletterSignupElement;
  }
}
