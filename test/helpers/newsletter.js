/**
 * Helpers for the <newsletter-signup> tests: driving its form as a visitor does (real key
 * presses where typing matters) and reading what the stand-in received.
 *
 * Compare elements as booleans (`expect(a === b).to.equal(true)`), not with `.equal(element)`:
 * a failing comparison makes the runner serialise both elements with their React internals,
 * which hangs the page instead of reporting the failure.
 */
import { waitUntil } from "./wait.js";
import { sendKeys } from "@web/test-runner-commands";
import { SITE_TABLE, afterRenderingUpdate, mount } from "./page.js";
import { standIn } from "./stand-in.js";

export const SUBSCRIBE_PATH = "/service/newsletter/api/private/newsletter-subscribers";

/** Mounts a form; `attributes` is the rest of the tag, e.g. `site="hu" origin="footer"`. */
export function mountForm(attributes = 'site="de"') {
  return mount(`<newsletter-signup ${attributes}></newsletter-signup>`);
}

/** An element of the form's shadow root by CSS selector. */
export const $ = (form, selector) => form.shadowRoot.querySelector(selector);
export const $$ = (form, selector) => [...form.shadowRoot.querySelectorAll(selector)];

/** The form's control named `name` (newsletterEmail, salutation, firstName, lastName, legals). */
export const control = (form, name) => $(form, `form [name="${name}"]`);

/** Waits until `selector` is in the shadow root and returns it. */
export async function find(form, selector) {
  await waitUntil(() => $(form, selector), `${selector} never appeared`, { timeout: 5000 });
  return $(form, selector);
}

/**
 * Whether the extra fields show: while a field of the form has the focus, or holds a value, a
 * tick or an error (the stylesheet's rule). Until then they take no room.
 */
export const isOpen = (form) => $(form, ".extras").checkVisibility();

/** Whether a control shows and can be reached: in sight, in no inert part. */
export const isShown = (element) =>
  element.checkVisibility({ visibilityProperty: true }) && !element.closest("[inert]");

/** Focuses a field, which shows the extra fields (names, salutation, consents), and waits for them. */
export async function expand(form) {
  control(form, "newsletterEmail").focus();
  await waitUntil(() => isOpen(form), "the extra fields never appeared", { timeout: 5000 });
}

/** Types into a field with real key presses, as a visitor does. */
export async function typeInto(input, text) {
  input.focus();
  await sendKeys({ type: text });
}

/** Sets a value as autofill or a script would (no key presses), for React to see. */
export function setValue(input, value) {
  const { set } = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value");
  set.call(input, value);
  input.dispatchEvent(new Event(input.localName === "select" ? "change" : "input", { bubbles: true }));
}

/** Visits `input` and leaves it, which runs its validation (fields are checked on blur). */
export async function blur(input) {
  input.focus();
  await nextRender();
  input.blur();
  await nextRender();
}

export const nextRender = () => afterRenderingUpdate();

/** The text of the error tied to `input` through aria-describedby, or null. */
export function errorOf(form, input) {
  const id = input.getAttribute("aria-describedby");
  return id ? (form.shadowRoot.getElementById(id)?.textContent ?? null) : null;
}

export const submitButton = (form) => $(form, "button[type=submit]");

/** The requests the stand-in received for `path` (a substring), optionally only one method. */
export async function requestsTo(path, method) {
  return (await standIn.requests()).filter(
    (entry) => entry.path.includes(path) && (!method || entry.method === method),
  );
}

/** The data-processing consent's checkbox, or null where the form does not show it. */
export const dataProcessingConsent = (form) =>
  $(form, 'form input[name="consents"][value="DATA_PROCESSING"]');

/** The personalised-offers consent's checkbox. */
export const personalisedOffersConsent = (form) => $(form, 'form input[name="consents"][value="DNE"]');

/**
 * Fills the fields a site requires with valid values and ticks its required consents: what the
 * site table's field rules mark as required (the salutation and names in Hungary, the
 * commercial-message consent in Turkey), and the data-processing consent wherever it shows.
 */
export async function fillValid(form, site, email = "max.muster@example.com") {
  const { fields } = SITE_TABLE[site].newsletter;
  await expand(form);
  setValue(control(form, "newsletterEmail"), email);
  if (fields.salutation === "required") setValue(control(form, "salutation"), "MRS");
  if (fields.firstName === "required") setValue(control(form, "firstName"), "Anna");
  if (fields.lastName === "required") setValue(control(form, "lastName"), "Kovács");
  if (fields.hasCommercialMessageConsent === "required") control(form, "legals").click();
  const dataProcessing = dataProcessingConsent(form);
  if (dataProcessing && !dataProcessing.checked) dataProcessing.click();
  await nextRender();
}

/** Creates a subscriber waiting for its double opt-in, as the sign-up would, and returns its token. */
export async function createSubscriber(site = "de", email = "doi.test@example.com") {
  const response = await fetch(SUBSCRIBE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Hunter-Site": site },
    body: JSON.stringify({ email, consents: [], origin: "onsite", originAddition: "subsite" }),
  });
  return (await response.json()).subscriberToken;
}

/** Sets or clears the LoginToken cookie, by which the form recognises a logged-in customer. */
export function setLoginCookie(isLoggedIn) {
  const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIiwibGlkIjp0cnVlfQ.c2lnbmF0dXJl";
  document.cookie = isLoggedIn ? `LoginToken=${token}; Path=/` : "LoginToken=; Path=/; Max-Age=0";
}
