/**
 * The element layer (src/elements/define.ts) through the built script: HTML attribute rules,
 * validation of enumerated attributes, shadow root and styles, the locale each site shows.
 */
import { expect } from "@open-wc/testing";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import {
  LOCALE_BY_SITE,
  SITES,
  mount,
  unmountAll,
  rendered,
  recordConsoleErrors,
  rendersNothing,
  settle,
  nextEvent,
  requestedPaths,
  withTimeout,
} from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { standIn } from "../helpers/stand-in.js";

const TAGS = ["shop-footer", "newsletter-signup", "preview-panel"];

/**
 * The footer's country-selector heading in each site's language
 * (test/helpers/site-expectations.js): a build without the Lingui macros renders it empty.
 */
const footerHeadingOf = (site) => expected(site, "footerHeading");

/** The heading renders once the footer content has settled, in place (no layout shift). */
const footerHeading = async (footer) => (await rendered(footer, "[part=countries] h2")).textContent;

beforeEach(() => standIn.reset());
afterEach(unmountAll);

describe("each site's locale by default", () => {
  for (const [site, locale] of Object.entries(LOCALE_BY_SITE)) {
    it(`site="${site}" renders in ${locale}`, async () => {
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const base = await rendered(footer, "[part=base]");
      expect(base.getAttribute("lang")).to.equal(locale);
      expect(await footerHeading(footer)).to.equal(footerHeadingOf(site));
    });
  }

  it("the lang attribute overrides the site's locale, in any letter case", async () => {
    const footer = await mount(`<shop-footer site="de" lang="fr-ch"></shop-footer>`);
    expect(footer.shadowRoot.querySelector("[part=base]").lang).to.equal("fr-CH");
    expect(await footerHeading(footer)).to.equal(footerHeadingOf("ch_fr"));
  });

  it("changing site at run time changes the language and fires shop-ready again", async () => {
    const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
    const button = () => form.shadowRoot.querySelector("button[type=submit] .label").textContent;
    expect(button()).to.equal("Jetzt abonnieren");
    const ready = nextEvent(form, "shop-ready");
    form.setAttribute("site", "pl");
    const event = await ready;
    expect(event.detail).to.deep.equal({ site: "pl", locale: "pl-PL" });
    expect(button()).to.equal("Zapisz się");
  });

  it("removing lang falls back to the site's locale", async () => {
    const footer = await mount(`<shop-footer site="tr" lang="de-DE"></shop-footer>`);
    const ready = nextEvent(footer, "shop-ready");
    footer.removeAttribute("lang");
    expect((await ready).detail.locale).to.equal("tr-TR");
    expect(await footerHeading(footer)).to.equal(footerHeadingOf("tr"));
  });

  it("shop-ready bubbles out of the element, crosses shadow roots and carries an object", async () => {
    const host = document.createElement("div");
    const hostRoot = host.attachShadow({ mode: "open" });
    document.body.append(host);
    const heard = nextEvent(document, "shop-ready");
    hostRoot.innerHTML = `<shop-footer site="at"></shop-footer>`;
    const event = await heard;
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ site: "at", locale: "de-AT" });
    host.remove();
  });
});

