/**
 * The look of <newsletter-signup>: empty, opened, with errors, after a sign-up and with the
 * invalid-link banner, on a few sites at desktop and phone widths. See ./support.js for how the pictures are taken and updated.
 */
import { waitUntil } from "../helpers/wait.js";
import { unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { $, $$, control, fillValid, mountForm, nextRender, submitButton } from "../helpers/newsletter.js";
import { expectLook, useViewport } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(unmountAll);

/** Submits the form untouched and waits until its errors show and the first invalid field has the focus. */
async function submitEmpty(form) {
  control(form, "newsletterEmail").focus();
  await nextRender();
  submitButton(form).click();
  await waitUntil(
    () =>
      $$(form, "[aria-invalid=true]").length > 0 &&
      form.shadowRoot.activeElement === $(form, "[aria-invalid=true]"),
    "the errors never showed",
  );
}

describe("the look of <newsletter-signup>", () => {
  for (const [site, width] of [
    ["de", 1024],
    ["ch_fr", 375],
  ]) {
    it(`${site}, ${width} px: empty`, async () => {
      await useViewport(width);
      const form = await mountForm(`site="${site}"`);
      await expectLook(form, `newsletter-${site}-${width}-empty`);
    });
  }

  it("hu, 1440 px: opened, the extra fields in the room the block kept for them", async () => {
    await useViewport(1440);
    const form = await mountForm('site="hu"');
    control(form, "newsletterEmail").focus();
    await waitUntil(() => $(form, ".extras").checkVisibility(), "the form never opened");
    await expectLook(form, "newsletter-hu-1440-open");
  });

  for (const [site, width] of [
    ["hu", 1024],
    ["tr", 375],
  ]) {
    it(`${site}, ${width} px: every required field in error`, async () => {
      await useViewport(width);
      const form = await mountForm(`site="${site}"`);
      await submitEmpty(form);
      await expectLook(form, `newsletter-${site}-${width}-errors`);
    });
  }

  for (const width of [375, 1024]) {
    it(`de, ${width} px: signed up`, async () => {
      await useViewport(width);
      const form = await mountForm('site="de"');
      await fillValid(form, "de", "anna.schmidt@example.com");
      submitButton(form).click();
      await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success message", {
        timeout: 6000,
      });
      await expectLook(form, `newsletter-de-${width}-success`);
    });
  }

  it("de, 1440 px: the invalid-link banner above the form", async () => {
    await useViewport(1440);
    const form = await mountForm('site="de" subscriber-token="expired-doi-token"');
    await waitUntil(() => $(form, "[part=doi-error]"), "no double-opt-in error");
    await expectLook(form, "newsletter-de-1440-doi-error");
  });
});
