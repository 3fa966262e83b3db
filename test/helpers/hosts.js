/**
 * Host pages as shops have them (test/fixtures/hosts/): each loads the built script as a page
 * does, holds `<newsletter-signup site="de">` in its main content and `<shop-footer site="de">`
 * below it, and records its errors (test/fixtures/record-errors.js). These helpers open one in an
 * iframe and check what every such page must show.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "./wait.js";
import { settled, textOf } from "./footer.js";
import { sendKeys } from "@web/test-runner-commands";
import { SITES, afterRenderingUpdate } from "./page.js";
import { expand, fillValid, submitButton } from "./newsletter.js";

/** What the German form shows before anyone touches it. */
export const FORM_TEXTS = {
  heading: "Newsletter abonnieren und 10\u00a0% Rabatt sichern",
  emailLabel: "E-Mail-Adresse",
  submit: "Jetzt abonnieren",
};

/**
 * Opens a host page `width` × `height` px: `source` is a fixture's path, or a whole document
 * (served as the frame's srcdoc, which has the test page's origin). Resolves once the frame has
 * loaded, without waiting for the elements (a page may break them: see {@link expectShown}).
 */
export async function openHost(source, { width = 1024, height = 800 } = {}) {
  const frame = document.createElement("iframe");
  frame.style.cssText = `width:${width}px;height:${height}px;border:0;display:block`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  if (source.startsWith("/")) frame.src = source;
  else frame.srcdoc = source;
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument;
  return {
    frame,
    page: frame.contentWindow,
    document: doc,
    form: doc.querySelector("newsletter-signup"),
    footer: doc.querySelector("shop-footer"),
  };
}

export function closeHosts() {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
}

/**
 * Waits until the host page's form shows its texts and its footer its content (the last country
 * of the selector comes with the rest of the footer's content), and checks the texts.
 */
export async function expectShown({ form, footer }) {
  await waitUntil(() => form.shadowRoot?.querySelector("button[type=submit]"), "the form never rendered", {
    timeout: 5000,
  });
  const root = form.shadowRoot;
  expect(textOf(root.querySelector("h2"))).to.equal(FORM_TEXTS.heading);
  expect(textOf(root.querySelector("label"))).to.contain(FORM_TEXTS.emailLabel);
  expect(textOf(submitButton(form).querySelector(".label"))).to.equal(FORM_TEXTS.submit);
  const footerRoot = await settled(footer);
  expect(footerRoot.querySelectorAll("[part=countries] li")).to.have.length(SITES.length);
  expect(footerRoot.querySelectorAll("h3").length, "the teaser groups").to.be.above(0);
}

/** Signs up `email` in the host page's form and waits for the success message. */
export async function signUp(form, email = "max.muster@example.com") {
  await expand(form);
  await fillValid(form, "de", email);
  submitButton(form).click();
  const success = form.shadowRoot.querySelector("[part=success]");
  await waitUntil(() => textOf(success) !== "", "the sign-up never succeeded", { timeout: 6000 });
  await afterRenderingUpdate(form.ownerDocument.defaultView);
  return success;
}

let keysReachFrames;

/**
 * Whether key presses the test sends reach a field in a frame inside the test page (probed once
 * with a frame of its own). WebKitGTK's WebDriver delivers them to the test page's own document
 * only, so a typing check on a host page cannot be made there.
 */
export async function canTypeIntoFrames() {
  keysReachFrames ??= (async () => {
    const { frame, document: doc } = await openHost("<!doctype html><input>", { width: 200, height: 50 });
    const input = doc.querySelector("input");
    frame.contentWindow.focus();
    input.focus();
    await sendKeys({ type: "x" });
    frame.remove();
    return input.value === "x";
  })();
  return keysReachFrames;
}
