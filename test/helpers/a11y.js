/**
 * What every control a keyboard reaches must offer: a focus indicator that shows (WCAG 2.4.7,
 * with the contrast of 1.4.11), a target of at least 24 × 24 CSS px (2.5.8), and the same in
 * forced colours. Controls are reached as a visitor reaches them, with real Tab presses.
 */
import { expect } from "@open-wc/testing";
import { executeServerCommand, sendKeys } from "@web/test-runner-commands";

/** The element that has keyboard focus, looked up through shadow roots. */
function focusedElement() {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

/** Whether `node` is `container` or inside it, across shadow roots. */
function isInside(node, container) {
  for (let current = node; current; current = current.parentNode ?? current.host) {
    if (current === container) return true;
  }
  return false;
}

/** The parent element of `element`, or the host of its shadow root. */
const parentOf = (element) => element.parentElement ?? element.getRootNode().host ?? null;

/** A colour of getComputedStyle ("rgb(…)" or "rgba(…)") as [r, g, b, a]. */
function parseColor(text) {
  const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number);
  return [r, g, b, a];
}

/** `top` painted over the opaque `bottom`. */
const over = ([r, g, b, a], [r2, g2, b2]) => [
  r * a + r2 * (1 - a),
  g * a + g2 * (1 - a),
  b * a + b2 * (1 - a),
  1,
];

/** The opaque colour behind `element`: the first background of it or its ancestors, over the page's. */
function backgroundBehind(element) {
  const layers = [];
  for (let current = element; current; current = parentOf(current)) {
    const color = parseColor(getComputedStyle(current).backgroundColor);
    if (color[3] > 0) layers.push(color);
    if (color[3] === 1) break;
  }
  // Below everything, the canvas: white, or the forced colours' Canvas.
  let result = matchMedia("(forced-colors: active)").matches ? parseColor(canvasColor()) : [255, 255, 255, 1];
  for (const layer of layers.reverse()) result = over(layer, result);
  return result;
}

