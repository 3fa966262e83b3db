/**
 * When a prerendered element hydrates: once it is needed, not when the script runs. On a long
 * page the footer starts far below the first viewport; it stays the server's markup, styled by
 * the stylesheet link it came with, until it nears the viewport, the shopper first uses it, or
 * the browser is idle after the load, whichever comes first. Then it adopts its own sheet, the
 * link goes, and it hydrates. The page's idle time is the test's: it stands in for the page's
 * `requestIdleCallback`, so that the browser is idle when the test says.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { nextEvent } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { closeFrames, openPrerendered } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

/** Takes the page's idle callbacks: they run when `runIdleCallbacks()` is called. */
function holdIdleTime(page) {
  const waiting = new Map();
  let lastHandle = 0;
  page.requestIdleCallback = (callback) => {
    lastHandle += 1;
    waiting.set(lastHandle, callback);
    return lastHandle;
  };
  page.cancelIdleCallback = (handle) => waiting.delete(handle);
  return {
    get isAsked() {
      return waiting.size > 0;
    },
    runIdleCallbacks() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/**
 * The long page at a phone's size, once its script has run, the form at its top has hydrated
 * and the page has loaded: the footer waits for the browser's idle time.
 */
async function openLongPage() {
  const prerendered = await openPrerendered({ site: "de", length: "long" }, { width: 375, height: 640 });
  const { page, form, footer } = prerendered;
  const idle = holdIdleTime(page);
  const formReady = nextEvent(form, "shop-ready");
  await prerendered.releaseScript();
  await formReady;
  await waitUntil(
    () => page.document.readyState === "complete" && idle.isAsked,
    "the page never waited for idle time",
  );
  expect(footer.getBoundingClientRect().top, "the footer starts far below").to.be.above(2 * page.innerHeight);
  return { ...prerendered, idle };
}

/** The footer is the server's markup still, styled by its link, and the script's sheet not parsed for it. */
function expectWaiting(footer) {
  expect(footer.matches(":state(ready)"), "hydrated").to.equal(false);
  expect(footer.shadowRoot.querySelector("link[rel=stylesheet]"), "its stylesheet link").to.not.equal(null);
  expect(footer.shadowRoot.adoptedStyleSheets, "adopted sheets").to.have.length(0);
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

  it("hydrates when the browser is idle", async () => {
    await expectHydratedUpon(await openLongPage(), ({ idle }) => idle.runIdleCallbacks());
  });
});
