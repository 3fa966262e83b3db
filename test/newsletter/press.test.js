/**
 * A click lands where the visitor pressed — no control moves between pointer-down and
 * pointer-up. An error that shows is checked again on every change and leaves as soon as the
 * value is valid, so leaving the corrected field moves nothing; and what leaving a field changes
 * (its check on blur; the double-opt-in banner, which hides once the e-mail field has the focus)
 * waits until the press that moved the focus is over. Real presses (sendMouse) at the coordinates
 * the control had before the blur.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { resetMouse, sendMouse } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import {
  $,
  SUBSCRIBE_PATH,
  blur,
  control,
  errorOf,
  fillValid,
  mountForm,
  nextRender,
  requestsTo,
  setValue,
  submitButton,
  typeInto,
} from "../helpers/newsletter.js";

beforeEach(() => standIn.reset());
afterEach(async () => {
  await resetMouse();
  unmountAll();
});

/** Where `element` is now: scrolled into view, then its centre in viewport coordinates. */
function centreOf(element) {
  element.scrollIntoView({ block: "center" });
  const { left, top, width, height } = element.getBoundingClientRect();
  return [Math.round(left + width / 2), Math.round(top + height / 2)];
}

/** Presses and releases the primary button at `position`, as a mouse does. */
async function pressAt(position) {
  await sendMouse({ type: "move", position });
  await sendMouse({ type: "down" });
  await nextRender();
  await sendMouse({ type: "up" });
}

/** An e-mail address that failed its check on blur, then corrected by typing. */
async function correctAnInvalidEmail(form) {
  const email = control(form, "newsletterEmail");
  setValue(email, "");
  await typeInto(email, "anna@");
  await blur(email);
  expect(errorOf(form, email)).to.not.equal(null);
  await typeInto(email, "example.com");
  await nextRender();
  expect(email.getAttribute("aria-invalid"), "corrected").to.equal(null);
  return email;
}

describe("<newsletter-signup>: clicks land where pressed after an e-mail address is corrected", () => {
  it("tr: a click on the commercial-message consent ticks it", async () => {
    const form = await mountForm('site="tr"');
    await fillValid(form, "tr");
    const consent = control(form, "legals");
    consent.click(); // not yet ticked: the visitor's click is to tick it
    await correctAnInvalidEmail(form);
    const position = centreOf(consent);
    const before = consent.getBoundingClientRect().top;
    await pressAt(position);
    await nextRender();
    expect(consent.checked, "the consent is ticked").to.equal(true);
    expect(consent.getBoundingClientRect().top).to.equal(before);
  });

  for (const site of ["de", "tr"]) {
    it(`${site}: a click on 'Subscribe' signs up`, async () => {
      const form = await mountForm(`site="${site}"`);
      await fillValid(form, site);
      await correctAnInvalidEmail(form);
      await pressAt(centreOf(submitButton(form)));
      await waitUntil(() => $(form, "[part=success]").textContent !== "", "the sign-up was not sent");
      expect(await requestsTo(SUBSCRIBE_PATH, "POST")).to.have.length(1);
    });
  }
});

describe("<newsletter-signup>: what a blur changes waits for the end of the press", () => {
  it("tr: a click on the consent straight from an invalid address ticks it; the error shows after it", async () => {
    const form = await mountForm('site="tr"');
    await fillValid(form, "tr");
    const consent = control(form, "legals");
    consent.click();
    const email = control(form, "newsletterEmail");
    setValue(email, "");
    await typeInto(email, "anna@");
    await nextRender();
    const before = consent.getBoundingClientRect().top;
    await pressAt(centreOf(consent));
    await waitUntil(() => email.getAttribute("aria-invalid") === "true", "the blur's check never ran");
    expect(consent.checked, "the consent is ticked").to.equal(true);
    expect(errorOf(form, email)).to.equal("Lütfen geçerli bir e-posta adresi girin.");
    expect(consent.getBoundingClientRect().top, "the error moved it afterwards").to.be.greaterThan(before);
  });

  it("the double-opt-in banner stays while the e-mail field is pressed, and goes after", async () => {
    const form = await mountForm('site="de" subscriber-token="expired-doi-token"');
    await waitUntil(() => $(form, "[part=doi-error]"), "no double-opt-in error");
    const email = control(form, "newsletterEmail");
    const position = centreOf(email);
    await sendMouse({ type: "move", position });
    await sendMouse({ type: "down" });
    await nextRender();
    expect(form.shadowRoot.activeElement === email, "the press focused the field").to.equal(true);
    expect($(form, "[part=doi-error]"), "the banner above the field stays under the press").to.not.equal(
      null,
    );
    await sendMouse({ type: "up" });
    await waitUntil(() => !$(form, "[part=doi-error]"), "the banner never went");
  });
});
