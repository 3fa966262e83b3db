/**
 * Reflow at 320 px (WCAG 1.4.10): on a page 320 px wide no text makes an element wider than the
 * page, neither a long e-mail address the form repeats nor a long word in the footer's CMS texts.
 */
import { expect } from "@open-wc/testing";
import { siteContent } from "../helpers/footer.js";
import { closeHosts, expectShown, openHost, signUp } from "../helpers/hosts.js";
import { afterRenderingUpdate } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";

const PAGE_WIDTH = 320;
const LONG_EMAIL = "maximilian.mustermann@beispielunternehmen.de";
/** One word of 80 characters, as a CMS text may hold (a compound noun, a pasted address). */
const LONG_WORD = "Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnungsänderungsamt";

beforeEach(() => standIn.reset());
afterEach(async () => {
  closeHosts();
  await standIn.reset();
});

/** Every element under `root`, into open shadow roots (the footer holds a form of its own). */
function* elementsIn(root) {
  for (const element of root.querySelectorAll("*")) {
    yield element;
    if (element.shadowRoot) yield* elementsIn(element.shadowRoot);
  }
}

/** The elements under `host` wider than the page, each named by its tag, part or class and width. */
function widerThanPage(host) {
  return [...elementsIn(host.shadowRoot)]
    .map((element) => [element, element.getBoundingClientRect().width])
    .filter(([, width]) => width > PAGE_WIDTH)
    .map(
      ([element, width]) =>
        `${element.localName}${element.getAttribute("part") ? `[part=${element.getAttribute("part")}]` : ""}` +
        `${element.className && typeof element.className === "string" ? `.${element.className}` : ""}: ${Math.round(width)} px`,
    );
}

/** The element fits the page: nothing overflows it, no descendant is wider than the page. */
function expectFits(host, name) {
  expect(host.getBoundingClientRect().width, `${name} itself`).to.be.at.most(PAGE_WIDTH);
  expect(host.scrollWidth, `${name}: its content overflows it`).to.be.at.most(host.clientWidth);
  expect(widerThanPage(host), `${name}: elements wider than the page`).to.deep.equal([]);
}

describe(`reflow at ${PAGE_WIDTH} px`, () => {
  it("the form's success message with a long e-mail address fits the page", async () => {
    const host = await openHost("/test/fixtures/hosts/page.html", { width: PAGE_WIDTH, height: 800 });
    await expectShown(host);
    const success = await signUp(host.form, LONG_EMAIL);
    expect(success.textContent).to.contain(LONG_EMAIL);
    expectFits(host.form, "<newsletter-signup>");
    expect(host.document.documentElement.scrollWidth, "the page scrolls sideways").to.be.at.most(PAGE_WIDTH);
  });

  it("an 80-character word in the footer's link texts, heading and notes fits the page", async () => {
    const content = await siteContent("de");
    content.headline = LONG_WORD;
    content.teaserGroups[0].heading.text = LONG_WORD;
    content.teaserGroups[0].introductoryText = `Bezahlen mit ${LONG_WORD}.`;
    content.teaserGroups[0].links[0].text = LONG_WORD;
    content.legalLinks[0].text = LONG_WORD;
    await standIn.footerContent("de", JSON.stringify(content));

    const host = await openHost("/test/fixtures/hosts/page.html", { width: PAGE_WIDTH, height: 800 });
    await expectShown(host);
    const root = host.footer.shadowRoot;
    expect(root.textContent).to.contain(LONG_WORD);
    // On a phone the teaser groups are an accordion: open them all, so that their links show.
    for (const button of root.querySelectorAll(".expansion-panel > summary")) button.click();
    await afterRenderingUpdate(host.page);
    expect(root.querySelector("li > a")?.checkVisibility(), "a teaser group's links show").to.equal(true);
    expectFits(host.footer, "<shop-footer>");
    expect(host.document.documentElement.scrollWidth, "the page scrolls sideways").to.be.at.most(PAGE_WIDTH);
  });
});
