/** axe on the widget gallery in several states, locales and widths: no violation in any. */
import { expect } from "@open-wc/testing";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import { unmountAll } from "../helpers/page.js";
import { find, mountGallery, until } from "./gallery.js";

afterEach(unmountAll);
after(() => setViewport({ width: 800, height: 600 }));

for (const [width, locale] of [
  [375, "de-DE"],
  [1280, "tr-TR"],
]) {
  describe(`at ${width} px, ${locale}`, () => {
    before(() => setViewport({ width, height: 900 }));

    it("the gallery as it opens (every widget in its first state)", async () => {
      const gallery = await mountGallery(locale);
      await expect(gallery).to.be.accessible();
    });

    it("after interaction: text typed, password shown, panels and text expanded, notification closed, copied", async () => {
      const gallery = await mountGallery(locale);
      const password = find(gallery, "#password-field");
      password.focus();
      await sendKeys({ type: "aB3dE6gh" });
      password.parentElement.querySelector("button").click();
      find(gallery, "#number-field").focus();
      await sendKeys({ type: "123" });
      find(gallery, "#iban-field").focus();
      await sendKeys({ type: "DE89370400" });
      for (const button of gallery.shadowRoot.querySelectorAll("#panels button, #show-more button"))
        button.click();
      find(gallery, "#closable-notification button").click();
      find(gallery, "#toggle-loading").click();
      await until(() => !find(gallery, "#closable-notification").firstElementChild, "not closed");
      await until(() => password.type === "text", "password not shown");
      await expect(gallery).to.be.accessible();
    });

    it("with the modal open", async () => {
      const gallery = await mountGallery(locale);
      find(gallery, "#open-modal-M").click();
      const dialog = find(gallery, "dialog.modal");
      await until(() => dialog.open, "not open");
      await expect(gallery).to.be.accessible();
      await sendKeys({ press: "Escape" });
    });
  });
}
