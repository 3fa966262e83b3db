/**
 * <newsletter-signup> against hostile pages and faulty servers: subscriber tokens of another
 * shape, calls outliving the form, redirects, a language switch and a broken tag manager, through
 * the built script and the stand-in.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { nextEvent, recordConsoleErrors, settle, unmountAll } from "../helpers/page.js";
import { spyFetch } from "../helpers/api.js";
import { standIn } from "../helpers/stand-in.js";
import { $, control, fillValid, mountForm, setLoginCookie, submitButton } from "../helpers/newsletter.js";

const banner = (form) => $(form, "form [role=alert]");
const successText = (form) => $(form, "[part=success]").textContent;

let dataLayerBefore;
beforeEach(async () => {
  await standIn.reset();
  dataLayerBefore = window.dataLayer;
  window.dataLayer = [];
});
afterEach(async () => {
  unmountAll();
  setLoginCookie(false);
  window.dataLayer = dataLayerBefore;
  await standIn.reset();
});

describe("subscriber tokens: only 1 to 128 letters, digits, - and _ (docs/deploying.md, 'Limits')", () => {
  for (const token of [".", "..", "a/b", "%2e%2e", "x".repeat(129)]) {
    it(`subscriber-token "${token.slice(0, 12)}": the invalid-link banner, no request, the token not logged`, async () => {
      const errors = recordConsoleErrors();
      try {
        const form = await mountForm(`site="de" subscriber-token="${token}"`);
        await waitUntil(() => $(form, "[part=doi-error]"), "no invalid-link banner", { timeout: 5000 });
      } finally {
        errors.restore();
      }
      const puts = (await standIn.requests()).filter((entry) => entry.method === "PUT");
      expect(puts, "no PUT reached any path").to.deep.equal([]);
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain("subscriber token");
      if (token.length > 2) expect(errors.messages[0]).not.to.contain(token);
    });
  }
});

describe("every call of a form is aborted when the form leaves the page", () => {
  it("a removed form aborts its base-data call (it would be repeated with the login token)", async () => {
    setLoginCookie(true);
    // Every service answer is held back 20 s: the base-data call is under way when the form goes.
    await standIn.scenario("timeout");
    const spy = spyFetch();
    try {
      const form = await mountForm('site="de"');
      await waitUntil(() => spy.calls.some((call) => call.url.includes("/base-data")), "no base-data call");
      form.parentElement.remove();
      // Still out of the page after the task, the element's effects stop (src/elements/element-mount.ts).
      await settle();
      const calls = spy.calls.filter((call) => call.url.includes("/base-data"));
      expect(calls).to.have.length(1);
      expect(calls[0].init.signal.aborted, "the base-data call was aborted").to.equal(true);
    } finally {
      spy.restore();
    }
  });

  it("a form removed during its sign-up aborts the sign-up call", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de");
    await standIn.scenario("timeout");
    const spy = spyFetch();
    try {
      submitButton(form).click();
      await waitUntil(
        () => spy.calls.some((call) => call.url.endsWith("/newsletter-subscribers")),
        "no POST",
      );
      form.parentElement.remove();
      await settle();
      const [call] = spy.calls.filter((candidate) => candidate.url.endsWith("/newsletter-subscribers"));
      expect(call.init.signal.aborted, "the sign-up call was aborted").to.equal(true);
    } finally {
      spy.restore();
    }
  });
});

describe("a redirect is no success", () => {
  it("a sign-up answered with a 302 to an HTML page: the technical error, the input kept", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de", "redirected@example.com");
    await standIn.scenario("redirect-to-login");
    let isSubscribed = false;
    form.addEventListener("shop-newsletter-subscribed", () => (isSubscribed = true));
    const errors = recordConsoleErrors();
    try {
      submitButton(form).click();
      await waitUntil(() => banner(form), "no technical-error banner", { timeout: 5000 });
    } finally {
      errors.restore();
    }
    expect(successText(form)).to.equal("");
    expect(isSubscribed).to.equal(false);
    expect(control(form, "newsletterEmail").value).to.equal("redirected@example.com");
    expect(errors.messages.join("\n")).to.contain("redirect");
  });

  it("a double opt-in answered with a 302: the invalid-link banner, not the confirmation", async () => {
    await standIn.scenario("redirect-to-login");
    const errors = recordConsoleErrors();
    let form;
    try {
      form = await mountForm('site="de" subscriber-token="demo-doi-token"');
      await waitUntil(() => $(form, "[part=doi-error]"), "no invalid-link banner", { timeout: 5000 });
    } finally {
      errors.restore();
    }
    expect(successText(form)).to.equal("");
  });
});

describe("a language switch keeps what was typed", () => {
  it("lang changed to another locale, then back: the texts switch at once, the input stays, nothing is logged", async () => {
    const form = await mountForm('site="de"');
    await fillValid(form, "de", "typed@example.com");
    const errors = recordConsoleErrors();
    try {
      const polish = nextEvent(form, "shop-ready");
      form.setAttribute("lang", "pl-PL");
      expect((await polish).detail.locale).to.equal("pl-PL");
      expect(control(form, "newsletterEmail")?.value, "in Polish").to.equal("typed@example.com");
      const german = nextEvent(form, "shop-ready");
      form.removeAttribute("lang");
      expect((await german).detail.locale).to.equal("de-DE");
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.deep.equal([]);
    expect(control(form, "newsletterEmail").value).to.equal("typed@example.com");
  });
});

describe("a broken tag manager does not break the sign-up", () => {
  it("a throwing dataLayer.push: the sign-up's own event and success still happen, nothing uncaught", async () => {
    const uncaught = [];
    const onError = (event) => uncaught.push(event.message ?? String(event.reason));
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onError);
    window.dataLayer = {
      push() {
        throw new Error("broken tag manager");
      },
    };
    const errors = recordConsoleErrors();
    try {
      const form = await mountForm('site="de"');
      await fillValid(form, "de");
      const subscribed = nextEvent(form, "shop-newsletter-subscribed");
      submitButton(form).click();
      expect((await subscribed).detail).to.deep.equal({ site: "de", origin: "onsite" });
      await waitUntil(() => successText(form) !== "", "no success message");
      await settle();
    } finally {
      errors.restore();
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onError);
    }
    expect(uncaught).to.deep.equal([]);
    expect(errors.messages.join("\n")).to.contain("window.dataLayer.push threw");
  });
});
