/**
 * Signing up without JavaScript: the prerendered form opens on the e-mail field's focus and holds
 * open while it has a value, by its stylesheet alone, as it does with the script; a visitor who
 * fills every field and consent its site requires signs up
 * with one post to the fragment endpoint on the page's own host, which signs up as the browser's
 * form does and answers a page with the result in the site's language, its look from 320 to
 * 1440 px, and a way back. On every site, with JavaScript off (a sandboxed frame without scripts)
 * and with the page's script failing to load (a CDN fault). The answer page is a small page of
 * the shop's look: its own stylesheet under its policy, side margins, a readable column, and after
 * a sign-up the way back in the first screen, from a 320 × 568 phone to a 1440 × 900 desktop. The
 * endpoint's own checks (cross-site posts, bounds, the honeypot, the answer page's sheet):
 * test/server/form-post.test.mjs.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { SITES } from "../helpers/page.js";
import { SUBSCRIBE_PATH, requestsTo } from "../helpers/newsletter.js";
import { standIn } from "../helpers/stand-in.js";
import { brokenWords, closeFrames, openPrerendered } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

const EMAIL = "anna@example.com";

/** The form's shadow root in the frame's current document (the page, or the endpoint's answer). */
const formRoot = (frame) => frame.contentDocument.querySelector("newsletter-signup").shadowRoot;
const field = (frame, name) => formRoot(frame).querySelector(`form [name="${name}"]`);
const textOf = (element) => element?.textContent.replace(/\s+/g, " ").trim() ?? "";

/**
 * Fills what the form marks as required, as a visitor does: the e-mail field first (its focus and
 * its value open the rest, by the stylesheet alone), then a name, the first salutation offered,
 * every required consent ticked. Each must show and be operable without the script once the
 * address is in. Resolves with what the sign-up should carry besides the address.
 */
