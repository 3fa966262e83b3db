/**
 * <newsletter-signup> for a logged-in customer, recognised by the LoginToken cookie: it leads to
 * one base-data call with X-LoginToken and X-Hunter-CSRF (the page's csrf-token meta tag), which
 * prefills the form; the data-processing consent is hidden when already given; the salutation the
 * shop knows is locked in AT and HU (disabled there once set).
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { unmountAll } from "../helpers/page.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import {
  $,
  control,
  dataProcessingConsent,
  isOpen,
  mountForm,
  nextRender,
  requestsTo,
  setLoginCookie,
  setValue,
  submitButton,
  SUBSCRIBE_PATH,
} from "../helpers/newsletter.js";

const BASE_DATA_PATH = "/service/newsletter/api/private/customers/base-data";
const prefilled = (form) =>
  waitUntil(() => control(form, "newsletterEmail").value !== "", "the form was never prefilled");
const checkboxes = (form) => [...$(form, "fieldset").querySelectorAll("input[type=checkbox]")];

beforeEach(() => standIn.reset());
afterEach(() => {
  setLoginCookie(false);
  unmountAll();
});

describe("<newsletter-signup> logged-in customer: the base data prefills the form", () => {
  it("at: base data prefills e-mail, salutation and names; the salutation is locked; the given consent is hidden", async () => {
    setLoginCookie(true);
    const form = await mountForm('site="at"');
    await prefilled(form);
    expect(control(form, "newsletterEmail").value).to.equal("anna.huber@example.com");
    expect(control(form, "salutation").value).to.equal("MRS");
    expect(control(form, "salutation").disabled, "disabled once set (AT)").to.equal(true);
    expect(control(form, "firstName").value).to.equal("Anna");
    expect(control(form, "lastName").value).to.equal("Huber");
    // Only the personalised-offers consent is left: the stand-in's customer gave the data-processing consent.
    expect(checkboxes(form)).to.have.length(1);

    const [request] = await requestsTo(BASE_DATA_PATH, "GET");
    expect(request.headers["x-logintoken"], "sent (the log masks its value)").to.equal("***");
    expect(request.headers["x-hunter-csrf"]).to.equal("test-csrf-token");
    expect(request.headers["x-hunter-site"]).to.equal("at");
  });

  it("at: the locked salutation is still sent, and no data-processing consent (already given: neither asked nor required)", async () => {
    setLoginCookie(true);
    const form = await mountForm('site="at"');
    await prefilled(form);
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success");
    const [request] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(request.body).to.deep.equal({
      email: "a***@example.com",
      salutation: "MRS",
      firstName: "Anna",
      lastName: "Huber",
      consents: [],
      origin: "onsite",
      originAddition: "subsite",
    });
    // The form returns to the customer's data, the salutation still locked.
    expect(control(form, "newsletterEmail").value).to.equal("anna.huber@example.com");
  });

  it("hu: the known salutation is locked too", async () => {
    setLoginCookie(true);
    const form = await mountForm('site="hu"');
    await prefilled(form);
    expect(control(form, "salutation").value).to.equal("MRS");
    expect(control(form, "salutation").disabled).to.equal(true);
  });

  it("hu: a customer who has not given the data-processing consent is asked for it, and nothing is sent without it", async () => {
    setLoginCookie(true);
    const form = await mountForm('site="hu"');
    await prefilled(form);
    // The stand-in's Hungarian customer has not given it: both consents show.
    expect(checkboxes(form)).to.have.length(2);
    const consent = dataProcessingConsent(form);
    expect(consent.getAttribute("aria-required")).to.equal("true");
    submitButton(form).click();
    await waitUntil(() => form.shadowRoot.activeElement === consent, "the consent never got the focus");
    expect(await requestsTo(SUBSCRIBE_PATH, "POST")).to.have.length(0);

    consent.click();
    await nextRender();
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success");
    const [request] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(request.body.consents).to.deep.equal(["DATA_PROCESSING"]);
  });

  it("de: the e-mail address is prefilled; names are not shown, so not sent", async () => {
    setLoginCookie(true);
    const form = await mountForm('site="de"');
    await prefilled(form);
    expect(control(form, "newsletterEmail").value).to.equal("anna.muster@example.com");
    expect(control(form, "firstName")).to.equal(null);
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success");
    const [request] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(Object.keys(request.body).sort()).to.deep.equal(["consents", "email", "origin", "originAddition"]);
  });

  it("without the LoginToken cookie: no base-data call, both consents shown", async () => {
    const form = await mountForm('site="at"');
    control(form, "newsletterEmail").focus();
    await waitUntil(() => isOpen(form), "no consents");
    // Every request the form has started is answered and in the stand-in's log by now.
    await afterSentinelRequest();
    expect(await requestsTo("/customers/base-data")).to.have.length(0);
    expect(checkboxes(form)).to.have.length(2);
  });

  it("a visitor's own salutation stays changeable (only the shop's known one is locked)", async () => {
    const form = await mountForm('site="at"');
    control(form, "newsletterEmail").focus();
    await waitUntil(() => control(form, "salutation"), "no salutation");
    setValue(control(form, "salutation"), "MR");
    await nextRender();
    expect(control(form, "salutation").disabled).to.equal(false);
  });

  it("a failing base-data call leaves the form empty and working", async () => {
    setLoginCookie(true);
    await standIn.scenario("server-error");
    const form = await mountForm('site="at"');
    await waitUntil(async () => (await requestsTo("/customers/base-data")).length === 1, "no base-data call");
    await nextRender();
    expect(control(form, "newsletterEmail").value).to.equal("");
    expect(control(form, "newsletterEmail").disabled).to.equal(false);
  });
});
