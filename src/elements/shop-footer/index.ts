import { defineElement, type ShopElement } from "../define";
import { IS_SERVER_MODULE } from "../element-definition";
import { isFooterSuppressed } from "./footer-rules";
import { footerAttributes } from "./attributes";
import { contentOf, requestFooterContent } from "../../api/promotion";
import { loadFooterContent, requestAssignmentOnce } from "./footer-content";
import { startSessionRenewal } from "../../session/renewal";
import hostCss from "./host.css";

/**
 * The site footer of every page, on every site: a nested newsletter sign-up, the service teaser groups (columns on desktop, an accordion of buttons below --breakpoint-phone and on MATCH), popular categories, quality logos, social media and app store links, legal links, the view changer, the sales-tax note, the country selector (one disclosure that lists each country's site) and the copyright line. The content comes from SHOP_FOOTER once per page for each site, validated part by part: invalid parts are left out and logged (console.error); without content the view changer and country selector still render. The staff preview panel is nested at the bottom with `preview`. Calls the A/B assignment once per page.
 *
 * @fires shop-ready - The footer has rendered in its locale. Detail: `{ site, locale }`. The nested elements' own shop-ready stays inside the footer.
 * @fires shop-consent-settings - The consent-settings legal link was used. Detail: `{ site }`. Unless a listener cancels it (`preventDefault()`), the footer then opens the consent manager present on the page, the first of `window.UC_UI.showSecondLayer()` (Usercentrics), `window.OneTrust.ToggleInfoDisplay()` (OneTrust), `window.Cookiebot.renew()` (Cookiebot).
 * @fires shop-view-change - The view changer was used. Detail: `{ view: "mobile" | "desktop" }`, the view asked for (MATCH pages offer desktop, the others mobile). Unless a listener cancels it, the footer then sets the cookie `ShopView=<view>` (path /, 30 days, SameSite=Lax, Secure on https pages) for the shop's server to render that view, and reloads the page. Before the script (a prerendered footer) the view changer is a form posted to the fragment endpoint, which sets the same cookie and sends the visitor back; no event then.
 * @csspart base - The wrapper of everything the element renders.
 * @csspart footer - The `<footer>` landmark; `data-layout` is "accordion" or "columns".
 * @csspart view-changer - The view changer button.
 * @csspart countries - The country selector (`<nav>` around a `<details>` whose list of links opens above it).
 * @cssproperty --shop-footer-height - The space the footer holds, invisible, until its content is in (none unless set): set to its height on the page, it arrives without moving the page (README, "Embedding").
 * @cssproperty [--shop-color-text=#1a1a1a] - Text.
 * @cssproperty [--shop-color-muted=#5c5c5c] - The sales-tax note, the copyright line and the country selector's border; the nested form's hints and field borders.
 * @cssproperty [--shop-color-background=#ffffff] - The country selector and its list; the nested form's fields.
 * @cssproperty [--shop-color-surface=#f4f1ed] - The bands' background (newsletter, service teaser, categories, logos and apps); the hovered country.
 * @cssproperty [--shop-color-surface-strong=#e9e3da] - The bottom bar's background (legal links, view changer, sales tax, countries, copyright).
 * @cssproperty [--shop-color-border=#d6cec3] - The lines between the accordion's groups; the country list's border and the flags' hairline.
 * @cssproperty [--shop-color-primary=#1f5f8b] - The teaser groups' icons; the nested form's button and checked boxes.
 * @cssproperty [--shop-color-on-primary=#ffffff] - Text and marks on the primary colour.
 * @cssproperty [--shop-color-link=var(--shop-color-primary)] - Links in running text (the sales-tax note) and the nested form's links.
 * @cssproperty [--shop-color-link-quiet=color-mix(in srgb, var(--shop-color-text) 75%, transparent)] - The links of the footer's lists, the legal links, the countries and the view changer (underlined on hover and focus).
 * @cssproperty [--shop-color-divider=color-mix(in srgb, var(--shop-color-text) 8%, transparent)] - The lines between the bands.
 * @cssproperty [--shop-color-error=#b00020] - The nested form's errors.
 * @cssproperty [--shop-color-success=#1e7b34] - The nested form's success message.
 * @cssproperty [--shop-color-focus=#1f5f8b] - Focus rings.
 * @cssproperty [--shop-font-family=-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif] - Font: the theme's sans-serif system stack; `inherit` takes the page's.
 * @cssproperty [--shop-font-size=max(1rem, 16px)] - The base size, the body text's: at least 16 px whatever a page sets its root to, larger with a larger root (the visitor's preference). Every other font size, space and size is a multiple of it; `1rem` makes them follow the page's root.
 * @cssproperty [--shop-font-size-xs=calc(var(--shop-font-size) * 0.75)] - The smallest text (the error mark).
 * @cssproperty [--shop-font-size-s=calc(var(--shop-font-size) * 0.875)] - Small text: the sales-tax note, the copyright line; the nested form's hints.
 * @cssproperty [--shop-font-size-m=var(--shop-font-size)] - Body text: the teaser groups' headings and introductions.
 * @cssproperty [--shop-font-size-l=calc(var(--shop-font-size) * 1.25)] - The bands' headings.
 * @cssproperty [--shop-font-size-xl=calc(var(--shop-font-size) * 1.5)] - The nested form's heading from --breakpoint-form-image.
 * @cssproperty [--shop-font-weight-bold=700] - Headings, labels, buttons, the current country.
 * @cssproperty [--shop-line-height=1.5] - Body text.
 * @cssproperty [--shop-line-height-heading=1.25] - Headings and buttons.
 * @cssproperty [--shop-space=var(--shop-font-size)] - The base of the spacing scale: the footer's side padding on narrow screens, gaps.
 * @cssproperty [--shop-space-xs=calc(var(--shop-space) / 4)] - The smallest gap: between a group's links, between the legal links' lines.
 * @cssproperty [--shop-space-s=calc(var(--shop-space) / 2)] - Between a group's introduction, links and logos; between the logos; the bottom bar's rows.
 * @cssproperty [--shop-space-l=calc(var(--shop-space) * 1.5)] - Between the teaser groups; the padding of the logos band and the bottom bar.
 * @cssproperty [--shop-space-xl=calc(var(--shop-space) * 2.5)] - The bands' top and bottom padding.
 * @cssproperty [--shop-radius=4px] - The country selector; the nested form's fields and buttons.
 * @cssproperty [--shop-radius-l=8px] - The country list; the nested form's block and image.
 * @cssproperty [--shop-shadow=0 calc(var(--shop-font-size) / 2) calc(var(--shop-font-size) * 2) rgb(0 0 0 / 0.2)] - The country list, which lies over the band above it.
 * @cssproperty [--shop-content-width=calc(var(--shop-font-size) * 77)] - The widest the bands' content gets; it is centred beyond.
 * @cssproperty [--shop-footer-link-size=var(--shop-font-size-s)] - The size of the list links, legal links, countries and the view changer.
 * @cssproperty [--shop-footer-margin=calc(var(--shop-space) * 2)] - The side margin from --breakpoint-phone (the phone's is --shop-space); wider pages centre the content in --shop-content-width.
 * @cssproperty [--shop-footer-row-gap=calc(var(--shop-space) * 3.75)] - Between rows of teaser groups on desktop.
 * @cssproperty [--shop-footer-link-padding=calc(var(--shop-space) * 0.625)] - Above and below each list link on phones (taller targets).
 * @cssproperty [--shop-footer-heading-gap=calc(var(--shop-space) * 0.75)] - Between a teaser group's heading and its first line (introduction or links) on desktop.
 * @cssproperty [--shop-footer-logo-plate=transparent] - Behind each payment and delivery logo: a light colour on a dark theme, whose surface the darker marks (VISA, the customer card) fade into.
 * @cssproperty [--shop-footer-logo-plate-padding=0px] - Around each logo inside its plate: with a plate, a few px make it a tile of even width around every mark.
 * @cssproperty [--shop-footer-logo-height=calc(var(--shop-font-size) * 2.75)] - The height of the payment and delivery logos where the column has room (their width follows the files' 3:2; narrower columns shrink them alike, four to a row).
 */
