// The newsletter form's rules (src/elements/newsletter-signup/form-rules.ts) and its field table
// (fields.ts): what a valid sign-up is, per site and visitor, and what it sends.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  EMPTY_VALUES,
  buildFormSchema,
  isBot,
  validateField,
  validateForm,
} from "../../src/elements/newsletter-signup/form-rules.ts";
import {
  bySection,
  formSchemaFor,
  hasRequiredNote,
  shownFields,
  toSubscriberRequest,
} from "../../src/elements/newsletter-signup/fields.ts";
import { NEWSLETTER_SITES } from "../../src/config/newsletter.ts";

const ALL_REQUIRED = buildFormSchema({
  email: "required",
  salutation: "required",
  firstName: "required",
  lastName: "required",
  hasCommercialMessageConsent: "required",
  hasDataProcessingConsent: "required",
});
const NAMES_OPTIONAL = buildFormSchema({ email: "required", firstName: "optional", lastName: "optional" });

describe("the e-mail address", () => {
  it("is required, whitespace counting as empty", () => {
    assert.equal(validateField(ALL_REQUIRED, "email", ""), "emailRequired");
    assert.equal(validateField(ALL_REQUIRED, "email", "   "), "emailRequired");
  });

  it("must be an address, and is trimmed before it is judged", () => {
    assert.equal(validateField(ALL_REQUIRED, "email", "anna@example.com"), undefined);
    assert.equal(validateField(ALL_REQUIRED, "email", "  anna@example.com\t"), undefined);
    for (const bad of ["anna", "anna@", "@example.com", "anna@example", "an na@example.com"])
      assert.equal(validateField(ALL_REQUIRED, "email", bad), "emailInvalid", bad);
  });

  it("is at most 256 characters", () => {
    const at256 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}`;
    assert.equal(at256.length, 256);
    assert.equal(validateField(ALL_REQUIRED, "email", at256), undefined);
    assert.equal(validateField(ALL_REQUIRED, "email", `a${at256}`), "emailInvalid");
  });

  it("is required even where a site's table would call it optional", () => {
    const schema = buildFormSchema({ email: "optional" });
    assert.equal(validateField(schema, "email", ""), "emailRequired");
  });
});

describe("names", () => {
  it("are required only where the site requires them", () => {
    assert.equal(validateField(ALL_REQUIRED, "firstName", " "), "required");
    assert.equal(validateField(NAMES_OPTIONAL, "firstName", ""), undefined);
  });

  it("take the letters of every alphabet, decomposed accents and the allowed punctuation", () => {
    for (const name of [
      "Zoë",
      "Łukasz",
      "Şükrü",
      "Nagy-Kovács",
      "O'Brien",
      "e\u0301mile",
      "Dubois.Frédéric",
      "St. Gallen",
      "Müller & Söhne (GmbH) / 2",
    ])
      assert.equal(validateField(ALL_REQUIRED, "lastName", name), undefined, name);
  });

  it("refuse other characters", () => {
    for (const name of ["Anna!", "a<b", "Anna: x", "Anna@home", "😀"])
      assert.equal(validateField(ALL_REQUIRED, "lastName", name), "invalidCharacters", name);
  });

  it("refuse what reads as an address: www., // and a dot before a top-level domain", () => {
    for (const name of ["www.x", "a//b", "shop.de", "Meier.com", "x.hu rest", "SHOP.COM.TR", "a.fr"])
      assert.equal(validateField(ALL_REQUIRED, "firstName", name), "invalidCharacters", name);
    // A top-level domain followed by more letters is a word, not a domain.
    for (const name of ["A.Dennis", "J.Comfort", "M.Huber"])
      assert.equal(validateField(ALL_REQUIRED, "firstName", name), undefined, name);
  });

  it("are at most 40 characters after trimming, the length checked first", () => {
    assert.equal(validateField(ALL_REQUIRED, "firstName", ` ${"a".repeat(40)} `), undefined);
    assert.equal(validateField(ALL_REQUIRED, "firstName", "a".repeat(41)), "tooLong");
    assert.equal(validateField(ALL_REQUIRED, "firstName", "!".repeat(41)), "tooLong");
  });
});

describe("the salutation and the consents", () => {
  it("a required salutation must be chosen", () => {
    assert.equal(validateField(ALL_REQUIRED, "salutation", ""), "salutationRequired");
    assert.equal(validateField(ALL_REQUIRED, "salutation", "MRS"), undefined);
  });

  it("a required consent must be ticked, each with its own error", () => {
    assert.equal(
      validateField(ALL_REQUIRED, "hasDataProcessingConsent", false),
      "dataProcessingConsentRequired",
    );
    assert.equal(
      validateField(ALL_REQUIRED, "hasCommercialMessageConsent", false),
      "commercialMessageConsentRequired",
    );
    assert.equal(validateField(ALL_REQUIRED, "hasDataProcessingConsent", true), undefined);
  });

  it("a field the form does not show is not checked", () => {
    assert.equal(validateField(NAMES_OPTIONAL, "salutation", ""), undefined);
    assert.equal(validateField(NAMES_OPTIONAL, "hasDataProcessingConsent", false), undefined);
  });
});

describe("validateForm()", () => {
  it("gives every field's first problem", () => {
    const { errors, trimmed } = validateForm(ALL_REQUIRED, { ...EMPTY_VALUES, firstName: "www.x" });
    assert.equal(trimmed, undefined);
    assert.deepEqual(errors, {
      email: "emailRequired",
      salutation: "salutationRequired",
      firstName: "invalidCharacters",
      lastName: "required",
      hasCommercialMessageConsent: "commercialMessageConsentRequired",
      hasDataProcessingConsent: "dataProcessingConsentRequired",
    });
  });

  it("gives the values trimmed, the unchecked ones (honeypot, optional consent) as they were", () => {
    const values = {
      ...EMPTY_VALUES,
      email: " anna@example.com ",
      firstName: " Anna ",
      lastName: "",
      hasPersonalisedOffersConsent: true,
      honeypot: " ",
    };
    const { errors, trimmed } = validateForm(NAMES_OPTIONAL, values);
    assert.equal(errors, undefined);
    assert.deepEqual(trimmed, { ...values, email: "anna@example.com", firstName: "Anna" });
  });

  it("never throws on values of the wrong type", () => {
    const { errors } = validateForm(ALL_REQUIRED, {
      email: 5,
      firstName: null,
      hasDataProcessingConsent: "on",
    });
    assert.ok(errors.email && errors.firstName && errors.hasDataProcessingConsent);
  });
});

const CUSTOMER_WITH_CONSENT = { dataProcessingConsentGiven: true };

describe("the field table per site", () => {
  it("Germany shows the e-mail address and the two consents; the data-processing one is required", () => {
    const shown = shownFields(NEWSLETTER_SITES.de, undefined);
    assert.deepEqual(
      shown.map(({ spec, presence }) => `${spec.key}:${presence}`),
      ["email:required", "hasDataProcessingConsent:required", "hasPersonalisedOffersConsent:optional"],
    );
    assert.equal(hasRequiredNote(shown), true);
  });

  it("a consent the logged-in customer gave is neither shown nor checked", () => {
    const keys = shownFields(NEWSLETTER_SITES.de, CUSTOMER_WITH_CONSENT).map(({ spec }) => spec.key);
    assert.deepEqual(keys, ["email", "hasPersonalisedOffersConsent"]);
    const schema = formSchemaFor(NEWSLETTER_SITES.de, CUSTOMER_WITH_CONSENT);
    const { errors } = validateForm(schema, { ...EMPTY_VALUES, email: "anna@example.com" });
    assert.equal(errors, undefined);
    assert.equal(
      validateForm(formSchemaFor(NEWSLETTER_SITES.de, {}), { ...EMPTY_VALUES, email: "anna@example.com" })
        .errors?.hasDataProcessingConsent,
      "dataProcessingConsentRequired",
    );
  });

  it("Hungary requires the names and the salutation, and puts the family name first", () => {
    const schema = formSchemaFor(NEWSLETTER_SITES.hu, undefined);
    assert.equal(validateField(schema, "lastName", ""), "required");
    assert.equal(validateField(schema, "salutation", ""), "salutationRequired");
    const sections = bySection(shownFields(NEWSLETTER_SITES.hu, undefined), NEWSLETTER_SITES.hu);
    assert.deepEqual(
      sections.names.map(({ spec }) => spec.key),
      ["lastName", "firstName"],
    );
    const german = bySection(shownFields(NEWSLETTER_SITES.at, undefined), NEWSLETTER_SITES.at);
    assert.deepEqual(
      german.names.map(({ spec }) => spec.key),
      ["firstName", "lastName"],
    );
  });

  it("Turkey asks for the commercial-message consent and no data-processing consent", () => {
    const schema = formSchemaFor(NEWSLETTER_SITES.tr, undefined);
    assert.equal(
      validateField(schema, "hasCommercialMessageConsent", false),
      "commercialMessageConsentRequired",
    );
    assert.equal(validateField(schema, "hasDataProcessingConsent", false), undefined);
  });

  it("a form that requires the e-mail address alone needs no note on the asterisk", () => {
    const [email] = shownFields(NEWSLETTER_SITES.de, CUSTOMER_WITH_CONSENT);
    assert.equal(hasRequiredNote([email]), false);
  });

  it("the salutation offers a company only when the customer's data holds it", () => {
    const { spec } = shownFields(NEWSLETTER_SITES.at, undefined).find(
      ({ spec }) => spec.key === "salutation",
    );
    assert.deepEqual(spec.choices(""), ["MRS", "MR", "DIVERS"]);
    assert.deepEqual(spec.choices("COMPANY"), ["MRS", "MR", "DIVERS", "COMPANY"]);
  });
});

describe("toSubscriberRequest()", () => {
  const origin = { origin: "onsite", originAddition: "subsite" };

  it("sends the shown fields' values and each ticked consent in its list", () => {
    const shown = shownFields(NEWSLETTER_SITES.tr, undefined);
    const values = {
      ...EMPTY_VALUES,
      email: "a@b.tr",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      salutation: "MRS",
      hasCommercialMessageConsent: true,
      hasPersonalisedOffersConsent: true,
      hasDataProcessingConsent: true,
      honeypot: "bot",
    };
    assert.deepEqual(toSubscriberRequest(shown, values, origin), {
      ...origin,
      email: "a@b.tr",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      consents: ["DNE"],
      legals: ["COMMERCIAL_ELECTRONIC_MESSAGES"],
    });
  });

  it("an unticked consent sends nothing, and lists are there even when empty", () => {
    const shown = shownFields(NEWSLETTER_SITES.de, undefined);
    const request = toSubscriberRequest(shown, { ...EMPTY_VALUES, email: "a@b.de" }, origin);
    assert.deepEqual(request, { ...origin, email: "a@b.de", consents: [], legals: [] });
  });
});

describe("the honeypot", () => {
  it("anything in it is a bot, an empty one a person", () => {
    assert.equal(isBot(EMPTY_VALUES), false);
    assert.equal(isBot({ ...EMPTY_VALUES, honeypot: "bot@example.com" }), true);
    assert.equal(isBot({ ...EMPTY_VALUES, honeypot: " " }), true, "even a space: no person types there");
  });
});
