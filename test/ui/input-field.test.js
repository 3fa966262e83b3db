/**
 * The input field's rules (number, IBAN, date) as a shopper meets them: real key presses
 * (sendKeys), text that arrives in one piece (pasted or dropped), the show/hide and clear buttons.
 */
import { expect } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { find, focusedElement, mountGallery, until } from "./gallery.js";

let gallery;
beforeEach(async () => {
  gallery = await mountGallery("de-DE");
});
afterEach(unmountAll);

/** Focuses `input` and types `text` key by key, as a keyboard does. */
async function type(input, text) {
  input.focus();
  await sendKeys({ type: text });
}

/** Inserts `text` at the caret in one piece, as a paste or a drop does (an input event). */
function insertInOnePiece(input, text) {
  input.focus();
  document.execCommand("insertText", false, text);
}

/** Presses `key` without typing: whether the field refused it (preventDefault). */
function isRefused(input, key, init = {}) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  input.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("number input: digits only, maximum length", () => {
  it("typed letters and signs are blocked, digits stop at maxLength (5)", async () => {
    const input = find(gallery, "#number-field");
    await type(input, "1a2-3 b4,5678");
    expect(input.value).to.equal("12345");
  });

  it("refuses letters, signs and space keys but lets through navigation, editing and copy/paste", () => {
    const input = find(gallery, "#number-field");
    for (const key of ["a", "e", "-", "+", ".", ",", " "]) expect(isRefused(input, key), key).to.equal(true);
    for (const key of ["0", "9", "ArrowLeft", "ArrowRight", "Home", "End", "Backspace", "Delete", "Tab"]) {
      expect(isRefused(input, key), key).to.equal(false);
    }
    for (const key of ["c", "v", "x", "a"]) {
      expect(isRefused(input, key, { ctrlKey: true }), `Ctrl+${key}`).to.equal(false);
      expect(isRefused(input, key, { metaKey: true }), `Cmd+${key}`).to.equal(false);
    }
  });

  it("a digit is refused when the field is full, unless it replaces a selection", async () => {
    const input = find(gallery, "#number-field");
    await type(input, "12345");
    input.setSelectionRange(5, 5);
    expect(isRefused(input, "6")).to.equal(true);
    input.setSelectionRange(1, 2);
    expect(isRefused(input, "6")).to.equal(false);
  });

  it("pasted or dropped text keeps only its digits, cut to maxLength, and reaches onValueChange", async () => {
    const input = find(gallery, "#number-field");
    insertInOnePiece(input, "Tel. 0176-99 88");
    expect(input.value).to.equal("01769");
    await until(() => find(gallery, "#last-value").textContent.endsWith("01769"), "onValueChange not called");
  });
});

describe("IBAN input: letters and digits only, uppercase, grouped in fours", () => {
  it("uppercases and groups letters and digits in fours, separated by spaces", async () => {
    const input = find(gallery, "#iban-field");
    await type(input, "de89370400440532013000");
    expect(input.value).to.equal("DE89 3704 0044 0532 0130 00");
  });

  it("blocks a digit first, a letter where the check digits go, and every other sign", async () => {
    const input = find(gallery, "#iban-field");
    await type(input, "1d-e 8x9");
    expect(input.value).to.equal("DE89");
    input.setSelectionRange(0, 0);
    expect(isRefused(input, "7"), "digit in the country code").to.equal(true);
    input.setSelectionRange(4, 4);
    for (const key of [" ", "-", "/", "ä"]) expect(isRefused(input, key), key).to.equal(true);
    expect(isRefused(input, "x"), "a letter after the check digits").to.equal(false);
    expect(isRefused(input, "ArrowLeft")).to.equal(false);
    expect(isRefused(input, "v", { ctrlKey: true })).to.equal(false);
  });

  it("pasted text is cleaned and grouped the same way", () => {
    const input = find(gallery, "#iban-field");
    insertInOnePiece(input, " de89-3704.0044 0532 0130 00 ");
    expect(input.value).to.equal("DE89 3704 0044 0532 0130 00");
  });

  it("keeps the caret after the character just typed, also in front of a group", async () => {
    const input = find(gallery, "#iban-field");
    await type(input, "DE8937040044");
    input.setSelectionRange(4, 4); // after "DE89", before the space
    await sendKeys({ type: "1" });
    expect(input.value).to.equal("DE89 1370 4004 4");
    expect(input.selectionStart).to.equal(6); // "DE89 1|"
    await sendKeys({ type: "2" });
    expect(input.value).to.equal("DE89 1237 0400 44");
    expect(input.selectionStart).to.equal(7);
  });
});

