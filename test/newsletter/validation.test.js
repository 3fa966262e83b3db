/**
 * <newsletter-signup>: the form's validation rules, per site where they differ, run on blur;
 * errors tied to their fields; an invalid submit sends nothing and focuses the first invalid
 * field after 100 ms.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { sendKeys } from "@web/test-runner-commands";
import { SITE_TABLE, SITES, unmountAll } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { standIn } from "../helpers/stand-in.js";
import {
  $,
  $$,
  blur,
  control,
  dataProcessingConsent,
  errorOf,
  expand,
  fillValid,
  mountForm,
  nextRender,
  personalisedOffersConsent,
  requestsTo,
  setValue,
  submitButton,
  typeInto,
  SUBSCRIBE_PATH,
} from "../helpers/newsletter.js";

const GERMAN = {
  emailRequired: "Die E-Mail-Adresse ist ein Pflichtfeld.",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  invalidCharacters: "Dieses Feld enthält ungültige Zeichen.",
  tooLong: "Bitte geben Sie höchstens 40 Zeichen ein.",
};

/** The sites whose form shows the data-processing consent, by the site table's fields. */
const CONSENTING_SITES = SITES.filter(
  (site) => "hasDataProcessingConsent" in SITE_TABLE[site].newsletter.fields,
);
/** The sites whose form asks for names. */
const NAMED_SITES = SITES.filter((site) => "firstName" in SITE_TABLE[site].newsletter.fields);

/** Letters of every alphabet the sites use, and each sign a name may contain. */
const VALID_NAMES = [
  "Müller-Lüdenscheidt",
  "Straßer",
  "Françoise d´Aubigné",
  "O'Brien",
  "Jiří Řehoř Ďurica",
  "Ľubomír Ťažký Ôsmy",
  "Łukasz Żółć Ńę",
  "Őrsi Űrsula Kovács",
  "Şükrü Çağlar Iğdır İnce",
  "Anna (Anni) / Ann + Co. & Sons",
  "Back`tick 2nd, Jr.",
  "Jean.Frédéric",
  "e\u0301lodie", // a decomposed "é": letter plus combining accent
];

/** Characters outside the allowed set, and URL-like values, which a name may not contain. */
const INVALID_NAMES = [
  "Anna!",
  "Anna_Maria",
  "anna@example",
  "<b>Anna</b>",
  'Anna "Ann"',
  "Anna; drop",
  "Anna#1",
  "https://spam.example",
  "www.spam-shop",
  "cheap-pills.com",
  "Visit shop.de now",
  "a//b",
];

/** Required for assistive technology: native `required` or `aria-required` (the kit's InputField). */
const isMarkedRequired = (control) => control.required || control.getAttribute("aria-required") === "true";

beforeEach(() => standIn.reset());
afterEach(unmountAll);