async function fillRequired(frame) {
  const root = formRoot(frame);
  const email = root.querySelector('form [name="newsletterEmail"]');
  const required = [...root.querySelectorAll('form [aria-required="true"]')].filter(
    (control) => control !== email,
  );
  expect(email.getAttribute("aria-required")).to.equal("true");
  email.focus();
  await waitUntil(
    () => root.querySelector(".extras").checkVisibility(),
    "the e-mail field's focus opened nothing",
  );
  email.value = EMAIL;
  const given = {};
  for (const control of required) {
    expect(control.checkVisibility(), `${control.name} shows`).to.equal(true);
    expect(control.disabled || control.closest("[inert]") !== null, `${control.name} is operable`).to.equal(
      false,
    );
    if (control.type === "checkbox") control.checked = true;
    else if (control.localName === "select") given[control.name] = control.value = control.options[1].value;
    else given[control.name] = control.value = "Anna";
  }
  const ticked = (name) =>
    [...root.querySelectorAll(`form input[name="${name}"]:checked`)].map((box) => box.value);
  const hasLegals = root.querySelector('form input[name="legals"]') !== null;
  return { consents: ticked("consents"), ...(hasLegals && { legals: ticked("legals") }), ...given };
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

/** The sign-up the stand-in received: one, from `page`, for `site`, with what the visitor gave. */
async function expectSentOnce(site, page, given) {
  const [sent, ...more] = await requestsTo(SUBSCRIBE_PATH, "POST");
  expect(more).to.deep.equal([]);
  expect(sent.headers["x-hunter-site"]).to.equal(site);
  expect(sent.headers["x-original-address"]).to.equal(page.href);
  const { email, ...body } = sent.body;
  expect(email, "the address, masked in the log").to.equal("a***@example.com");
  expect(body).to.deep.equal({ origin: "onsite", originAddition: "subsite", ...given });
}

const JAVASCRIPT_OFF = { sandbox: "allow-forms allow-same-origin" };

for (const site of SITES) {
  describe(`<newsletter-signup site="${site}"> without the script`, () => {
    it("JavaScript off: every required field shows; one post signs up, confirmed in the site's language, with the way back", async function () {
      this.timeout(20000);
      const { frame } = await openPrerendered({ site }, JAVASCRIPT_OFF);
      const page = new URL(frame.contentWindow.location.href);
      const extras = formRoot(frame).querySelector(".extras");
      expect(extras.checkVisibility(), "closed until the e-mail field is used").to.equal(false);
      const given = await fillRequired(frame);
      const answer = await submit(frame);
      expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
      expect(answer.title).to.not.equal("");
      expect(answer.documentElement.lang).to.equal(formRoot(frame).querySelector(".base").lang);
      expect(formRoot(frame).querySelector(".return a").getAttribute("href")).to.equal(
        `${page.pathname}${page.search}`,
      );
      await expectSentOnce(site, page, given);
    });

    it("the page's script failing to load: the same", async function () {
      this.timeout(20000);
      const { frame, form } = await openPrerendered({ site, script: "failing" });
      const page = new URL(frame.contentWindow.location.href);
      expect(form.matches(":defined")).to.equal(false);
      const given = await fillRequired(frame);
      await submit(frame);
      expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
      await expectSentOnce(site, page, given);
    });
  });
}

describe("the answer page of a post without JavaScript", () => {
  for (const site of ["hu", "tr", "ch_fr"])
    it(`${site}: from 320 to 1440 px, no sideways scroll and no word broken inside, with errors and signed up`, async function () {
      this.timeout(30000);
      const { frame } = await openPrerendered({ site }, JAVASCRIPT_OFF);
      field(frame, "newsletterEmail").value = "anna@";
      await submit(frame);
      const check = async (state) => {
        for (const width of [320, 375, 768, 1024, 1440]) {
          frame.style.width = `${width}px`;
          const root = frame.contentDocument.documentElement;
          await waitUntil(() => frame.contentWindow.innerWidth === width, `the frame never got ${width} px`);
          expect(root.scrollWidth, `${state}, ${width} px: scrolls sideways`).to.be.at.most(width);
          expect(brokenWords(formRoot(frame)), `${state}, ${width} px: words broken inside`).to.deep.equal(
            [],
          );
        }
      };
      await check("with errors");
      await fillRequired(frame);
      await submit(frame);
      expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
      await check("signed up");
    });
});

/** The windows the answer page must hold in: a small and a common phone, a tablet, a desktop. */
const SCREENS = [
  [320, 568],
  [375, 667],
  [1024, 768],
  [1440, 900],
];

/** Gives the frame a window of `width` × `height` px and waits until its page has it. */
async function showAt(frame, width, height) {
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  await waitUntil(
    () => frame.contentWindow.innerWidth === width && frame.contentWindow.innerHeight === height,
    `the frame never got ${width} × ${height} px`,
  );
}

/**
 * Whether a link's sheet loaded: one that its policy blocked is null, or there and empty
 * (Chromium), or, from another origin, has rules that cannot be read.
 */
function hasRules(sheet) {
  try {
    return sheet.cssRules.length > 0;
  } catch {
    return false;
  }
}

/**
 * What a visitor sees of the answer page in `frame`: whether the page's own stylesheet (in its
 * head, outside the element) loaded, the space beside the card on either side, the width of the
 * card's text column against 75 characters of the card's body text, where the way back ends, and
 * how wide the page scrolls.
 */
function answerLook(frame) {
  const doc = frame.contentDocument;
  const card = doc.querySelector("newsletter-signup");
  const root = card.shadowRoot;
  const box = card.getBoundingClientRect();
  // 75 "0"s of the card's own font, out of the flow (set through CSSOM: the page's policy blocks
  // style attributes, not scripts' styles).
  const probe = doc.createElement("span");
  Object.assign(probe.style, { position: "absolute", width: "75ch", visibility: "hidden" });
  root.querySelector(".base").append(probe);
  const measure = probe.getBoundingClientRect().width;
  probe.remove();
  const pageSheet = doc.head.querySelector('link[rel="stylesheet"]');
  return {
    pageSheet: pageSheet && { href: new URL(pageSheet.href).pathname, loaded: hasRules(pageSheet.sheet) },
    // Within the page's width without its scrollbar, which some engines draw beside it.
    width: doc.documentElement.clientWidth,
    margins: [box.left, doc.documentElement.clientWidth - box.right].map(Math.round),
    column: root.querySelector(".content").getBoundingClientRect().width,
    measure,
    wayBack: root.querySelector(".return").getBoundingClientRect().bottom,
    scrollWidth: doc.documentElement.scrollWidth,
  };
}

/**
 * The answer page's rules at each of SCREENS (and on pages whose root is 10 or 20 px, which the
 * test sets through CSSOM, as a visitor's font-size preference does): its stylesheet loaded under
 * its policy, the card with a margin on either side and centred, a text column of at most 75
 * characters, nothing sideways; where `wayBackShows`, the way back ends within the window.
 */
async function expectAnswerLook(frame, state, { wayBackShows }) {
  const check = (where, look, height) => {
    expect(look.pageSheet, `${where}: the page's stylesheet loads under its policy`).to.deep.equal({
      href: "/test/prerendered-page/answer-page.css",
      loaded: true,
    });
    expect(Math.min(...look.margins), `${where}: margins ${look.margins}`).to.be.above(0);
    expect(Math.abs(look.margins[0] - look.margins[1]), `${where}: centred, ${look.margins}`).to.be.at.most(
      1,
    );
    expect(look.column, `${where}: the text column against 75ch (${look.measure} px)`).to.be.at.most(
      look.measure,
    );
    expect(look.scrollWidth, `${where}: scrolls sideways`).to.be.at.most(look.width);
    if (wayBackShows) expect(look.wayBack, `${where}: the way back's bottom`).to.be.at.most(height);
  };
  for (const [width, height] of SCREENS) {
    await showAt(frame, width, height);
    check(`${state}, ${width} × ${height}`, answerLook(frame), height);
  }
  const rootStyle = frame.contentDocument.documentElement.style;
  for (const rootSize of ["10px", "20px"]) {
    rootStyle.fontSize = rootSize;
    for (const [width, height] of [SCREENS[0], SCREENS.at(-1)]) {
      await showAt(frame, width, height);
      check(`${state}, ${width} × ${height}, root ${rootSize}`, answerLook(frame), height);
    }
  }
  rootStyle.fontSize = "";
}

describe("the answer page's look", () => {
  for (const site of ["hu", "tr", "ch_fr"])
    it(`${site} signed up: margins, a column of at most 75 characters and the way back in the first screen, from 320 × 568 to 1440 × 900`, async function () {
      this.timeout(30000);
      const { frame } = await openPrerendered({ site }, JAVASCRIPT_OFF);
      await fillRequired(frame);
      await submit(frame);
      expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
      await expectAnswerLook(frame, "signed up", { wayBackShows: true });
    });

  it("de with errors: margins, the column, nothing sideways, the way back in the first screen", async function () {
    this.timeout(30000);
    const { frame } = await openPrerendered({ site: "de" }, JAVASCRIPT_OFF);
    field(frame, "newsletterEmail").value = "anna@";
    await submit(frame);
    await expectAnswerLook(frame, "with errors", { wayBackShows: true });
  });

  it("de failing: the failure and the way back in the first screen, margins, the column, nothing sideways", async function () {
    this.timeout(30000);
    await standIn.scenario("newsletter-error");
    const { frame } = await openPrerendered({ site: "de" }, JAVASCRIPT_OFF);
    await fillRequired(frame);
    await submit(frame);
    const failure = [...formRoot(frame).querySelectorAll(".notification")].find((notice) =>
      notice.textContent.includes("Aus technischen Gründen"),
    );
    expect(failure, "the failure shown").to.exist;
    const { bottom } = failure.getBoundingClientRect();
    expect(bottom, "the failure above the form").to.be.at.most(
      formRoot(frame).querySelector("form").getBoundingClientRect().top,
    );
    expect(bottom, "the failure in the first screen").to.be.at.most(frame.contentWindow.innerHeight);
    await expectAnswerLook(frame, "failed", { wayBackShows: true });
  });
});

describe("with JavaScript off, the sign-up failing", () => {
  it("de: the technical-error banner, what was given kept", async function () {
    this.timeout(20000);
    await standIn.scenario("newsletter-error");
    const { frame } = await openPrerendered({ site: "de" }, JAVASCRIPT_OFF);
    await fillRequired(frame);
    await submit(frame);
    expect(textOf(formRoot(frame).querySelector("section"))).to.contain("Aus technischen Gründen");
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
    // The footer's form shows every required field too: one post.
    for (const box of root.querySelectorAll('form input[type="checkbox"][aria-required="true"]'))
      box.checked = true;
    await submit(frame, root.querySelector("button[type=submit]"));
    expect(textOf(formRoot(frame).querySelector('[part="success"]'))).to.contain(EMAIL);
    const [sent] = await requestsTo(SUBSCRIBE_PATH, "POST");
    // The footer gives its form its site and language; the origin is the element's default.
    expect(sent.body.origin).to.equal("onsite");
    expect(sent.headers["x-hunter-site"]).to.equal("de");
  });
});
