/**
 * Elements rendered on the server (dist/server.mjs) into the page's HTML: shown, styled and
 * usable before the script, then hydrated by it without a change a visitor could see, keeping
 * what the visitor typed meanwhile.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { sendKeys } from "@web/test-runner-commands";
import { canTypeIntoFrames } from "../helpers/hosts.js";
import { settled } from "../helpers/footer.js";
import { SITES, afterRenderingUpdate } from "../helpers/page.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import {
  SUBSCRIBE_PATH,
  control,
  fillValid,
  requestsTo,
  setValue,
  submitButton,
} from "../helpers/newsletter.js";
import { closeFrames, expectHydrationKeeps, openPrerendered } from "./support.js";

const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

const text = (node) => node?.textContent.replace(/\s+/g, " ").trim();

describe("server-rendered elements before the script", () => {
  it("show the footer with its content and nested form, and the form, styled", async () => {
    const { page, form, footer, nestedForm } = await openPrerendered({ site: "de" });
    expect(page.customElements.get("shop-footer"), "the script ran early").to.equal(undefined);
    const root = footer.shadowRoot;
    expect(text(root.querySelector("section h2"))).to.equal("Wir sind für Sie da");
    expect(root.querySelectorAll("[part=countries] li")).to.have.length(SITES.length);
    expect(text(nestedForm.shadowRoot.querySelector("h2"))).to.contain("Newsletter");
    expect(text(form.shadowRoot.querySelector("h2"))).to.contain("Newsletter");
    // Styled by the linked stylesheet: the footer's grid and the bands' surface colour.
    expect(page.getComputedStyle(root.querySelector("footer")).display).to.equal("grid");
    expect(page.getComputedStyle(root.querySelector("footer > section")).backgroundColor).to.not.equal(
      "rgba(0, 0, 0, 0)",
    );
  });

  it("are styled under a strict policy (no inline style in the markup)", async () => {
    const { page, footer, form } = await openPrerendered({ site: "de", csp: "strict" });
    expect(footer.shadowRoot.querySelector("[style]"), "an inline style").to.equal(null);
    expect(page.getComputedStyle(footer.shadowRoot.querySelector("footer")).display).to.equal("grid");
    const button = form.shadowRoot.querySelector("button[type=submit]");
    expect(page.getComputedStyle(button).backgroundColor).to.not.equal("rgba(0, 0, 0, 0)");
  });

  it("carry the footer's search-engine links and legal links in the page's HTML", async () => {
    const html = await (await fetch("/test/prerendered-page/page.html?site=de&script=none")).text();
    const content = await (await fetch(`/demo/content/footer.de.json`)).json();
    for (const link of content.seo.columns.flatMap((column) => column.links))
      expect(html).to.contain(`href="${link.href}"`);
    for (const link of content.legalLinks.filter((item) => item.href))
      expect(html).to.contain(`href="${link.href}"`);
  });
});

describe("hydration", () => {
  for (const platform of ["CLASSIC", "MATCH"]) {
    it(`changes nothing a visitor sees (${platform})`, async () => {
      const width = platform === "MATCH" ? 375 : 1280;
      const prerendered = await openPrerendered({ site: "de", platform }, { width });
      const { footer, page } = prerendered;
      const selectors = ["footer", "footer > section", "[part=countries]", "[part=view-changer]"];
      await expectHydrationKeeps(prerendered, selectors);
      // The adopted sheets replaced the links: still styled.
      expect(footer.shadowRoot.querySelector("link")).to.equal(null);
      expect(page.getComputedStyle(footer.shadowRoot.querySelector("footer")).display).to.equal("grid");
    });
  }

  it("asks for no footer content: the fragment carried it", async () => {
    const prerendered = await openPrerendered({ site: "de" });
    await prerendered.release();
    await afterSentinelRequest(prerendered.page);
    expect(await requestsTo(FOOTER_CONTENT_PATH)).to.have.length(0);
  });

  it("keeps what the visitor typed before the script, and signs it up", async () => {
    // Typed with key presses where the engine delivers them to frames; else as typing leaves it.
    const canType = await canTypeIntoFrames();
    const prerendered = await openPrerendered({ site: "de" });
    const { form, page } = prerendered;
    const email = control(form, "newsletterEmail");
    page.focus();
    email.focus();
    if (canType) await sendKeys({ type: "kunde@example.com" });
    else setValue(email, "kunde@example.com");
    expect(email.value).to.equal("kunde@example.com");
    await prerendered.release();
    expect(email.value).to.equal("kunde@example.com");
    // The form knows the address: the consents opened, and it is what signs up.
    await waitUntil(
      () => form.shadowRoot.querySelector(".extras").checkVisibility(),
      "the form never opened",
    );
    await fillValid(form, "de", "kunde@example.com");
    submitButton(form).click();
    await waitUntil(
      async () => (await requestsTo(SUBSCRIBE_PATH, "POST")).length === 1,
      "no sign-up was sent",
    );
    const [signUp] = await requestsTo(SUBSCRIBE_PATH, "POST");
    // The stand-in's log keeps an address's first letter and domain only.
    expect(signUp.body.email).to.equal("k***@example.com");
  });

  it("leaves events and attributes working", async () => {
    const prerendered = await openPrerendered({ site: "de" });
    const { footer } = prerendered;
    await prerendered.release();
    footer.setAttribute("lang", "fr-CH");
    await waitUntil(
      () => text(footer.shadowRoot.querySelector("[part=countries] h2")) === "Choisissez votre pays",
      "the footer did not follow its lang attribute",
    );
    const heard = new Promise((resolve) =>
      footer.addEventListener("shop-consent-settings", resolve, { once: true }),
    );
    footer.shadowRoot.querySelector("a[data-action=consent-settings]").click();
    expect((await heard).detail).to.deep.equal({ site: "de" });
  });

  for (const tamper of ["build", "site"]) {
    it(`renders a footer from another ${tamper} anew, with one warning`, async () => {
      const prerendered = await openPrerendered({ site: "de", tamper });
      const warnings = [];
      prerendered.page.console.warn = (...args) => warnings.push(args.map(String).join(" "));
      await prerendered.release();
      await afterRenderingUpdate(prerendered.page);
      expect(warnings.filter((line) => line.includes("<shop-footer>"))).to.have.length(1);
      expect(warnings[0]).to.contain("rendered anew");
      // Rendered by the script: it asked for its site's content, and marks its site's country.
      await settled(prerendered.footer);
      expect(await requestsTo(FOOTER_CONTENT_PATH)).to.have.length(1);
      const current = prerendered.footer.shadowRoot.querySelector("[part=countries] [aria-current]");
      expect(current.getAttribute("href")).to.contain(tamper === "site" ? ".at" : ".de");
      // Its markup went with the links that styled it: the element's own sheet styles it.
      expect(prerendered.footer.shadowRoot.adoptedStyleSheets).to.have.length(1);
      const footer = prerendered.footer.shadowRoot.querySelector("footer");
      expect(prerendered.page.getComputedStyle(footer).display).to.equal("grid");
    });
  }
});

describe("server-rendered elements without JavaScript", () => {
  it("keep their links, the country selector and the form's fields; the form posts to the fragment endpoint", async () => {
    // A sandboxed frame without allow-scripts runs no script: the page as with JavaScript off.
    const { footer, form, page } = await openPrerendered(
      { site: "de", platform: "MATCH", script: "none" },
      { width: 375, sandbox: "allow-same-origin" },
    );
    const root = footer.shadowRoot;
    expect(root.querySelectorAll("[part=countries] a[href]")).to.have.length(SITES.length);
    // The accordion's groups open without any script: HTML's own disclosure.
    const group = root.querySelector(".expansion-panel");
    const groupLink = group.querySelector("a[href]");
    expect(groupLink.checkVisibility()).to.equal(false);
    group.querySelector("summary").click();
    await waitUntil(() => groupLink.checkVisibility(), "the group never opened");
    expect(control(form, "newsletterEmail").getBoundingClientRect().height).to.be.above(0);
    // It signs up without the script (test/prerendered/without-script.test.js): no line says it cannot.
    const element = form.shadowRoot.querySelector("form");
    expect(element.getAttribute("method")).to.equal("post");
    expect(element.getAttribute("action")).to.equal(
      "/test/prerendered-page/fragments/newsletter-signup?site=de",
    );
    expect(form.shadowRoot.querySelector("noscript")).to.equal(null);
    expect(page.getComputedStyle(root.querySelector("footer")).display).to.equal("grid");
  });
});