describe("<newsletter-signup> validation runs on blur, not while typing", () => {
  it("e-mail: required, shown on blur only, tied with aria-invalid and aria-describedby", async () => {
    const form = await mountForm('site="de"');
    const email = control(form, "newsletterEmail");
    email.focus();
    await nextRender();
    expect(email.getAttribute("aria-invalid")).to.equal(null);
    await blur(email);
    expect(email.getAttribute("aria-invalid")).to.equal("true");
    expect(errorOf(form, email)).to.equal(GERMAN.emailRequired);
  });

  it("e-mail: the pattern is checked on blur, not while typing; a shown error leaves as soon as the value is valid", async () => {
    const form = await mountForm('site="de"');
    const email = control(form, "newsletterEmail");
    await typeInto(email, "max.muster@");
    await nextRender();
    expect(email.getAttribute("aria-invalid"), "no error while typing").to.equal(null);
    await blur(email);
    expect(errorOf(form, email)).to.equal(GERMAN.emailInvalid);
    await typeInto(email, "example");
    await nextRender();
    expect(errorOf(form, email), "the error stays while the value is invalid").to.equal(GERMAN.emailInvalid);
    // Once shown, the error is checked again on every change and leaves before the field is
    // left, so that leaving it moves no control under a click.
    await sendKeys({ type: ".com" });
    await nextRender();
    expect(form.shadowRoot.activeElement === email, "still in the field").to.equal(true);
    expect(email.getAttribute("aria-invalid")).to.equal(null);
    expect(email.getAttribute("aria-describedby")).to.equal(null);
    await blur(email);
    expect(email.getAttribute("aria-invalid")).to.equal(null);
  });

  it("e-mail: at most 256 characters", async () => {
    const form = await mountForm('site="de"');
    const email = control(form, "newsletterEmail");
    const domain = "@example.com";
    setValue(email, "a".repeat(256 - domain.length) + domain);
    await blur(email);
    expect(email.getAttribute("aria-invalid"), "256 characters are fine").to.equal(null);
    setValue(email, "a".repeat(257 - domain.length) + domain);
    await blur(email);
    expect(errorOf(form, email)).to.equal(GERMAN.emailInvalid);
  });

  for (const site of NAMED_SITES) {
    it(`${site}: names allow letters of every alphabet, digits and + & ' \` ´ , ( ) / . -`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const firstName = control(form, "firstName");
      for (const name of VALID_NAMES) {
        setValue(firstName, name);
        await blur(firstName);
        expect(firstName.getAttribute("aria-invalid"), name).to.equal(null);
      }
    });
  }

  it("names: other characters and URL-like values give 'invalid characters' (de-AT)", async () => {
    const form = await mountForm('site="at"');
    await expand(form);
    const lastName = control(form, "lastName");
    for (const name of INVALID_NAMES) {
      setValue(lastName, name);
      await blur(lastName);
      expect(errorOf(form, lastName), name).to.equal(GERMAN.invalidCharacters);
    }
  });

  it("names: at most 40 characters", async () => {
    const form = await mountForm('site="at"');
    await expand(form);
    const firstName = control(form, "firstName");
    setValue(firstName, "A".repeat(40));
    await blur(firstName);
    expect(firstName.getAttribute("aria-invalid")).to.equal(null);
    setValue(firstName, "A".repeat(41));
    await blur(firstName);
    expect(errorOf(form, firstName)).to.equal(GERMAN.tooLong);
    expect(firstName.maxLength, "typing stops at 40 as well").to.equal(40);
  });

  it("at: salutation and names are optional, without asterisk", async () => {
    const form = await mountForm('site="at"');
    await expand(form);
    for (const name of ["salutation", "firstName", "lastName"]) {
      const field = control(form, name);
      expect(isMarkedRequired(field), name).to.equal(false);
      expect(field.labels[0].textContent).not.to.contain("*");
      field.focus();
      await blur(field);
      expect(field.getAttribute("aria-invalid"), name).to.equal(null);
    }
    // The note explains the asterisks of the fields that are required: the e-mail address and the consent.
    expect($(form, ".note").textContent).to.equal("* Pflichtfeld");
  });

  it("hu: salutation and names are required, marked with an asterisk", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    const salutation = control(form, "salutation");
    expect(isMarkedRequired(salutation)).to.equal(true);
    expect(salutation.labels[0].textContent).to.equal("Megszólítás*");
    expect(salutation.labels[0].querySelector("[aria-hidden=true]").textContent.trim()).to.equal("*");
    salutation.focus();
    await blur(salutation);
    expect(errorOf(form, salutation)).to.equal("A megszólítás megadása kötelező.");
    setValue(salutation, "MR");
    await blur(salutation);
    expect(salutation.getAttribute("aria-invalid")).to.equal(null);
    for (const name of ["firstName", "lastName"]) {
      const field = control(form, name);
      expect(isMarkedRequired(field)).to.equal(true);
      expect(field.labels[0].textContent).to.match(/\*$/);
      field.focus();
      await blur(field);
      expect(errorOf(form, field), name).to.equal("Ez a mező kötelező.");
    }
    expect($(form, ".note").textContent).to.equal("* Kötelező mező");
  });

  it("tr: names and the commercial-message consent are required, with an asterisk", async () => {
    const form = await mountForm('site="tr"');
    await expand(form);
    const firstName = control(form, "firstName");
    expect(firstName.labels[0].textContent).to.equal("Ad*");
    firstName.focus();
    await blur(firstName);
    expect(errorOf(form, firstName)).to.equal("Bu alan zorunludur.");

    const consent = control(form, "legals");
    expect(isMarkedRequired(consent)).to.equal(true);
    expect(consent.closest("label").textContent).to.match(/\*$/);
    consent.focus();
    await blur(consent);
    expect(errorOf(form, consent)).to.equal(
      "Bültene abone olmak için lütfen ticari elektronik ileti onayınızı verin.",
    );
    consent.click();
    await blur(consent);
    expect(consent.getAttribute("aria-invalid")).to.equal(null);
  });

  it("de: names are not asked: the e-mail address and the consent are all a sign-up needs", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de");
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success");
  });
});

describe("<newsletter-signup> required fields: marked, explained, not invalid before input (WCAG 1.3.1, 3.3.2, 4.1.2)", () => {
  for (const site of SITES) {
    it(`${site}: the e-mail field is required; nothing reads as invalid before any input; every asterisk is explained`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const email = control(form, "newsletterEmail");
      expect(isMarkedRequired(email), "the e-mail address is required").to.equal(true);
      // An empty native `required` control matches :invalid, which browsers pass on to
      // assistive technology as "invalid" (the hu salutation, the tr consent).
      for (const field of $$(form, "form input, form select")) {
        expect(field.getAttribute("aria-invalid"), field.name).to.equal(null);
        expect(field.matches(":invalid"), `${field.name} is :invalid`).to.equal(false);
      }
      // Every site requires more than the e-mail address (a consent at least): the note explains
      // the asterisk, which the e-mail label then carries too.
      expect(Boolean($(form, ".note")), "the required-field note").to.equal(true);
      expect(email.labels[0].textContent.endsWith("*"), "the e-mail label's asterisk").to.equal(true);
    });
  }
});