defineElement({
  tag: "shop-footer",
  attributes: footerAttributes,
  view: () => import("./view"),
  hostStyles: hostCss,
  // The content is asked for as soon as the footer is in the page, before React renders it.
  startRequests: ({ site, apiBase, hunterContent }) => {
    if (!isFooterSuppressed(hunterContent)) void loadFooterContent({ site, apiBase });
  },
  // Page-level work, whether the footer has hydrated or not: the login-token renewal (once per
  // page, not on MATCH or TABLET) and, unless the page suppresses the footer, the A/B assignment.
  whileInPage: ({ site, apiBase, platform, hunterContent }) => {
    if (!isFooterSuppressed(hunterContent)) requestAssignmentOnce({ site, apiBase });
    return startSessionRenewal({ site, apiBase, platform });
  },
  server: IS_SERVER_MODULE
    ? {
        // A phone page (MATCH) shows the accordion, whatever the width the server cannot know.
        viewport: ({ platform }) => (platform === "MATCH" ? "phone" : "desktop"),
        // The content of its site, shared by every footer of the site; none when the page suppresses it.
        data: {
          keyOf: ({ site, apiBase, hunterContent }) =>
            isFooterSuppressed(hunterContent) ? undefined : `${site} ${apiBase ?? ""}`.trim(),
          // The promotion service's one client, at the configured origin, with the fragment's time-out.
          fetch: async ({ site, apiBase }, origin, timeoutMs) => {
            const answer = await requestFooterContent({ site, apiBase: apiBase ?? origin }, { timeoutMs });
            if (answer.kind === "failed") throw new Error(answer.problem, { cause: answer.error });
            return contentOf(answer) ?? null;
          },
          read: async (raw, { site }, log) =>
            (await import("./shop-footer.schema")).parseFooterContent(raw, site, log) ?? null,
        },
        // The view changer posted without the script: the cookie the script sets, and back to the page.
        form: () => import("./without-script"),
      }
    : undefined,
});

export type ShopFooterElement = ShopElement<typeof footerAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    "shop-footer": ShopFooterElement;
  }
}
