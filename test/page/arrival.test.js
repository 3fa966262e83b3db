/**
 * The elements arrive in place: with the README's embed snippet (its <style> block, read from the
 * README itself, as a page copies it), each element holds the space the page reserved for it
 * before the script runs and until its content is in, so nothing a visitor sees moves when they
 * arrive. Pages as shops have them: the form in the main content with the footer after it, the
 * footer alone, and the footer above the form (which cannot know its content's height before it
 * arrives: there the goal is Core Web Vitals' "good", at most 0.1).
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { closePages, openPage, settled } from "../helpers/footer.js";
import { itWithLayoutShifts, layoutShifts } from "../helpers/layout-shift.js";
import { standIn } from "../helpers/stand-in.js";
import { closeHosts, openHost } from "../helpers/hosts.js";

const snippetStyle = async () =>
  (await (await fetch("/README.md")).text()).match(/<style>\n[\s\S]*?<\/style>/)[0];

const TEXT = `<p>${"Frisch geröstet, fair gehandelt. ".repeat(12)}</p>`;
const FORM = `<newsletter-signup site="de"></newsletter-signup>`;
const FOOTER = `<shop-footer site="de"></shop-footer>`;
const LAYOUTS = [
  [
    "the form in the main content, the footer after it",
    `<main><h1>Kaffee</h1>${TEXT}${FORM}</main>${FOOTER}`,
    0,
  ],
  ["the footer alone after the main content", `<main><h1>Kaffee</h1>${TEXT}</main>${FOOTER}`, 0],
  ["the footer above the form", `<main><h1>Kaffee</h1>${FOOTER}${TEXT}${FORM}</main>`, 0.1],
];

beforeEach(() => standIn.reset());
afterEach(closePages);
afterEach(closeHosts);

describe("arriving in place: layout shift (Chromium only: Firefox and WebKit report no layout-shift entries)", () => {
  for (const width of [375, 1440]) {
    for (const [layout, body, limit] of LAYOUTS) {
      itWithLayoutShifts(`${width} px, ${layout}: layout shift ≤ ${limit}`, async () => {
        const style = await snippetStyle();
        const { page, document: doc } = await openPage(`${style}${body}`, {
          width,
          height: width < 768 ? 740 : 900,
        });
        const form = doc.querySelector("newsletter-signup");
        if (form) await waitUntil(() => form.shadowRoot?.querySelector("form"), "the form never rendered");
        const total = (await layoutShifts(page)).reduce((sum, entry) => sum + entry.value, 0);
        expect(total, JSON.stringify(await layoutShifts(page))).to.be.at.most(limit);
      });
    }
  }

  // The demo's shop page reserves nothing: the form above the footer still comes first, so that
  // the footer, drawn with its nested form, is never pushed down by the page's form (a nested
  // form that rendered at once before the page's own did: 0.24, Lighthouse's figure too).
  itWithLayoutShifts("412 px, the demo's shop page, nothing reserved: layout shift ≤ 0.1", async () => {
    const { page, form, footer } = await openHost("/demo/shop-page.html?site=de&platform=MATCH", {
      width: 412,
      height: 823,
    });
    await waitUntil(() => form.matches(":state(ready)") && footer.matches(":state(ready)"), "never ready");
    await settled(footer);
    const total = (await layoutShifts(page)).reduce((sum, entry) => sum + entry.value, 0);
    expect(total, JSON.stringify(await layoutShifts(page))).to.be.at.most(0.1);
  });
});

describe("arriving in place: the reserved space is held", () => {
  it("a footer holds the page's --shop-footer-height until its content is in, then shows it", async () => {
    await standIn.scenario("slow");
    const { document: doc } = await openPage(
      `<style>shop-footer { --shop-footer-height: 1234px }</style>${FOOTER}<p id="after">after</p>`,
      { waitForContent: false },
    );
    const footer = doc.querySelector("shop-footer");
    expect(footer.getBoundingClientRect().height, "before the content").to.equal(1234);
    expect(footer.matches(":state(ready)"), "it has rendered").to.equal(true);
    expect(getComputedStyle(footer.shadowRoot.querySelector("footer")).visibility).to.equal("hidden");
    await settled(footer);
    expect(getComputedStyle(footer.shadowRoot.querySelector("footer")).visibility).to.equal("visible");
    expect(footer.getBoundingClientRect().height).to.be.above(1234);
  });

  it("a footer whose content never comes shows at once what it has, without the reservation", async () => {
    await standIn.scenario("footer-404");
    const { document: doc } = await openPage(
      `<style>shop-footer { --shop-footer-height: 3000px }</style>${FOOTER}`,
    );
    const footer = doc.querySelector("shop-footer");
    expect(getComputedStyle(footer.shadowRoot.querySelector("footer")).visibility).to.equal("visible");
    expect(footer.getBoundingClientRect().height).to.be.below(3000);
  });

  it("the form's reserved height is its least height", async () => {
    const { document: doc } = await openPage(
      `<style>newsletter-signup { --shop-newsletter-height: 1200px }</style>${FORM}`,
    );
    const form = doc.querySelector("newsletter-signup");
    await waitUntil(() => form.shadowRoot?.querySelector("form"), "the form never rendered");
    expect(form.getBoundingClientRect().height).to.equal(1200);
  });
});

describe("arriving in place: an element with a bad attribute", () => {
  it("renders nothing and gives back the space the page reserved for it", async () => {
    // The form beside it fires the shop-ready the page helper waits for; the bad footer never does.
    const { document: doc } = await openPage(
      `<style>shop-footer { --shop-footer-height: 1500px } shop-footer:not(:defined) { display: block; min-height: var(--shop-footer-height) }</style>
       <shop-footer site="xx"></shop-footer>${FORM}`,
      { waitForContent: false },
    );
    const footer = doc.querySelector("shop-footer");
    expect(footer.matches(":state(invalid)")).to.equal(true);
    expect(footer.getBoundingClientRect().height).to.equal(0);
  });
});