describe("<newsletter-signup> the data-processing consent is required wherever it is shown", () => {
  it("the sites whose table lists it show it (Turkey asks the approval under law no. 6563 instead)", async () => {
    const shown = [];
    for (const site of SITES) {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      if (dataProcessingConsent(form)) shown.push(site);
    }
    expect(shown).to.deep.equal(CONSENTING_SITES);
    // Only where the site has no such consent does it expect no error text for it.
    expect(SITES.filter((site) => expected(site, "consentRequired") !== null)).to.deep.equal(shown);
  });

  for (const site of CONSENTING_SITES) {
    it(`${site}: an asterisk, aria-required, its error on blur, gone once ticked`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const consent = dataProcessingConsent(form);
      expect(isMarkedRequired(consent)).to.equal(true);
      expect(consent.closest("label").textContent).to.match(/\*$/);
      consent.focus();
      await blur(consent);
      expect(consent.getAttribute("aria-invalid")).to.equal("true");
      expect(errorOf(form, consent)).to.equal(expected(site, "consentRequired"));
      consent.click();
      await nextRender();
      expect(consent.getAttribute("aria-invalid"), "the error leaves once ticked").to.equal(null);
      await blur(consent);
      expect(consent.getAttribute("aria-invalid")).to.equal(null);
    });
  }

  for (const site of ["de", "hu"]) {
    it(`${site}: a submit without it sends nothing, shows its error and focuses it`, async () => {
      const form = await mountForm(`site="${site}"`);
      await fillValid(form, site);
      const consent = dataProcessingConsent(form);
      consent.click(); // untick it again
      await nextRender();
      submitButton(form).click();
      await waitUntil(() => form.shadowRoot.activeElement === consent, "the consent never got the focus");
      expect(errorOf(form, consent)).to.equal(expected(site, "consentRequired"));
      // Only the consent is invalid: everything else was filled in.
      expect($$(form, "[aria-invalid=true]")).to.have.length(1);
      expect(await requestsTo(SUBSCRIBE_PATH)).to.have.length(0);
    });
  }

  it("the personalised-offers consent stays optional: no asterisk, no error", async () => {
    const form = await mountForm('site="pl"');
    await expand(form);
    const consent = personalisedOffersConsent(form);
    expect(isMarkedRequired(consent)).to.equal(false);
    expect(consent.closest("label").textContent).not.to.match(/\*$/);
    consent.focus();
    await blur(consent);
    expect(consent.getAttribute("aria-invalid")).to.equal(null);
  });
});

describe("<newsletter-signup> invalid submit: nothing sent, the first invalid field focused after 100 ms", () => {
  it("sends nothing, shows every error and focuses the first invalid field after 100 ms, scrolled into view", async () => {
    const spacer = document.createElement("div");
    spacer.style.height = "3000px";
    document.body.prepend(spacer);
    try {
      const form = await mountForm('site="hu"');
      await expand(form);
      setValue(control(form, "newsletterEmail"), "anna@example.com");
      await nextRender();
      const button = submitButton(form);
      button.focus();
      window.scrollTo(0, 0);
      const salutation = control(form, "salutation");
      expect(salutation.getBoundingClientRect().top).to.be.greaterThan(window.innerHeight);

      // When the focus arrives, recorded as it happens: a timer never fires early, so a focus
      // before 100 ms fails on any machine, and a slow one cannot make it fail otherwise.
      let focusedAt;
      salutation.addEventListener("focus", () => (focusedAt ??= performance.now()));
      const clickedAt = performance.now();
      button.click();
      await nextRender();
      expect(salutation.getAttribute("aria-invalid")).to.equal("true");
      expect(control(form, "firstName").getAttribute("aria-invalid")).to.equal("true");
      expect(control(form, "lastName").getAttribute("aria-invalid")).to.equal("true");

      await waitUntil(
        () => form.shadowRoot.activeElement === salutation,
        "the salutation never got the focus",
      );
      expect(focusedAt - clickedAt, "focused after 100 ms, not at once").to.be.at.least(95);
      const { top, bottom } = salutation.getBoundingClientRect();
      expect(top).to.be.at.least(0);
      expect(bottom).to.be.at.most(window.innerHeight);
      expect(await requestsTo(SUBSCRIBE_PATH)).to.have.length(0);
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it("an empty form: the e-mail field is the first invalid one", async () => {
    const form = await mountForm('site="tr"');
    submitButton(form).click();
    const email = control(form, "newsletterEmail");
    await waitUntil(() => form.shadowRoot.activeElement === email, "the e-mail field never got the focus");
    expect(errorOf(form, email)).to.equal("E-posta adresi zorunlu bir alandır.");
    expect(await requestsTo(SUBSCRIBE_PATH)).to.have.length(0);
  });

  it("tr: everything filled but the consent: the consent checkbox gets the focus", async () => {
    const form = await mountForm('site="tr"');
    await fillValid(form, "tr");
    control(form, "legals").click(); // untick it again
    await nextRender();
    submitButton(form).click();
    const consent = control(form, "legals");
    await waitUntil(() => form.shadowRoot.activeElement === consent, "the consent never got the focus");
    expect(await requestsTo(SUBSCRIBE_PATH)).to.have.length(0);
  });
});
