/**
 * <newsletter-signup>: axe finds no violation in any state of the form — empty, expanded, error,
 * loading, success, double-opt-in error and confirmed — on every site at 375 px and 1440 px,
 * with the rules of WCAG 2.2 AA and axe's best practices (target size, 2.5.8, among them).
 */
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { SITES, unmountAll } from "../helpers/page.js";
import { expectAxeClean } from "../helpers/axe.js";
import { standIn } from "../helpers/stand-in.js";
import { $, createSubscriber, expand, fillValid, mountForm, submitButton } from "../helpers/newsletter.js";

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
];

beforeEach(() => standIn.reset());
afterEach(async () => {
  unmountAll();
  await setViewport({ width: 800, height: 600 });
});

for (const viewport of VIEWPORTS) {
  describe(`<newsletter-signup> accessibility at ${viewport.width} px (axe)`, () => {
    beforeEach(() => setViewport(viewport));

    for (const site of SITES) {
      it(`${site}: empty`, async () => {
        const form = await mountForm(`site="${site}"`);
        await expectAxeClean(form);
      });

      it(`${site}: expanded, with the first layer and its links`, async () => {
        const form = await mountForm(`site="${site}"`);
        await expand(form);
        await expectAxeClean(form);
      });

      it(`${site}: errors after an invalid submit`, async () => {
        const form = await mountForm(`site="${site}"`);
        await expand(form);
        submitButton(form).click();
        await waitUntil(() => $(form, "[aria-invalid=true]"), "no error");
        await expectAxeClean(form);
      });

      it(`${site}: success`, async () => {
        const form = await mountForm(`site="${site}"`);
        await fillValid(form, site);
        submitButton(form).click();
        await waitUntil(() => $(form, "[part=success]").textContent !== "", "no success");
        await expectAxeClean(form);
      });
    }

    it("loading", async () => {
      await standIn.scenario("slow");
      const form = await mountForm('site="at"');
      await fillValid(form, "at");
      submitButton(form).click();
      await waitUntil(() => submitButton(form).getAttribute("aria-busy") === "true", "never loading");
      await expectAxeClean(form);
    });

    it("technical-error banner", async () => {
      await standIn.scenario("newsletter-error");
      const form = await mountForm('site="de"');
      await fillValid(form, "de");
      submitButton(form).click();
      await waitUntil(() => $(form, "form [role=alert]"), "no banner");
      await expectAxeClean(form);
    });

    it("double-opt-in error", async () => {
      const form = await mountForm('site="de" subscriber-token="expired-doi-token"');
      await waitUntil(() => $(form, "[part=doi-error]"), "no double-opt-in error");
      await expectAxeClean(form);
    });

    it("double opt-in confirmed", async () => {
      const token = await createSubscriber("de");
      const form = await mountForm(`site="de" subscriber-token="${token}"`);
      await waitUntil(() => $(form, "[part=success]").textContent !== "", "never confirmed");
      await expectAxeClean(form);
    });
  });
}
