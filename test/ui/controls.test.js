/** Button, notification, expansion panel, show more, copy code and text link: their states and texts. */
import { expect } from "@open-wc/testing";
import { emulateMedia, sendKeys } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { count, find, focusedElement, mountGallery, until } from "./gallery.js";

let gallery;
beforeEach(async () => {
  gallery = await mountGallery("de-DE");
});
afterEach(unmountAll);

describe("button in the loading state: spinner with 'Lädt', clicks ignored", () => {
  it("shows the spinner with the translated label, is busy, and ignores clicks", async () => {
    const button = find(gallery, "#loading-button");
    expect(button.getAttribute("aria-busy")).to.equal("true");
    expect(button.querySelector(".spinner").textContent).to.equal("Lädt");
    expect(getComputedStyle(button.querySelector(".label")).visibility).to.equal("hidden");
    button.click();
    button.click();
    await until(() => true);
    expect(count(gallery, "button-clicks")).to.equal(0);
  });

  it("a loading submit button does not submit its form", async () => {
    find(gallery, "#loading-submit").click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(gallery, "form-submits")).to.equal(0);
  });

  it("stays enabled and focusable (focus is not lost), keeps its width, and works once loaded", async () => {
    const button = find(gallery, "#loading-button");
    expect(button.disabled).to.equal(false);
    button.focus();
    expect(focusedElement()).to.equal(button);
    const loadingWidth = button.getBoundingClientRect().width;
    const spinner = button.querySelector(".spinner");
    find(gallery, "#toggle-loading").click();
    await until(() => !button.hasAttribute("aria-busy"), "still loading");
    // The same spinner stays, hidden (out of sight and out of the name): a loading state shown
    // again changes an attribute and creates no element (the submit's cost after hydration).
    expect(button.querySelector(".spinner")).to.equal(spinner);
    expect(spinner.hidden).to.equal(true);
    expect(spinner.getClientRects().length, "takes no box").to.equal(0);
    expect(button.getBoundingClientRect().width).to.equal(loadingWidth);
    expect(focusedElement()).to.equal(button);
    button.click();
    await until(() => count(gallery, "button-clicks") === 1, "the click did not count");
    find(gallery, "#loading-submit").click();
    await until(() => count(gallery, "form-submits") === 1, "the form was not submitted");
  });

  it("a standalone spinner is a status with its label; the default label is translated", () => {
    const spinners = [...gallery.shadowRoot.querySelectorAll("[data-section=section-spinner] .spinner")];
    expect(spinners.map((spinner) => spinner.getAttribute("role"))).to.deep.equal([
      "status",
      "status",
      "status",
    ]);
    expect(spinners.map((spinner) => spinner.dataset.size)).to.deep.equal(["small", "medium", "large"]);
    expect(spinners.map((spinner) => spinner.offsetWidth)).to.deep.equal([16, 36, 48]);
    expect(spinners[0].textContent).to.equal("Lädt");
    expect(spinners[2].textContent).to.equal("Loading the footer");
  });
});

describe("spinner and prefers-reduced-motion: it stands still when motion is reduced (WCAG 2.3.3)", () => {
  // Chromium emulates the preference; Firefox and WebKit here cannot (the command fails), and
  // are checked with the preference they really have.
  const prefer = (reducedMotion) =>
    emulateMedia({ reducedMotion }).then(
      () => true,
      () => false,
    );
  afterEach(() => prefer("no-preference"));

  for (const preference of ["no-preference", "reduce"]) {
    it(`${preference}: the spinners ${preference === "reduce" ? "stand still" : "turn"}`, async () => {
      const isEmulated = await prefer(preference);
      const isReduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (isEmulated) expect(isReduced, "the preference was emulated").to.equal(preference === "reduce");
      const spinners = [...gallery.shadowRoot.querySelectorAll(".spinner")];
      expect(spinners.length).to.be.greaterThan(1);
      for (const spinner of spinners)
        expect(getComputedStyle(spinner).animationName).to.equal(isReduced ? "none" : "spin");
    });
  }
});

describe("notification: closes by its close button, hidden when not open", () => {
  it("the close button hides it and calls onClose; open again shows it", async () => {
    const box = find(gallery, "#closable-notification");
    const close = box.querySelector('button[aria-label="Schließen"]');
    expect(box.querySelector(".notification").textContent).to.contain("Closable warning");
    close.click();
    await until(() => !box.querySelector(".notification"), "still shown");
    expect(count(gallery, "notification-closes")).to.equal(1);
    const toggle = find(gallery, "#reopen-notification");
    toggle.click(); // isOpen false
    await until(() => toggle.textContent === "Set isOpen true", "isOpen not false");
    expect(box.querySelector(".notification")).to.equal(null);
    toggle.click(); // isOpen true
    await until(() => box.querySelector(".notification"), "not shown again");
  });

  it("an error is an alert, the other states polite statuses", () => {
    const roles = {};
    for (const note of gallery.shadowRoot.querySelectorAll(".notification")) {
      roles[note.dataset.state] = (roles[note.dataset.state] ?? new Set()).add(note.getAttribute("role"));
    }
    expect([...roles.error]).to.deep.equal(["alert"]);
    for (const state of ["info", "success", "warning"]) expect([...roles[state]]).to.deep.equal(["status"]);
  });
});

