/**
 * <newsletter-signup>: the fields each site shows, the extra fields that appear once
 * the e-mail field is used, the texts and legal content of each country, and the form's image.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { SITE_TABLE, SITES, mount, unmountAll, withTimeout } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import { recordFrames } from "../helpers/frames.js";
import { settled } from "../helpers/footer.js";
import {
  $,
  $$,
  control,
  dataProcessingConsent,
  expand,
  isShown,
  mountForm,
  nextRender,
  requestsTo,
  setValue,
  submitButton,
} from "../helpers/newsletter.js";

const IMAGE_PATH = "/service/newsletterfrontend/newslettersubscriptionform/";
const GERMAN_VOUCHER_CONDITIONS = "/c/subscribenewsletter-allgemeine-gutscheinbedingungen";

/**
 * The fields a site's form shows besides the e-mail address, as the site table lists them. Turkey
 * asks the approval of commercial messages under law no. 6563 in place of the data-processing
 * consent.
 */
function fieldsOf(site) {
  const { fields } = SITE_TABLE[site].newsletter;
  return {
    salutation: "salutation" in fields,
    names: "firstName" in fields && "lastName" in fields,
    commercialConsent: "hasCommercialMessageConsent" in fields,
    dataProcessingConsent: "hasDataProcessingConsent" in fields,
  };
}

/** The full data protection notice each site's first layer links to (the shop's privacy policy). */
const privacyNoticeOf = (site) => SITE_TABLE[site].newsletter.privacyNotice;

const hrefs = (form) => $$(form, "a").map((link) => link.getAttribute("href"));

beforeEach(() => standIn.reset());
afterEach(async () => {
  unmountAll();
  await setViewport({ width: 800, height: 600 });
});

describe("<newsletter-signup> fields per site", () => {
  for (const site of SITES) {
    it(`${site}: the site's fields, in a real form with labels`, async () => {
      const form = await mountForm(`site="${site}"`);
      // The heading in the site's language: a build without the Lingui step renders it empty.
      expect($(form, "h2").textContent).to.equal(expected(site, "newsletterHeading"));
      await expand(form);
      const shows = fieldsOf(site);
      expect(Boolean(control(form, "salutation")), "salutation").to.equal(shows.salutation);
      expect(Boolean(control(form, "firstName")), "first name").to.equal(shows.names);
      expect(Boolean(control(form, "lastName")), "last name").to.equal(shows.names);
      expect(Boolean(control(form, "legals")), "commercial-message consent").to.equal(
        shows.commercialConsent,
      );
      expect(Boolean(dataProcessingConsent(form)), "data-processing consent").to.equal(
        shows.dataProcessingConsent,
      );

      // The e-mail field comes first; every control has a label.
      const email = control(form, "newsletterEmail");
      expect(email.type).to.equal("email");
      expect($(form, "form input, form select") === email, "the e-mail field comes first").to.equal(true);
      for (const input of $$(form, "form input:not([tabindex='-1']), form select")) {
        expect(input.labels.length, `${input.name || input.type} has a label`).to.be.greaterThan(0);
        expect(input.labels[0].textContent.trim()).not.to.equal("");
      }
      // Consents are grouped in a fieldset with a legend: the one the newsletter rests on (the
      // data-processing consent, in Turkey the commercial-message approval) and personalised offers.
      const fieldset = $(form, "fieldset");
      expect(fieldset.querySelector("legend").textContent.trim()).not.to.equal("");
      expect(fieldset.querySelectorAll("input[type=checkbox]")).to.have.length(2);
      // The notice's first layer with the link to the full notice, the voucher hint and the submit button.
      expect($(form, "[part=first-layer]").textContent.trim()).not.to.equal("");
      expect(hrefs(form)).to.include(privacyNoticeOf(site));
      expect($(form, ".hints").textContent).to.match(/10[\s-]?%|%10/);
      expect(submitButton(form)).to.exist;
    });
  }

  it("only the e-mail field until it gets focus", async () => {
    const form = await mountForm('site="hu"');
    expect(isShown(control(form, "newsletterEmail"))).to.equal(true);
    expect(isShown(control(form, "salutation"))).to.equal(false);
    expect(isShown(control(form, "firstName"))).to.equal(false);
    expect(isShown($(form, "fieldset"))).to.equal(false);
    await expand(form);
    expect(isShown(control(form, "salutation"))).to.equal(true);
    expect(isShown(control(form, "firstName"))).to.equal(true);
    // Moving on to them keeps them: the focus stays in the form.
    control(form, "firstName").focus();
    await nextRender();
    expect(isShown(control(form, "firstName"))).to.equal(true);
  });

  it("the extra fields also appear once the e-mail field has a value (autofill, no focus)", async () => {
    const form = await mountForm('site="at"');
    setValue(control(form, "newsletterEmail"), "max@example.com");
    await waitUntil(() => isShown(control(form, "salutation")), "the extra fields did not appear");
    expect(form.shadowRoot.activeElement === null, "nothing focused").to.equal(true);
    expect(control(form, "firstName")).to.exist;
  });
});

