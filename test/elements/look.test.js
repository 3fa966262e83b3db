/**
 * The default theme (docs/look.md) as rules the layout must keep in every engine: the tokens
 * re-brand everything, one link style, one focus ring for fields and links, form controls in the
 * theme, error states, balanced teaser rows and the preview modal's actions. The footer's own
 * rules are in test/footer/look.test.js, the form's states in test/newsletter/layout.test.js; the
 * screenshot tests (test/screenshots/) show the whole look in Chromium.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { setViewport } from "@web/test-runner-commands";
import { mount, unmountAll } from "../helpers/page.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";
import { settled } from "../helpers/footer.js";
import {
  $,
  $$,
  control,
  expand,
  mountForm,
  nextRender,
  setValue,
  submitButton,
} from "../helpers/newsletter.js";
import {
  button,
  dialog,
  expandAbPanel,
  field,
  mountStaffPanel,
  openSettings,
} from "../preview/panel-support.js";

const PRIMARY = "rgb(31, 95, 139)";
const ERROR = "rgb(176, 0, 32)";

const style = (element, pseudo) => getComputedStyle(element, pseudo);

beforeEach(() => standIn.reset());
afterEach(async () => {
  unmountAll();
  setStaffCookies(false);
  await setViewport({ width: 800, height: 600 });
});

describe("the theme's tokens", () => {
  it("a page re-brands a footer whole, the form nested in it too", async () => {
    const footer = await mount(
      `<shop-footer site="de" style="--shop-color-primary: rgb(1, 2, 3); --shop-color-surface: rgb(4, 5, 6)"></shop-footer>`,
    );
    const root = await settled(footer);
    const form = root.querySelector("newsletter-signup");
    expect(style(submitButton(form)).backgroundColor).to.equal("rgb(1, 2, 3)");
    expect(style($(form, "section")).backgroundColor).to.equal("rgb(4, 5, 6)");
    expect(style(root.querySelector("section")).backgroundColor).to.equal("rgb(4, 5, 6)");
  });

  it("links in running text in the link colour, underlined; the footer's list links quiet, without", async () => {
    const footer = await mount(`<shop-footer site="de"></shop-footer>`);
    const root = await settled(footer);
    const formLink = $(root.querySelector("newsletter-signup"), ".hints a");
    expect(style(formLink).color).to.equal(PRIMARY);
    expect(style(formLink).textDecorationLine).to.equal("underline");
    const salesTaxLink = root.querySelector(".bottom > p a");
    expect(style(salesTaxLink).textDecorationLine).to.equal("underline");
    // The text colour (#1a1a1a) at 75 % opacity.
    const listLink = root.querySelector("section li > a[href]");
    expect(style(listLink).color).to.match(
      /^(color\(srgb 0\.10\d* 0\.10\d* 0\.10\d* \/ 0\.75\)|rgba\(26, 26, 26, 0\.75\))$/,
    );
    expect(style(listLink).textDecorationLine).to.equal("none");
  });
});

describe("the manifest documents the theme's tokens (@cssproperty in each element's index.ts)", () => {
  /** The `--shop-*` names a stylesheet text reads through var(). */
  const readIn = (text) => new Set([...text.matchAll(/var\((--shop-[a-z-]+)/g)].map(([, name]) => name));
  const sheetText = (root) =>
    [...root.adoptedStyleSheets, ...[...root.querySelectorAll("style")].map((style) => style.sheet)]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join("");

  it("each element documents the tokens its own sheets read, with the defaults of base.css", async () => {
    const manifest = await (await fetch("/dist/custom-elements.json")).json();
    const base = await (await fetch("/src/elements/base.css")).text();
    const defaults = Object.fromEntries(
      [...base.matchAll(/^\s*(--shop-[a-z-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name, value]),
    );
    const readByBase = readIn(base);
    const footer = await mount(`<shop-footer site="de"></shop-footer>`);
    const form = await mountForm('site="de"');
    const panel = await mountStaffPanel();
    await settled(footer);
    const roots = { "shop-footer": footer, "newsletter-signup": form, "preview-panel": panel };
    for (const [tag, element] of Object.entries(roots)) {
      const { cssProperties } = manifest.modules
        .flatMap((module) => module.declarations)
        .find((declaration) => declaration.tagName === tag);
      for (const { name, default: value } of cssProperties)
        expect(value, `${tag} ${name}`).to.equal(defaults[name]);
      const documented = cssProperties.map(({ name }) => name);
      for (const name of readIn(sheetText(element.shadowRoot)))
        if (!readByBase.has(name)) expect(documented, tag).to.include(name);
    }
  });
});

describe("the form's controls and errors", () => {
  it("checkboxes are drawn 20 px boxes in the theme (native inputs), filled when checked", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    const [checkbox] = $$(form, "fieldset input[type=checkbox]");
    expect(checkbox.type).to.equal("checkbox");
    expect(style(checkbox).appearance).to.equal("none");
    expect(checkbox.getBoundingClientRect().width).to.equal(20);
    checkbox.click();
    await nextRender();
    expect(checkbox.checked).to.equal(true);
    expect(style(checkbox).backgroundColor).to.equal(PRIMARY);
  });

  it("the salutation is a native select with the fields' border and a drawn arrow", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    const select = control(form, "salutation");
    expect(select.localName).to.equal("select");
    expect(style(select).appearance).to.equal("none");
    expect(style(select).backgroundImage).to.contain("linear-gradient");
    expect(style(select).borderTopColor).to.equal(style($(form, ".control")).borderTopColor);
  });

  it("fields in error: red border, a mark and the text (input, select and checkbox)", async () => {
    const form = await mountForm('site="tr"');
    await expand(form);
    submitButton(form).click();
    await waitUntil(() => $$(form, "[aria-invalid=true]").length >= 4, "the errors never showed");
    const email = control(form, "newsletterEmail");
    expect(style(email.closest(".control")).borderTopColor).to.equal(ERROR);
    const consent = control(form, "legals");
    expect(style(consent).borderTopColor).to.equal(ERROR);
    for (const hint of $$(form, ".hint[data-error]")) {
      expect(style(hint).color).to.equal(ERROR);
      expect(style(hint, "::before").backgroundColor, "the mark").to.equal(ERROR);
      expect(hint.textContent.trim()).not.to.equal("");
    }
    const hu = await mountForm('site="hu"');
    await expand(hu);
    submitButton(hu).click();
    await waitUntil(() => control(hu, "salutation").getAttribute("aria-invalid") === "true", "no error");
    expect(style(control(hu, "salutation")).borderTopColor).to.equal(ERROR);
  });
});

