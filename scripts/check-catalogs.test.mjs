/**
 * The catalog check's machine rules fail on a catalog that breaks them, and pass on the project's
 * catalogs as committed.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { catalogProblems, loadProject } from "./catalog-rules.mjs";

let project;
before(async () => {
  project = await loadProject();
});

/** A copy of the project that a test may break. */
function copyOf() {
  const { collectedPersonalData, ...data } = project; // a function, which structuredClone cannot copy
  return { ...structuredClone(data), collectedPersonalData };
}

/** A message is found by the start of its source text, or by a test of its PO item. */
const finder = (message) =>
  typeof message === "function" ? message : (item) => item.msgid.startsWith(message);

/** A copy of the project with one locale's message translated anew. */
function withText(locale, message, text) {
  const copy = copyOf();
  const item = copy.catalogs[locale].find(finder(message));
  assert.ok(item, `no message ${message} in ${locale}`);
  item.msgstr = [text];
  return copy;
}

/** A copy of the project without one locale's message. */
function without(locale, message) {
  const copy = copyOf();
  const index = copy.catalogs[locale].findIndex(finder(message));
  assert.ok(index >= 0, `no message ${message} in ${locale}`);
  copy.catalogs[locale].splice(index, 1);
  return copy;
}

/** A copy of the project with one of the form's source files edited. */
function withSource(path, edit) {
  const copy = copyOf();
  const edited = edit(copy.formSources[path]);
  assert.notEqual(edited, copy.formSources[path], `the edit changed nothing in ${path}`);
  copy.formSources[path] = edited;
  return copy;
}

/** The text a locale gives a message. */
const textOf = (locale, message) => project.catalogs[locale].find(finder(message)).msgstr[0];

