/**
 * The form is as tall as its content in every state (docs/look.md): empty, opened, with errors,
 * busy, signed up, and with either double-opt-in banner, from 320 to 1440 px, on every site, in
 * the default and the dark theme. Nothing is reserved below the last thing it shows but the
 * block's own padding; the fields that open with the e-mail field's focus appear then, below the
 * field; after a sign-up the message stands in the form's place in a block no taller than the form
 * was, its heading says what happened, and focus and scroll keep it in view on a phone. The image
 * beside the form (from 767 px of the element's width) is as tall as the form in every state, so
 * that no empty column stands beside it, cut around its subject and shown at most
 * MAX_IMAGE_SCALE times its file's size; it is left out once signed up.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { SITES, mount, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { DARK_THEME } from "../helpers/themes.js";
import {
  $,
  $$,
  control,
  createSubscriber,
  expand,
  fillValid,
  mountForm,
  nextRender,
  submitButton,
} from "../helpers/newsletter.js";

const WIDTHS = [320, 375, 1024, 1440];
const THEMES = { default: "", dark: DARK_THEME };
const box = (element) => element.getBoundingClientRect();
/**
 * How much larger than its file the image may be shown: the slot follows the form's height, which
 * with every error shown outgrows the file chosen for an opened form (docs/look.md has the figures).
 */
const MAX_IMAGE_SCALE = 1.35;

/**
 * The room below the last thing the block shows, beyond its padding (px): what it keeps blank.
 * Everything visible in the form's column counts, the image's height does not (it follows the form).
 */
function blankBelow(form) {
  const section = $(form, "section");
  const shown = $$(form, ".content *").filter(
    (element) => !element.closest(".honeypot") && element.checkVisibility() && box(element).height > 0,
  );
  const contentBottom = Math.max(...shown.map((element) => box(element).bottom));
  return box(section).bottom - parseFloat(getComputedStyle(section).paddingBottom) - contentBottom;
}

/**
 * The image's scale on screen: above 1 it is shown larger than its file (cover: the larger ratio).
 * The file is measured on its own: chosen from a `srcset` by width, the image's own natural size
 * is the file's divided by the density the browser derived from `sizes`.
 */
async function imageScale(form) {
  const image = $(form, "picture img");
  if (!image.checkVisibility()) return undefined;
  const file = new Image();
  file.src = image.currentSrc;
  await file.decode();
  const { width, height } = box(image);
  return Math.max(width / file.naturalWidth, height / file.naturalHeight);
}

/** Measures the form at every width in every theme: no blank below its content, the image within its scale. */
async function expectTightAtEveryWidth(form, state) {
  for (const [theme, style] of Object.entries(THEMES)) {
    form.setAttribute("style", style);
    for (const width of WIDTHS) {
      await setViewport({ width, height: 900 });
      await nextRender();
      const image = $(form, "picture img");
      if (image.checkVisibility())
        await waitUntil(
          () => image.complete && image.naturalWidth > 0,
          `${width} px: the image never loaded`,
        );
      const where = `${state}, ${theme} theme, ${width} px`;
      expect(blankBelow(form), `${where}: blank below the content`).to.be.within(-0.5, 0.5);
      const scale = await imageScale(form);
      if (scale !== undefined) expect(scale, `${where}: the image's scale`).to.be.at.most(MAX_IMAGE_SCALE);
      expect(form.scrollWidth, `${where}: nothing wider than the element`).to.be.at.most(form.clientWidth);
    }
  }
  form.removeAttribute("style");
}

beforeEach(() => standIn.reset());
afterEach(unmountAll);
after(() => setViewport({ width: 800, height: 600 }));

for (const site of SITES) {
  describe(`<newsletter-signup site="${site}"> as tall as its content`, () => {
    it("empty, opened, with errors, busy and signed up, at 320 to 1440 px in both themes", async () => {
      await setViewport({ width: 1024, height: 900 });
      const form = await mountForm(`site="${site}"`);
      await expectTightAtEveryWidth(form, "empty");
      expect(control(form, "newsletterEmail").checkVisibility(), "the e-mail field").to.equal(true);

      await expand(form);
      await expectTightAtEveryWidth(form, "opened");

      submitButton(form).click();
      await waitUntil(() => $$(form, "[aria-invalid=true]").length > 0, "the errors never showed");
      await expectTightAtEveryWidth(form, "with errors");

      await fillValid(form, site, "anna.schmidt@example.com");
      await standIn.scenario("slow");
      submitButton(form).click();
      await waitUntil(() => control(form, "newsletterEmail").disabled, "never busy");
      await expectTightAtEveryWidth(form, "busy");

      await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success message", {
        timeout: 8000,
      });
      await expectTightAtEveryWidth(form, "signed up");
      expect($(form, "picture").checkVisibility(), "no image after a sign-up").to.equal(false);
    });

    it("with the confirmation of a double opt-in, and with the invalid-link banner", async () => {
      const token = await createSubscriber(site);
      const confirmed = await mountForm(`site="${site}" subscriber-token="${token}"`);
      await waitUntil(() => $(confirmed, "[part=success]").textContent !== "", "never confirmed");
      await expectTightAtEveryWidth(confirmed, "confirmed");
      unmountAll();
      const invalid = await mountForm(`site="${site}" subscriber-token="no-such-token"`);
      await waitUntil(() => $(invalid, "[part=doi-error]"), "no invalid-link banner");
      await expectTightAtEveryWidth(invalid, "invalid link");
    });
  });
}

