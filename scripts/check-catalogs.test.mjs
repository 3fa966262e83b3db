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

/** A copy of the project with one locale's message (found by the start of its source text) translated anew. */
function withText(locale, msgidStart, text) {
  const { collectedPersonalData, ...data } = project; // a function, which structuredClone cannot copy
  const copy = { ...structuredClone(data), collectedPersonalData };
  const item = copy.catalogs[locale].find((candidate) => candidate.msgid.startsWith(msgidStart));
  assert.ok(item, `no message starting "${msgidStart}" in ${locale}`);
  item.msgstr = [text];
  return copy;
}

/** The text a locale gives the message whose source text starts so. */
const textOf = (locale, msgidStart) =>
  project.catalogs[locale].find((item) => item.msgid.startsWith(msgidStart)).msgstr[0];

const expectProblem = (copy, pattern) => {
  const problems = catalogProblems(copy);
  assert.ok(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.join("\n")}`,
  );
};

const AUSTRIAN_CONSENT = "I agree that my e-mail address and, where given, my salutation";
const HUNGARIAN_CONSENT = "I agree that my e-mail address, salutation, first name";
const TURKISH_CONSENT = "I agree that my e-mail address, first name";
const EMAIL_CONSENT = "I agree that my e-mail address is processed";
const LEGAL_NOTICE = "The newsletter brings you";

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
    const commercial = textOf("tr-TR", "I agree to receive").replace("6563 sayılı ", "");
    expectProblem(withText("tr-TR", "I agree to receive", commercial), /tr-TR: .*lacks "6563"/);
    const dataProcessing = textOf("tr-TR", TURKISH_CONSENT).replace("6698 sayılı ", "");
    expectProblem(withText("tr-TR", TURKISH_CONSENT, dataProcessing), /tr-TR: .*lacks "6698"/);
  });

  it("fails when the Turkish profiling consent declares no explicit consent", () => {
    const text = "Bana özel teklifler de almak istiyorum. Bunun için alışverişlerim analiz edilebilir.";
    expectProblem(
      withText("tr-TR", "I also agree", text),
      /tr-TR: .*personalised-offers consent lacks "açık rıza veriyorum"/,
    );
  });

  it("fails when the Polish consent does not cover receiving commercial information", () => {
    const text = "Wyrażam zgodę na przetwarzanie mojego adresu e-mail w celu wysyłki newslettera.";
    expectProblem(withText("pl-PL", EMAIL_CONSENT, text), /pl-PL: .*lacks "informacji handlowych"/);
  });

  for (const locale of ["de-DE", "fr-CH", "pl-PL", "cs-CZ", "sk-SK", "hu-HU", "tr-TR"]) {
    it(`fails when the ${locale} legal notice has no withdrawal sentence`, () => {
      const sentences = textOf(locale, LEGAL_NOTICE).split(". ");
      const withoutWithdrawal = [...sentences.slice(0, 2), ...sentences.slice(3)].join(". ");
      expectProblem(
        withText(locale, LEGAL_NOTICE, withoutWithdrawal),
        new RegExp(`^${locale}: .*legal notice lacks`),
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