describe("enumerated attributes are validated (contracts README)", () => {
  let errors;
  beforeEach(() => {
    errors = recordConsoleErrors();
  });
  afterEach(() => errors.restore());

  for (const tag of TAGS) {
    it(`<${tag} site="xx"> logs one clear error and renders nothing`, async () => {
      const element = await mount(`<${tag} site="xx"></${tag}>`, { ready: false });
      await settle();
      expect(rendersNothing(element)).to.equal(true);
      expect(errors.messages).to.have.length(1);
      const [message] = errors.messages;
      expect(message).to.contain(`<${tag}>`);
      expect(message).to.contain(`site="xx"`);
      // The allowed values are the site table's keys, in its order.
      expect(message).to.contain(SITES.join(", "));
    });
  }

  it("a missing site is named in the error", async () => {
    const element = await mount(`<shop-footer></shop-footer>`, { ready: false });
    await settle();
    expect(rendersNothing(element)).to.equal(true);
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain(`the "site" attribute is required`);
  });

  it("an unknown platform and an unknown lang are errors too", async () => {
    await mount(`<shop-footer site="de" platform="PHONE"></shop-footer>`, { ready: false });
    await mount(`<newsletter-signup site="de" lang="en-GB"></newsletter-signup>`, { ready: false });
    await settle();
    expect(errors.messages).to.have.length(2);
    expect(errors.messages[0]).to.contain(`platform="PHONE"`).and.contain("CLASSIC, MATCH, TABLET");
    expect(errors.messages[1]).to.contain(`lang="en-GB"`).and.contain("de-DE");
  });

  it("api-base must be an absolute http(s) origin", async () => {
    await mount(`<shop-footer site="de" api-base="javascript:alert(1)"></shop-footer>`, { ready: false });
    await settle();
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain("api-base").and.contain("origin");
  });

  it("re-renders nothing and logs nothing more while the bad value stays; fixing it renders", async () => {
    const footer = await mount(`<shop-footer site="xx"></shop-footer>`, { ready: false });
    footer.setAttribute("platform", "MATCH");
    await settle();
    expect(errors.messages).to.have.length(1);
    const ready = nextEvent(footer, "shop-ready");
    footer.setAttribute("site", "hu");
    await ready;
    expect(footer.shadowRoot.querySelector("footer")).to.exist;
  });

  it("a bad element does not stop the others on the page", async () => {
    const container = document.createElement("div");
    container.innerHTML = `<shop-footer site="xx"></shop-footer><newsletter-signup site="sk"></newsletter-signup>`;
    const ready = nextEvent(container.lastElementChild, "shop-ready");
    document.body.append(container);
    await ready;
    expect(container.lastElementChild.shadowRoot.querySelector("form")).to.exist;
    container.remove();
  });

  it("site values match case-insensitively, as HTML enumerated attributes do", async () => {
    const footer = await mount(`<shop-footer site="CH_FR"></shop-footer>`);
    expect(footer.site).to.equal("ch_fr");
    expect(errors.messages).to.have.length(0);
  });
});

describe("boolean attributes follow HTML (contracts README)", () => {
  const reducedOf = (footer) => footer.shadowRoot.querySelector("footer").hasAttribute("data-reduced");

  for (const markup of [`reduced`, `reduced=""`, `reduced="reduced"`, `reduced="true"`]) {
    it(`${markup} means true`, async () => {
      const footer = await mount(`<shop-footer site="de" ${markup}></shop-footer>`);
      expect(footer.reduced).to.equal(true);
      expect(reducedOf(footer)).to.equal(true);
    });
  }

  it(`reduced="false" means false, absent means the default`, async () => {
    const footer = await mount(`<shop-footer site="de" reduced="false" newsletter="false"></shop-footer>`);
    expect(footer.reduced).to.equal(false);
    expect(footer.newsletter).to.equal(false);
    expect(reducedOf(footer)).to.equal(false);
    footer.removeAttribute("newsletter");
    expect(footer.newsletter, "newsletter defaults to on").to.equal(true);
  });

  it("removing an attribute restores the default and re-renders", async () => {
    const footer = await mount(`<shop-footer site="de" reduced platform="MATCH"></shop-footer>`);
    expect(reducedOf(footer)).to.equal(true);
    footer.removeAttribute("reduced");
    footer.removeAttribute("platform");
    await settle();
    expect(reducedOf(footer)).to.equal(false);
    expect(footer.shadowRoot.querySelector("footer").dataset.platform).to.equal("CLASSIC");
  });

  it("properties work like the attributes", async () => {
    const footer = await mount(`<shop-footer site="de"></shop-footer>`);
    footer.reduced = true;
    await settle();
    expect(footer.getAttribute("reduced")).to.equal("");
    expect(reducedOf(footer)).to.equal(true);
    footer.reduced = false;
    await settle();
    expect(footer.getAttribute("reduced")).to.equal("false");
    expect(reducedOf(footer)).to.equal(false);
    footer.platform = "TABLET";
    await settle();
    expect(footer.shadowRoot.querySelector("footer").dataset.platform).to.equal("TABLET");
  });
});

