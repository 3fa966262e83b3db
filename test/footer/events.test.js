/**
 * What the footer's controls do: the consent-settings legal link opens the
 * consent-management dialog (event `shop-consent-settings`, then the consent manager present on
 * the page), and the view changer switches between the mobile and the desktop view (event
 * `shop-view-change`, then the `ShopView` cookie and a reload) — both documented in
 * dist/custom-elements.json and cancelable by the page.
 */
import { expect } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import { mount, unmountAll, nextEvent } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { settled, openPage, closePages } from "../helpers/footer.js";

before(() => setViewport({ width: 1440, height: 900 }));
beforeEach(() => standIn.reset());
afterEach(() => {
  delete window.UC_UI;
  delete window.OneTrust;
  delete window.Cookiebot;
  unmountAll();
  closePages();
});

const consentButton = (root) => root.querySelector(".bottom > ul a[data-action=consent-settings]");

/** Stubs of the three consent managers' calls; records which ran. */
function stubConsentManagers(present) {
  const calls = [];
  const managers = {
    UC_UI: { showSecondLayer: () => calls.push("UC_UI.showSecondLayer") },
    OneTrust: { ToggleInfoDisplay: () => calls.push("OneTrust.ToggleInfoDisplay") },
    Cookiebot: { renew: () => calls.push("Cookiebot.renew") },
  };
  for (const name of present) window[name] = managers[name];
  return calls;
}

describe("the consent-settings legal link: it opens the consent-management dialog", () => {
  it("fires shop-consent-settings {site}, bubbling and composed, and opens Usercentrics' second layer", async () => {
    const calls = stubConsentManagers(["UC_UI"]);
    const footer = await mount(`<shop-footer site="ch"></shop-footer>`);
    const heard = nextEvent(document, "shop-consent-settings");
    const link = consentButton(await settled(footer));
    let click;
    link.addEventListener("click", (event) => (click = event));
    link.click();
    // The link leads to the privacy page only where the script does not run.
    expect(click.defaultPrevented).to.equal(true);
    const event = await heard;
    expect(event.target).to.equal(footer);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ site: "ch" });
    expect(calls).to.deep.equal(["UC_UI.showSecondLayer"]);
  });

  it("calls OneTrust, or else Cookiebot, when those are the page's consent manager; only one", async () => {
    const footer = await mount(`<shop-footer site="de"></shop-footer>`);
    const button = consentButton(await settled(footer));
    let calls = stubConsentManagers(["OneTrust", "Cookiebot"]);
    button.click();
    expect(calls).to.deep.equal(["OneTrust.ToggleInfoDisplay"]);
    delete window.OneTrust;
    calls = stubConsentManagers(["Cookiebot"]);
    button.click();
    expect(calls).to.deep.equal(["Cookiebot.renew"]);
  });

  it("without a consent manager only the event fires; cancelling it skips the managers' calls", async () => {
    const footer = await mount(`<shop-footer site="tr"></shop-footer>`);
    const button = consentButton(await settled(footer));
    const heard = nextEvent(footer, "shop-consent-settings");
    button.click();
    expect((await heard).detail).to.deep.equal({ site: "tr" });

    const calls = stubConsentManagers(["UC_UI"]);
    const cancel = (event) => event.preventDefault();
    document.addEventListener("shop-consent-settings", cancel);
    try {
      button.click();
    } finally {
      document.removeEventListener("shop-consent-settings", cancel);
    }
    expect(calls).to.deep.equal([]);
  });
});

describe("the view changer between the mobile and the desktop view", () => {
  it("on CLASSIC fires shop-view-change {view: 'mobile'}; cancelled, nothing else happens", async () => {
    const footer = await mount(`<shop-footer site="pl"></shop-footer>`);
    const changer = (await settled(footer)).querySelector("[part=view-changer]");
    const cancel = (event) => event.preventDefault();
    footer.addEventListener("shop-view-change", cancel);
    const heard = nextEvent(document, "shop-view-change");
    changer.click();
    const event = await heard;
    expect(event.detail).to.deep.equal({ view: "mobile" });
    expect(event.composed).to.equal(true);
    expect(document.cookie).not.to.contain("ShopView=");
  });

  it("not cancelled: sets the ShopView cookie for 30 days on the whole site and reloads the page", async () => {
    const { frame, page, footers } = await openPage(
      `<shop-footer site="at" platform="MATCH"></shop-footer>`,
      {
        width: 375,
      },
    );
    const heard = [];
    page.document.addEventListener("shop-view-change", (event) => heard.push(event.detail));
    // Cookies live 30 days (2 592 000 s) by default; reading document.cookie does not show that.
    const written = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    Object.defineProperty(page.document, "cookie", {
      get: () => cookie.get.call(page.document),
      set: (value) => {
        written.push(value);
        cookie.set.call(page.document, value);
      },
    });
    const reloaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    page.__beforeReload = true;
    footers[0].shadowRoot.querySelector("[part=view-changer]").click();
    await reloaded;
    try {
      expect(heard).to.deep.equal([{ view: "desktop" }]);
      expect(frame.contentWindow.__beforeReload, "a fresh page").to.equal(undefined);
      expect(written).to.deep.equal(["ShopView=desktop; Max-Age=2592000; Path=/; SameSite=Lax"]);
      expect(document.cookie).to.contain("ShopView=desktop");
    } finally {
      document.cookie = "ShopView=; Max-Age=0; Path=/";
    }
  });
});

describe("the contract in dist/custom-elements.json", () => {
  it("documents both events with their details and defaults, and the footer's parts", async () => {
    const manifest = await (await fetch("/dist/custom-elements.json")).json();
    const footer = manifest.modules
      .flatMap((module) => module.declarations)
      .find((declaration) => declaration.tagName === "shop-footer");
    const events = Object.fromEntries(footer.events.map((event) => [event.name, event.description]));
    expect(events["shop-consent-settings"])
      .to.contain("{ site }")
      .and.contain("UC_UI")
      .and.contain("OneTrust");
    expect(events["shop-view-change"]).to.contain('"mobile" | "desktop"').and.contain("ShopView");
    expect(footer.cssParts.map((part) => part.name)).to.include.members([
      "footer",
      "view-changer",
      "countries",
    ]);
  });
});
