/**
 * Texts per country as the rendered elements show them: the consents name exactly what the form
 * collects, the Turkish consents in the words of KVKK and law 6563, the Hungarian name order,
 * numbers never parted from their unit or currency (the welcome voucher, the footer's amounts),
 * French typography, and the wording each country's reviewer asked for.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { SITE_TABLE, SITES, mount, unmountAll } from "../helpers/page.js";
import { expected } from "../helpers/site-expectations.js";
import { standIn } from "../helpers/stand-in.js";
import { settled, textOf } from "../helpers/footer.js";
import {
  $,
  $$,
  control,
  errorOf,
  expand,
  fillValid,
  mountForm,
  nextRender,
  setValue,
  submitButton,
} from "../helpers/newsletter.js";

beforeEach(() => standIn.reset());
afterEach(unmountAll);

const hrefs = (form) => $$(form, "a").map((link) => link.getAttribute("href"));

/** The texts of the consent checkboxes' labels, without the asterisk of a required one. */
const consentTexts = (form) =>
  $$(form, "fieldset label").map((label) => label.textContent.replace(/\*$/, ""));

/**
 * A plain (breakable) space between a number and its unit, currency or percent sign, or between
 * the digit groups of an amount. The texts here are short: a plain regular expression will do.
 */
const BREAKABLE_AMOUNT = new RegExp(
  `\\d (%|${currencies().join("|")})(?!\\p{L})|(CHF|Fr\\.|€) \\d|\\d \\d`,
  "u",
);

