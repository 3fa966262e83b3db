/**
 * The kit's pure rules, through what build/widgets-gallery.js exposes for QA (window.shopWidgetKit),
 * and the password strength meter as the shopper sees it.
 */
import { expect } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { find, loadGalleryScript, mountGallery, until } from "./gallery.js";

let kit;
before(async () => {
  await loadGalleryScript();
  kit = window.shopWidgetKit;
});
afterEach(unmountAll);

describe("safeHref: only relative references and http(s) URLs with a plain host", () => {
  it("keeps relative paths and http(s) URLs as given", () => {
    for (const href of [
      "/c/kaffee",
      "/service/storefinder/",
      "hilfe/faq",
      "../agb",
      "?page=2",
      "#footer",
      "https://www.instagram.com/",
      "http://example.org/x?y=1",
      "HTTPS://EXAMPLE.ORG/",
    ]) {
      expect(kit.safeHref(href), href).to.equal(href);
    }
    expect(kit.safeHref("  /contact  ")).to.equal("/contact");
  });

  it("refuses script and data schemes however they are spelt", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "DATA:image/svg+xml,<svg/onload=alert(1)>",
      "vbscript:msgbox(1)",
      "mailto:service@example.org",
      "ftp://example.org/",
    ]) {
      expect(kit.safeHref(href), JSON.stringify(href)).to.equal(undefined);
    }
  });

  it("refuses protocol-relative URLs that leave for another host", () => {
    for (const href of [
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example",
      "\t//evil.example",
      "https:evil.example",
    ]) {
      expect(kit.safeHref(href), JSON.stringify(href)).to.equal(undefined);
    }
  });

  it("refuses nothing and empty", () => {
    expect(kit.safeHref(undefined)).to.equal(undefined);
    expect(kit.safeHref(null)).to.equal(undefined);
    expect(kit.safeHref("   ")).to.equal(undefined);
  });
});

describe("IBAN rules: country letters, check digits, then letters or digits, grouped in fours", () => {
  it("keeps letters and digits, uppercase, grouped in fours", () => {
    expect(kit.formatIban("de89 3704-0044.0532/0130 00")).to.equal("DE89 3704 0044 0532 0130 00");
    expect(kit.formatIban("ch9300762011623852957")).to.equal("CH93 0076 2011 6238 5295 7");
    expect(kit.formatIban("DE89")).to.equal("DE89");
    expect(kit.formatIban("DE893")).to.equal("DE89 3");
  });

  it("the first characters are letters (country), then digits (check), then letters or digits", () => {
    expect(kit.formatIban("12DE")).to.equal("DE");
    expect(kit.formatIban("DEXX89")).to.equal("DE89");
    expect(kit.formatIban("GB29NWBK60161331926819")).to.equal("GB29 NWBK 6016 1331 9268 19");
  });

  it("stops at 34 characters, the longest IBAN", () => {
    const long = "MT84MALT011000012345MTLCAST001S" + "123456789";
    expect(kit.ibanCharacters(long)).to.have.length(34);
  });
});

describe("number rule: digits only", () => {
  it("digits only, cut to the maximum length", () => {
    expect(kit.digitsOnly("+49 (0) 176-123")).to.equal("49017612" + "3");
    expect(kit.digitsOnly("12a34b56", 4)).to.equal("1234");
  });
});

describe("date rule: DD.MM.YYYY or YYYY.MM.DD, at most 10 characters", () => {
  const cases = {
    "01122024": "01.12.2024",
    "1.2.2024": "1.2.2024",
    "01-12-2024": "01.12.2024",
    "01/12/2024": "01.12.2024",
    "2024-12-01": "2024.12.01",
    "2024.12.01": "2024.12.01",
    "2024.": "2024.",
    "01.": "01.",
    "0112": "01.12",
    "01.12.2024.": "01.12.2024",
    "011220241234": "01.12.2024",
    20241201123: "20.24.1201",
    a1b2: "12",
    "": "",
  };
  for (const [input, expected] of Object.entries(cases)) {
    it(`"${input}" → "${expected}"`, () => {
      const formatted = kit.formatDate(input);
      expect(formatted).to.equal(expected);
      expect(formatted.length).to.be.at.most(10);
    });
  }
});

describe("password strength: at least 8 characters, then a level each for lowercase, digit, uppercase", () => {
  it("below 8 characters is weak (0) whatever it contains", () => {
    expect(kit.passwordStrength("")).to.equal(0);
    expect(kit.passwordStrength("aB3dE6g")).to.equal(0); // 7 characters, all three kinds
  });

  it("from 8 characters, one level per kind present", () => {
    expect(kit.passwordStrength("!!!!!!!!")).to.equal(0);
    expect(kit.passwordStrength("abcdefgh")).to.equal(1);
    expect(kit.passwordStrength("12345678")).to.equal(1);
    expect(kit.passwordStrength("ABCDEFGH")).to.equal(1);
    expect(kit.passwordStrength("abcdefg1")).to.equal(2);
    expect(kit.passwordStrength("ABCDEFG1")).to.equal(2);
    expect(kit.passwordStrength("abcdefgH")).to.equal(2);
    expect(kit.passwordStrength("aB3dE6gh")).to.equal(3);
    expect(kit.passwordStrength("żółwIK15")).to.equal(3);
  });
});

describe("password strength meter", () => {
  it("shows and announces the level at the 7/8 character boundary", async () => {
    const gallery = await mountGallery("de-DE");
    const input = find(gallery, "#password-field");
    const meter = find(gallery, ".strength");
    const text = find(gallery, "#strength-text");
    expect(text.getAttribute("aria-live")).to.equal("polite");
    expect(meter.querySelector(".bar"), "no bar while empty").to.equal(null);
    expect(text.textContent, "no text while empty").to.equal("");
    input.focus();
    await sendKeys({ type: "aB3dE6g" });
    await until(() => text.textContent === "Passwortstärke: Schwach", "7 characters are not weak");
    expect(meter.dataset.level).to.equal("0");
    expect(meter.querySelector(".bar").getBoundingClientRect().width).to.equal(meter.clientWidth / 4);
    await sendKeys({ type: "h" });
    await until(() => meter.dataset.level === "3", "8 characters with all kinds are not very strong");
    expect(text.textContent).to.equal("Passwortstärke: Sehr stark");
    expect(meter.querySelector(".bar").getBoundingClientRect().width).to.equal(meter.clientWidth);
    expect(input.getAttribute("aria-describedby")).to.equal("strength-text");
  });

  it("names every level in the locale", async () => {
    const gallery = await mountGallery("fr-CH");
    const input = find(gallery, "#password-field");
    const text = find(gallery, "#strength-text");
    input.focus();
    const levels = [];
    for (const [password, level] of [
      ["abcdefgh", "Moyenne"],
      ["abcdefg1", "Forte"],
      ["abcdefG1", "Très forte"],
    ]) {
      input.select();
      await sendKeys({ type: password });
      await until(() => text.textContent.endsWith(level), `${password}: ${text.textContent}`);
      levels.push(text.textContent);
    }
    expect(levels[0]).to.equal("Sécurité du mot de passe\u00a0: Moyenne");
  });
});