describe("shadow root and styles (conventions)", () => {
  for (const tag of ["shop-footer", "newsletter-signup"]) {
    it(`<${tag}> has an open shadow root with one adopted stylesheet and --shop-* properties`, async () => {
      const element = await mount(`<${tag} site="de"></${tag}>`);
      expect(element.shadowRoot).to.exist;
      expect(element.shadowRoot.adoptedStyleSheets).to.have.length(1);
      const style = getComputedStyle(element);
      expect(style.getPropertyValue("--shop-color-primary").trim()).to.equal("#1f5f8b");
      expect(element.shadowRoot.querySelector("[part=base]")).to.exist;
    });
  }

  it("instances of one element share one stylesheet object", async () => {
    const first = await mount(`<shop-footer site="de"></shop-footer>`);
    const second = await mount(`<shop-footer site="pl"></shop-footer>`);
    expect(first.shadowRoot.adoptedStyleSheets[0]).to.equal(second.shadowRoot.adoptedStyleSheets[0]);
  });

  it("an element added after the viewport changed gets the new width's layout", async () => {
    // WebKit gives a new shadow root the @media results of the last viewport a shadow root saw:
    // after a resize or rotation with none in the page, a form added got the other layout.
    const pictureDisplay = async () => {
      const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
      const display = getComputedStyle(await rendered(form, "picture")).display;
      unmountAll();
      await settle();
      return display;
    };
    try {
      await setViewport({ width: 1024, height: 700 });
      expect(await pictureDisplay()).to.equal("block");
      await setViewport({ width: 375, height: 700 });
      expect(await pictureDisplay()).to.equal("none");
      await setViewport({ width: 1024, height: 700 });
      expect(await pictureDisplay()).to.equal("block");
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("integrators can theme through the custom properties", async () => {
    const form = await mount(
      `<newsletter-signup site="de" style="--shop-color-primary: rgb(1, 2, 3)"></newsletter-signup>`,
    );
    const button = form.shadowRoot.querySelector("button[type=submit]");
    expect(getComputedStyle(button).backgroundColor).to.equal("rgb(1, 2, 3)");
  });
});

describe("hunter-content: the page suppresses the footer's content", () => {
  for (const value of ["NO_FOOTER", "no_footer", "NO_HEADER,No_Footer"]) {
    it(`"${value}" leaves the footer out`, async () => {
      const footer = await mount(`<shop-footer site="de" hunter-content="${value}"></shop-footer>`);
      expect(footer.shadowRoot.querySelector("footer")).to.equal(null);
    });
  }

  it(`"NO_HEADER" alone keeps the footer`, async () => {
    const footer = await mount(`<shop-footer site="de" hunter-content="NO_HEADER"></shop-footer>`);
    expect(footer.shadowRoot.querySelector("footer")).to.exist;
  });
});

describe("texts inside the script", () => {
  it("an element shows its texts in its first render: its first content already has them", async () => {
    const element = document.createElement("newsletter-signup");
    element.setAttribute("site", "hu");
    const firstContent = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(element.shadowRoot.textContent);
      });
      observer.observe(element.shadowRoot, { childList: true, subtree: true, characterData: true });
    });
    const container = document.createElement("div");
    container.append(element);
    document.body.append(container);
    try {
      expect(await withTimeout(firstContent, "the form never rendered")).to.contain("Feliratkoz");
      expect(requestedPaths().filter((path) => path.endsWith(".json"))).to.deep.equal([]);
    } finally {
      container.remove();
    }
  });

  it("a change of lang switches the texts at once and keeps what was typed", async () => {
    const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
    const email = await rendered(form, "input[type=email]");
    email.focus();
    await sendKeys({ type: "kunde@example.com" });
    const before = requestedPaths().length;
    const french = nextEvent(form, "shop-ready");
    form.setAttribute("lang", "fr-CH");
    expect((await french).detail.locale).to.equal("fr-CH");
    expect(requestedPaths().length, "nothing was fetched for the texts").to.equal(before);
    expect(form.shadowRoot.querySelector("[part=base]").lang).to.equal("fr-CH");
    expect(form.shadowRoot.querySelector("button[type=submit]").textContent).to.match(/inscri|abonn/i);
    expect(form.shadowRoot.querySelector("input[type=email]").value).to.equal("kunde@example.com");
  });

  it("the script carries the elements' texts and none of the widgets only the gallery shows", async () => {
    const script = await (await fetch("/dist/shop-components.js")).text();
    for (const locale of ["de-DE", "tr-TR"]) {
      // The catalogs as `lingui compile` wrote them (build output beside the PO files). A message
      // is looked for by its longest run of plain words (the minifier may escape other characters,
      // and placeholders split a text into runs), where that run has more than 12 characters. How a
      // text is worded decides only which run that is, never whether the message is checked.
      const runsOf = async (catalog) => {
        const messages = Object.values(
          (await (await fetch(`/locales/${locale}/${catalog}.json`)).json()).messages,
        );
        const runs = messages
          .map((parts) =>
            (typeof parts === "string" ? [parts] : parts.filter((part) => typeof part === "string"))
              .flatMap((text) => text.split(/[^\p{L}\p{N} .,!?-]+/u))
              .map((run) => run.trim())
              .reduce((longest, run) => (run.length > longest.length ? run : longest), ""),
          )
          .filter((run) => run.length > 12);
        return { runs, count: messages.length };
      };
      const shop = await runsOf("messages");
      const gallery = await runsOf("widgets");
      const galleryOnly = gallery.runs.filter((run) => !shop.runs.includes(run));
      // Most messages have such a run: a check that found few would check little.
      expect(shop.runs.length, `${locale}: messages checked`).to.be.at.least(shop.count / 2);
      expect(galleryOnly.length, `${locale}: gallery texts checked`).to.be.at.least(gallery.count / 4);
      const inScript = (text) => script.includes(text);
      expect(
        shop.runs.filter((text) => !inScript(text)),
        "elements' texts missing",
      ).to.deep.equal([]);
      expect(galleryOnly.filter(inScript), "gallery-only texts in the script").to.deep.equal([]);
    }
  });
});