/** Every site's currency as the site table writes it, and "Fr.", escaped for a regular expression. */
function currencies() {
  const written = new Set([...SITES.map((site) => SITE_TABLE[site].currency), "Fr."]);
  return [...written].map((currency) => currency.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

/** Everything a form can show before a sign-up: expanded, with its errors after an empty submit. */
async function everyText(form) {
  await expand(form);
  submitButton(form).click();
  await waitUntil(() => $(form, "[aria-invalid=true]"), "no error after an empty submit");
  return form.shadowRoot.textContent;
}

describe("the data-processing consent names exactly what the form collects", () => {
  // Every site whose table lists no name fields, with how its language names a name in the
  // consent (first name, last name, name, in its cases: test/helpers/site-expectations.js).
  const withoutNames = SITES.filter((site) => !("firstName" in SITE_TABLE[site].newsletter.fields));
  for (const site of withoutNames) {
    it(`${site}: no name fields, and no consent mentions a name`, async () => {
      const nameWords = expected(site, "nameWords");
      expect(nameWords, "how the language names a name").to.be.instanceOf(RegExp);
      const form = await mountForm(`site="${site}"`);
      await expand(form);
      expect(control(form, "firstName"), "no name fields on this site").to.equal(null);
      const texts = consentTexts(form);
      expect(texts).to.have.length(2);
      for (const text of texts) expect(text).not.to.match(nameWords);
    });
  }

  it("at: optional names, mentioned as given only if given; the products named, the sender left to the first layer", async () => {
    const form = await mountForm('site="at"');
    await expand(form);
    expect(consentTexts(form)[0]).to.equal(
      "Ich möchte den Newsletter mit Angeboten und Neuheiten zu Kaffee, Mode, Wohnen und Haushalt per E-Mail erhalten und willige ein, dass meine E-Mail-Adresse und, falls angegeben, meine Anrede und mein Name dafür verarbeitet werden.",
    );
  });

  it("hu: required names, named outright; receiving the newsletter is part of the consent", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    expect(consentTexts(form)[0]).to.equal(
      "Hozzájárulok, hogy e-mailben hírlevelet kapjak kávéval, divattal, lakberendezéssel és háztartási cikkekkel kapcsolatos ajánlatokról és újdonságokról, és hogy e-mail-címemet, megszólításomat, valamint vezeték- és keresztnevemet e célból kezeljék.",
    );
  });
});

describe("tr: the consents in the words of KVKK and law 6563", () => {
  it("the approval of commercial electronic messages names its law and the products; explicit consent only to the profiling", async () => {
    const form = await mountForm('site="tr"');
    await expand(form);
    const [commercial, personalised] = consentTexts(form);
    expect(commercial).to.equal(
      "6563 sayılı Kanun kapsamında tarafıma kahve, moda, ev ve ev gereçleri ile kampanyalar hakkında e-posta yoluyla ticari elektronik ileti gönderilmesine onay veriyorum.",
    );
    expect(personalised).to.equal(
      "Bana özel teklifler sunulması için hangi bültenleri açtığımın ve bunlarda hangi bağlantılara tıkladığımın (izleme pikseli, kişiselleştirilmiş bağlantılar) kaydedilmesine ve online mağazadaki alışverişlerimle birlikte analiz edilmesine 6698 sayılı KVKK kapsamında açık rıza veriyorum.",
    );
    // The newsletter rests on the approval: no explicit consent is asked for it.
    expect(consentTexts(form).filter((text) => text.includes("açık rıza"))).to.have.length(1);
  });

  it("each document by its own title: the footer's Gizlilik Politikası, the form's KVKK Aydınlatma Metni", async () => {
    await setViewport({ width: 1440, height: 900 });
    const footer = await mount('<shop-footer site="tr"></shop-footer>');
    const root = await settled(footer);
    const footerTerm = textOf(root.querySelector('.bottom > ul a[href="/privacy"]'));
    const form = root.querySelector("newsletter-signup");
    await waitUntil(
      () => form.shadowRoot?.querySelector(".hints"),
      "the nested form never rendered its hints",
    );
    await expand(form);
    const notice = $$(form, '[part=first-layer] a[href="/c/kisisel-verilerin-korunmasi-aydinlatma-metni"]');
    expect(footerTerm).to.equal("Gizlilik Politikası");
    expect(notice.map((link) => link.textContent)).to.deep.equal(["KVKK Aydınlatma Metni"]);
    expect($$(form, 'a[href="/privacy"]'), "the form links the notice, not the whole policy").to.deep.equal(
      [],
    );
  });
});

describe("hu: the family name before the given name", () => {
  it("Vezetéknév comes before Keresztnév, in the page and for the keyboard", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    const inputs = $$(form, ".names input");
    expect(inputs.map((input) => input.name)).to.deep.equal(["lastName", "firstName"]);
    expect(inputs.map((input) => input.labels[0].textContent.replace("*", "").trim())).to.deep.equal([
      "Vezetéknév",
      "Keresztnév",
    ]);
    expect(inputs[0].autocomplete).to.equal("family-name");
  });

  it("an invalid submit focuses the family name, the first invalid field as shown", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    setValue(control(form, "newsletterEmail"), "anna@example.com");
    setValue(control(form, "salutation"), "MRS");
    await nextRender();
    submitButton(form).click();
    const lastName = control(form, "lastName");
    await waitUntil(() => form.shadowRoot.activeElement === lastName, "the family name never got the focus");
    expect(control(form, "firstName").getAttribute("aria-invalid")).to.equal("true");
  });

  it("the voucher runs from the confirmed sign-up (feliratkozás), the word the form uses throughout", async () => {
    const form = await mountForm('site="hu"');
    expect($(form, ".hints").textContent).to.contain(
      "A kupon a feliratkozás megerősítésétől számított 1 hónapig érvényes.",
    );
  });
});

describe("numbers and units never break apart", () => {
  for (const site of SITES) {
    it(`${site}: no plain space inside "10 %" or an amount in the form`, async () => {
      const form = await mountForm(`site="${site}"`);
      const text = await everyText(form);
      expect(text).to.match(/10\u00a0%|10%|%10/);
      expect(text).not.to.match(BREAKABLE_AMOUNT);
    });
  }

  it('de: the voucher is "10\u00a0%" with a no-break space, not a 10-%- compound that breaks at its hyphen', async () => {
    const form = await mountForm('site="de"');
    expect($(form, "h2").textContent).to.equal("Newsletter abonnieren und 10\u00a0% Rabatt sichern");
    expect($(form, ".hints").textContent).not.to.contain("-%-");
  });

  // An amount each site's footer content writes (test/helpers/site-expectations.js).
  for (const site of SITES) {
    it(`${site}: the footer writes its amount with a no-break space, and no breakable amount`, async () => {
      const amount = expected(site, "footerAmount");
      await setViewport({ width: 1440, height: 900 });
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      expect(root.textContent).to.contain(amount);
      expect(root.textContent).not.to.match(BREAKABLE_AMOUNT);
    });
  }
});

