/** Driving the <preview-panel> of the built script in tests. */
import { waitUntil } from "../helpers/wait.js";
import { afterRenderingUpdate, mount, rendered } from "../helpers/page.js";
import { setStaffCookies } from "../helpers/stand-in.js";

/** Mounts a panel for staff and resolves once its 'Preview settings' button shows. */
export async function mountStaffPanel(html = `<preview-panel site="de"></preview-panel>`) {
  setStaffCookies(true);
  const panel = await mount(html);
  await rendered(panel, "[part=trigger]");
  return panel;
}

export const trigger = (panel) => panel.shadowRoot.querySelector("[part=trigger]");
export const dialog = (panel) => panel.shadowRoot.querySelector("dialog");

/** The form control whose <label> starts with `text`. */
export function field(panel, text) {
  const label = [...panel.shadowRoot.querySelectorAll("label")].find((candidate) =>
    candidate.textContent.trim().startsWith(text),
  );
  return label?.querySelector("input, select");
}

export function button(panel, text) {
  return [...panel.shadowRoot.querySelectorAll("button")].find(
    (candidate) => candidate.textContent.trim() === text,
  );
}

/** The status notification (the kit's): `{ text, state, element }`, or undefined when none shows. */
export function notice(panel) {
  const element = panel.shadowRoot.querySelector(".notification");
  if (!element) return undefined;
  return { text: element.firstChild.textContent, state: element.dataset.state, element };
}

export async function waitForNotice(panel, text) {
  await waitUntil(() => notice(panel)?.text === text, `notice "${text}" never showed`, { timeout: 5000 });
  return notice(panel);
}

/** Every notice text the panel shows from now on, in order (a MutationObserver on its shadow root). */
export function recordNotices(panel) {
  const seen = [];
  const observer = new MutationObserver(() => {
    const text = notice(panel)?.text;
    if (text && seen[seen.length - 1] !== text) seen.push(text);
  });
  observer.observe(panel.shadowRoot, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

/** Opens the settings as a keyboard or mouse user would (focus on the button, then activate it). */
export async function openSettings(panel, { waitForTests = true } = {}) {
  trigger(panel).focus();
  trigger(panel).click();
  await waitUntil(() => dialog(panel).open, "the modal never opened");
  // Staff use what they see: the modal has been drawn before anything in it is used. Toggled
  // before its first rendering update, a <details> in it was at times drawn closed by Chromium
  // (`open` set, its content laid out, shown 0 px tall) for good.
  await afterRenderingUpdate(panel.ownerDocument.defaultView);
  if (waitForTests) {
    await waitUntil(
      () => notice(panel) && notice(panel).text !== "Loading tests...",
      "the tests never loaded",
      { timeout: 5000 },
    );
  }
}

/** The 'A/B Test settings' panel's summary (the kit's ExpansionPanel, a native disclosure). */
export const abPanelButton = (panel) => panel.shadowRoot.querySelector(".expansion-panel > summary");

/** Expands the 'A/B Test settings' panel as staff would, by its button. */
export async function expandAbPanel(panel) {
  abPanelButton(panel).click();
  await waitUntil(() => abPanelButton(panel).parentElement.open, "the A/B panel did not open");
  // Drawn open before anything in it is used, as staff see it.
  await afterRenderingUpdate(panel.ownerDocument.defaultView);
}

/** The option texts of a <select>. */
export const optionTexts = (select) => [...select.options].map((option) => option.textContent);

/** The text of the chosen option of a <select>. */
export const chosenText = (select) => select.selectedOptions[0]?.textContent;

/**
 * Chooses the option whose text is `text`, as staff would: by what it shows, since the values
 * are the panel's own encoding (a test may itself be named "none" or "select").
 */
export function chooseOption(select, text) {
  const option = [...select.options].find((candidate) => candidate.textContent === text);
  if (!option) throw new Error(`no option "${text}" in ${optionTexts(select).join(", ")}`);
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set.call(select, option.value);
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The active tests the stand-in lists for `time`, fetched directly (not hard-coded). */
export async function activeTestsAt(time) {
  const response = await fetch(`/service/abtestfrontend/api/v1/gettestsat?time=${encodeURIComponent(time)}`);
  return response.json();
}