describe("the script as a page loads it", () => {
  // V8 reads its explicit compile hint only before the script's first statement: then it
  // compiles the whole file while it downloads, React and the views too, which the script
  // evaluates only when an element is first needed (scripts/build-parts.mjs, TERSER_OPTIONS).
  it("starts with V8's compile hint, so that what runs when an element is needed is compiled", async () => {
    const script = await (await fetch("/dist/shop-components.js")).text();
    const hint = "//# allFunctionsCalledOnLoad\n";
    expect(script.slice(0, hint.length)).to.equal(hint);
  });
});

describe("the custom elements manifest (dist/custom-elements.json)", () => {
  it("documents exactly the attributes each element observes, and its events", async () => {
    const manifest = await (await fetch("/dist/custom-elements.json")).json();
    for (const tag of TAGS) {
      const declaration = manifest.modules
        .flatMap((module) => module.declarations)
        .find((d) => d.tagName === tag);
      expect(declaration, tag).to.exist;
      const documented = declaration.attributes.map((attribute) => attribute.name).sort();
      expect(documented, tag).to.deep.equal([...customElements.get(tag).observedAttributes].sort());
      expect(declaration.events.map((event) => event.name)).to.include("shop-ready");
      expect(declaration.cssParts.map((part) => part.name)).to.include("base");
    }
  });
});

describe("moving an element (contracts: nothing a visitor typed is lost)", () => {
  it("keeps the rendered tree and typed text when the element moves in the page", async () => {
    const form = await mount(`<newsletter-signup site="de"></newsletter-signup>`);
    const input = form.shadowRoot.querySelector("input[type=email]");
    // Typed for real: the form's fields are React-controlled, and a value set by script without
    // an input event is not something the visitor typed (React puts its own value back).
    input.focus();
    await sendKeys({ type: "anna@example.com" });
    const elsewhere = document.createElement("section");
    document.body.append(elsewhere);
    elsewhere.append(form);
    await settle();
    expect(form.shadowRoot.querySelector("input[type=email]")).to.equal(input);
    expect(input.value).to.equal("anna@example.com");
    elsewhere.remove();
  });

  // Taken out and put back, or out for good: ./put-back.test.js.
});
