/**
 * Signing up without JavaScript: the prerendered form posts to the fragment endpoint on the
 * page's own host, which signs up as the browser's form does and answers with the form in its
 * resulting state in the site's language, and a way back to the page. Tried on three sites with
 * different fields (de: address and consent; hu: salutation and names, family name first; tr: names
 * and the commercial-message approval), with JavaScript off (a sandboxed frame without scripts)
 * and with the page's script failing to load (a CDN fault). The endpoint's own checks (cross-site
 * posts, bounds, the honeypot): test/server/form-post.test.mjs.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { SUBSCRIBE_PATH, requestsTo } from "../helpers/newsletter.js";
import { standIn } from "../helpers/stand-in.js";
import { closeFrames, openPrerendered } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

/** What a visitor types on each site once the whole form shows, and what the sign-up then sends. */
const VISITORS = {
  de: { fields: {}, sent: { consents: ["DATA_PROCESSING"] } },
  hu: {
    fields: { salutation: "MRS", lastName: "Kovács", firstName: "Anna" },
    sent: { consents: ["DATA_PROCESSING"], salutation: "MRS", lastName: "Kovács", firstName: "Anna" },
  },
  tr: {
    fields: { firstName: "Ayşe", lastName: "Yılmaz" },
    sent: { consents: [], legals: ["COMMERCIAL_ELECTRONIC_MESSAGES"], firstName: "Ayşe", lastName: "Yılmaz" },
  },
};

const EMAIL = "anna@example.com";

/** The form's shadow root in the frame's current document (the page, or the endpoint's answer). */
const formRoot = (frame) => frame.contentDocument.querySelector("newsletter-signup").shadowRoot;
const field = (frame, name) => formRoot(frame).querySelector(`form [name="${name}"]`);
const textOf = (element) => element?.textContent.replace(/\s+/g, " ").trim() ?? "";

/** Fills what the visitor types, ticks every consent the form marks as required. */
function fill(frame, values) {
  for (const [name, value] of Object.entries(values)) field(frame, name).value = value;
  for (const box of formRoot(frame).querySelectorAll('form input[type="checkbox"][aria-required="true"]'))
    box.checked = true;
}

/**
 * Presses a form's button as a visitor does (by default the page's form's), and resolves with the
 * document the post led to.
 */
async function submit(frame, button = formRoot(frame).querySelector("button[type=submit]")) {
  const before = frame.contentDocument;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  button.click();
  await loaded;
  await waitUntil(
    () =>
      frame.contentDocument !== before &&
      frame.contentDocument.querySelector("newsletter-signup")?.shadowRoot,
    "the answer never showed the form",
  );
  return frame.contentDocument;
}

const errorTexts = (frame) => [...formRoot(frame).querySelectorAll("[data-error]")].map(textOf);

/**
 * A visitor without the script: they type their address (the other fields show once the form
 * opens, which needs the script) and press the button; the answer shows the whole form with what
 * is missing marked; they complete it and press again. Resolves with the answer's document.
 */
async function signUpInTwoSteps(frame, site) {
  field(frame, "newsletterEmail").value = EMAIL;
  const answer = await submit(frame);
  // The answer: the form again, every field shown, the address kept, each missing one marked.
  expect(answer.documentElement.lang).to.equal(formRoot(frame).querySelector(".base").lang);
  expect(formRoot(frame).querySelector(".extras:not([hidden])")).to.not.equal(null);
  expect(field(frame, "newsletterEmail").value).to.equal(EMAIL);
  expect(errorTexts(frame)).to.not.deep.equal([]);
  expect(formRoot(frame).querySelector('[aria-invalid="true"]')).to.not.equal(null);
  expect(await requestsTo(SUBSCRIBE_PATH, "POST")).to.deep.equal([]);
  fill(frame, VISITORS[site].fields);
  return submit(frame);
}

/** The sign-up the stand-in received: one, from `page`, for `site`, with what the visitor gave. */
async function expectSentOnce(site, page) {
  const [sent, ...more] = await requestsTo(SUBSCRIBE_PATH, "POST");
  expect(more).to.deep.equal([]);
  expect(sent.headers["x-hunter-site"]).to.equal(site);
  expect(sent.headers["x-original-address"]).to.equal(page.href);
  const { email, ...body } = sent.body;
  expect(email).to.not.equal(undefined);
  expect(body).to.deep.equal({ origin: "onsite", originAddition: "subsite", ...VISITORS[site].sent });
}

const JAVASCRIPT_OFF = { sandbox: "allow-forms allow-same-origin" };

for (const site of ["de", "hu", "tr"]) {
  describe(`<newsletter-signup site="${site}"> without the script`, () => {
    it("JavaScript off: the sign-up is sent as the browser's form sends it, confirmed in the site's language, with the way back", async function () {
      this.timeout(20000);
      const { frame } = await openPrerendered({ site }, JAVASCRIPT_OFF);
      const page = new URL(frame.contentWindow.location.href);
      const answer = await signUpInTwoSteps(frame, site);
      expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
      expect(answer.title).to.not.equal("");
      expect(formRoot(frame).querySelector(".return a").getAttribute("href")).to.equal(
        `${page.pathname}${page.search}`,
      );
      await expectSentOnce(site, page);
    });

    it("the page's script failing to load: the same", async function () {
      this.timeout(20000);
      const { frame, form } = await openPrerendered({ site, script: "failing" });
      const page = new URL(frame.contentWindow.location.href);
      expect(form.matches(":defined")).to.equal(false);
      await signUpInTwoSteps(frame, site);
      expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
      await expectSentOnce(site, page);
    });
  });
}

describe("with JavaScript off, the sign-up failing", () => {
  it("de: the technical-error banner, what was given kept", async function () {
    this.timeout(20000);
    await standIn.scenario("newsletter-error");
    const { frame } = await openPrerendered({ site: "de" }, JAVASCRIPT_OFF);
    await signUpInTwoSteps(frame, "de");
    expect(textOf(formRoot(frame).querySelector("form"))).to.contain("Aus technischen Gründen");
    expect(field(frame, "newsletterEmail").value).to.equal(EMAIL);
    expect(formRoot(frame).querySelector('input[value="DATA_PROCESSING"]').checked).to.equal(true);
  });
});

describe("the footer's form with JavaScript off", () => {
  it("de: posts the footer's form with its own attributes, and signs up", async function () {
    this.timeout(20000);
    const { frame, nestedForm } = await openPrerendered({ site: "de" }, JAVASCRIPT_OFF);
    const root = nestedForm.shadowRoot;
    root.querySelector('form [name="newsletterEmail"]').value = EMAIL;
    // The answer is a page of its own: the next steps must not start on the footer's page.
    await submit(frame, root.querySelector("button[type=submit]"));
    fill(frame, {});
    await submit(frame);
    expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
    const [sent] = await requestsTo(SUBSCRIBE_PATH, "POST");
    // The footer gives its form its site and language; the origin is the element's default.
    expect(sent.body.origin).to.equal("onsite");
    expect(sent.headers["x-hunter-site"]).to.equal("de");
  });
});
