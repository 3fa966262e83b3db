/**
 * <preview-panel>: its visibility (only for staff, after a successful check), the settings modal,
 * logout and the staff session renewal every 5 minutes, through the built script and the stand-in.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { sendKeys, sendMouse, setViewport } from "@web/test-runner-commands";
import { afterRenderingUpdate, mount, unmountAll, settle, nextEvent } from "../helpers/page.js";
import { afterSentinelRequest, standIn, setStaffCookies } from "../helpers/stand-in.js";
import {
  abPanelButton,
  button,
  dialog,
  field,
  mountStaffPanel,
  openSettings,
  trigger,
} from "./panel-support.js";
import {
  afterStartedWork,
  installFakeClock,
  requestsTo,
  uninstallFakeClock,
  waitForRequests,
} from "./support.js";

const STAFF_RENEW = "/auth/login/renew";
const RENEWAL_MS = 300_000;

beforeEach(() => standIn.reset());
afterEach(() => {
  setStaffCookies(false);
  unmountAll();
  uninstallFakeClock();
});

/** The element in the panel's shadow root that has focus. */
const focused = (panel) => panel.shadowRoot.activeElement;

describe("<preview-panel> visibility: only with both staff cookies and a successful check", () => {
  it("shows the 'Preview settings' button after a successful check, in English on any site", async () => {
    const panel = await mountStaffPanel(`<preview-panel site="pl"></preview-panel>`);
    expect(trigger(panel).textContent).to.equal("Preview settings");
    expect(panel.shadowRoot.querySelector("[part=panel]").lang).to.equal("en");
    expect(dialog(panel).open).to.equal(false);
  });

  it("shows nothing without the staff cookies, and asks no check: a shopper's page", async () => {
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await afterSentinelRequest();
    expect(
      (await standIn.requests()).filter((entry) => entry.path.endsWith("/auth/checkauth")),
    ).to.have.length(0);
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });

  it("shows nothing with only one of the two staff cookies, StaffAuthToken and CobraAuthToken", async () => {
    document.cookie = "StaffAuthToken=only-one; Path=/";
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await waitForRequests("/auth/checkauth", 1);
    await settle();
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });

  it("shows nothing when the check fails on the server", async () => {
    setStaffCookies(true);
    await standIn.scenario("server-error");
    const panel = await mount(`<preview-panel site="de"></preview-panel>`);
    await waitForRequests("/auth/checkauth", 1);
    await settle();
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.equal(null);
  });

  it("'Logout' in the modal footer logs out (GET logout), hides the panel and fires shop-preview-logout", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    const logout = button(panel, "Logout");
    expect(logout.closest("dialog footer")).to.not.equal(null);
    const event = nextEvent(panel, "shop-preview-logout");
    logout.click();
    expect((await event).detail).to.deep.equal({});
    const calls = await requestsTo("/auth/logout");
    expect(calls).to.have.length(1);
    expect(calls[0].method).to.equal("GET");
    await waitUntil(() => !panel.shadowRoot.querySelector("[part=panel]"), "the panel stayed after logout");
    // The stand-in's answer cleared the staff cookies, so a new panel stays hidden too.
    expect(document.cookie).to.not.include("StaffAuthToken");
  });
});

