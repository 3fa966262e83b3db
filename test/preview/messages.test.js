/**
 * The preview panel's status messages ('Loading tests...', 'Active tests found.', 'Settings
 * applied successfully.', …) are announced and leave the focus where staff are. A message goes
 * into a live region that is there before it (WCAG 4.1.3: a region that comes with its message
 * is not announced), in the open modal; dismissing a message keeps the focus in the modal
 * (2.4.3), on 'Set preview settings'.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { resetMouse, sendKeys, sendMouse } from "@web/test-runner-commands";
import { countFrames } from "../helpers/frames.js";
import { unmountAll } from "../helpers/page.js";
import { standIn, setStaffCookies } from "../helpers/stand-in.js";
import {
  button,
  dialog,
  field,
  mountStaffPanel,
  notice,
  openSettings,
  waitForNotice,
} from "./panel-support.js";
import { setFieldValue } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(async () => {
  await resetMouse();
  setStaffCookies(false);
  unmountAll();
});

/** The message's close button, named 'Dismiss' (a click on the message itself dismisses it too). */
const dismissButton = (panel) => panel.shadowRoot.querySelector("[aria-label=Dismiss]");

const LIVE_REGION = "[role=status], [role=alert], [aria-live]";

/**
 * Records how messages with one of `texts` arrive in the panel's shadow root from now on: for
 * each arrival, whether it went into a live region that was there already (not one added with
 * it), and whether the modal was open by then and had been rendered open: the accessibility tree
 * follows the page's rendering, so a region that opened in the same task as its message (no frame
 * between) is new to assistive technology and its message goes unread.
 */
function recordArrivals(panel, texts) {
  const arrivals = [];
  const frames = countFrames();
  let isOpen = dialog(panel).open;
  // The frame the modal opened in (-1: open already, rendered before the count began).
  let openedInFrame = isOpen ? -1 : undefined;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        isOpen = record.target.hasAttribute("open");
        openedInFrame = isOpen ? frames.now() : undefined;
        continue;
      }
      // A message comes as new nodes, or as new text in the node of the message before it.
      const arrived = texts.some((text) =>
        record.type === "characterData"
          ? record.target.data.includes(text)
          : [...record.addedNodes].some((node) => node.textContent.includes(text)),
      );
      if (!arrived) continue;
      // The record's target is the node the message was put into: it existed before.
      const target = record.type === "characterData" ? record.target.parentElement : record.target;
      const region = target.closest?.(LIVE_REGION) ?? null;
      const wasRenderedOpen = openedInFrame !== undefined && frames.now() > openedInFrame;
      arrivals.push({ isIntoExistingRegion: Boolean(region), isModalOpen: isOpen, wasRenderedOpen });
    }
  });
  observer.observe(panel.shadowRoot, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["open"],
  });
  return {
    arrivals,
    stop: () => {
      observer.disconnect();
      frames.stop();
    },
  };
}

describe("<preview-panel> status messages in a live region (WCAG 4.1.3)", () => {
  it("when the modal opens, its messages go into its live region, once it is open", async () => {
    const panel = await mountStaffPanel();
    // 'Loading tests...', unless the answer comes before it renders (then only the answer).
    const recorder = recordArrivals(panel, ["Loading tests...", "Active tests found."]);
    await openSettings(panel);
    recorder.stop();
    expect(recorder.arrivals.length).to.be.greaterThan(0);
    for (const arrival of recorder.arrivals)
      expect(arrival).to.deep.equal({ isIntoExistingRegion: true, isModalOpen: true, wasRenderedOpen: true });
  });

  it("after a dismissed message, 'Loading tests...' and the answer go into the region that stayed", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    dismissButton(panel).click();
    await waitUntil(() => !notice(panel), "the message was not dismissed");
    await standIn.scenario("abtests-none");
    const loading = recordArrivals(panel, ["Loading tests..."]);
    const answer = recordArrivals(panel, ["No active tests for this date."]);
    setFieldValue(field(panel, "Time"), "00:01");
    await waitForNotice(panel, "No active tests for this date.");
    loading.stop();
    answer.stop();
    expect(loading.arrivals).to.deep.equal([
      { isIntoExistingRegion: true, isModalOpen: true, wasRenderedOpen: true },
    ]);
    expect(answer.arrivals).to.deep.equal([
      { isIntoExistingRegion: true, isModalOpen: true, wasRenderedOpen: true },
    ]);
  });
});

describe("<preview-panel> dismissing a message keeps the focus in the modal (WCAG 2.4.3)", () => {
  const focused = (panel) => panel.shadowRoot.activeElement;

  it("by keyboard: the focus goes from 'Dismiss' to 'Set preview settings'", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    dismissButton(panel).focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => !notice(panel), "the message was not dismissed");
    expect(
      focused(panel) === button(panel, "Set preview settings"),
      "focus on 'Set preview settings'",
    ).to.equal(true);
    expect(dialog(panel).open).to.equal(true);
  });

  it("by a click on the message's text: the focus goes to 'Set preview settings'", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    const text = notice(panel).element.firstChild.getBoundingClientRect();
    await sendMouse({
      type: "click",
      position: [Math.round(text.left + 5), Math.round(text.top + text.height / 2)],
    });
    await waitUntil(() => !notice(panel), "the click did not dismiss the message");
    expect(
      focused(panel) === button(panel, "Set preview settings"),
      "focus on 'Set preview settings'",
    ).to.equal(true);
  });
});

describe("<preview-panel> the empty live region takes no space under the form", () => {
  const form = (panel) => dialog(panel).querySelector("form");
  const region = (panel) => form(panel).querySelector("[role=status]");
  /** The space under the form's last field (the A/B panel, before the region) to its end, in pixels. */
  const spaceUnderFields = (panel) =>
    form(panel).getBoundingClientRect().bottom -
    region(panel).previousElementSibling.getBoundingClientRect().bottom;

  it("after a dismissed message the form ends at its last field, its region still there", async () => {
    const panel = await mountStaffPanel();
    await openSettings(panel);
    expect(spaceUnderFields(panel), "the message's row").to.be.greaterThan(24);
    dismissButton(panel).click();
    await waitUntil(() => !notice(panel), "the message was not dismissed");
    expect(Math.abs(spaceUnderFields(panel))).to.be.below(1);
    expect(region(panel).isConnected).to.equal(true);
  });
});
