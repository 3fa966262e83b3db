/**
 * When a prerendered element hydrates: once the shopper needs it, not when the script runs nor
 * when the page is loaded and the browser idle (hydrating evaluates React, a long task a shopper
 * who has not acted need not wait for). On a long page the form stands in the first screen and
 * the footer far below; each stays the server's markup, styled by the stylesheet link it came
 * with, until the shopper uses it or scrolls while it is near the viewport (the footer: when
 * scrolling brings it near). Then it adopts its own sheet, the link goes, and it hydrates.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { nextEvent } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { closeFrames, openPrerendered } from "./support.js";
import {
  clearSessionCookies,
  secondsFromNow,
  setCookie,
  token,
  waitForRequests,
} from "../preview/support.js";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

/** The page's next idle moment (a timer in WebKit, which has no idle callbacks). */
const idle = (page) =>
  new Promise((resolve) =>
    page.requestIdleCallback ? page.requestIdleCallback(resolve) : page.setTimeout(resolve, 50),
  );

/**
 * The long page at a phone's size, once its script has run (its elements defined), the page has
 * loaded and the browser has been idle since.
 */
async function openLongPage() {
  const prerendered = await openPrerendered({ site: "de", length: "long" }, { width: 375, height: 640 });
  const { page, footer } = prerendered;
  await prerendered.releaseScript();
  await Promise.all(["shop-footer", "newsletter-signup"].map((tag) => page.customElements.whenDefined(tag)));
  await waitUntil(() => page.document.readyState === "complete", "the page never loaded");
  await idle(page);
  expect(footer.getBoundingClientRect().top, "the footer starts far below").to.be.above(2 * page.innerHeight);
  return prerendered;
}

/** The element is the server's markup still, styled by its link, and the script's sheet not parsed for it. */
function expectWaiting(element) {
  expect(element.matches(":state(ready)"), `${element.localName} hydrated`).to.equal(false);
  expect(element.shadowRoot.querySelector("link[rel=stylesheet]"), "its stylesheet link").to.not.equal(null);
  expect(element.shadowRoot.adoptedStyleSheets, "adopted sheets").to.have.length(0);
}

/** The footer hydrated: its own sheet adopted in place of the link, and still styled. */
function expectHydrated({ page, footer }) {
  expect(footer.matches(":state(ready)"), "hydrated").to.equal(true);
  expect(footer.shadowRoot.querySelector("link"), "its stylesheet link").to.equal(null);
  expect(footer.shadowRoot.adoptedStyleSheets, "adopted sheets").to.have.length(1);
  expect(page.getComputedStyle(footer.shadowRoot.querySelector("footer")).display).to.equal("grid");
}

/** The footer waits; `use(prerendered)` makes it needed, and it hydrates upon that. */
async function expectHydratedUpon(prerendered, use) {
  expectWaiting(prerendered.footer);
  const ready = nextEvent(prerendered.footer, "shop-ready");
  use(prerendered);
  await ready;
  expectHydrated(prerendered);
}

describe("a prerendered form in the first screen", () => {
  it("waits after the script has run and the page has loaded, the shopper neither touching nor scrolling", async () => {
    const { page, form } = await openLongPage();
    await idle(page);
    expectWaiting(form);
  });

  it("hydrates when the shopper starts scrolling", async () => {
    const { page, form } = await openLongPage();
    expectWaiting(form);
    const ready = nextEvent(form, "shop-ready");
    page.scrollBy(0, 40);
    await ready;
    expect(form.shadowRoot.querySelector("link"), "its stylesheet link").to.equal(null);
  });

  it("hydrates when the shopper first uses it, and keeps what they typed", async () => {
    const { form } = await openLongPage();
    expectWaiting(form);
    const ready = nextEvent(form, "shop-ready");
    const field = form.shadowRoot.querySelector('input[name="newsletterEmail"]');
    field.focus({ preventScroll: true });
    field.value = "anna@example.com";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await ready;
    expect(form.shadowRoot.querySelector('input[name="newsletterEmail"]').value).to.equal("anna@example.com");
  });
});

describe("a prerendered footer far below the viewport", () => {
  it("waits after the script has run; it hydrates as it nears the viewport", async () => {
    await expectHydratedUpon(await openLongPage(), ({ footer }) => footer.scrollIntoView());
  });

  it("hydrates when the shopper first uses it, where it is", async () => {
    const prerendered = await openLongPage();
    await expectHydratedUpon(prerendered, ({ footer }) =>
      footer.shadowRoot.querySelector("a[href]").focus({ preventScroll: true }),
    );
    expect(prerendered.page.scrollY, "the page scrolled").to.equal(0);
  });

  it("stays the server's markup while the page is loaded and idle and the shopper does not come near it", async () => {
    const { page, footer } = await openLongPage();
    // Idle again, and again: the footer is not needed, so nothing of it is evaluated meanwhile.
    await idle(page);
    await idle(page);
    expectWaiting(footer);
  });

  it("runs its page-level work while it waits: the A/B assignment and the login token's renewal", async () => {
    // A long-term token past its renewal time: the renewal renews it as it starts (CLASSIC).
    setCookie("LongTermToken", token({ exp: secondsFromNow(3600), ren: secondsFromNow(-60) }));
    try {
      const { footer } = await openLongPage();
      await waitForRequests("/getassignment", 1);
      await waitForRequests("/longtermtoken/renew", 1);
      expectWaiting(footer);
    } finally {
      clearSessionCookies();
    }
  });
});
