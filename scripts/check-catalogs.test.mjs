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
const AUSTRIAN_CONSENT = consentEnding("where given, my salutation and name for this purpose.");
const HUNGARIAN_CONSENT = consentEnding("salutation, first name and last name for this purpose.");
const EMAIL_CONSENT = consentEnding("processes my e-mail address for this purpose.");
const COMMERCIAL_CONSENT = "I agree that {controller} sends me <0>commercial";
const PERSONALISED_CONSENT = "I also agree";
const TERMS = "You must be at least";

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
    const text =
      "Bana özel teklifler de almak istiyorum. Bunun için alışverişlerim analiz edilebilir ({controller}).";
    expectProblem(
      withText("tr-TR", PERSONALISED_CONSENT, text),
      /tr-TR: .*personalised-offers consent text lacks "açık rıza veriyorum"/,
    );
  });

  it("fails when the Polish consent does not cover receiving commercial information", () => {
    const text =
      "Wyrażam zgodę na przetwarzanie mojego adresu e-mail w celu wysyłki newslettera (kawa, moda; {controller}).";
    expectProblem(withText("pl-PL", EMAIL_CONSENT, text), /pl-PL: .*lacks "informacji handlowych"/);
  });

  for (const locale of ["de-DE", "fr-CH", "pl-PL", "cs-CZ", "sk-SK", "hu-HU", "tr-TR"]) {
    it(`fails when the ${locale} text before the button has no withdrawal sentence`, () => {
      const sentences = textOf(locale, TERMS).split(". ");
      const withoutWithdrawal = [sentences[0], ...sentences.slice(2)].join(". ");
      expectProblem(
        withText(locale, TERMS, withoutWithdrawal),
        new RegExp(`^${locale}: .*withdrawal and age text lacks`),
      );
    });
  }

  it('fails on "a(z)" in a Hungarian text, in the catalog and in the footer', () => {
    const text = "Már majdnem kész! E-mailt küldtünk a(z) {email} címre.";
    expectProblem(withText("hu-HU", "Almost done!", text), /hu-HU: .*"a\(z\)"/);
    const copy = withText("hu-HU", "Almost done!", textOf("hu-HU", "Almost done!"));
    copy.footers.hu.headline = "Segítünk a(z) Ön kérdéseiben";
    expectProblem(copy, /footer\.hu\.json: .*"a\(z\)"/);
  });
});