const expectProblem = (copy, pattern) => {
  const problems = catalogProblems(copy);
  assert.ok(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.join("\n")}`,
  );
};

/** The data-processing consent of each set of fields, by the end of its source text. */
const consentEnding = (ending) => (item) =>
  item.extractedComments.join(" ").startsWith("Data-processing consent.") && item.msgid.endsWith(ending);
const AUSTRIAN_CONSENT = consentEnding("where given, my salutation and name being processed for it.");
const HUNGARIAN_CONSENT = consentEnding("salutation, first name and last name being processed for it.");
const EMAIL_CONSENT = consentEnding("agree to my e-mail address being processed for it.");
const COMMERCIAL_CONSENT = "I agree to receive <0>commercial";
const PERSONALISED_CONSENT = "I also agree";
const FIRST_LAYER = "Controller: {controller}; purposes";
const FORM = "src/elements/newsletter-signup/newsletter-signup.tsx";

describe("the catalog check", () => {
  it("passes on the catalogs and footer content as committed", () => {
    assert.deepEqual(catalogProblems(project), []);
  });

  it("fails when a consent leaves out a field the site's form collects (de-AT: the salutation)", () => {
    const text = textOf("de-AT", AUSTRIAN_CONSENT).replace("meine Anrede und ", "");
    expectProblem(withText("de-AT", AUSTRIAN_CONSENT, text), /de-AT: .*leaves out salutation/);
  });

  it("fails when a consent leaves out a field (hu: the family name)", () => {
    const text = textOf("hu-HU", HUNGARIAN_CONSENT).replace("vezeték- és ", "");
    expectProblem(withText("hu-HU", HUNGARIAN_CONSENT, text), /hu-HU: .*leaves out lastName/);
  });

  it("fails when a consent names a field the form does not collect", () => {
    const text =
      "Ich willige ein, dass meine E-Mail-Adresse und mein Name für den Versand verarbeitet werden.";
    expectProblem(
      withText("de-DE", EMAIL_CONSENT, text),
      /de-DE: .*names firstName, which the form does not collect/,
    );
  });

  it("fails when a site's form collects data that no consent text names", () => {
    const copy = withText("de-DE", EMAIL_CONSENT, textOf("de-DE", EMAIL_CONSENT));
    copy.sites = {
      ...copy.sites,
      de: { ...copy.sites.de, fields: { ...copy.sites.de.fields, firstName: "optional" } },
    };
    expectProblem(copy, /^de: the form collects "email firstName\?"/);
  });

  it("fails when a Turkish consent does not name its law", () => {
    const commercial = textOf("tr-TR", COMMERCIAL_CONSENT).replace("6563 sayılı ", "");
    expectProblem(withText("tr-TR", COMMERCIAL_CONSENT, commercial), /tr-TR: .*lacks "6563"/);
    const profiling = textOf("tr-TR", PERSONALISED_CONSENT).replace("6698 sayılı ", "");
    expectProblem(withText("tr-TR", PERSONALISED_CONSENT, profiling), /tr-TR: .*lacks "6698"/);
  });

  it("fails when the Turkish profiling consent declares no explicit consent", () => {
    const text = "Bana özel teklifler de almak istiyorum. Bunun için alışverişlerim analiz edilebilir.";
    expectProblem(
      withText("tr-TR", PERSONALISED_CONSENT, text),
      /tr-TR: .*personalised-offers consent text lacks "açık rıza veriyorum"/,
    );
  });

  it("fails when the Polish consent does not cover receiving commercial information", () => {
    const text =
      "Wyrażam zgodę na przetwarzanie mojego adresu e-mail w celu wysyłki newslettera (kawa, moda).";
    expectProblem(withText("pl-PL", EMAIL_CONSENT, text), /pl-PL: .*lacks "informacji handlowych"/);
  });

  it("fails when a consent does not say what is advertised (the products)", () => {
    const text = textOf("cs-CZ", EMAIL_CONSENT).replaceAll("káva", "").replaceAll("kávě", "");
    expectProblem(
      withText("cs-CZ", EMAIL_CONSENT, text),
      /cs-CZ: .*data-processing consent text lacks "káva"/,
    );
  });

  for (const [locale, withdrawal] of [
    ["de-DE", "jederzeit"],
    ["fr-CH", "en tout temps"],
    ["pl-PL", "w dowolnym momencie"],
    ["cs-CZ", "kdykoli"],
    ["sk-SK", "kedykoľvek"],
    ["hu-HU", "bármikor"],
    ["tr-TR", "dilediğiniz zaman"],
  ]) {
    it(`fails when the ${locale} first layer does not say a consent is withdrawn at any time`, () => {
      const text = textOf(locale, FIRST_LAYER).replace(withdrawal, "");
      expectProblem(
        withText(locale, FIRST_LAYER, text),
        new RegExp(`^${locale}: .*first layer text lacks "${withdrawal}"`),
      );
    });
  }

  it("fails when a locale leaves out the minimum age in the first layer", () => {
    const text = textOf("sk-SK", FIRST_LAYER).replace("{minimumAge}", "16");
    expectProblem(
      withText("sk-SK", FIRST_LAYER, text),
      /^sk-SK: .*Controller: \{controller\}.*lacks the placeholder \{minimumAge\}/,
    );
  });

  it("fails when the first layer does not point to the complaint (Switzerland: the supervisory authority)", () => {
    const text = textOf("de-CH", FIRST_LAYER).replace("Aufsichtsbehörde", "Behörde");
    expectProblem(
      withText("de-CH", FIRST_LAYER, text),
      /^de-CH: .*first layer text lacks "Aufsichtsbehörde"/,
    );
  });

  it("fails when a site's first layer is longer than its limit (60 words; Turkey's rules allow 80)", () => {
    const longer = (locale, words) => `${textOf(locale, FIRST_LAYER)} ${"Wort ".repeat(words).trim()}`;
    expectProblem(
      withText("pl-PL", FIRST_LAYER, longer("pl-PL", 10)),
      /^pl \(pl-PL\): the first layer has \d+ words, more than 60/,
    );
    const turkish = catalogProblems(withText("tr-TR", FIRST_LAYER, longer("tr-TR", 3)));
    assert.deepEqual(
      turkish.filter((problem) => problem.includes("words")),
      [],
      "Turkey's rules allow its first layer up to 80 words",
    );
    expectProblem(
      withText("tr-TR", FIRST_LAYER, longer("tr-TR", 20)),
      /^tr \(tr-TR\): the first layer has \d+ words, more than 80/,
    );
  });

  it("fails when the form renders the first layer after its submit button", () => {
    const firstLayer = /<FirstLayer [^>]*\/>/;
    const below = (source) => {
      const element = source.match(firstLayer)[0];
      return source
        .replace(element, "")
        .replace(
          "<Hints config={form.config} hasRequiredNote={form.hasRequiredNote} />",
          (hints) => `${hints}${element}`,
        );
    };
    expectProblem(
      withSource(FORM, below),
      /"First layer": the form renders FirstLayer after its submit button/,
    );
  });

  it("fails when the first layer is in a collapsible panel", () => {
    const inPanel = (source) =>
      source.replace(
        /<FirstLayer [^>]*\/>/,
        (element) => `<ExpansionPanel title="Privacy">${element}</ExpansionPanel>`,
      );
    expectProblem(
      withSource(FORM, inPanel),
      /"First layer": the form renders FirstLayer inside a collapsible panel/,
    );
  });

  it("fails when a locale's rules module is missing or incomplete", () => {
    const copy = copyOf();
    delete copy.rules["cs-CZ"];
    copy.root = "/nowhere";
    copy.rules["hu-HU"] = { ...copy.rules["hu-HU"], requiredWording: {} };
    expectProblem(copy, /^locales\/cs-CZ\/rules\.mjs is missing/);
    expectProblem(copy, /^locales\/hu-HU\/rules\.mjs: requiredWording has no "First layer"/);
  });

  it("fails when a locale has no error message for a required consent", () => {
    const error = "Please give your consent so that we can send you the newsletter.";
    expectProblem(
      without("pl-PL", error),
      /^pl-PL: no error message for the required data-processing consent/,
    );
    expectProblem(
      withText("hu-HU", error, ""),
      /^hu-HU: no error message for the required data-processing consent/,
    );
  });

  it("fails when a site requires a consent that has no error message", () => {
    const copy = copyOf();
    copy.sites.de.fields = { ...copy.sites.de.fields, hasPersonalisedOffersConsent: "required" };
    expectProblem(
      copy,
      /hasPersonalisedOffersConsent is required on a site, but REQUIRED_CONSENT_ERRORS names no error/,
    );
  });

  it("fails when a locale has no full notice, or its notice lacks a placeholder or its law's wording", () => {
    const notice = (locale) => new RegExp(`\\n### ${locale}: [\\s\\S]*?(?=\\n### |$)`);
    const copy = copyOf();
    copy.texts = copy.texts
      .replace(notice("sk-SK"), "\n")
      .replace(/(\n### pl-PL: [^\n]*\n[\s\S]*?)\{processors\}/, "$1")
      .replace(/(\n### de-DE: [^\n]*\n[\s\S]*?)§ 25/g, "$1§ 26")
      .replace(/(\n### hu-HU: [^\n]*\n[\s\S]*?)\{days\}/, "$1{tage}");
    expectProblem(copy, /docs\/texts\.md, .*: no full notice for sk-SK/);
    expectProblem(copy, /docs\/texts\.md, .*, pl-PL: lacks the placeholder \{processors\}/);
    expectProblem(copy, /docs\/texts\.md, .*, de-DE: lacks "§ 25"/);
    expectProblem(copy, /docs\/texts\.md, .*, hu-HU: \{tage\} is no placeholder/);
  });

  it("fails when a site names no processor, or one abroad without its safeguard", () => {
    const copy = copyOf();
    copy.controllers.at = { ...copy.controllers.at, processors: [] };
    const [mailing, ...rest] = copy.controllers.tr.processors;
    copy.controllers.tr = { ...copy.controllers.tr, processors: [{ ...mailing, safeguard: "" }, ...rest] };
    copy.controllers.de = { ...copy.controllers.de, dataProtectionOfficer: "Frau Muster" };
    expectProblem(copy, /^at: the controller's processors .*none named/);
    expectProblem(copy, /^tr: the controller's processors .*processes abroad without a safeguard/);
    expectProblem(copy, /^de: the controller's dataProtectionOfficer is no e-mail address/);
  });

  it("fails when a translation writes the controller's name instead of its placeholder", () => {
    const text = textOf("de-DE", FIRST_LAYER).replace("{controller}", "Beispiel Handel GmbH");
    const copy = withText("de-DE", FIRST_LAYER, text);
    expectProblem(copy, /^de-DE: .*lacks the placeholder \{controller\}/);
    expectProblem(copy, /^de-DE: .*writes "Beispiel Handel GmbH" itself/);
  });

  it("fails when a site's controller is not filled in", () => {
    const copy = copyOf();
    copy.controllers.pl = { ...copy.controllers.pl, address: " " };
    copy.controllers.cz = { ...copy.controllers.cz, privacyContact: "Úřad, Praha" };
    delete copy.controllers.hu;
    expectProblem(copy, /^pl: the controller's address is empty/);
    expectProblem(copy, /^cz: the controller's privacyContact is no e-mail address/);
    expectProblem(copy, /^hu: no controller in its entry of src\/config\/sites\.ts/);
  });

  it("fails when a controller's details break the site's typography (a postal code a line may part)", () => {
    const copy = copyOf();
    copy.controllers.sk = { ...copy.controllers.sk, address: "Vzorová 1, 811 01 Bratislava" };
    expectProblem(copy, /^sk: the controller's address: a plain space between digit groups in "811 01"/);
  });

  it('fails on "a(z)" in a Hungarian text, in the catalog and in the footer', () => {
    const text = "Már majdnem kész! E-mailt küldtünk a(z) {email} címre.";
    expectProblem(withText("hu-HU", "Almost done!", text), /hu-HU: .*"a\(z\)"/);
    const copy = withText("hu-HU", "Almost done!", textOf("hu-HU", "Almost done!"));
    copy.footers.hu.headline = "Segítünk a(z) Ön kérdéseiben";
    expectProblem(copy, /footer\.hu\.json: .*"a\(z\)"/);
  });
});
