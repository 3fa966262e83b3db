// How the elements read their attributes (src/elements/attributes.ts, with the footer's and the
// form's specs) and what the footer decides from them (src/elements/shop-footer/footer-rules.ts).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { attributeName, commonAttributes, parseAttribute } from "../../src/elements/attributes.ts";
import { footerAttributes } from "../../src/elements/shop-footer/attributes.ts";
import { newsletterAttributes } from "../../src/elements/newsletter-signup/attributes.ts";
import { isFooterSuppressed, otherViewOf } from "../../src/elements/shop-footer/footer-rules.ts";

const value = (spec, raw) => {
  const result = parseAttribute(spec, raw);
  assert.equal(result.ok, true, `${raw}: ${result.problem}`);
  return result.value;
};
const problem = (spec, raw) => {
  const result = parseAttribute(spec, raw);
  assert.equal(result.ok, false, `${raw} was accepted as ${result.value}`);
  return result.problem;
};

describe("attributeName()", () => {
  it("turns a property into the attribute the page can predict", () => {
    assert.equal(attributeName("apiBase"), "api-base");
    assert.equal(attributeName("previewURL"), "preview-url");
    assert.equal(attributeName("site"), "site");
    assert.equal(attributeName("originAddition"), "origin-addition");
  });
});

describe("boolean attributes, read as HTML does", () => {
  const { reduced, newsletter } = footerAttributes;

  it("present is true, whatever it holds, except the literal false that CMS templates write", () => {
    for (const raw of ["", "reduced", "true", "0", "no"]) assert.equal(value(reduced, raw), true, raw);
    for (const raw of ["false", "FALSE", " False "]) assert.equal(value(newsletter, raw), false, raw);
  });

  it("absent is the default", () => {
    assert.equal(value(reduced, null), false);
    assert.equal(value(newsletter, null), true);
  });
});

describe("enumerated attributes", () => {
  it("match ASCII case-insensitively and give the canonical value", () => {
    assert.equal(value(footerAttributes.platform, "match"), "MATCH");
    assert.equal(value(footerAttributes.platform, " Tablet "), "TABLET");
    assert.equal(value(commonAttributes.site, "CH_FR"), "ch_fr");
    assert.equal(value(commonAttributes.lang, "de-de"), "de-DE");
  });

  it("an unknown value is a problem that names the allowed ones", () => {
    assert.match(
      problem(footerAttributes.platform, "PHONE"),
      /^is not valid; allowed values: CLASSIC, MATCH, TABLET$/,
    );
    assert.match(problem(commonAttributes.site, ""), /allowed values: de, at,/);
  });

  it("a required one must be there; an optional one falls back to its default", () => {
    assert.match(problem(commonAttributes.site, null), /^is required; allowed values: /);
    assert.equal(value(footerAttributes.platform, null), "CLASSIC");
    assert.equal(value(commonAttributes.lang, null), undefined);
  });
});

describe("text, link and origin attributes", () => {
  it("text is taken as it is, its default when absent", () => {
    assert.equal(value(newsletterAttributes.origin, " x "), " x ");
    assert.equal(value(newsletterAttributes.origin, null), "onsite");
    assert.equal(value(newsletterAttributes.originAddition, null), "subsite");
  });

  it("a link is a path or an http(s) address; anything else is a problem, absent is undefined", () => {
    const spec = newsletterAttributes.privacyNotice;
    assert.equal(value(spec, "/privacy#newsletter"), "/privacy#newsletter");
    assert.equal(value(spec, " https://www.shop.de/privacy "), "https://www.shop.de/privacy");
    assert.equal(value(spec, null), undefined);
    for (const raw of ["javascript:alert(1)", "//evil.example/", "", "data:text/html,x"])
      assert.match(problem(spec, raw), /expected a path/, raw);
  });

  it("an origin is an absolute http(s) origin, nothing after the host but a slash", () => {
    const spec = commonAttributes.apiBase;
    assert.equal(value(spec, "https://api.shop.example"), "https://api.shop.example");
    assert.equal(value(spec, " HTTPS://API.Shop.Example:8443/ "), "https://api.shop.example:8443");
    assert.equal(value(spec, null), undefined);
    for (const raw of [
      "api.shop.example",
      "ftp://api.shop.example",
      "https://api.shop.example/v1",
      "https://api.shop.example/?x=1",
      "https://api.shop.example/#x",
      "",
      "https://",
    ])
      assert.match(problem(spec, raw), /expected an absolute http\(s\) origin/, raw);
  });
});

describe("the footer's rules", () => {
  it("NO_FOOTER anywhere in Hunter-Content, in any case, leaves the footer out", () => {
    for (const text of ["NO_FOOTER", "no_footer", "NO_HEADER,No_Footer"])
      assert.equal(isFooterSuppressed(text), true);
    for (const text of ["", "NO_HEADER", "NOFOOTER", "NO FOOTER"])
      assert.equal(isFooterSuppressed(text), false);
  });

  it("a phone page offers the desktop view, every other page the mobile one", () => {
    assert.equal(otherViewOf("MATCH"), "desktop");
    assert.equal(otherViewOf("CLASSIC"), "mobile");
    assert.equal(otherViewOf("TABLET"), "mobile");
  });
});