describe("fr-CH: French typography and Swiss terms", () => {
  it("the form: typographic apostrophes only, the legal panel is not the imprint, Swiss terms", async () => {
    const form = await mountForm('site="ch_fr"');
    const text = await everyText(form);
    expect(text).not.to.contain("'");
    expect(text).to.contain("J’accepte").and.to.contain("S’abonner");
    expect(errorOf(form, control(form, "newsletterEmail"))).to.equal("Veuillez saisir votre adresse e-mail.");
    expect($(form, "[part=first-layer] a[href='/privacy#newsletter']").textContent).to.equal(
      "informations complètes",
    );
    expect(text).not.to.contain("confidentialité");
    // Swiss law: the consent under the LPD and LCD, no article of the LPD, the authority one turns to.
    expect($(form, "[part=first-layer]").textContent)
      .to.contain("consentement (LPD, LCD)")
      .and.to.contain("autorité de surveillance")
      .and.not.to.contain("art. 31");
    expect($(form, 'a[href^="/c/subscribenewsletter-"]').textContent).to.equal(
      "Conditions générales des bons",
    );
    // A no-break space before the colon, as French typography wants it.
    expect($(form, "[part=first-layer]").textContent).to.contain("Responsable\u00a0: Beispiel Handel");
  });

  it("the footer: typographic apostrophes only; its imprint keeps the name Mentions légales", async () => {
    await setViewport({ width: 1440, height: 900 });
    const footer = await mount('<shop-footer site="ch_fr"></shop-footer>');
    const root = await settled(footer);
    expect(root.textContent).not.to.contain("'");
    expect(textOf(root.querySelector('.bottom > ul a[href="/c/mentions-legales"]'))).to.equal(
      "Mentions légales",
    );
  });
});

