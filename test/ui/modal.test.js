/**
 * The modal (closes on Escape or a click outside, traps focus; sizes S, M, L) on the platform's
 * <dialog>, with real keys and a real mouse.
 */
import { expect } from "@open-wc/testing";
import { resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { count, find, focusedElement, mountGallery, until } from "./gallery.js";

let gallery;
beforeEach(async () => {
  gallery = await mountGallery("de-DE");
});
afterEach(async () => {
  await resetMouse();
  unmountAll();
});

/** Opens the modal of `size` by keyboard, from its button, and resolves with the dialog. */
async function openModal(size = "M") {
  const opener = find(gallery, `#open-modal-${size}`);
  opener.focus();
  await sendKeys({ press: "Enter" });
  const dialog = find(gallery, "dialog.modal");
  await until(() => dialog.open, "the modal did not open");
  return { opener, dialog };
}

describe("modal", () => {
  it("opens as a modal dialog named by its title, in the requested size", async () => {
    const { dialog } = await openModal("S");
    expect(dialog.matches(":modal")).to.equal(true);
    expect(dialog.dataset.size).to.equal("S");
    const title = gallery.shadowRoot.getElementById(dialog.getAttribute("aria-labelledby"));
    expect(title.textContent).to.equal("Preview settings");
    expect(dialog.contains(focusedElement()), "focus moved into the modal").to.equal(true);
    expect(dialog.getBoundingClientRect().width).to.be.at.most(400);
  });

  it("sizes: S 400 px, M 600 px, L 900 px at most", async () => {
    const widths = {};
    for (const size of ["S", "M", "L"]) {
      const { dialog } = await openModal(size);
      widths[size] = dialog.getBoundingClientRect().width;
      await sendKeys({ press: "Escape" });
      await until(() => !dialog.open, "not closed");
    }
    expect(widths.S).to.be.at.most(400);
    expect(widths.M).to.be.above(widths.S).and.at.most(600);
    expect(widths.L).to.be.above(widths.M).and.at.most(900);
  });

  it("Escape closes it, calls onClose and returns focus to the opener", async () => {
    const { opener, dialog } = await openModal("M");
    await sendKeys({ press: "Escape" });
    await until(() => !dialog.open, "Escape did not close the modal");
    await until(() => count(gallery, "modal-closes") === 1, "onClose was not called");
    expect(focusedElement()).to.equal(opener);
  });

  it("a click on the backdrop closes it; a click inside does not", async () => {
    const { opener, dialog } = await openModal("M");
    const title = dialog.querySelector("h2").getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(title.left + 5), Math.round(title.top + 5)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog.open, "a click on the title closed the modal").to.equal(true);
    await sendMouse({ type: "click", position: [3, 3] });
    await until(() => !dialog.open, "a click on the backdrop did not close the modal");
    await until(() => count(gallery, "modal-closes") === 1, "onClose was not called");
    expect(focusedElement()).to.equal(opener);
  });

  it("the close button closes it and returns focus", async () => {
    const { opener, dialog } = await openModal("L");
    dialog.querySelector('header button[aria-label="Schließen"]').click();
    await until(() => !dialog.open, "the close button did not close the modal");
    await until(() => count(gallery, "modal-closes") === 1, "onClose was not called");
    expect(focusedElement()).to.equal(opener);
  });

  it("Tab and Shift+Tab keep focus inside while it is open", async () => {
    const { dialog } = await openModal("M");
    const visited = new Set();
    for (let step = 0; step < 12; step++) {
      if (step === 6) await sendKeys({ down: "Shift" });
      await sendKeys({ press: "Tab" });
      const focused = focusedElement();
      // Between the last and the first element the browser's own UI may hold focus (body).
      if (focused === document.body) continue;
      expect(dialog.contains(focused), `step ${step}: ${focused?.outerHTML.slice(0, 80)}`).to.equal(true);
      visited.add(focused);
    }
    await sendKeys({ up: "Shift" });
    expect(visited.size, "Tab moved through the modal's controls").to.be.at.least(3);
  });

  it("keeps what was typed when it closes and opens again (nothing typed is lost)", async () => {
    const { dialog } = await openModal("M");
    const input = dialog.querySelector("#modal-date");
    input.focus();
    await sendKeys({ type: "2026-12-24" });
    await sendKeys({ press: "Escape" });
    await until(() => !dialog.open, "Escape did not close the modal");
    await openModal("M");
    expect(dialog.querySelector("#modal-date").value).to.equal("2026-12-24");
  });

  it("the page behind is inert while it is open", async () => {
    const { dialog } = await openModal("M");
    const behind = find(gallery, "#open-modal-L");
    behind.focus();
    expect(focusedElement()).to.not.equal(behind);
    expect(dialog.open).to.equal(true);
  });
});