/** Whether `node` comes before `other` in the document. */
const isBefore = (node, other) =>
  Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("<newsletter-signup> texts and legal content per country", () => {
  for (const site of SITES) {
    it(`${site}: before the button and in no panel, the consents and the first layer: controller, age, withdrawal, the full notice's link`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const button = submitButton(form);
      const consents = $(form, "fieldset");
      const firstLayer = $(form, "[part=first-layer]");
      for (const [what, node] of Object.entries({ consents, firstLayer })) {
        expect(isBefore(node, button), `${what} before the button`).to.equal(true);
        expect(node.closest("[hidden], details:not([open])"), `${what} in no closed panel`).to.equal(null);
        expect(node.checkVisibility(), `${what} visible`).to.equal(true);
      }
      // The first layer names the controller, from the site's configuration (its `controller` in
      // src/config/sites.ts, examples), once; the consents above it do not repeat it.
      const controller = expected(site, "controller");
      expect(firstLayer.textContent.split(controller), "the controller named once").to.have.length(2);
      expect(consents.textContent, "the consents do not repeat the controller").not.to.contain(controller);
      expect(firstLayer.textContent).to.contain(expected(site, "minimumAge"));
      const links = [...firstLayer.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(links, "withdrawal by e-mail to the privacy contact, then the full notice").to.have.length(2);
      expect(links[0]).to.match(/^mailto:[^@]+@[^@]+\.example$/);
      expect(links[1]).to.equal(privacyNoticeOf(site));
    });

    it(`${site}: the full notice is the privacy policy's, not the form's; the voucher and other pages`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const text = $(form, "section").textContent;
      expect(text, "the authority is in the full notice only").not.to.contain(expected(site, "authority"));
      expect($(form, "[part=legal]"), "no notice panel").to.equal(null);
      const links = hrefs(form);
      const voucherLinks = links.filter((href) => href.startsWith("/c/subscribenewsletter-"));
      // The voucher conditions page the site table names, if any (none in Hungary: the text states
      // the voucher's validity instead).
      const { voucherConditions, sampleNewsletter, commercialMessages } = SITE_TABLE[site].newsletter;
      expect(voucherLinks).to.deep.equal(voucherConditions ? [voucherConditions] : []);
      const otherLinks = links.filter(
        (href) =>
          href !== privacyNoticeOf(site) &&
          !href.startsWith("mailto:") &&
          !voucherLinks.includes(href) &&
          href !== commercialMessages?.consentPage,
      );
      expect(otherLinks.length > 0, "sample newsletter or the Turkish newsletter information").to.equal(
        Boolean(sampleNewsletter || commercialMessages),
      );
    });
  }

  it("privacy-notice names another full notice: the first layer links there, the footer's form too", async () => {
    const form = await mountForm('site="de" privacy-notice="/datenschutz#newsletter"');
    await expand(form);
    expect($$(form, "[part=first-layer] a").at(-1).getAttribute("href")).to.equal("/datenschutz#newsletter");
    expect(form.privacyNotice).to.equal("/datenschutz#newsletter");
    const footer = await mount(
      '<shop-footer site="pl" privacy-notice="https://www.shop.pl/rodo"></shop-footer>',
    );
    const nestedForm = (await settled(footer)).querySelector("newsletter-signup");
    await expand(nestedForm);
    const nestedLinks = $$(nestedForm, "[part=first-layer] a");
    expect(nestedLinks.at(-1).getAttribute("href")).to.equal("https://www.shop.pl/rodo");
  });

  it("a privacy-notice that is no safe address is refused with one error, as every bad attribute is", async () => {
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(" "));
    try {
      const form = await mount(
        '<newsletter-signup site="de" privacy-notice="javascript:alert(1)"></newsletter-signup>',
        {
          ready: false,
        },
      );
      await waitUntil(() => errors.length > 0, "no error");
      expect(errors.join("\n")).to.match(/privacy-notice/);
      expect(form.shadowRoot?.querySelector("form") ?? null).to.equal(null);
    } finally {
      console.error = original;
    }
  });

  it("every country with its own voucher conditions has its own page", async () => {
    // The sites with conditions other than the German-speaking countries' shared ones.
    const ownConditions = SITES.filter((site) => {
      const page = SITE_TABLE[site].newsletter.voucherConditions;
      return page !== undefined && page !== GERMAN_VOUCHER_CONDITIONS;
    });
    const pages = new Set();
    for (const site of ownConditions) {
      const form = await mountForm(`site="${site}"`);
      pages.add(hrefs(form).find((href) => href.startsWith("/c/subscribenewsletter-")));
    }
    expect(pages.size).to.equal(ownConditions.length);
    expect(pages).not.to.include(GERMAN_VOUCHER_CONDITIONS);
  });

  it("hu: the voucher is valid 1 month from the confirmed sign-up, which sends it", async () => {
    const form = await mountForm('site="hu"');
    expect($(form, ".hints").textContent).to.contain(
      "A kupon a feliratkozás megerősítésétől számított 1 hónapig érvényes.",
    );
    const german = await mountForm('site="de"');
    expect($(german, ".hints").textContent).not.to.match(/Monat/);
  });

  it("tr: the newsletter information, commercial-message consent and privacy notice pages, and withdrawal through İYS", async () => {
    const form = await mountForm('site="tr"');
    await expand(form);
    const consentLabel = control(form, "legals").closest("label");
    expect(consentLabel.querySelector("a").getAttribute("href")).to.equal("/c/ticari-elektronik-ileti-onayi");
    const links = hrefs(form);
    expect(links).to.include("/c/e-bulten-bilgilendirme");
    expect(links).to.include("/c/kisisel-verilerin-korunmasi-aydinlatma-metni");
    expect($(form, "[part=first-layer]").textContent).to.contain("İYS üzerinden de reddedebilirsiniz");
    const polish = await mountForm('site="pl"');
    await expand(polish);
    expect($(polish, "[part=first-layer]").textContent).not.to.contain("İYS");
  });
});