describe("wording per country", () => {
  it("cz: one word for the sign-up, prostřednictvím rather than přes, the notice named for what it is", async () => {
    const form = await mountForm('site="cz"');
    const text = await everyText(form);
    expect(text).not.to.match(/registrac/i);
    expect(text).not.to.match(/\bpřes\b/);
    expect(text).not.to.contain("elektronickou cestou e-mailem");
    expect($(form, "[part=first-layer] a[href='/privacy#newsletter']").textContent).to.equal(
      "informace o zpracování údajů",
    );
    expect($(form, "[part=first-layer]").textContent, "no doubled bracket").not.to.contain("a) GDPR)");
    expect($(form, ".hints").textContent).to.contain(
      "kliknutím na něj dokončíte přihlášení k odběru a získáte uvítací poukaz na slevu",
    );
  });

  it("sk: one word for the sign-up, prostredníctvom rather than cez, the notice named for what it is", async () => {
    const form = await mountForm('site="sk"');
    const text = await everyText(form);
    expect(text).not.to.match(/registráci/i);
    expect(text).not.to.match(/\bcez\b/);
    expect($(form, "[part=first-layer] a[href='/privacy#newsletter']").textContent).to.equal(
      "informácie o spracúvaní údajov",
    );
    expect(text, "marketingové e-maily, not the Czech calque obchodné oznámenia").not.to.match(
      /obchodn\S* oznámen/,
    );
    expect($(form, ".hints").textContent).to.contain(
      "kliknutím naň dokončíte prihlásenie na odber a získate uvítací poukaz na zľavu",
    );
  });

  // The input field's clear button ("Eingabe löschen") is the widget's (test/ui/input-field.test.js):
  // the form's fields show none.
  it("de: the double opt-in note says once what the click does", async () => {
    const form = await mountForm('site="de"');
    expect($(form, ".hints").textContent).to.contain(
      "Danach erhalten Sie eine E-Mail mit Bestätigungslink: Sobald Sie darauf klicken, ist Ihre Anmeldung abgeschlossen und Ihr Willkommensgutschein über 10\u00a0% unterwegs.",
    );
  });

  it("pl: the personalised-offers consent and the required messages as Polish says them", async () => {
    const form = await mountForm('site="pl"');
    await expand(form);
    expect(consentTexts(form)[1]).to.equal(
      "Wyrażam też zgodę na rejestrowanie tego, które newslettery otwieram i które linki w nich klikam (piksel śledzący, spersonalizowane linki), oraz na analizowanie tych informacji wraz z moimi zakupami w sklepie na potrzeby spersonalizowanych ofert.",
    );
    submitButton(form).click();
    await waitUntil(() => errorOf(form, control(form, "newsletterEmail")), "no e-mail error");
    expect(errorOf(form, control(form, "newsletterEmail"))).to.equal("Podaj adres e-mail.");
    expect(
      hrefs(form).some((href) => /bon/.test(href)),
      "no 'bon' in a link: a voucher is a kod rabatowy",
    ).to.equal(false);
  });

  it("tr: the invalid-link banner asks to subscribe again, and the welcome voucher is %10 off", async () => {
    const form = await mountForm('site="tr" subscriber-token="expired-doi-token"');
    await waitUntil(() => $(form, "[part=doi-error]"), "no invalid-link banner");
    expect($(form, "[part=doi-error]").textContent).to.equal(
      "Maalesef bu bağlantı artık geçerli değil. Lütfen yeniden abone olun.",
    );
    expect($(form, ".hints").textContent).to.contain("%10 indirimli hoş geldin kuponunuz");
  });

  it("pl-PL: 'Inne' for the diverse salutation and 'Wybierz zwrot grzecznościowy.' as its error", async () => {
    // The Polish site asks no salutation; a Hungarian form in Polish (lang) shows the texts.
    const form = await mountForm('site="hu" lang="pl-PL"');
    await expand(form);
    const options = [...control(form, "salutation").options].map((option) => option.textContent);
    expect(options).to.include("Inne");
    submitButton(form).click();
    await waitUntil(() => errorOf(form, control(form, "salutation")), "no salutation error");
    expect(errorOf(form, control(form, "salutation"))).to.equal("Wybierz zwrot grzecznościowy.");
  });

  it("de-AT: das E-Mail, as Austrians say it, in the success message", async () => {
    const form = await mountForm('site="at"');
    await fillValid(form, "at", "max.muster@example.com");
    submitButton(form).click();
    await waitUntil(() => $(form, "[part=success]").textContent, "no success message");
    expect($(form, "[part=success]").textContent).to.equal(
      "Wir haben Ihnen ein E-Mail an max.muster@example.com geschickt. " +
        "Bitte bestätigen Sie Ihre Anmeldung über den Link darin.",
    );
  });

  for (const site of SITES) {
    it(`${site}: the footer lists the store finder once`, async () => {
      await setViewport({ width: 1440, height: 900 });
      const footer = await mount(`<shop-footer site="${site}"></shop-footer>`);
      const root = await settled(footer);
      expect(root.querySelectorAll('li > a[href="/service/storefinder/"]')).to.have.length(1);
    });
  }

  it("de: the sales tax note with its comma (inkl. gesetzl. MwSt., zzgl.)", async () => {
    await setViewport({ width: 1440, height: 900 });
    const footer = await mount('<shop-footer site="de"></shop-footer>');
    const root = await settled(footer);
    const note = [...root.querySelectorAll(".bottom > p")].find((p) => p.querySelector("a"));
    expect(textOf(note)).to.equal("Alle Preise inkl. gesetzl. MwSt., zzgl. Versandkosten.");
  });
});
