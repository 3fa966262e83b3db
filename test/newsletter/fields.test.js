/**
 * <newsletter-signup>: the fields each of the nine sites shows, the extra fields that appear once
 * the e-mail field is used, the texts and legal content of each country, and the form's image.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import { SITES, unmountAll, withTimeout } from "../helpers/page.js";
import { afterSentinelRequest, standIn } from "../helpers/stand-in.js";
import { recordFrames } from "../helpers/frames.js";
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
 * The fields each site shows besides the e-mail address. Turkey asks the approval of commercial
 * messages under law no. 6563 in place of the data-processing consent.
 */
const FIELDS = {
  de: { salutation: false, names: false, commercialConsent: false, dataProcessingConsent: true },
  at: { salutation: true, names: true, commercialConsent: false, dataProcessingConsent: true },
  ch: { salutation: false, names: false, commercialConsent: false, dataProcessingConsent: true },
  ch_fr: { salutation: false, names: false, commercialConsent: false, dataProcessingConsent: true },
  pl: { salutation: false, names: false, commercialConsent: false, dataProcessingConsent: true },
  cz: { salutation: false, names: false, commercialConsent: false, dataProcessingConsent: true },
  hu: { salutation: true, names: true, commercialConsent: false, dataProcessingConsent: true },
  sk: { salutation: false, names: false, commercialConsent: false, dataProcessingConsent: true },
  tr: { salutation: false, names: true, commercialConsent: true, dataProcessingConsent: false },
};

/** The minimum age for the newsletter, as each language's text before the button states it. */
const MINIMUM_AGE_TEXT = {
  de: "mindestens 16 Jahre",
  at: "mindestens 16 Jahre",
  ch: "mindestens 16 Jahre",
  ch_fr: "au moins 16 ans",
  pl: "co najmniej 16 lat",
  cz: "alespoň 18 let",
  hu: "legalább 16 évesnek",
  sk: "aspoň 18 rokov",
  tr: "en az 16 yaşında",
};

/** The heading in each site's language: a build without the Lingui step renders it empty. */
const HEADING = {
  de: "Newsletter abonnieren und 10\u00a0% Rabatt sichern",
  at: "Newsletter abonnieren und 10\u00a0% Rabatt sichern",
  ch: "Newsletter abonnieren und 10\u00a0% Rabatt erhalten",
  ch_fr: "Abonnez-vous à notre newsletter et profitez de 10\u00a0% de réduction",
  pl: "Zapisz się do newslettera i odbierz 10% rabatu",
  cz: "Přihlaste se k odběru newsletteru a získejte slevu 10\u00a0%",
  hu: "Iratkozzon fel hírlevelünkre, és kapjon 10% kedvezményt",
  sk: "Prihláste sa na odber newslettera a získajte zľavu 10\u00a0%",
  tr: "Bültenimize abone olun, %10 indirim kazanın",
};

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
      expect($(form, "h2").textContent).to.equal(HEADING[site]);
      await expand(form);
      const expected = FIELDS[site];
      expect(Boolean(control(form, "salutation")), "salutation").to.equal(expected.salutation);
      expect(Boolean(control(form, "firstName")), "first name").to.equal(expected.names);
      expect(Boolean(control(form, "lastName")), "last name").to.equal(expected.names);
      expect(Boolean(control(form, "legals")), "commercial-message consent").to.equal(
        expected.commercialConsent,
      );
      expect(Boolean(dataProcessingConsent(form)), "data-processing consent").to.equal(
        expected.dataProcessingConsent,
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
      // Data protection notice panel, privacy hint, voucher hint and submit button.
      expect($(form, "[part=legal] summary").textContent.trim()).not.to.equal("");
      expect(hrefs(form)).to.include("/privacy");
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
    // They stay once shown, so that moving on to them does not make them disappear.
    control(form, "newsletterEmail").blur();
    await nextRender();
    expect(isShown(control(form, "firstName"))).to.equal(true);
  });

  it("the extra fields also appear once the e-mail field has a value (autofill, no focus)", async () => {
    const form = await mountForm('site="at"');
    setValue(control(form, "newsletterEmail"), "max@example.com");
    await waitUntil(() => control(form, "salutation"), "the extra fields did not appear");
    expect(form.shadowRoot.activeElement === null, "nothing focused").to.equal(true);
    expect(control(form, "firstName")).to.exist;
  });
});