/** The system colour Canvas as the browser resolves it. */
function canvasColor() {
  const probe = document.createElement("div");
  probe.style.backgroundColor = "Canvas";
  document.body.append(probe);
  const color = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return color;
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance([r, g, b]) {
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrastRatio(first, second) {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const hasOutline = (style) => style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;

/**
 * The focus indicator of the focused `control`: the outline of the control, or of the element
 * that draws it for the control (the kit's InputField rings its box, `.control:focus-within`).
 * An outline, not a box-shadow: forced colours keep outlines and drop shadows (CSS Color Adjust
 * §3.1). Null when there is none.
 */
function focusIndicator(control) {
  const element = [control, parentOf(control)].find((candidate) => hasOutline(getComputedStyle(candidate)));
  if (!element) return null;
  const style = getComputedStyle(element);
  // A ring outside the element (outline-offset ≥ 0) lies over what is behind the element.
  const behind = backgroundBehind(parseFloat(style.outlineOffset) < 0 ? element : parentOf(element));
  const color = over(parseColor(style.outlineColor), behind);
  return { element, width: parseFloat(style.outlineWidth), contrast: contrastRatio(color, behind) };
}

/**
 * The box a pointer can hit to use `control`: a checkbox's label is part of it (a click on the
 * label ticks it).
 */
function targetBox(control) {
  const label = control.type === "checkbox" ? control.closest("label") : null;
  return (label ?? control).getBoundingClientRect();
}

/**
 * WCAG 2.5.8's "inline" exception: a link in running text, whose size the text's line height
 * sets (a sentence with a link in it; not a link alone in its paragraph or list item).
 */
function isInRunningText(control) {
  if (control.localName !== "a") return false;
  const block = control.closest("p, li, label, div");
  return Boolean(block) && block.textContent.trim() !== control.textContent.trim();
}

const describeControl = (control) =>
  `<${control.localName}${control.type ? ` type=${control.type}` : ""}> "${(
    control.getAttribute("aria-label") ||
    control.textContent ||
    control.name ||
    ""
  )
    .trim()
    .slice(0, 40)}"`;

/** A button to start from or to end on, outside the element under test. */
function sentinel(text) {
  const button = document.createElement("button");
  button.textContent = text;
  return button;
}

/**
 * Presses Tab through `element` as a visitor does and returns, for each control it reached, what
 * its focus looked like then and how big it is: `{ control, name, indicator, box }`. An element
 * is entered from a button placed before it and left for one placed after it (so that the focus
 * never leaves the page); an open modal <dialog> from its first control, until Tab comes back
 * to it.
 */
async function tabThrough(element, { maxPresses = 300 } = {}) {
  const isModal = element.localName === "dialog";
  const [before, after] = isModal ? [] : [sentinel("before"), sentinel("after")];
  const stops = [];
  const visit = (control) =>
    stops.push({
      control,
      name: describeControl(control),
      indicator: focusIndicator(control),
      box: targetBox(control),
    });
  try {
    if (isModal) {
      const first = element.querySelector("button, input, select, [href]");
      first.focus();
      visit(first);
    } else {
      element.before(before);
      element.after(after);
      before.focus();
    }
    for (let presses = 0; presses < maxPresses; presses += 1) {
      await sendKeys({ press: "Tab" });
      const control = focusedElement();
      if (!control || !isInside(control, element)) break;
      // The parts of a date or time field take one Tab each; the field is one stop.
      if (stops.at(-1)?.control === control) continue;
      if (stops[0]?.control === control) break; // a modal's Tab wraps around
      visit(control);
    }
  } finally {
    before?.remove();
    after?.remove();
  }
  return stops;
}

/**
 * WCAG 2.4.7 and 1.4.11 for each stop: an outline at least 2 px wide, at least 3:1 against
 * what is behind it, that shows with the focus only (gone once the focus moved on).
 */
function expectVisibleFocus(stops) {
  expect(stops.length, "controls reached by Tab").to.be.greaterThan(0);
  const failures = stops.flatMap(({ name, indicator }) => {
    if (!indicator) return [`${name}: no focus indicator`];
    const problems = [];
    if (indicator.width < 2) problems.push(`outline ${indicator.width}px`);
    if (indicator.contrast < 3) problems.push(`contrast ${indicator.contrast.toFixed(2)}:1`);
    if (hasOutline(getComputedStyle(indicator.element)) && !isInside(focusedElement(), indicator.element))
      problems.push("the outline stays without focus");
    return problems.length ? [`${name}: ${problems.join(", ")}`] : [];
  });
  expect(failures).to.deep.equal([]);
}

/** WCAG 2.5.8 for each stop: at least 24 × 24 CSS px, but for links in running text. */
function expectTargetSizes(stops) {
  const failures = stops
    .filter(({ control, box }) => (box.width < 24 || box.height < 24) && !isInRunningText(control))
    .map(({ name, box }) => `${name}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`);
  expect(failures).to.deep.equal([]);
}

/**
 * WCAG 1.4.11 for the text fields and selects among the stops: the box that bounds the field
 * (the kit's InputField draws it around the input) has a border of at least 3:1 against what
 * is behind it, also in forced colours.
 */
function expectVisibleFieldBorders(stops) {
  const fields = stops.filter(
    ({ control }) => control.localName === "select" || /^(text|email|date|time)$/.test(control.type),
  );
  const failures = fields.flatMap(({ control, name }) => {
    const box = control.parentElement?.classList.contains("control") ? control.parentElement : control;
    const style = getComputedStyle(box);
    const behind = backgroundBehind(parentOf(box));
    const contrast = contrastRatio(over(parseColor(style.borderTopColor), behind), behind);
    return style.borderTopStyle === "none" || parseFloat(style.borderTopWidth) < 1 || contrast < 3
      ? [`${name}: border ${style.borderTopStyle} ${style.borderTopWidth}, ${contrast.toFixed(2)}:1`]
      : [];
  });
  expect(failures).to.deep.equal([]);
}

/**
 * Tabs through `element` (see tabThrough) and checks every control it reaches: its focus
 * indicator, its target size and, for a field, its border. Resolves with the stops.
 */
export async function expectUsableByKeyboardAndPointer(element) {
  const stops = await tabThrough(element);
  expectVisibleFocus(stops);
  expectTargetSizes(stops);
  expectVisibleFieldBorders(stops);
  return stops;
}

/**
 * Turns forced colours (Windows' contrast themes) on or off where the engine can emulate them
 * (Chromium; web-test-runner.config.mjs). Resolves whether it did.
 */
export async function emulateForcedColors(isActive) {
  const isEmulated = await executeServerCommand("emulate-forced-colors", {
    forcedColors: isActive ? "active" : "none",
  });
  return isEmulated === true;
}

/**
 * Forced colours on for the next checks, which must hold there too. Chromium emulates them; the
 * other engines here cannot, and keep their own colours: there the checks still hold the rings to
 * be outlines, which forced colours keep.
 */
export async function forceColors() {
  if ((await emulateForcedColors(true)) && !matchMedia("(forced-colors: active)").matches)
    throw new Error("forced colours were not applied");
}