describe("one focus ring", () => {
  it("a field's box takes the ring a link or a button takes: the same width, style, colour and offset", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    const ring = (element) => {
      const { outlineWidth, outlineStyle, outlineColor, outlineOffset } = style(element);
      return { outlineWidth, outlineStyle, outlineColor, outlineOffset };
    };
    control(form, "newsletterEmail").focus();
    await nextRender();
    const field = ring($(form, ".control"));
    expect(field).to.deep.equal({
      outlineWidth: "2px",
      outlineStyle: "solid",
      outlineColor: PRIMARY,
      outlineOffset: "2px",
    });
    for (const other of [control(form, "salutation"), $(form, ".hints a"), submitButton(form)]) {
      other.focus();
      await nextRender();
      expect(ring(other), other.localName).to.deep.equal(field);
    }
  });

  it("the form's filled fields show no clear button", async () => {
    const form = await mountForm('site="hu"');
    await expand(form);
    const email = control(form, "newsletterEmail");
    setValue(email, "anna@example.com");
    await nextRender();
    expect(email.closest(".control").querySelector("button")).to.equal(null);
  });
});

describe("the footer's layout", () => {
  /** How many teaser groups stand in each row, top to bottom. */
  const rowsOf = (root) => {
    const tops = [...root.querySelectorAll("section:first-of-type .columns > div")].map((group) =>
      Math.round(group.getBoundingClientRect().top),
    );
    return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
  };

  for (const width of [1440, 1024, 800]) {
    it(`${width} px: the eight teaser groups stand in balanced rows (4 + 4, not 5 + 3)`, async () => {
      await setViewport({ width, height: 900 });
      const footer = await mount(`<shop-footer site="de" newsletter="false"></shop-footer>`);
      expect(rowsOf(await settled(footer))).to.deep.equal([4, 4]);
    });
  }

  it("the checkout's five groups: 3 + 2, not 4 + 1", async () => {
    await setViewport({ width: 1440, height: 900 });
    const footer = await mount(`<shop-footer site="de" reduced></shop-footer>`);
    expect(rowsOf(await settled(footer))).to.deep.equal([3, 2]);
  });
});

describe("the preview modal", () => {
  it("'Logout' is the secondary action beside the primary 'Set preview settings'", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    expect(style(button(panel, "Set preview settings")).backgroundColor).to.equal(PRIMARY);
    const logout = style(button(panel, "Logout"));
    expect(logout.backgroundColor).not.to.equal(PRIMARY);
    expect(logout.color).to.equal(PRIMARY);
  });

  it("'Required' keeps its distance from the A/B panel's border", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    await expandAbPanel(panel);
    const name = field(panel, "Name");
    await waitUntil(() => name.options.length > 2, "no A/B test to choose");
    setValue(name, [...name.options].at(-1).value);
    await waitUntil(() => panel.shadowRoot.getElementById("group-error"), "'Required' never showed");
    const required = panel.shadowRoot.getElementById("group-error").getBoundingClientRect();
    const abPanel = dialog(panel).querySelector(".expansion-panel").getBoundingClientRect();
    expect(abPanel.bottom - required.bottom).to.be.at.least(8);
    // Right under its select, as the sign-up form's errors stand under their fields.
    const group = field(panel, "Group").getBoundingClientRect();
    expect(Math.round(required.top - group.bottom)).to.equal(4);
  });

  it("on a phone's short window, with the A/B error, the title and both actions stay in view; only the body scrolls", async () => {
    await standIn.scenario("abtests-failed");
    await setViewport({ width: 375, height: 460 });
    const panel = await mountStaffPanel();
    await openSettings(panel);
    await expandAbPanel(panel);
    await waitUntil(
      () => dialog(panel).querySelector("[role=status]")?.textContent.trim(),
      "no A/B error shown",
    );
    const inView = (element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
    };
    expect(inView(dialog(panel).querySelector("h2")), "the title").to.equal(true);
    for (const name of ["Set preview settings", "Logout"])
      expect(inView(button(panel, name)), name).to.equal(true);
    const body = dialog(panel).querySelector(".modal-content > div");
    expect(body.scrollHeight, "the body holds more than its room").to.be.above(body.clientHeight);
    const primary = button(panel, "Set preview settings").getBoundingClientRect();
    expect(primary.bottom, "the primary action on top where the two do not fit on one line").to.be.at.most(
      button(panel, "Logout").getBoundingClientRect().top,
    );
  });
});