/** The controller each site's demo configuration names (src/config/controller.ts, examples). */
const CONTROLLERS = {
  de: "Beispiel Handel GmbH",
  at: "Beispiel Handel Österreich GmbH",
  ch: "Beispiel Handel (Schweiz) AG",
  ch_fr: "Beispiel Handel (Schweiz) AG",
  pl: "Przykładowy Handel sp. z o.o.",
  cz: "Vzorový obchod s.r.o.",
  hu: "Minta Kereskedelmi Kft.",
  sk: "Vzorový obchod Slovensko s. r. o.",
  tr: "Örnek Ticaret A.Ş.",
};

/** The supervisory authority each site's notice names. */
const AUTHORITIES = {
  de: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
  at: "Österreichische Datenschutzbehörde",
  ch: "Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)",
  ch_fr: "Préposé fédéral à la protection des données et à la transparence (PFPDT)",
  pl: "Prezes Urzędu Ochrony Danych Osobowych",
  cz: "Úřad pro ochranu osobních údajů",
  hu: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)",
  sk: "Úrad na ochranu osobných údajov Slovenskej republiky",
  tr: "Kişisel Verileri Koruma Kurulu",
};

/** How each language says that unconfirmed sign-ups are deleted after 14 days. */
const FOURTEEN_DAYS = {
  de: "nicht innerhalb von 14 Tagen bestätigt werden, löschen wir",
  at: "nicht innerhalb von 14 Tagen bestätigt werden, löschen wir",
  ch: "nicht innerhalb von 14 Tagen bestätigt werden, löschen wir",
  ch_fr: "dans un délai de 14 jours",
  pl: "w ciągu 14 dni usuwamy",
  cz: "nepotvrdíte do 14 dnů, smažeme",
  hu: "14 napon belül nem erősítenek meg, töröljük",
  sk: "nepotvrdíte do 14 dní, vymažeme",
  tr: "14 gün içinde onaylanmayan kayıtlar silinir",
};

