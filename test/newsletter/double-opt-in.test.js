/**
 * <newsletter-signup>: the double-opt-in link: the token from the attribute or the page URL is
 * confirmed once; an invalid or expired link shows the banner and the double-opt-in error block
 * until the e-mail field gets focus.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { SITES, unmountAll } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import { $, control, createSubscriber, mountForm, nextRender, requestsTo } from "../helpers/newsletter.js";

const CONFIRMED_HEADING = "Vielen Dank!";
const CONFIRMED =
  "Ihre Newsletter-Anmeldung ist bestätigt. Ihren Gutschein über 10\u00a0% erhalten Sie per E-Mail.";

const doiError = (form) => $(form, "[part=doi-error]");
const doiRequests = () => requestsTo("/doi", "PUT");
/** Tokens are confirmed once per page: every test uses its own. */
const unknownToken = () => `unknown-${Math.random().toString(36).slice(2)}`;

const pageUrl = location.href;
beforeEach(() => standIn.reset());
afterEach(() => {
  unmountAll();
  history.replaceState(null, "", pageUrl);
});

describe("<newsletter-signup> double opt-in: a confirmed link shows the success message, not the form", () => {
  it("the subscriber-token attribute: one PUT …/doi with X-Hunter-Site and X-Original-Address; success hides the form", async () => {
    const token = await createSubscriber("de");
    const form = await mountForm(`site="de" subscriber-token="${token}"`);
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "never confirmed");
    expect($(form, "[part=success]").textContent).to.equal(CONFIRMED);
    expect($(form, "h2").textContent).to.equal(CONFIRMED_HEADING);
    expect($(form, "form").hidden, "the message stands in the form's place").to.equal(true);
    expect(doiError(form)).to.equal(null);
    const requests = await doiRequests();
    expect(requests.map((entry) => entry.path)).to.deep.equal([
      `/service/newsletter/api/private/newsletter-subscribers/${token}/doi`,
    ]);
    expect(requests[0].headers["x-hunter-site"]).to.equal("de");
    expect(requests[0].headers["x-original-address"]).to.equal(location.href);
    const subscribers = await (await fetch("/__standin/subscribers")).json();
    expect(subscribers.find((subscriber) => subscriber.token === token).status).to.equal("SUBSCRIBED");
  });

  it("the page URL's subscriberToken, when the attribute is absent", async () => {
    const token = await createSubscriber("pl");
    history.replaceState(null, "", `${location.pathname}?subscriberToken=${token}`);
    const form = await mountForm('site="pl"');
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "never confirmed");
    expect($(form, "[part=success]").textContent).to.contain("potwierdzony");
    expect((await doiRequests()).map((entry) => entry.path.split("/").at(-2))).to.deep.equal([token]);
  });

  it("the attribute wins over the page URL", async () => {
    const token = await createSubscriber("de");
    history.replaceState(null, "", `${location.pathname}?subscriberToken=${unknownToken()}`);
    const form = await mountForm(`site="de" subscriber-token="${token}"`);
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "never confirmed");
    expect((await doiRequests()).map((entry) => entry.path.split("/").at(-2))).to.deep.equal([token]);
  });

  it("is confirmed once, even with two forms on the page and a re-render", async () => {
    const token = await createSubscriber("de");
    const first = await mountForm(`site="de" subscriber-token="${token}"`);
    const second = await mountForm(`site="de" subscriber-token="${token}"`);
    for (const form of [first, second]) {
      await waitUntil(() => $(form, "[part=success]").textContent !== "", "never confirmed");
    }
    first.setAttribute("lang", "de-AT");
    await nextRender();
    // Every request the form has started is answered and in the stand-in's log by now.
    await afterSentinelRequest();
    expect(await doiRequests()).to.have.length(1);
  });

  it("no token: no call", async () => {
    const form = await mountForm('site="de"');
    // Every request the form has started is answered and in the stand-in's log by now.
    await afterSentinelRequest();
    expect(await doiRequests()).to.have.length(0);
    expect($(form, "form").hidden).to.equal(false);
  });
});

describe("<newsletter-signup> invalid double-opt-in link: a banner to sign up again, gone on focus", () => {
  it("an expired link (410): the banner and the error block; the form stays to sign up again", async () => {
    const form = await mountForm('site="de" subscriber-token="expired-doi-token"');
    const block = await waitUntil(() => doiError(form), "no double-opt-in error").then(() => doiError(form));
    const alert = block.querySelector("[role=alert]");
    expect(alert.textContent).to.equal(expected("de", "invalidLink"));
    expect($(form, "form").hidden).to.equal(false);
    expect($(form, "[part=success]").textContent).to.equal("");
  });

  it("the block hides once the e-mail field gets the focus", async () => {
    const form = await mountForm(`site="de" subscriber-token="${unknownToken()}"`);
    await waitUntil(() => doiError(form), "no double-opt-in error");
    control(form, "newsletterEmail").focus();
    await waitUntil(() => !doiError(form), "the error block stayed");
  });

  // The invalid-link banner, "this link is no longer valid, please sign up again", in the site's
  // language (test/helpers/site-expectations.js).
  for (const site of SITES) {
    it(`${site}: the scenario doi-invalid shows the banner in the site's language`, async () => {
      await standIn.scenario("doi-invalid");
      const token = await createSubscriber(site);
      const form = await mountForm(`site="${site}" subscriber-token="${token}"`);
      await waitUntil(() => doiError(form), "no double-opt-in error");
      expect(doiError(form).textContent).to.equal(expected(site, "invalidLink"));
    });
  }
});
