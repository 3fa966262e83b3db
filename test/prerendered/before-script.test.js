/**
 * What a shopper does with prerendered elements before the script has run is never lost: every
 * control they show is HTML's own. The footer's accordion is a disclosure (`<details>`) that opens
 * at once and stays as the shopper left it through hydration; the form opens on the e-mail field's
 * focus by its stylesheet, before the script as after it, and hydration changes nothing it shows; the view changer is a form the fragment endpoint answers (the view cookie, and back
 * to the page); the consent-settings entry is a link to the privacy page. The script is held back
 * until the test releases it. (Typing before the script: hydration.test.js; signing up without
 * it: without-script.test.js.)
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { standIn } from "../helpers/stand-in.js";
import { closeFrames, openPrerendered } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  closeFrames();
  document.cookie = "ShopView=; Max-Age=0; Path=/";
});

/**
 * Resolves once `frame` shows its next document, parsed (its `load` waits for the held script).
 */
function nextDocument(frame) {
  const before = frame.contentDocument;
  return waitUntil(
    () => frame.contentDocument !== before && frame.contentDocument?.readyState !== "loading",
    "the frame never showed another page",
    { timeout: 5000 },
  );
}

describe("prerendered elements before the script", () => {
  it("a footer group opened before the script stays open through hydration", async () => {
    const prerendered = await openPrerendered({ site: "de", platform: "MATCH" }, { width: 375 });
    const { footer } = prerendered;
    const [group, other] = footer.shadowRoot.querySelectorAll(".expansion-panel");
    expect([group.open, other.open]).to.deep.equal([false, false]);
    group.querySelector("summary").click();
    expect(group.open).to.equal(true);
    expect(group.querySelector("a[href]").checkVisibility()).to.equal(true);

    await prerendered.release();
    // React never sets `open` after its first render: what the shopper opened stays open.
    expect([group.open, other.open]).to.deep.equal([true, false]);
    expect(footer.shadowRoot.querySelectorAll(".expansion-panel")[0]).to.equal(group);
    group.querySelector("summary").click();
    expect(group.open).to.equal(false);
  });

  it("the form behaves the same before the script and once hydrated: closed until the e-mail field is used, open while it is, what it showed kept", async () => {
    const prerendered = await openPrerendered({ site: "hu" }, { width: 375, height: 667 });
    const { form } = prerendered;
    const root = form.shadowRoot;
    const email = root.querySelector('form [name="newsletterEmail"]');
    const shown = () =>
      [...root.querySelectorAll("form input, form select")]
        .filter((control) => control.checkVisibility() && !control.closest(".honeypot"))
        .map((control) => control.name);
    const height = () => root.querySelector("section").getBoundingClientRect().height;
    const closed = { fields: shown(), height: height() };
    expect(closed.fields).to.deep.equal(["newsletterEmail"]);
    email.focus();
    await waitUntil(() => shown().length > 1, "the e-mail field's focus opened nothing before the script");
    email.value = "anna@example.com";
    const opened = { fields: shown(), height: height() };
    expect(opened.fields).to.include.members(["salutation", "lastName", "firstName", "consents"]);

    await prerendered.release();
    // Hydration changes nothing the shopper sees: the same fields, the same height.
    expect({ fields: shown(), height: height() }).to.deep.equal(opened);
    // And the same rule after it: emptied and left, the form closes to what it was.
    // As a visitor's deletion does: through the value's own setter, which React's tracking sees.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(email), "value").set.call(email, "");
    email.dispatchEvent(new Event("input", { bubbles: true }));
    email.blur();
    await waitUntil(
      () => email.getAttribute("aria-invalid") === "true",
      "leaving the emptied field showed no error once hydrated",
    );
    expect(shown(), "the emptied form closed, as it does before the script").to.deep.equal(closed.fields);
  });

  it("the view changer pressed before the script sets the view cookie and brings the shopper back to the page", async () => {
    const { frame, footer } = await openPrerendered({ site: "de" });
    const page = frame.contentWindow.location.href;
    const next = nextDocument(frame);
    footer.shadowRoot.querySelector("[part=view-changer]").click();
    await next;
    expect(frame.contentWindow.location.href).to.equal(page);
    expect(frame.contentDocument.cookie).to.match(/(^|; )ShopView=mobile(;|$)/);
  });

  it("the consent-settings entry pressed before the script leads to the privacy page", async () => {
    const { frame, footer } = await openPrerendered({ site: "de" });
    const link = footer.shadowRoot.querySelector("a[data-action=consent-settings]");
    const next = nextDocument(frame);
    link.click();
    await next;
    expect(frame.contentWindow.location.pathname).to.equal("/privacy");
  });
});
