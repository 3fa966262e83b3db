/**
 * The QA demo's shell (demo/index.html), opened in a frame of a laptop's window size: its viewport
 * presets give the page in its frame exactly their width, the page is shown at a readable scale,
 * the controls wrap only between their groups, and its log shows only unplanned failures red.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { standIn } from "../helpers/stand-in.js";

const STORAGE_KEY = "shop-components-demo";

/** Opens the demo in a frame as wide as a window of `width` px; resolves once its scenarios are listed. */
async function openDemo(width = 1440, height = 900) {
  const holder = document.createElement("iframe");
  holder.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block`;
  const loaded = new Promise((resolve) => holder.addEventListener("load", resolve, { once: true }));
  holder.src = "/demo/index.html";
  document.body.append(holder);
  await loaded;
  const demo = holder.contentDocument;
  await waitUntil(() => demo.querySelector("select[name=scenario]").options.length > 1, "no scenarios", {
    timeout: 5000,
  });
  return { holder, demo, page: demo.getElementById("page") };
}

/** Changes a control of the demo as QA does: its value, then its change event. */
function choose(demo, name, value) {
  const field = demo.getElementById("controls").elements[name];
  if (field instanceof demo.defaultView.RadioNodeList) {
    const radio = [...field].find((candidate) => candidate.value === value);
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
  } else if (field.type === "checkbox") {
    field.checked = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Waits until the frame holds a loaded shop page whose viewport is `width` px wide. */
async function pageOfWidth(page, width) {
  await waitUntil(
    () =>
      page.contentDocument?.readyState === "complete" &&
      page.contentWindow.location.pathname === "/demo/shop-page.html" &&
      page.contentWindow.innerWidth === width,
    `the page in the frame is not ${width} px wide`,
    { timeout: 5000 },
  );
  return page.contentWindow;
}

/** The log's lines that say `text`, each as { kind, text }. */
const logLines = (demo, text) =>
  [...demo.querySelectorAll("#log li")]
    .filter((line) => line.textContent.includes(text))
    .map((line) => ({ kind: line.className, text: line.textContent }));

beforeEach(async () => {
  localStorage.removeItem(STORAGE_KEY);
  await standIn.reset();
});
afterEach(async () => {
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
  localStorage.removeItem(STORAGE_KEY);
  await standIn.reset();
});

describe("the demo's viewport presets", () => {
  it("give the page in the frame exactly 375, 1024 and 1440 px, which its media queries see", async () => {
    const { demo, page } = await openDemo();
    for (const width of [375, 1024, 1440]) {
      choose(demo, "viewport", String(width));
      const view = await pageOfWidth(page, width);
      expect(view.matchMedia(`(width: ${width}px)`).matches, `media width ${width}`).to.equal(true);
      // The frame's border goes around the page: it takes nothing from the preset's width.
      expect(page.clientWidth, "the frame's inner width").to.equal(width);
    }
  });

  it("show the page at 100 % in a 1440 px window, scrolling sideways; 'Fit to window' scales it and says how far", async () => {
    const { demo, page } = await openDemo(1440);
    await pageOfWidth(page, 1440);
    const scale = demo.getElementById("frame-scale");
    expect(page.getBoundingClientRect().width, "shown at its own size").to.equal(page.offsetWidth);
    expect(scale.textContent).to.equal("100 %, scroll sideways for the rest");
    const box = page.parentElement;
    expect(box.scrollWidth, "the rest is there to scroll to").to.be.above(box.clientWidth);

    choose(demo, "fit", true);
    const shown = page.getBoundingClientRect().width / page.offsetWidth;
    expect(shown).to.be.below(1);
    expect(page.getBoundingClientRect().width).to.be.at.most(box.clientWidth + 0.5);
    expect(scale.textContent).to.equal(`shown at ${Math.floor(shown * 100)} %`);
    expect(page.contentWindow.innerWidth, "fitting changes the scale, not the page's width").to.equal(1440);

    choose(demo, "viewport", "375");
    await pageOfWidth(page, 375);
    expect(scale.textContent, "a frame that fits is not scaled").to.equal("100 %");
  });
});

describe("the demo's controls", () => {
  for (const width of [1440, 1280, 1024]) {
    it(`wrap only between groups at a ${width} px window: no control alone on its line`, async () => {
      const { demo } = await openDemo(width);
      const controls = [...demo.querySelectorAll("#controls .group > *")];
      const lines = new Map();
      for (const control of controls) {
        const { top, bottom } = control.getBoundingClientRect();
        const key = [...lines.keys()].find(([lineTop, lineBottom]) => top < lineBottom && bottom > lineTop);
        if (key) lines.get(key).push(control);
        else lines.set([top, bottom], [control]);
      }
      for (const line of lines.values()) {
        const names = line.map((control) => control.textContent.trim().split("\n")[0]);
        expect(line.length, `alone on its line: ${names}`).to.be.above(1);
      }
      const reload = demo.getElementById("reload").getBoundingClientRect();
      const honeypot = demo.getElementById("fill-honeypot").getBoundingClientRect();
      expect(reload.top, "'Reload page' shares its line with its group").to.equal(honeypot.top);
    });
  }
});

describe("the demo's log", () => {
  it("shows a scenario's failures and the elements' errors about them as planned, none red", async () => {
    const { demo, page } = await openDemo();
    await pageOfWidth(page, 1440);
    choose(demo, "scenario", "footer-500");
    await waitUntil(
      () => logLines(demo, "could not be loaded").length && logLines(demo, "SHOP_FOOTER [de] → 500").length,
      "neither the error nor the request in the log",
      { timeout: 8000 },
    );
    const [error] = logLines(demo, "could not be loaded");
    expect(error.kind).to.equal("planned");
    expect(error.text).to.contain("(planned: scenario footer-500)");
    const [request] = logLines(demo, "SHOP_FOOTER [de] → 500");
    expect(request.kind).to.equal("planned");
    expect(request.text).to.contain("→ 500 (planned: scenario footer-500)");
    const red = [...demo.querySelectorAll("#log li.error, #log li.failed")].map((line) => line.textContent);
    expect(red, "nothing red that nobody planned").to.deep.equal([]);
  });

  it("site xx: one error for the page that names every element, as planned", async () => {
    const { demo, page } = await openDemo();
    await pageOfWidth(page, 1440);
    choose(demo, "site", "xx");
    await waitUntil(() => logLines(demo, 'site="xx"').length, "no error for site xx", { timeout: 5000 });
    // The elements upgrade together: anything more would have been logged with the first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logLines(demo, 'site="xx"');
    expect(lines, lines.map((line) => line.text).join("\n")).to.have.length(1);
    expect(lines[0].kind).to.equal("planned");
    for (const tag of ["preview-panel", "newsletter-signup", "shop-footer"])
      expect(lines[0].text).to.contain(`<${tag}>`);
    const elements = page.contentDocument.querySelectorAll("preview-panel, newsletter-signup, shop-footer");
    for (const element of elements)
      expect(element.matches(":state(invalid)"), element.localName).to.equal(true);
  });
});
