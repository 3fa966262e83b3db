import { defineElement, type ShopElement } from "../define";
import { IS_SERVER_MODULE } from "../element-definition";
import { newsletterAttributes } from "./attributes";
import hostCss from "./host.css";

/**
 * The newsletter sign-up form: the fields of the site, validated
 * on blur; the sign-up call; the double-opt-in confirmation of a `subscriber-token`; prefilled for
 * a logged-in customer (LoginToken cookie). A sign-up pushes `{event: "sign_up", subject: "newsletter",
 * origin}` to `window.dataLayer`.
 *
 * @fires shop-ready - The form has rendered in its locale. Detail: `{ site, locale }`.
 * @fires shop-newsletter-subscribed - The newsletter service accepted a sign-up (not fired for a bot's honeypot). Detail: `{ site, origin }`; never the e-mail address.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart form - The sign-up form (gone after a sign-up or a confirmed double opt-in: the success message takes its place).
 * @csspart button - The submit button.
 * @csspart success - The success message (a live region), in the form's place; the heading above it then says what happened.
 * @csspart doi-error - The invalid double-opt-in link message.
 * @csspart first-layer - The data protection notice's first layer above the button, with the link to the full notice (`privacy-notice`).
 * @csspart image - The newsletter image (beside the form from --breakpoint-form-image of the element's width; left out after a sign-up).
 * @cssproperty --shop-newsletter-height - The form's least height (none unless set): set to its height on the page, it arrives without moving what follows it (README, "Embedding").
 * @cssproperty [--shop-color-text=#1a1a1a] - Text.
 * @cssproperty [--shop-color-muted=#5c5c5c] - The hints; field, select and checkbox borders.
 * @cssproperty [--shop-color-background=#ffffff] - Fields and the success message.
 * @cssproperty [--shop-color-surface=#f4f1ed] - The block's background.
 * @cssproperty [--shop-color-primary=#1f5f8b] - The submit button and checked boxes.
 * @cssproperty [--shop-color-on-primary=#ffffff] - The button's text and the check mark.
 * @cssproperty [--shop-color-link=var(--shop-color-primary)] - Links.
 * @cssproperty [--shop-color-error=#b00020] - Errors: the field's border, the mark and the text.
 * @cssproperty [--shop-color-success=#1e7b34] - The success message's bar and check mark.
 * @cssproperty [--shop-color-focus=#1f5f8b] - Focus rings.
 * @cssproperty [--shop-font-family=-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif] - Font: the theme's sans-serif system stack; `inherit` takes the page's.
 * @cssproperty [--shop-font-size=max(1rem, 16px)] - The base size, the body text's: at least 16 px whatever a page sets its root to, larger with a larger root (the visitor's preference). Every other font size, space and size is a multiple of it; `1rem` makes them follow the page's root.
 * @cssproperty [--shop-font-size-xs=calc(var(--shop-font-size) * 0.75)] - The error mark.
 * @cssproperty [--shop-font-size-s=calc(var(--shop-font-size) * 0.875)] - Hints and error texts.
 * @cssproperty [--shop-font-size-m=var(--shop-font-size)] - Body text and fields.
 * @cssproperty [--shop-font-size-l=calc(var(--shop-font-size) * 1.25)] - The heading below --breakpoint-form-image of the element's width.
 * @cssproperty [--shop-font-size-xl=calc(var(--shop-font-size) * 1.5)] - The heading from --breakpoint-form-image of the element's width.
 * @cssproperty [--shop-font-weight-bold=700] - The heading, labels, the button.
 * @cssproperty [--shop-line-height=1.5] - Body text.
 * @cssproperty [--shop-line-height-heading=1.25] - The heading and the button.
 * @cssproperty [--shop-line-height-s=1.4] - The small print: the consents, the first layer, the notes below the button.
 * @cssproperty [--shop-space=var(--shop-font-size)] - The base of the spacing scale: the block's padding, the gaps between fields.
 * @cssproperty [--shop-space-xs=calc(var(--shop-space) / 4)] - Between a label, its field and its error.
 * @cssproperty [--shop-space-s=calc(var(--shop-space) / 2)] - Between the consents.
 * @cssproperty [--shop-space-l=calc(var(--shop-space) * 1.5)] - Between the form and the image; the button's side padding.
 * @cssproperty [--shop-radius=4px] - Fields, checkboxes and the button.
 * @cssproperty [--shop-form-width=calc(var(--shop-font-size) * 36)] - The widest the fields, the button and the messages get; the image takes the rest from --breakpoint-form-image.
 * @cssproperty [--shop-radius-l=8px] - The block and the image.
 */
defineElement({
  tag: "newsletter-signup",
  attributes: newsletterAttributes,
  view: () => import("./view"),
  hostStyles: hostCss,
  // Rendered for a desktop unless the page's server says it renders a phone's page; its form
  // signs up without the script too, posted to the fragment endpoint.
  server: IS_SERVER_MODULE ? { form: () => import("./without-script") } : undefined,
});

export type NewsletterSignupElement = ShopElement<typeof newsletterAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    "newsletter-signup": NewsletterSignupElement;
  }
}
