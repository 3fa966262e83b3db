/**
 * <newsletter-signup>: submitting: the loading state, one request per submission, the request's
 * body, headers and path, and what each answer does (the success message, the field errors, the
 * technical-error banner) and the tracking of a sign-up.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { sendKeys } from "@web/test-runner-commands";
import { countDataLayerLooks, spyFetch } from "../helpers/api.js";
import { nextEvent, unmountAll } from "../helpers/page.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import {
  $,
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
  SUBSCRIBE_PATH,
} from "../helpers/newsletter.js";

const successText = (form) => $(form, "[part=success]").textContent;
const isSuccess = (form) => successText(form) !== "";
const waitForSuccess = (form) => waitUntil(() => isSuccess(form), "no success message", { timeout: 6000 });
const banner = (form) => $(form, "form [role=alert]");
const TECHNICAL_ERROR =
  "Aus technischen Gründen ist die Newsletter-Anmeldung derzeit nicht möglich. Bitte versuchen Sie es später erneut.";

let dataLayerBefore;
beforeEach(async () => {
  await standIn.reset();
  dataLayerBefore = window.dataLayer;
  window.dataLayer = [];
});
afterEach(() => {
  unmountAll();
  window.dataLayer = dataLayerBefore;
});

describe("<newsletter-signup> the sign-up request: path, headers and body", () => {
  it("de: body without empty fields, consents, origin defaults; X-Hunter-Site and X-Original-Address; /api/private/", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de", "  max.muster@example.com ");
    submitButton(form).click();
    await waitForSuccess(form);
    const [request] = await requestsTo("/newsletter-subscribers", "POST");
    expect(request.path).to.equal(SUBSCRIBE_PATH);
    // The stand-in masks addresses in its log: the first letter and the domain remain.
    expect(request.body).to.deep.equal({
      email: "m***@example.com",
      consents: ["DATA_PROCESSING"],
      origin: "onsite",
      originAddition: "subsite",
    });
    expect(request.headers["x-hunter-site"]).to.equal("de");
    expect(request.headers["x-original-address"]).to.equal(location.href);
    expect(request.headers["content-type"]).to.match(/^application\/json/);
  });

  it("the consents: the data-processing consent, and DNE for personalised offers when ticked", async () => {
    const form = await mountForm('site="pl"');
    await fillValid(form, "pl");
    const [dataProcessing, personalisedOffers] = $(form, "fieldset").querySelectorAll("input[type=checkbox]");
    expect(dataProcessing.checked, "ticked by the visitor (fillValid)").to.equal(true);
    personalisedOffers.click();
    await nextRender();
    submitButton(form).click();
    await waitForSuccess(form);
    const [request] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(request.body.consents).to.deep.equal(["DATA_PROCESSING", "DNE"]);
  });

  it("at: salutation and names are sent when given, trimmed", async () => {
    const form = await mountForm('site="at" origin="footer" origin-addition="checkout"');
    await expand(form);
    setValue(control(form, "newsletterEmail"), "anna@example.at");
    setValue(control(form, "salutation"), "MRS");
    setValue(control(form, "firstName"), " Anna ");
    setValue(control(form, "lastName"), "Huber");
    dataProcessingConsent(form).click();
    await nextRender();
    submitButton(form).click();
    await waitForSuccess(form);
    const [request] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(request.body).to.deep.equal({
      email: "a***@example.at",
      salutation: "MRS",
      firstName: "Anna",
      lastName: "Huber",
      consents: ["DATA_PROCESSING"],
      origin: "footer",
      originAddition: "checkout",
    });
    expect(request.headers["x-hunter-site"]).to.equal("at");
  });

  it("tr: the commercial-message consent travels in legals", async () => {
    const form = await mountForm('site="tr"');
    await fillValid(form, "tr");
    submitButton(form).click();
    await waitForSuccess(form);
    const [request] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(request.body.legals).to.deep.equal(["COMMERCIAL_ELECTRONIC_MESSAGES"]);
    // Turkey asks no data-processing consent: the approval under law no. 6563 is what it rests on.
    expect(request.body.consents).to.deep.equal([]);
    expect(request.body.firstName).to.equal("Anna");
  });

  it("internal: the path uses /api/internal/", async () => {
    const form = await mountForm('site="cz" internal');
    await fillValid(form, "cz");
    submitButton(form).click();
    await waitForSuccess(form);
    const requests = await requestsTo("/newsletter-subscribers", "POST");
    expect(requests.map((entry) => entry.path)).to.deep.equal([
      "/service/newsletter/api/internal/newsletter-subscribers",
    ]);
  });
});

describe("<newsletter-signup> while submitting: fields disabled, the button loading", () => {
  it("fields disabled, button loading ('Lädt') but focusable; clicks and Enter ignored: one request", async () => {
    await standIn.scenario("slow");
    const form = await mountForm('site="at"');
    await fillValid(form, "at");
    control(form, "newsletterEmail").focus();
    await sendKeys({ press: "Enter" });
    const button = submitButton(form);
    await waitUntil(() => button.getAttribute("aria-busy") === "true", "never loading");
    // The label stays in place but hidden (also from the accessible name); the spinner's text names the button.
    expect(getComputedStyle(button.querySelector(".label")).visibility).to.equal("hidden");
    expect(button.querySelector(".spinner").textContent).to.equal("Lädt");
    expect(button.disabled, "the button keeps its focus and place").to.equal(false);
    const hasFocus = form.shadowRoot.activeElement === button;
    expect(hasFocus, "the focus moved from the disabled field to the button").to.equal(true);
    for (const name of ["newsletterEmail", "salutation", "firstName", "lastName"]) {
      expect(control(form, name).disabled, name).to.equal(true);
    }
    for (const checkbox of $(form, "fieldset").querySelectorAll("input"))
      expect(checkbox.disabled).to.equal(true);

    button.click();
    button.click();
    await sendKeys({ press: "Enter" });
    await sendKeys({ press: " " });
    await waitForSuccess(form);
    expect(await requestsTo(SUBSCRIBE_PATH, "POST")).to.have.length(1);
  });
});

describe("<newsletter-signup> a submit shows it is busy before the sign-up request is set up", () => {
  // Setting up the request takes a phone 18–26 ms (bench:inp): the tap's answer, the busy button
  // and the disabled fields, is in the page before that work starts, not after it.
  it("when the request is made, the button is already loading and the e-mail field disabled", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de");
    const button = submitButton(form);
    const fetches = spyFetch(() => ({
      isLoading: button.getAttribute("aria-busy") === "true",
      isEmailDisabled: control(form, "newsletterEmail").disabled,
    }));
    try {
      button.click();
      await waitForSuccess(form);
    } finally {
      fetches.restore();
    }
    const signUp = fetches.calls.find(({ url }) => url.includes(SUBSCRIBE_PATH));
    expect(signUp.noted).to.deep.equal({ isLoading: true, isEmailDisabled: true });
  });
});

describe("<newsletter-signup> SUCCESS: the success message takes the form's place; sign_up is tracked", () => {
  it("the success message with the address takes the form's place under a heading that says so, takes the focus; the form is reset", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de", "max.muster@example.com");
    personalisedOffersConsent(form).click();
    await nextRender();
    submitButton(form).click();
    await waitForSuccess(form);
    const status = $(form, "[part=success]");
    expect(status.getAttribute("role")).to.equal("status");
    expect($(form, "h2").textContent).to.equal("Fast geschafft!");
    expect(status.textContent).to.equal(
      "Wir haben eine E-Mail an max.muster@example.com gesendet. " +
        "Bitte bestätigen Sie Ihre Anmeldung über den Link darin.",
    );
    // The form is gone: the message stands in its place (test/newsletter/layout.test.js).
    expect($(form, "form").hidden, "the message stands in the form's place").to.equal(true);
    expect($(form, "form").checkVisibility()).to.equal(false);
    // The focus moves once the message has rendered (an effect after the commit that shows it).
    await waitUntil(() => form.shadowRoot.activeElement === status, "the message never took the focus");
    expect(control(form, "newsletterEmail").value, "reset").to.equal("");
  });

  it("pushes the GA4 sign_up event with the origin, and fires shop-newsletter-subscribed — never the address", async () => {
    const form = await mountForm('site="sk" origin="footer"');
    await fillValid(form, "sk", "jana@example.sk");
    const subscribed = nextEvent(document, "shop-newsletter-subscribed");
    const logged = [];
    const originals = {};
    for (const level of ["log", "info", "warn", "error"]) {
      originals[level] = console[level];
      console[level] = (...args) => logged.push(args.map(String).join(" "));
    }
    try {
      submitButton(form).click();
      const event = await subscribed;
      expect(event.detail).to.deep.equal({ site: "sk", origin: "footer" });
      expect(event.bubbles && event.composed).to.equal(true);
      await waitUntil(() => window.dataLayer.length > 0, "nothing pushed to the dataLayer");
      expect(window.dataLayer).to.deep.equal([{ event: "sign_up", subject: "newsletter", origin: "footer" }]);
    } finally {
      Object.assign(console, originals);
    }
    expect(JSON.stringify(window.dataLayer)).not.to.contain("jana");
    expect(logged.join("\n")).not.to.contain("jana@example.sk");
  });

  it("the tracking client waits for a dataLayer that is not there yet (retried every 200 ms)", async () => {
    const looks = countDataLayerLooks();
    const form = await mountForm('site="de"');
    await fillValid(form, "de");
    submitButton(form).click();
    await waitForSuccess(form);
    // The sign-up's event was pushed before the success showed: a later look is a retry.
    const looksAtSuccess = looks();
    await waitUntil(() => looks() > looksAtSuccess, "the tracking client never looked again", {
      timeout: 2000,
    });
    window.dataLayer = [];
    await waitUntil(() => window.dataLayer.length === 1, "the push never arrived", { timeout: 2000 });
    expect(window.dataLayer[0]).to.deep.equal({ event: "sign_up", subject: "newsletter", origin: "onsite" });
  });
});

describe("<newsletter-signup> ERROR_INVALID_EMAIL: the form stays, the e-mail field shows the error", () => {
  it("the e-mail field shows its error and gets the focus; the input stays; no tracking", async () => {
    await standIn.scenario("newsletter-invalid-email");
    const form = await mountForm('site="at"');
    await fillValid(form, "at", "anna@example.at");
    setValue(control(form, "firstName"), "Anna");
    await nextRender();
    submitButton(form).click();
    const email = control(form, "newsletterEmail");
    await waitUntil(() => email.getAttribute("aria-invalid") === "true", "no e-mail error");
    expect(errorOf(form, email)).to.equal("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await waitUntil(() => form.shadowRoot.activeElement === email, "the e-mail field never got the focus");
    expect(email.value).to.equal("anna@example.at");
    expect(control(form, "firstName").value).to.equal("Anna");
    expect($(form, "form").hidden).to.equal(false);
    expect(isSuccess(form)).to.equal(false);
    expect(window.dataLayer).to.deep.equal([]);
  });
});

describe("<newsletter-signup> ERROR_GENERIC: the form stays, with the technical-error banner", () => {
  it("a technical error: the banner (role=alert), the input kept, and submitting again works", async () => {
    await standIn.scenario("newsletter-error");
    const form = await mountForm('site="hu"');
    await fillValid(form, "hu", "anna@example.hu");
    submitButton(form).click();
    await waitUntil(() => banner(form), "no banner");
    expect(banner(form).textContent).to.equal(
      "Technikai okokból a hírlevélre való feliratkozás jelenleg nem lehetséges. Kérjük, próbálja meg később.",
    );
    expect(control(form, "newsletterEmail").value).to.equal("anna@example.hu");
    expect(control(form, "salutation").value).to.equal("MRS");
    expect(control(form, "lastName").value).to.equal("Kovács");
    expect(control(form, "newsletterEmail").disabled).to.equal(false);
    expect(submitButton(form).getAttribute("aria-busy")).to.equal(null);

    await standIn.scenario("normal");
    submitButton(form).click();
    await waitForSuccess(form);
    expect(banner(form)).to.equal(null);
    expect(await requestsTo(SUBSCRIBE_PATH, "POST")).to.have.length(2);
  });

  it("a server error everywhere gives the same banner; the failure is logged without the address", async () => {
    await standIn.scenario("server-error");
    const form = await mountForm('site="de"');
    await fillValid(form, "de", "erika.muster@example.com");
    const logged = [];
    const original = console.error;
    console.error = (...args) => logged.push(args.map(String).join(" "));
    try {
      submitButton(form).click();
      await waitUntil(() => banner(form), "no banner");
    } finally {
      console.error = original;
    }
    expect(banner(form).textContent).to.equal(TECHNICAL_ERROR);
    expect(logged.join("\n")).to.contain("newsletter sign-up failed");
    expect(logged.join("\n")).not.to.contain("erika");
  });

  it("a network failure gives the banner (the service cannot be reached)", async () => {
    // Port 9 (discard) has nothing listening here: the connection is refused at once.
    const form = await mountForm('site="de" api-base="http://127.0.0.1:9"');
    await fillValid(form, "de");
    submitButton(form).click();
    await waitUntil(() => banner(form), "no banner", { timeout: 6000 });
    expect(banner(form).textContent).to.equal(TECHNICAL_ERROR);
    expect(control(form, "newsletterEmail").value).to.equal("max.muster@example.com");
  });

  it("a time-out after 15 s (every request's default) gives the banner", async function () {
    this.timeout(25000);
    await standIn.scenario("timeout");
    const form = await mountForm('site="de"');
    await fillValid(form, "de");
    const startedAt = performance.now();
    submitButton(form).click();
    await waitUntil(() => banner(form), "no banner after the time-out", { timeout: 20000, interval: 250 });
    expect(performance.now() - startedAt).to.be.within(14500, 19000);
    expect(banner(form).textContent).to.equal(TECHNICAL_ERROR);
    expect(submitButton(form).getAttribute("aria-busy")).to.equal(null);
  });
});

describe("<newsletter-signup> honeypot: filled, it marks a bot and nothing is sent", () => {
  it("is invisible and unreachable: off-screen, inert, aria-hidden, tabindex=-1, autocomplete=off", async () => {
    const form = await mountForm('site="de"');
    const honeypot = $(form, "form input[name=email]");
    expect(honeypot.type).to.equal("email");
    expect(honeypot.getAttribute("tabindex")).to.equal("-1");
    expect(honeypot.getAttribute("autocomplete")).to.equal("off");
    const wrapper = honeypot.parentElement;
    expect(wrapper.getAttribute("aria-hidden")).to.equal("true");
    expect(wrapper.inert).to.equal(true);
    expect(honeypot.getBoundingClientRect().right).to.be.at.most(0);
    honeypot.focus();
    expect(form.shadowRoot.activeElement === honeypot, "the honeypot cannot take the focus").to.equal(false);
  });

  it("filled: no call; the success-like reset and the tracking only", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de", "bot@example.com");
    let wasEventFired = false;
    document.addEventListener("shop-newsletter-subscribed", () => (wasEventFired = true), { once: true });
    setValue($(form, "form input[name=email]"), "bot@example.com");
    await nextRender();
    submitButton(form).click();
    await waitForSuccess(form);
    expect(successText(form)).to.contain("bot@example.com");
    expect(control(form, "newsletterEmail").value).to.equal("");
    expect($(form, "form input[name=email]").value).to.equal("");
    await waitUntil(() => window.dataLayer.length === 1, "no tracking");
    expect(window.dataLayer[0]).to.deep.equal({ event: "sign_up", subject: "newsletter", origin: "onsite" });
    // Every request the form has started is answered and in the stand-in's log by now.
    await afterSentinelRequest();
    expect(await requestsTo("/newsletter-subscribers")).to.have.length(0);
    expect(wasEventFired).to.equal(false);
  });
});
