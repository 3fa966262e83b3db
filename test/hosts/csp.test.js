/**
 * A host page with a strict Content-Security-Policy header (web-test-runner.config.mjs serves
 * every file under /test/fixtures/hosts/csp/ with it): only the page's own origin, no inline
 * script or style, Trusted Types with no policy. The page records every violation from before the
 * script on (test/fixtures/hosts/csp/violations.js); using the three elements causes none.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { closeHosts, expectShown, openHost, signUp } from "../helpers/hosts.js";
import { afterRenderingUpdate } from "../helpers/page.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";
import {
  activeTestsAt,
  button,
  chooseOption,
  dialog,
  expandAbPanel,
  field,
  openSettings,
  trigger,
  waitForNotice,
} from "../preview/panel-support.js";
import { setFieldValue } from "../preview/support.js";

const STRICT_PAGE = "/test/fixtures/hosts/csp/strict.html";
const POLICY =
  "default-src 'self'; style-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; " +
  "require-trusted-types-for 'script'; trusted-types 'none'";

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  closeHosts();
});

/** Chooses the first active test and its first group in the open settings, and applies them. */
async function applyPreviewSettings(panel) {
  await expandAbPanel(panel);
  const moment = `${field(panel, "Date").value}T${field(panel, "Time").value}`;
  const [test] = await activeTestsAt(moment);
  chooseOption(field(panel, "Name"), test.name);
  await waitUntil(() => !field(panel, "Group").disabled, "the group selector stayed disabled");
  setFieldValue(field(panel, "Group"), test.groups[0].name);
  button(panel, "Set preview settings").click();
  await waitForNotice(panel, "Settings applied successfully.");
  panel.shadowRoot.querySelector("dialog [aria-label=Close]").click();
  await waitUntil(() => !dialog(panel).open, "the modal never closed");
}

describe("a host page with a strict Content-Security-Policy", () => {
  it("the page is served with the policy, and the policy is in force", async () => {
    const response = await fetch(STRICT_PAGE);
    expect(response.headers.get("Content-Security-Policy")).to.equal(POLICY);
    const { page, document: doc } = await openHost(STRICT_PAGE);
    const style = doc.createElement("style");
    style.textContent = "body { color: red }";
    doc.head.append(style);
    await waitUntil(() => page.violations.length > 0, "an inline <style> was not reported");
    expect(page.violations.map((violation) => violation.directive)).to.deep.equal(["style-src-elem"]);
  });

  // Only where the engine has Trusted Types (Chromium; Firefox and WebKit here have none): an
  // engine without them cannot enforce `require-trusted-types-for`, and the check could not fail.
  const itWithTrustedTypes = "trustedTypes" in window ? it : () => {};
  itWithTrustedTypes("Trusted Types are enforced: a string given to innerHTML throws", async () => {
    const { page, document: doc } = await openHost(STRICT_PAGE);
    expect("trustedTypes" in page).to.equal(true);
    let error;
    try {
      doc.body.firstElementChild.innerHTML = "<b>bold</b>";
    } catch (thrown) {
      error = thrown;
    }
    expect(error?.name).to.equal("TypeError");
    await waitUntil(() => page.violations.length > 0, "the blocked sink was not reported");
    expect(page.violations[0].directive).to.equal("require-trusted-types-for");
  });

  it("staff preview settings, the sign-up and the footer at 1024 px: no violation", async () => {
    setStaffCookies(true);
    const host = await openHost(STRICT_PAGE, { width: 1024, height: 800 });
    await expectShown(host);
    const panel = host.document.querySelector("preview-panel");
    await waitUntil(() => trigger(panel), "the 'Preview settings' button never showed", { timeout: 5000 });
    await openSettings(panel);
    await applyPreviewSettings(panel);
    await signUp(host.form);
    const image = host.form.shadowRoot.querySelector("picture img");
    await waitUntil(() => image.complete && image.naturalWidth > 0, "the form's image never loaded");
    expect(host.page.violations).to.deep.equal([]);
    expect(host.page.pageErrors).to.deep.equal([]);
  });

  it("the footer's phone accordion and the sign-up at 375 px: no violation", async () => {
    const host = await openHost(STRICT_PAGE, { width: 375, height: 800 });
    await expectShown(host);
    const root = host.footer.shadowRoot;
    expect(root.querySelector("footer").dataset.layout).to.equal("accordion");
    const accordion = root.querySelector(".expansion-panel > summary");
    accordion.click();
    await afterRenderingUpdate(host.page);
    expect(accordion.parentElement.open).to.equal(true);
    expect(accordion.nextElementSibling.checkVisibility()).to.equal(true);
    await signUp(host.form);
    expect(host.page.violations).to.deep.equal([]);
    expect(host.page.pageErrors).to.deep.equal([]);
  });
});
