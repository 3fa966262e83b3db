/**
 * The form keeps one layout in every state (docs/look.md): beside the image, neither the block nor
 * the image changes size when the e-mail field gets the focus (the extra fields open inside the
 * block) or after a sign-up (the message takes the form's place); on phones nothing above the
 * e-mail field moves when the form opens, and a sign-up keeps the block's height; the heading says
 * what happened; the image reaches the grid's edge; the button spans the form on phones.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { $, control, fillValid, mountForm, nextRender, submitButton } from "../helpers/newsletter.js";

const box = (element) => element.getBoundingClientRect();
const size = (element) => ({
  width: Math.round(box(element).width),
  height: Math.round(box(element).height),
});

/** The block and, when shown, its image. */
function sizes(form) {
  const image = $(form, "picture img");
  return { block: size($(form, "section")), image: image.checkVisibility() ? size(image) : null };
}

async function signUp(form, site) {
  await fillValid(form, site, "anna.schmidt@example.com");
  submitButton(form).click();
  await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success message", {
    timeout: 6000,
  });
  await nextRender();
}

async function mountAt(site, width) {
  await setViewport({ width, height: 900 });
  const form = await mountForm(`site="${site}"`);
  const image = $(form, "picture img");
  if (image.checkVisibility())
    await waitUntil(() => image.complete && image.naturalWidth > 0, "the image never loaded");
  return form;
}

beforeEach(() => standIn.reset());
afterEach(unmountAll);
after(() => setViewport({ width: 800, height: 600 }));

for (const width of [1440, 1024])
  for (const site of ["de", "hu", "tr"]) {
    describe(`<newsletter-signup site="${site}"> at ${width} px, beside its image`, () => {
      it("keeps the block's and the image's size when the e-mail field gets the focus, and after a sign-up", async () => {
        const form = await mountAt(site, width);
        const closed = sizes(form);
        expect(closed.image, "the image shows").to.not.equal(null);
        control(form, "newsletterEmail").focus();
        await waitUntil(() => $(form, ".extras[data-open]"), "the form never opened");
        await nextRender();
        expect(sizes(form), "opened").to.deep.equal(closed);
        await signUp(form, site);
        expect(sizes(form), "signed up").to.deep.equal(closed);
      });

      it("the image fills its column to the grid's edge and the block's height", async () => {
        const form = await mountAt(site, width);
        const section = $(form, "section");
        const { paddingRight, paddingTop, paddingBottom } = getComputedStyle(section);
        const image = box($(form, "picture img"));
        expect(image.right).to.be.closeTo(box(section).right - parseFloat(paddingRight), 0.5);
        expect(image.height).to.be.closeTo(
          box(section).height - parseFloat(paddingTop) - parseFloat(paddingBottom),
          0.5,
        );
        expect(getComputedStyle($(form, "picture img")).objectFit).to.equal("cover");
      });
    });
  }

for (const site of ["de", "hu", "tr"]) {
  describe(`<newsletter-signup site="${site}"> on a phone (375 px)`, () => {
    it("the extra fields open below the e-mail field: the field and everything above it stay", async () => {
      const form = await mountAt(site, 375);
      const email = control(form, "newsletterEmail");
      const above = [$(form, "h2"), email].map((element) => box(element).top);
      const button = box(submitButton(form)).top;
      email.focus();
      await waitUntil(() => $(form, ".extras[data-open]"), "the form never opened");
      await nextRender();
      expect([$(form, "h2"), email].map((element) => box(element).top)).to.deep.equal(above);
      const extras = box($(form, ".extras"));
      expect(extras.top, "between the field and the button").to.be.above(box(email).bottom);
      expect(box(submitButton(form)).top).to.be.closeTo(button + extras.height + 16, 1);
    });

    it("every field fits the form, the names side by side included", async () => {
      const form = await mountAt(site, 375);
      control(form, "newsletterEmail").focus();
      await waitUntil(() => $(form, ".extras[data-open]"), "the form never opened");
      await nextRender();
      const { left, right } = box($(form, "form"));
      for (const field of form.shadowRoot.querySelectorAll("form .field")) {
        expect(box(field).left, field.textContent).to.be.at.least(left - 0.5);
        expect(box(field).right, field.textContent).to.be.at.most(right + 0.5);
      }
    });

    it("a sign-up keeps the block's height, and the button spans the form", async () => {
      const form = await mountAt(site, 375);
      expect(box(submitButton(form)).width).to.equal(box($(form, "form")).width);
      control(form, "newsletterEmail").focus();
      await waitUntil(() => $(form, ".extras[data-open]"), "the form never opened");
      await fillValid(form, site, "anna.schmidt@example.com");
      await nextRender();
      const open = sizes(form).block;
      submitButton(form).click();
      await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success", { timeout: 6000 });
      await nextRender();
      expect(sizes(form).block).to.deep.equal(open);
    });
  });
}

describe("<newsletter-signup> after a sign-up", () => {
  it("the heading says what happened instead of the offer; the form is out of sight and out of reach", async () => {
    const form = await mountAt("de", 1024);
    const heading = $(form, "h2");
    expect(heading.textContent).to.equal("Newsletter abonnieren und 10\u00a0% Rabatt sichern");
    await signUp(form, "de");
    expect(heading.textContent).to.equal("Fast geschafft!");
    expect($(form, "section").getAttribute("aria-labelledby")).to.equal(heading.id);
    expect($(form, "[part=success]").textContent).to.equal(
      "Wir haben eine E-Mail an anna.schmidt@example.com gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.",
    );
    const formElement = $(form, "form");
    expect(formElement.inert).to.equal(true);
    expect(getComputedStyle(formElement).visibility).to.equal("hidden");
    // The message stands in the form's place.
    expect(box($(form, "[part=success]")).top).to.be.closeTo(box(formElement).top, 0.5);
  });
});