describe("password input: toggles hidden and shown", () => {
  it("the show/hide button switches the type and its translated label", async () => {
    const input = find(gallery, "#password-field");
    const toggle = input.parentElement.querySelector("button");
    expect(input.type).to.equal("password");
    expect(toggle.getAttribute("aria-label")).to.equal("Passwort anzeigen");
    toggle.click();
    await until(() => input.type === "text", "the password was not shown");
    expect(toggle.getAttribute("aria-label")).to.equal("Passwort verbergen");
    toggle.click();
    await until(() => input.type === "password", "the password was not hidden again");
    expect(toggle.getAttribute("aria-label")).to.equal("Passwort anzeigen");
  });
});

describe("clear button: shown while the field holds text", () => {
  it("appears with text, empties the field, tells onValueChange and returns focus", async () => {
    const input = find(gallery, "#number-field");
    const clearButton = () => input.parentElement.querySelector('button[aria-label="Eingabe löschen"]');
    expect(clearButton(), "no clear button while empty").to.equal(null);
    await type(input, "42");
    await until(() => clearButton(), "no clear button with text");
    clearButton().click();
    await until(() => !clearButton(), "the clear button stayed");
    expect(input.value).to.equal("");
    expect(focusedElement()).to.equal(input);
    await until(() => find(gallery, "#last-value").textContent.trim() === "Last value:", "onValueChange");
  });

  it("a password field has no clear button", async () => {
    const input = find(gallery, "#password-field");
    await type(input, "secret");
    expect(input.parentElement.querySelector('button[aria-label="Eingabe löschen"]')).to.equal(null);
  });
});

describe("field states: default, error, success, valid", () => {
  it("an error is tied to the input: aria-invalid and aria-describedby name the error text", () => {
    const input = find(gallery, "#error-field");
    expect(input.getAttribute("aria-invalid")).to.equal("true");
    const described = input.getAttribute("aria-describedby").split(" ");
    const texts = described.map((id) => gallery.shadowRoot.getElementById(id).textContent);
    expect(texts).to.include("This field contains invalid characters");
  });

  it("success and valid are not invalid; a help text is described", () => {
    expect(find(gallery, "#success-field").hasAttribute("aria-invalid")).to.equal(false);
    expect(find(gallery, "#valid-field").hasAttribute("aria-invalid")).to.equal(false);
    const help = find(gallery, "#text-field").getAttribute("aria-describedby");
    expect(gallery.shadowRoot.getElementById(help).textContent).to.equal("A help text");
  });

  it("required: aria-required on the input, the label's asterisk hidden from assistive technology", () => {
    const input = find(gallery, "#email-field");
    expect(input.getAttribute("aria-required")).to.equal("true");
    const asterisk = find(gallery, 'label[for="email-field"] span[aria-hidden="true"]');
    expect(asterisk.textContent).to.equal("*");
  });

  it("a hidden label stays the accessible name; disabled fields are disabled", () => {
    const label = find(gallery, 'label[for="hidden-label-field"]');
    expect(label.className).to.equal("visually-hidden");
    expect(find(gallery, "#hidden-label-field").labels[0]).to.equal(label);
    expect(find(gallery, "#disabled-field").disabled).to.equal(true);
  });

  it("forwards native props: name and autoComplete reach the input", () => {
    expect(find(gallery, "#text-field").name).to.equal("text");
    expect(find(gallery, "#email-field").autocomplete).to.equal("email");
  });
});

describe("date formatting: DD.MM.YYYY or YYYY.MM.DD, at most 10 characters", () => {
  // The gallery applies the helper when the field loses focus (see window.shopWidgetKit for more).
  it("digits become DD.MM.YYYY", async () => {
    const input = find(gallery, "#date-field");
    await type(input, "1.2.2024x");
    input.blur();
    await until(() => input.value === "1.2.2024", `got ${input.value}`);
    input.focus();
    input.select();
    await sendKeys({ type: "01122024" });
    input.blur();
    await until(() => input.value === "01.12.2024", `got ${input.value}`);
  });

  it("a four-digit first part with a separator becomes YYYY.MM.DD", async () => {
    const input = find(gallery, "#date-field");
    await type(input, "2024-12-01");
    input.blur();
    await until(() => input.value === "2024.12.01", `got ${input.value}`);
  });
});
