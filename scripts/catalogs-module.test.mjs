import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { catalogsModule, expandLinguiMacros } from "./build-parts.mjs";

/** The module's exports, evaluated as the script evaluates them. */
async function exportsOf(moduleText) {
  return import(`data:text/javascript,${encodeURIComponent(moduleText)}`);
}

describe("the texts in the script: message ids once, each locale's texts in their order", () => {
  it("gives every locale back every message, in any order its catalog lists them", async () => {
    // Compiled messages as `lingui compile` writes them: a plain text, or parts with placeholders.
    const messages = {
      "de-DE": { a1: "Anmelden", b2: ["Hallo ", ["name"]], c3: "Schließen" },
      "pl-PL": { c3: "Zamknij", a1: "Zapisz się", b2: ["Cześć ", ["name"]] },
      "tr-TR": { b2: ["Merhaba ", ["name"]], c3: "Kapat", a1: "Abone ol" },
    };
    const { messageIds, catalogs } = await exportsOf(catalogsModule(["messages"], messages));
    for (const [locale, byId] of Object.entries(messages)) {
      const texts = JSON.parse(catalogs[locale]);
      assert.deepEqual(Object.fromEntries(messageIds.map((id, index) => [id, texts[index]])), byId, locale);
    }
  });

  it("refuses a locale whose catalog has other message ids", () => {
    const messages = {
      "de-DE": { a1: "Anmelden", b2: "Schließen" },
      "pl-PL": { a1: "Zapisz się", c3: "Zamknij" },
    };
    assert.throws(() => catalogsModule(["messages"], messages), /locales\/pl-PL: .* other message ids/);
  });
});

describe("the code of a text: its id, without the source text or the note for translators", () => {
  it("keeps neither the message nor the comment of a macro", async () => {
    const source = [
      'import { msg } from "@lingui/core/macro";',
      'export const label = msg({ message: "Subscribe to the newsletter", comment: "Submit button. A verb." });',
    ].join("\n");
    const code = await expandLinguiMacros(source, "label.ts");
    assert.match(code, /id: "[^"]+"/);
    assert.doesNotMatch(code, /Subscribe|Submit button/);
  });
});