/** The files a form's picture offers, by their addresses. */
const offered = (form) =>
  $(form, "picture source")
    .getAttribute("srcset")
    .split(", ")
    .map((candidate) => candidate.split(" ")[0]);

describe("<newsletter-signup> image", () => {
  it("one source offering the 1024 px and 767 px files by their widths from 767 px, lazy and decorative", async () => {
    const form = await mountForm('site="de"');
    const sources = $$(form, "picture[part=image] source");
    expect(sources.map((source) => source.media)).to.deep.equal(["(min-width: 767px)"]);
    const file = `${location.origin}${IMAGE_PATH}[0-9a-f]+\\.jpg`;
    expect(sources[0].srcset).to.match(new RegExp(`^${file} 1024w, ${file} 767w$`));
    expect(sources[0].sizes, "drawn at the files' widths, from 1024 px the wide one's").to.equal(
      "(min-width: 1024px) 1024px, 767px",
    );
    const image = $(form, "picture img");
    expect(image.getAttribute("alt")).to.equal("");
    expect(image.loading).to.equal("lazy");
    expect(image.hasAttribute("src"), "no file of its own: nothing below 767 px").to.equal(false);
    expect(Number(image.getAttribute("width"))).to.be.greaterThan(0);
    expect(Number(image.getAttribute("height"))).to.be.greaterThan(0);
  });

  // The page's resource timings (an engine may leave out a file from its cache, which the
  // stand-in's log does not see either: an earlier test file may have shown the wide image).
  const imageLoads = () =>
    performance.getEntriesByType("resource").filter((entry) => entry.name.includes(IMAGE_PATH));

  it("375 px: no image is shown or downloaded; 1024 px: one download", async () => {
    performance.clearResourceTimings();
    await setViewport({ width: 375, height: 700 });
    const form = await mountForm('site="de"');
    await nextRender();
    expect(getComputedStyle($(form, "picture")).display).to.equal("none");
    // Every request the form has started is answered and in the stand-in's log by now.
    await afterSentinelRequest();
    expect(await requestsTo(IMAGE_PATH)).to.have.length(0);
    expect(imageLoads()).to.have.length(0);
    unmountAll();

    await setViewport({ width: 1024, height: 700 });
    const wide = await mountForm('site="de"');
    const image = $(wide, "picture img");
    await waitUntil(() => image.complete && image.naturalWidth > 0, "the image never loaded");
    expect(offered(wide)).to.include(image.currentSrc);
    // Loaded once: from the network (the stand-in's log) or from the browser's cache.
    await afterSentinelRequest();
    expect(await requestsTo(IMAGE_PATH)).to.have.length.at.most(1);
    expect(imageLoads().length).to.be.at.most(1);
  });

  for (const width of [800, 1024, 1440])
    it(`${width} px: the file that covers the slot in device pixels (or the widest), a real JPEG from the service`, async () => {
      await setViewport({ width, height: 900 });
      const form = await mountForm('site="de"');
      const image = $(form, "picture img");
      await waitUntil(() => image.complete && image.naturalWidth > 0, "the image never loaded");
      expect(offered(form)).to.include(image.currentSrc);
      const file = new Image();
      file.src = image.currentSrc;
      await file.decode();
      expect([767, 1024], "one of the service's two files").to.include(file.naturalWidth);
      const needed = image.getBoundingClientRect().width * devicePixelRatio;
      expect(file.naturalWidth >= needed || file.naturalWidth === 1024, `${needed} px needed`).to.equal(true);
    });

  it("follows api-base, like every call to the shop's services", async () => {
    const form = await mountForm('site="de" api-base="https://www.shop-staging.example"');
    for (const source of $$(form, "picture source"))
      expect(source.getAttribute("srcset")).to.match(
        new RegExp(`^https://www\\.shop-staging\\.example${IMAGE_PATH}`),
      );
    expect($(form, "picture img").hasAttribute("src"), "no file of its own: narrower, none loads").to.equal(
      false,
    );
  });
});

describe("<newsletter-signup> first view, rendered at once", () => {
  it("the form and its notes show together, and shop-ready after them", async () => {
    const element = document.createElement("newsletter-signup");
    element.setAttribute("site", "de");
    const parts = { form: "form", notes: ".hints" };
    const { seen, stop } = recordFrames(element.shadowRoot, parts);
    // What the shadow root holds as shop-ready is dispatched (the observer's record may come later).
    const shownAt = () => Object.keys(parts).filter((name) => element.shadowRoot.querySelector(parts[name]));
    const ready = new Promise((resolve) =>
      element.addEventListener("shop-ready", () => resolve(shownAt()), { once: true }),
    );
    document.body.append(element);
    try {
      const shownAtReady = await withTimeout(ready, "never ready");
      expect(shownAtReady).to.have.members(["form", "notes"]);
      await waitUntil(() => "notes" in seen && "form" in seen, "the frames never recorded them");
      expect(seen.notes, "the notes come with the form").to.equal(seen.form);
    } finally {
      stop();
      element.remove();
    }
  });
});