describe("<newsletter-signup> opening", () => {
  for (const width of [375, 1440])
    it(`${width} px: the extra fields open below the e-mail field; the field and everything above it stay`, async () => {
      await setViewport({ width, height: 900 });
      const form = await mountForm('site="hu"');
      const email = control(form, "newsletterEmail");
      const above = [$(form, "h2"), email].map((element) => box(element).top);
      const button = box(submitButton(form)).top;
      await expand(form);
      await nextRender();
      expect([$(form, "h2"), email].map((element) => box(element).top)).to.deep.equal(above);
      const extras = box($(form, ".extras"));
      expect(extras.top, "between the field and the button").to.be.above(box(email).bottom);
      expect(box(submitButton(form)).top).to.be.closeTo(button + extras.height + 16, 1);
    });

  it("every field fits the form at 375 px, the names side by side included", async () => {
    await setViewport({ width: 375, height: 900 });
    const form = await mountForm('site="tr"');
    await expand(form);
    const { left, right } = box($(form, "form"));
    for (const field of $$(form, "form .field")) {
      expect(box(field).left, field.textContent).to.be.at.least(left - 0.5);
      expect(box(field).right, field.textContent).to.be.at.most(right + 0.5);
    }
    expect(box(submitButton(form)).width, "the button spans the form").to.equal(box($(form, "form")).width);
  });
});

describe("<newsletter-signup> after a sign-up", () => {
  it("the message stands in the form's place, the heading says what happened, the block is no taller", async () => {
    await setViewport({ width: 1024, height: 900 });
    const form = await mountForm('site="de"');
    const heading = $(form, "h2");
    expect(heading.textContent).to.equal("Newsletter abonnieren und 10\u00a0% Rabatt sichern");
    await fillValid(form, "de", "anna.schmidt@example.com");
    const before = { block: box($(form, "section")).height, formTop: box($(form, "form")).top };
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success", { timeout: 6000 });
    await nextRender();
    expect(heading.textContent).to.equal("Fast geschafft!");
    expect($(form, "section").getAttribute("aria-labelledby")).to.equal(heading.id);
    expect($(form, "[part=success]").textContent).to.equal(
      "Wir haben eine E-Mail an anna.schmidt@example.com gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.",
    );
    const formElement = $(form, "form");
    expect(formElement.hidden, "the form is gone").to.equal(true);
    expect(formElement.checkVisibility()).to.equal(false);
    expect(box($(form, "[part=success]")).top).to.be.closeTo(before.formTop, 0.5);
    expect(box($(form, "section")).height).to.be.at.most(before.block);
  });

  it("on a 375 × 667 phone the heading and the message are in view and the message has the focus", async () => {
    await setViewport({ width: 375, height: 667 });
    // The shop's page above the form, and the visitor scrolled down to its button.
    const spacer = await mount('<div style="height: 1200px"></div>', { ready: false });
    const form = await mountForm('site="hu"');
    await fillValid(form, "hu", "anna.kovacs@example.com");
    submitButton(form).scrollIntoView({ block: "end" });
    expect(box($(form, "h2")).top, "the heading has scrolled away before").to.be.below(0);
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success", { timeout: 6000 });
    await nextRender();
    await waitUntil(() => box($(form, "h2")).top >= 0, "the heading never came into view");
    for (const part of [$(form, "h2"), $(form, "[part=success]")]) {
      expect(box(part).top, part.textContent).to.be.at.least(0);
      expect(box(part).bottom, part.textContent).to.be.at.most(innerHeight);
    }
    expect(form.shadowRoot.activeElement === $(form, "[part=success]"), "the message has the focus").to.equal(
      true,
    );
    spacer.remove();
  });
});

describe("<newsletter-signup> image", () => {
  for (const width of [1024, 1440])
    it(`${width} px: fills its column from the top as tall as the form, empty and opened, and reaches the grid's edge`, async () => {
      await setViewport({ width, height: 900 });
      const form = await mountForm('site="hu"');
      const image = $(form, "picture img");
      await waitUntil(() => image.complete && image.naturalWidth > 0, "the image never loaded");
      const section = $(form, "section");
      const { paddingRight, paddingTop, paddingBottom } = getComputedStyle(section);
      expect(box(image).right).to.be.closeTo(box(section).right - parseFloat(paddingRight), 0.5);
      expect(box(image).top).to.be.closeTo(box(section).top + parseFloat(paddingTop), 0.5);
      const inner = box(section).height - parseFloat(paddingTop) - parseFloat(paddingBottom);
      expect(box(image).height, "empty: the form's height").to.be.closeTo(inner, 0.5);
      await expand(form);
      await nextRender();
      const opened = box(section).height - parseFloat(paddingTop) - parseFloat(paddingBottom);
      expect(opened, "the form opened").to.be.above(inner);
      expect(box(image).height, "opened: no empty column beside the form").to.be.closeTo(opened, 0.5);
      expect(getComputedStyle(image).objectFit).to.equal("cover");
    });

  it("follows the element's own width, not the viewport's: beside the form only from 767 px", async () => {
    await setViewport({ width: 1440, height: 900 });
    const narrow = await mount(
      '<div style="width: 600px"><newsletter-signup site="de"></newsletter-signup></div>',
      { ready: false },
    );
    const form = narrow.querySelector("newsletter-signup");
    await waitUntil(() => $(form, "form"), "never rendered");
    expect($(form, "picture").checkVisibility(), "in a 600 px column").to.equal(false);
    expect(box(submitButton(form)).width, "the button spans the form").to.equal(box($(form, "form")).width);
    narrow.style.width = "900px";
    await nextRender();
    expect($(form, "picture").checkVisibility(), "in a 900 px column").to.equal(true);
  });
});
