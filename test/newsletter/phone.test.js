/**
 * The sign-up on a 375 × 667 phone, on every site: the form opens below the e-mail field when the
 * field has the focus (by the stylesheet's rule, the same rule the server-rendered form follows:
 * test/prerendered/before-script.test.js), and opened it is short enough to fill in: at most
 * 1000 px, 1150 px where the site asks for a salutation or names, and at most 200 px more with
 * every error shown. It closes again when it is left empty, and stays open while a field holds a
 * value. docs/look.md has the figures per site.
 */
import { expect } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import { SITES, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { waitUntil } from "../helpers/wait.js";
import {
  $,
  control,
  expand,
  isOpen,
  mountForm,
  nextRender,
  setValue,
  submitButton,
} from "../helpers/newsletter.js";

/** The tallest opened form each site may have (px): the sites that ask for a salutation or names get more room. */
const OPENED_AT_MOST = {
  de: 1000,
  ch: 1000,
  ch_fr: 1000,
  pl: 1000,
  cz: 1000,
  sk: 1000,
  at: 1150,
  hu: 1150,
  tr: 1150,
};
/** What every error shown may add to the opened form (px). */
const ERRORS_ADD_AT_MOST = 200;

const height = (form) => $(form, "section").getBoundingClientRect().height;

beforeEach(() => standIn.reset());
afterEach(unmountAll);
before(() => setViewport({ width: 375, height: 667 }));
after(() => setViewport({ width: 800, height: 600 }));

describe("<newsletter-signup> on a 375 × 667 phone", () => {
  it("the test's table names every site", () => {
    expect(Object.keys(OPENED_AT_MOST)).to.have.members(SITES);
  });

  for (const site of SITES)
    it(`${site}: opened at most ${OPENED_AT_MOST[site]} px, with every error at most ${ERRORS_ADD_AT_MOST} px more`, async () => {
      const form = await mountForm(`site="${site}"`);
      expect(isOpen(form), "closed before the field is used").to.equal(false);
      await expand(form);
      await nextRender();
      const opened = height(form);
      expect(opened, "opened").to.be.at.most(OPENED_AT_MOST[site]);
      submitButton(form).click();
      await waitUntil(() => $(form, "[aria-invalid=true]"), "an empty submit showed no error");
      await nextRender();
      expect(isOpen(form), "open with its errors").to.equal(true);
      expect(height(form) - opened, "what the errors add").to.be.at.most(ERRORS_ADD_AT_MOST);
    });

  it("closes when left empty (the address's own error shows), and opens when a value arrives", async () => {
    const form = await mountForm('site="de"');
    const email = control(form, "newsletterEmail");
    await expand(form);
    email.blur();
    await waitUntil(
      () => email.getAttribute("aria-invalid") === "true",
      "leaving the empty field showed no error",
    );
    await nextRender();
    expect(isOpen(form), "the empty form left").to.equal(false);
    setValue(email, "anna@example.com");
    await waitUntil(() => isOpen(form), "a value (autofill) did not open the form");
    expect(isOpen(form)).to.equal(true);
  });
});
