/**
 * <newsletter-signup>: the contract in dist/custom-elements.json (generated from the JSDoc of
 * src/elements/newsletter-signup/index.ts and its attribute specs) stays true — every event it fires and every part it
 * renders is documented, and nothing documented is missing.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { $$, fillValid, mountForm, submitButton } from "../helpers/newsletter.js";

async function contract() {
  const manifest = await (await fetch("/dist/custom-elements.json")).json();
  return manifest.modules
    .flatMap((module) => module.declarations)
    .find((declaration) => declaration.tagName === "newsletter-signup");
}

const partsOf = (form) => new Set($$(form, "[part]").map((element) => element.getAttribute("part")));

beforeEach(() => standIn.reset());
afterEach(unmountAll);

describe("<newsletter-signup> contract (dist/custom-elements.json)", () => {
  it("documents the events it fires, with their details", async () => {
    const { events } = await contract();
    expect(events.map((event) => event.name)).to.deep.equal(["shop-ready", "shop-newsletter-subscribed"]);
    expect(events[1].description).to.contain("{ site, origin }");

    const fired = [];
    const record = (event) => fired.push(event.type);
    document.addEventListener("shop-newsletter-subscribed", record);
    try {
      const form = await mountForm('site="de"');
      await fillValid(form, "de");
      submitButton(form).click();
      await waitUntil(() => fired.length === 1, "no shop-newsletter-subscribed");
    } finally {
      document.removeEventListener("shop-newsletter-subscribed", record);
    }
  });

  it("documents exactly the parts it renders", async () => {
    const { cssParts, attributes } = await contract();
    const documented = cssParts.map((part) => part.name).sort();
    const form = await mountForm('site="de" subscriber-token="expired-doi-token"');
    await waitUntil(() => partsOf(form).has("doi-error"), "no double-opt-in error");
    expect([...partsOf(form)].sort()).to.deep.equal(documented);
    expect(attributes.map((attribute) => attribute.name)).to.include.members([
      "origin",
      "origin-addition",
      "internal",
      "subscriber-token",
    ]);
  });
});
