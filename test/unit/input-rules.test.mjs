// The input fields' rules (src/ui/input-field/formats.ts, input-rules.ts) and the password
// strength (src/ui/password-strength-meter/password-strength.ts), without a browser.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { digitsOnly, formatDate, formatIban } from "../../src/ui/input-field/formats.ts";
import { ibanRules, numberRules } from "../../src/ui/input-field/input-rules.ts";
import { passwordStrength } from "../../src/ui/password-strength-meter/password-strength.ts";

/** An input as the rules read it: its value and selection. */
const input = (value, start = value.length, end = start) => ({
  value,
  selectionStart: start,
  selectionEnd: end,
});

describe("numbers", () => {
  it("keeps digits only, at most maxLength", () => {
    assert.equal(digitsOnly("1a2 3-4", 3), "123");
    assert.deepEqual(numberRules.apply("1a2b3", 3, 10), ["123", 2]);
  });

  it("refuses a key that is not a digit, or any digit once the field is full without a selection", () => {
    assert.equal(numberRules.refuses("a", input("1"), 5), true);
    assert.equal(numberRules.refuses("2", input("12345"), 5), true);
    assert.equal(numberRules.refuses("2", input("12345", 0, 5), 5), false);
  });
});

describe("IBANs", () => {
  it("two letters, two digits, then letters or digits, uppercase in groups of four", () => {
    assert.equal(formatIban("de89 3704-0044 0532 0130 00"), "DE89 3704 0044 0532 0130 00");
    assert.equal(formatIban("1DE"), "DE");
    assert.equal(formatIban("DEX89"), "DE89");
    assert.equal(formatIban("DE89".padEnd(40, "1")).replace(/ /g, "").length, 34);
  });

  it("keeps the caret after the same character once spaces are added", () => {
    // Caret after "DE893" (5 characters kept): one space added before it.
    assert.deepEqual(ibanRules.apply("de893704", 5), ["DE89 3704", 6]);
    assert.deepEqual(ibanRules.apply("de893704", 0), ["DE89 3704", 0]);
  });

  it("refuses a character that cannot stand where the caret is", () => {
    assert.equal(ibanRules.refuses("1", input("")), true);
    assert.equal(ibanRules.refuses("X", input("DE")), true);
    assert.equal(ibanRules.refuses("x", input("DE89")), false);
  });
});

describe("formatDate()", () => {
  it("puts day first, or year first when the first part has three or four digits", () => {
    assert.equal(formatDate("01122024"), "01.12.2024");
    assert.equal(formatDate("1/2/2024"), "1.2.2024");
    assert.equal(formatDate("2024-12-01"), "2024.12.01");
  });

  it("keeps a separator typed at the end, drops everything else and digits past the end", () => {
    assert.equal(formatDate("01-"), "01.");
    assert.equal(formatDate("ab01x12"), "01.12");
    assert.equal(formatDate("01.12.20245"), "01.12.2024");
    assert.equal(formatDate("..."), "");
  });
});

describe("passwordStrength()", () => {
  it("shorter than 8 is weak whatever it holds; then one level per kind of character", () => {
    assert.equal(passwordStrength("aA1aA1a"), 0);
    assert.equal(passwordStrength("abcdefgh"), 1);
    assert.equal(passwordStrength("abcdefg1"), 2);
    assert.equal(passwordStrength("Abcdefg1"), 3);
    assert.equal(passwordStrength("ÄÖÜßäöü1"), 3);
    assert.equal(passwordStrength("!!!!!!!!"), 0);
  });
});