describe("<preview-panel> modal: its contents, closing it, and the focus trap", () => {
  it("'Preview settings' opens a modal with date, time, the A/B panel, Set and Logout", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    const modal = dialog(panel);
    expect(modal.matches(":modal")).to.equal(true);
    expect(modal.dataset.size).to.equal("M");
    expect(panel.shadowRoot.getElementById(modal.getAttribute("aria-labelledby")).textContent).to.equal(
      "Preview settings",
    );
    expect(field(panel, "Date").type).to.equal("date");
    expect(field(panel, "Time").type).to.equal("time");
    const abButton = abPanelButton(panel);
    expect(abButton.textContent).to.equal("A/B Test settings");
    expect(abButton.parentElement.open).to.equal(false);
    expect(abButton.nextElementSibling.checkVisibility()).to.equal(false);
    expect(field(panel, "Name").localName).to.equal("select");
    expect(field(panel, "Group").localName).to.equal("select");
    expect(button(panel, "Set preview settings").type).to.equal("submit");
    expect(button(panel, "Logout")).to.exist;
  });

  it("its actions: side by side at 1440 px, the primary last; at 375 px one above the other, the primary on top, each as wide as the dialog", async () => {
    const boxes = () =>
      ["Set preview settings", "Logout"].map((name) => button(panel, name).getBoundingClientRect());
    let panel;
    try {
      await setViewport({ width: 1440, height: 900 });
      panel = await mountStaffPanel();
      await openSettings(panel);
      const [primary, logout] = boxes();
      expect(primary.top, "one line").to.equal(logout.top);
      expect(primary.left, "the primary last").to.be.above(logout.right);
      await setViewport({ width: 375, height: 800 });
      await afterRenderingUpdate();
      const [stackedPrimary, stackedLogout] = boxes();
      const footer = button(panel, "Logout").parentElement;
      const style = getComputedStyle(footer);
      const inner = footer.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      expect(stackedPrimary.bottom, "the primary on top").to.be.at.most(stackedLogout.top);
      expect([stackedPrimary.width, stackedLogout.width], "as wide as the dialog").to.deep.equal([
        inner,
        inner,
      ]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("Escape closes it and focus returns to 'Preview settings'", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    await sendKeys({ press: "Escape" });
    await waitUntil(() => !dialog(panel).open, "Escape did not close the modal");
    expect(focused(panel)).to.equal(trigger(panel));
  });

  it("a click outside it (on the backdrop) closes it; a click inside does not", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    const box = dialog(panel).getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    // The click's handlers, and any render they cause, are done after a rendering update.
    await afterRenderingUpdate();
    expect(dialog(panel).open).to.equal(true);
    await sendMouse({ type: "click", position: [3, 3] });
    await waitUntil(() => !dialog(panel).open, "a click on the backdrop did not close the modal");
    expect(focused(panel)).to.equal(trigger(panel));
    await sendMouse({ type: "move", position: [0, 0] });
  });

  it("the close button closes it and returns focus", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    panel.shadowRoot.querySelector("[aria-label=Close]").click();
    await waitUntil(() => !dialog(panel).open, "the close button did not close the modal");
    expect(focused(panel)).to.equal(trigger(panel));
  });

  it("traps focus: Tab from the last control goes to the first, Shift+Tab from the first to the last", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    const first = panel.shadowRoot.querySelector("[aria-label=Close]");
    // The footer's actions end the modal: 'Logout', then the primary 'Set preview settings'.
    const last = button(panel, "Set preview settings");
    last.focus();
    await sendKeys({ press: "Tab" });
    expect(focused(panel)).to.equal(first);
    await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ up: "Shift" });
    expect(focused(panel)).to.equal(last);
    // Tab order inside goes on normally, and reaches everything up to the last control.
    first.focus();
    const visited = [];
    // The date and time fields take one Tab per part (day, month, year, hours, …).
    for (let step = 0; step < 20 && !visited.includes(last); step += 1) {
      await sendKeys({ press: "Tab" });
      visited.push(focused(panel));
    }
    expect(visited).to.include(field(panel, "Date"));
    expect(visited).to.include(last);
    expect(visited, "the collapsed A/B panel's fields").to.not.include(field(panel, "Name"));
    expect(visited.every((element) => dialog(panel).contains(element))).to.equal(true);
  });

  it("can be opened again after closing", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    await sendKeys({ press: "Escape" });
    await waitUntil(() => !dialog(panel).open);
    await openSettings(panel, { waitForTests: false });
    expect(dialog(panel).open).to.equal(true);
  });
});

/**
 * The panel starts its timer in an effect after the render that shows it: the trigger can be in
 * the page a moment before the timer is.
 */
const renewalTimerStarted = (clock) =>
  waitUntil(() => clock.timerCount === 1, "the renewal timer never started", { timeout: 2000 });

describe("<preview-panel> staff session renewal every 5 minutes (300 000 ms)", () => {
  it("renews the staff session every 5 minutes while the panel lives", async () => {
    const clock = installFakeClock();
    const panel = await mountStaffPanel();
    await renewalTimerStarted(clock);
    clock.tick(RENEWAL_MS - 1);
    await afterStartedWork();
    expect(await requestsTo(STAFF_RENEW)).to.have.length(0);
    clock.tick(1);
    const [first] = await waitForRequests(STAFF_RENEW, 1);
    expect(first.method).to.equal("GET");
    expect(first.headers["x-hunter-site"]).to.equal("de");
    clock.tick(RENEWAL_MS);
    await waitForRequests(STAFF_RENEW, 2);
    expect(panel.shadowRoot.querySelector("[part=panel]")).to.exist;
  });

  it("stops its timer when the panel is removed", async () => {
    const clock = installFakeClock();
    const panel = await mountStaffPanel();
    await renewalTimerStarted(clock);
    panel.remove();
    // Still out of the page a microtask later, its effects stop (a move keeps them running).
    await Promise.resolve();
    expect(clock.timerCount).to.equal(0);
    clock.tick(3 * RENEWAL_MS);
    await afterStartedWork();
    expect(await requestsTo(STAFF_RENEW)).to.have.length(0);
  });

  it("starts no timer when the check fails, and stops it after logout", async () => {
    const clock = installFakeClock();
    // One staff cookie: the panel asks, and the service refuses.
    document.cookie = "StaffAuthToken=only-one; Path=/";
    await mount(`<preview-panel site="de"></preview-panel>`);
    await waitForRequests("/auth/checkauth", 1);
    await settle();
    expect(clock.timerCount).to.equal(0);
    const panel = await mountStaffPanel();
    expect(clock.timerCount).to.equal(1);
    await openSettings(panel);
    button(panel, "Logout").click();
    await waitUntil(() => clock.timerCount === 0, "the renewal timer survived the logout");
  });
});
