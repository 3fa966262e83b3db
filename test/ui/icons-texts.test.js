/** Icons and the shared widgets' interface texts in every site's locale. */
import { expect } from "@open-wc/testing";
import { LOCALE_BY_SITE, SITES, recordConsoleErrors, unmountAll } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { changeLanguage, find, mountGallery } from "./gallery.js";

afterEach(unmountAll);

describe("icons", () => {
  it("an unknown icon name renders nothing and is logged once, also after re-renders", async () => {
    // First gallery of this test page: the log happens at its first render.
    const errors = recordConsoleErrors();
    try {
      const gallery = await mountGallery("de-DE");
      await changeLanguage(gallery, "pl-PL");
      expect(find(gallery, "#unknown-icon").textContent).to.equal("[]");
      expect(find(gallery, "#unknown-icon").querySelector("svg")).to.equal(null);
      const logged = errors.messages.filter((message) => message.includes("no-such-icon"));
      expect(logged).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it("every icon of the three sets renders in 12, 16 and 24 px, decorative unless labelled", async () => {
    const gallery = await mountGallery("de-DE");
    const items = [...gallery.shadowRoot.querySelectorAll(".icons li")];
    const names = items.map((item) => item.textContent);
    for (const name of [
      ...["close", "chevron-down", "eye", "eye-off"],
      ...["payment", "delivery", "store", "returns", "contact", "customer-card", "services", "company"],
      ...["instagram", "facebook", "youtube", "pinterest", "tiktok", "x"],
      ...["coffee", "coffee-subscription", "loyalty-beans", "coffee-stamps", "community", "wishlist", "bag"],
      ...["assortment", "sale", "kitchen", "living-furniture", "kids", "men", "women", "sport-and-hobby"],
      "sustainability",
    ]) {
      expect(names, name).to.include(name);
    }
    for (const item of items) {
      const svgs = [...item.querySelectorAll("svg")];
      expect(
        svgs.map((svg) => svg.getAttribute("width")),
        item.textContent,
      ).to.deep.equal(["12", "16", "24"]);
      expect(svgs.every((svg) => svg.getAttribute("aria-hidden") === "true")).to.equal(true);
      expect(svgs[2].querySelector("path, circle, rect, line, polyline, ellipse"), item.textContent).to.exist;
    }
    const labelled = find(gallery, 'svg[role="img"]');
    expect(labelled.getAttribute("aria-label")).to.equal("Coffee");
    expect(labelled.hasAttribute("aria-hidden")).to.equal(false);
  });
});

/** The English source texts: a row showing one of them lacks its translation. */
const ENGLISH = [
  "Back to top",
  "Page 2 of 9",
  "Energy efficiency class A+++",
  "Remove invoice.pdf",
  "Search",
  "Skip list",
  "Insert Espresso into search",
];

function textRows(gallery) {
  return Object.fromEntries(
    [...find(gallery, "#texts").rows].map((row) => [row.cells[0].textContent, row.cells[1].textContent]),
  );
}

describe("the widgets' interface texts in every site's locale", () => {
  it("every text of the table is translated in every locale", async () => {
    const gallery = await mountGallery("de-DE");
    for (const site of SITES) {
      const locale = LOCALE_BY_SITE[site];
      if (locale !== "de-DE") await changeLanguage(gallery, locale);
      const rows = textRows(gallery);
      // One rendered text per row of the gallery's text table (test/helpers/site-expectations.js).
      for (const [what, text] of Object.entries(expected(site, "widgetTexts")))
        expect(rows[what], `${locale} ${what}`).to.equal(text);
      for (const [what, text] of Object.entries(rows)) {
        expect(text.trim(), `${locale} ${what}`).to.not.equal("");
        expect(ENGLISH, `${locale} ${what}`).to.not.include(text);
      }
    }
  });

  it("base price: quantity unit with the price per base quantity, formatted for the locale", async () => {
    const gallery = await mountGallery("de-DE");
    const price = () => find(gallery, "#base-price").textContent.replace(/\s/g, " ");
    expect(price()).to.equal("500 g (11,98 € pro 1 kg)");
    await changeLanguage(gallery, "fr-CH");
    // Swiss French writes 11.98 €: the numbers come from the browser's Intl, the words from the catalog.
    const francs = new Intl.NumberFormat("fr-CH", { style: "currency", currency: "EUR" }).format(11.98);
    expect(price()).to.equal(`500 g (${francs} par 1 kg)`.replace(/\s/g, " "));
    await changeLanguage(gallery, "hu-HU");
    const euros = new Intl.NumberFormat("hu-HU", { style: "currency", currency: "EUR" }).format(11.98);
    expect(price()).to.equal(`500 g (1 kg ára: ${euros})`.replace(/\s/g, " "));
  });

  it("phone prefixes: 33 countries, Germany, Switzerland and Austria first, named by the browser, and 'Other'", async () => {
    const gallery = await mountGallery("de-DE");
    const options = () => [...find(gallery, "#phone-prefix").options].map((option) => option.textContent);
    const german = options();
    expect(german).to.have.length(34);
    expect(german.slice(0, 3)).to.deep.equal(["Deutschland +49", "Schweiz +41", "Österreich +43"]);
    expect(german)
      .to.include("Türkei +90")
      .and.include("Tschechien +420")
      .and.include("Vereinigtes Königreich +44");
    expect(german.at(-2)).to.equal("Schweden +46");
    expect(german.at(-1).trim()).to.equal("Anderes Land");
    await changeLanguage(gallery, "tr-TR");
    expect(options()[0]).to.equal("Almanya +49");
    expect(options().at(-1).trim()).to.equal("Diğer ülke");
  });
});
