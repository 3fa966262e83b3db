/**
 * An element taken out of the page and put back (a tab control re-attaching its panel, a
 * carousel, a CMS preview re-ordering blocks) comes back as it was while it has been out for less
 * than the grace period (PUT_BACK_GRACE_MS, 10 s, src/elements/element-mount.ts): what was typed,
 * the panels opened, the control that had the focus; `shop-ready` does not fire again, nothing
 * goes to the data layer. Out for longer, it is torn down (its React root unmounted) and renders
 * anew when it returns.
 *
 * Elements are compared by identity as booleans: a failing check then reports no DOM graph, which
 * the runner would try to serialise.
 *
 * The waits below are the scenario itself (how long a block stays out of the page), not a stand-in
 * for a condition: every check after them waits for its own condition.
 */
import { expect } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { settled } from "../helpers/footer.js";
import { afterRenderingUpdate, mount, rendered, rendersNothing, unmountAll } from "../helpers/page.js";
import { waitUntil } from "../helpers/wait.js";

const GRACE_MS = 10_000;

afterEach(unmountAll);

const outFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the block stays out of the page, as page scripts take blocks out and put them back. */
const PUT_BACKS = {
  "in the next task": () => outFor(0),
  "after a frame": () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  "after 2 s": () => outFor(2000),
};

/** Every `shop-ready` the page hears, by element, from now on. */
function recordReady() {
  const targets = [];
  const record = (event) => targets.push(event.target.localName);
  document.addEventListener("shop-ready", record);
  return { targets, stop: () => document.removeEventListener("shop-ready", record) };
}

/**
 * A form with an address typed into it (the field keeps the focus) and a phone footer with its
 * first panel opened, in one block of the page.
 */
async function typedFormAndOpenedPanel() {
  const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
  const footer = await mount(`<shop-footer site="de" platform="MATCH"></shop-footer>`);
  const footerRoot = await settled(footer);
  const panel = footerRoot.querySelector("details");
  panel.querySelector("summary").click();
  expect(panel.open, "the footer's first panel opened").to.equal(true);
  const email = await rendered(form, "input[type=email]");
  email.focus();
  await sendKeys({ type: "anna@example.com" });
  const block = document.createElement("section");
  document.body.append(block);
  block.append(form.parentElement, footer.parentElement);
  return { form, footer, email, panel, block };
}

describe("an element taken out of the page and put back", () => {
  for (const [when, wait] of Object.entries(PUT_BACKS))
    it(`${when}: keeps what was typed, the opened panel and the focus; no shop-ready, no tracking`, async function () {
      this.timeout(15000);
      const { form, footer, email, panel, block } = await typedFormAndOpenedPanel();
      const ready = recordReady();
      window.dataLayer = [];
      try {
        block.remove();
        await wait();
        document.body.append(block);
        await afterRenderingUpdate();
        expect(form.shadowRoot.querySelector("input[type=email]") === email, "the same field").to.equal(true);
        expect(email.value).to.equal("anna@example.com");
        expect(form.shadowRoot.activeElement === email, "the field has the focus again").to.equal(true);
        expect(footer.shadowRoot.querySelector("details") === panel, "the same panel").to.equal(true);
        expect(panel.open, "the panel is still open").to.equal(true);
        expect(ready.targets, "shop-ready fired again").to.deep.equal([]);
        expect(window.dataLayer, "pushed to the data layer").to.deep.equal([]);
      } finally {
        ready.stop();
        block.remove();
        delete window.dataLayer;
      }
    });

  it("does not take the focus back when something else of the page took it meanwhile", async () => {
    const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
    const email = await rendered(form, "input[type=email]");
    email.focus();
    const tab = document.createElement("button");
    document.body.append(tab);
    try {
      form.parentElement.remove();
      tab.focus();
      document.body.append(form.parentElement);
      await afterRenderingUpdate();
      expect(document.activeElement === tab, "the page's own control keeps the focus").to.equal(true);
    } finally {
      tab.remove();
    }
  });

  it("out of the page past the grace period, it is torn down; put back, it renders anew, ready once", async function () {
    this.timeout(GRACE_MS + 10000);
    const ready = recordReady();
    const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
    const first = await rendered(form, "input[type=email]");
    const container = form.parentElement;
    try {
      container.remove();
      await waitUntil(() => rendersNothing(form), "the form was never torn down", {
        timeout: GRACE_MS + 5000,
      });
      document.body.append(container);
      const field = await rendered(form, "input[type=email]");
      expect(field === first, "the same field as before").to.equal(false);
      // Its site and locale did not change: the page heard it ready once (docs/elements.md).
      expect(ready.targets).to.deep.equal(["newsletter-signup"]);
    } finally {
      ready.stop();
    }
  });
});