describe("expansion panel: HTML's own disclosure, opened and closed by click and keyboard", () => {
  it("the summary toggles the content, by click and by keyboard, and tells the page", async () => {
    const [payment] = gallery.shadowRoot.querySelectorAll("#panels .expansion-panel");
    const summary = payment.querySelector(":scope > summary");
    const content = summary.nextElementSibling;
    expect(payment.localName).to.equal("details");
    expect(summary.querySelector("h3"), "the heading, its level kept").to.exist;
    expect(payment.open).to.equal(false);
    expect(content.checkVisibility()).to.equal(false);
    summary.click();
    await until(() => payment.open, "not expanded");
    expect(content.checkVisibility()).to.equal(true);
    await until(() => count(gallery, "panel-toggles") === 1, "onToggle was not called");
    summary.focus();
    await sendKeys({ press: "Enter" });
    await until(() => !payment.open, "Enter did not collapse");
    expect(content.checkVisibility()).to.equal(false);
    await sendKeys({ press: " " });
    await until(() => payment.open, "Space did not expand");
  });

  it("a panel can start expanded", () => {
    const [, delivery] = gallery.shadowRoot.querySelectorAll("#panels .expansion-panel");
    expect(delivery.open).to.equal(true);
  });

  it("show more: long text is cut at 96 px (the default collapsed height) until 'Mehr anzeigen'", async () => {
    const box = find(gallery, "#show-more");
    const button = box.querySelector("button");
    const text = gallery.shadowRoot.getElementById(button.getAttribute("aria-controls"));
    expect(button.textContent).to.equal("Mehr anzeigen");
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(text.getBoundingClientRect().height).to.equal(96);
    button.click();
    await until(() => button.textContent === "Weniger anzeigen", "not expanded");
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    expect(text.getBoundingClientRect().height).to.be.above(96);
  });

  it("show more: short text gets no button", () => {
    const shortOne = [...gallery.shadowRoot.querySelectorAll(".show-more")].find(
      (box) => !box.closest("#show-more"),
    );
    expect(shortOne.querySelector("button")).to.equal(null);
  });
});

describe("copy code: the button says 'Copy code', then 'Code copied' once it is on the clipboard", () => {
  let original;
  beforeEach(() => {
    original = Object.getOwnPropertyDescriptor(Navigator.prototype, "clipboard");
  });
  afterEach(() => {
    delete navigator.clipboard;
    if (original) Object.defineProperty(Navigator.prototype, "clipboard", original);
  });

  it("writes the code to the clipboard and says so, also to screen readers", async () => {
    const written = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text) => written.push(text) },
    });
    const button = find(gallery, ".copy-code button");
    const status = find(gallery, '.copy-code [role="status"]');
    expect(button.textContent).to.equal("Code kopieren");
    expect(status.textContent).to.equal("");
    button.click();
    await until(() => button.textContent === "Code kopiert", "no confirmation");
    expect(written).to.deep.equal(["WELCOME10"]);
    expect(status.textContent).to.equal("Code kopiert");
  });

  it("says nothing when the browser refuses the clipboard", async () => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    });
    const button = find(gallery, ".copy-code button");
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button.textContent).to.equal("Code kopieren");
  });
});

describe("text link: disabled, an unsafe href dropped, the icon's position", () => {
  it("a disabled link has no href, is not focusable and says it is disabled", () => {
    const link = find(gallery, "#disabled-link");
    expect(link.hasAttribute("href")).to.equal(false);
    expect(link.getAttribute("role")).to.equal("link");
    expect(link.getAttribute("aria-disabled")).to.equal("true");
    link.focus();
    expect(focusedElement()).to.not.equal(link);
  });

  it("an unsafe href is dropped: the text stays, the link goes", () => {
    const link = find(gallery, "#unsafe-link");
    expect(link.hasAttribute("href")).to.equal(false);
    expect(link.textContent).to.contain("javascript:");
  });

  it("a safe href is kept; the icon stands where iconPosition says", () => {
    const links = [...gallery.shadowRoot.querySelectorAll("[data-section=section-text-link] a[href]")];
    expect(links.map((link) => link.getAttribute("href"))).to.include("https://www.example.org/");
    const end = links.find((link) => link.textContent === "Icon at the end");
    expect(end.lastElementChild.localName).to.equal("svg");
    const start = links.find((link) => link.textContent === "Muted, icon at the start");
    expect(start.firstElementChild.localName).to.equal("svg");
  });
});