/** Whether `node` comes before `other` in the document. */
const isBefore = (node, other) =>
  Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("<newsletter-signup> texts and legal content per country", () => {
  for (const site of SITES) {
    it(`${site}: before the button and in no panel, the sender, the products, the withdrawal and the minimum age`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const button = submitButton(form);
      const consents = $(form, "fieldset");
      const terms = $(form, "fieldset .terms");
      for (const [what, node] of Object.entries({ consents, terms })) {
        expect(isBefore(node, button), `${what} before the button`).to.equal(true);
        expect(node.closest("[hidden]"), `${what} in no closed panel`).to.equal(null);
        expect(node.checkVisibility(), `${what} visible`).to.equal(true);
      }
      // The consent the newsletter rests on names its sender, the controller, from the site's configuration.
      expect(consents.textContent).to.contain(CONTROLLERS[site]);
      expect(terms.textContent).to.contain(MINIMUM_AGE_TEXT[site]);
      const contact = [...terms.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(contact, "withdrawal by e-mail to the privacy contact").to.have.length(1);
      expect(contact[0]).to.match(/^mailto:[^@]+@[^@]+\.example$/);
    });

    it(`${site}: the notice names controller, address, contact, retention, authority; privacy and voucher pages`, async () => {
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      const links = hrefs(form);
      const legal = $(form, "[part=legal]");
      expect(isBefore(submitButton(form), legal), "the notice is below the button").to.equal(true);
      const legalLinks = [...legal.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(legalLinks).to.have.length(2);
      expect(legalLinks[0]).to.match(/^mailto:/);
      expect(legalLinks[1]).to.equal("/privacy");
      expect(legal.textContent).to.contain(CONTROLLERS[site]);
      expect(legal.textContent).to.contain(AUTHORITIES[site]);
      expect(legal.textContent).to.contain(FOURTEEN_DAYS[site]);

      const voucherLinks = links.filter((href) => href.startsWith("/c/subscribenewsletter-"));
      if (["de", "at", "ch"].includes(site)) {
        expect(voucherLinks).to.deep.equal([GERMAN_VOUCHER_CONDITIONS]);
      } else if (site === "hu") {
        // No conditions page is named for Hungary; the text states the voucher's validity instead.
        expect(voucherLinks).to.deep.equal([]);
      } else {
        expect(voucherLinks).to.have.length(1);
        expect(voucherLinks[0]).not.to.equal(GERMAN_VOUCHER_CONDITIONS);
      }

      const hasSampleNewsletter = ["de", "at", "hu"].includes(site);
      const otherLinks = links.filter(
        (href) => href !== "/privacy" && !href.startsWith("mailto:") && !voucherLinks.includes(href),
      );
      expect(otherLinks.length > 0, "sample newsletter or Turkish pages").to.equal(
        hasSampleNewsletter || site === "tr",
      );
    });
  }

  it("every country with its own voucher conditions has its own page", async () => {
    const pages = new Set();
    for (const site of ["ch_fr", "pl", "cz", "sk", "tr"]) {
      const form = await mountForm(`site="${site}"`);
      pages.add(hrefs(form).find((href) => href.startsWith("/c/subscribenewsletter-")));
    }
    expect(pages.size).to.equal(5);
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
    expect($(form, "fieldset .terms").textContent).to.contain("İleti Yönetim Sistemi (İYS)");
    const polish = await mountForm('site="pl"');
    await expand(polish);
    expect($(polish, "fieldset .terms").textContent).not.to.contain("İYS");
  });
});

describe("<newsletter-signup> image", () => {
  it("a picture with the 1024 px and 767 px sources, sized, lazy and decorative", async () => {
    const form = await mountForm('site="de"');
    const sources = $$(form, "picture[part=image] source");
    expect(sources.map((source) => source.media)).to.deep.equal([
      "(min-width: 1024px)",
      "(min-width: 767px)",
    ]);
    for (const source of sources) {
      expect(source.srcset).to.match(new RegExp(`^${location.origin}${IMAGE_PATH}[0-9a-f]+\\.jpg$`));
      expect(Number(source.getAttribute("width"))).to.be.greaterThan(0);
      expect(Number(source.getAttribute("height"))).to.be.greaterThan(0);
    }
    expect(sources[0].srcset).not.to.equal(sources[1].srcset);
    const image = $(form, "picture img");
    expect(image.getAttribute("alt")).to.equal("");
    expect(image.loading).to.equal("lazy");
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
    expect(image.currentSrc).to.equal($(wide, "source").getAttribute("srcset"));
    // Loaded once: from the network (the stand-in's log) or from the browser's cache.
    await afterSentinelRequest();
    expect(await requestsTo(IMAGE_PATH)).to.have.length.at.most(1);
    expect(imageLoads().length).to.be.at.most(1);
  });

  it("1440 px loads the wide file, 800 px the medium one: real JPEGs from the service", async () => {
    await setViewport({ width: 1440, height: 900 });
    const wide = await mountForm('site="de"');
    const wideImage = $(wide, "picture img");
    await waitUntil(() => wideImage.complete && wideImage.naturalWidth > 0, "the wide image never loaded");
    expect(wideImage.currentSrc).to.contain($(wide, "source").getAttribute("srcset"));
    expect(wideImage.naturalWidth).to.equal(1024);
    unmountAll();

    await setViewport({ width: 800, height: 900 });
    const medium = await mountForm('site="de"');
    const mediumImage = $(medium, "picture img");
    await waitUntil(
      () => mediumImage.complete && mediumImage.naturalWidth > 0,
      "the medium image never loaded",
    );
    expect(mediumImage.currentSrc).to.contain($$(medium, "source")[1].getAttribute("srcset"));
  });

  it("follows api-base, like every call to the shop's services", async () => {
    const form = await mountForm('site="de" api-base="https://www.shop-staging.example"');
    expect($(form, "picture img").getAttribute("src")).to.match(
      new RegExp(`^https://www\\.shop-staging\\.example${IMAGE_PATH}`),
    );
  });
});

describe("<newsletter-signup> first view, rendered at once", () => {
  it("the form, its notes and its legal notice show together, and shop-ready after them", async () => {
    const element = document.createElement("newsletter-signup");
    element.setAttribute("site", "de");
    const parts = { form: "form", notes: ".hints", legal: "[part=legal]" };
    const { seen, stop } = recordFrames(element.shadowRoot, parts);
    const ready = new Promise((resolve) =>
      element.addEventListener("shop-ready", () => resolve(Object.keys(seen)), { once: true }),
    );
    document.body.append(element);
    try {
      const shownAtReady = await withTimeout(ready, "never ready");
      expect(shownAtReady).to.have.members(["form", "notes", "legal"]);
      expect(seen.notes, "the notes come with the form").to.equal(seen.form);
      expect(seen.legal).to.equal(seen.form);
    } finally {
      stop();
      element.remove();
    }
  });
});
