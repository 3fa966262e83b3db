/**
 * The QA demo's shell (demo/index.html), opened in a frame of a laptop's window size: its viewport
 * presets give the page in its frame exactly their width and fit their window (scaled, and saying
 * so), the staff modal fits at every preset, the header is compact, the controls wrap only between
 * their groups, and its log shows only what happened since it was opened, each line with its time
 * and who it comes from, unplanned failures red.
 */
import { expect } from "@open-wc/testing";
import { attributeControls } from "../../demo/attribute-controls.mjs";
import { waitUntil } from "../helpers/wait.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";

const STORAGE_KEY = "shop-components-demo";
/** Where the demo keeps whether QA folded its log. */
const FOLD_KEY = "shop-components-demo-log";

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
  localStorage.removeItem(FOLD_KEY);
  await standIn.reset();
});
afterEach(async () => {
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
  setStaffCookies(false);
  localStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(FOLD_KEY);
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

  it("fit their window: 1440 and 1024 in a 1440 px window are scaled to the room beside the log and say how far", async () => {
    const { demo, page } = await openDemo(1440);
    const scale = demo.getElementById("frame-scale");
    const box = page.parentElement;
    for (const width of [1440, 1024]) {
      choose(demo, "viewport", String(width));
      await pageOfWidth(page, width);
      const shown = page.getBoundingClientRect().width / page.offsetWidth;
      expect(page.getBoundingClientRect().width, `${width}: the whole frame in view`).to.be.at.most(
        box.clientWidth + 0.5,
      );
      expect(box.scrollWidth, `${width}: nothing to scroll sideways`).to.be.at.most(box.clientWidth);
      expect(scale.textContent).to.equal(shown < 1 ? `shown at ${Math.floor(shown * 100)} %` : "100 %");
      expect(page.contentWindow.innerWidth, "fitting changes the scale, not the page's width").to.equal(
        width,
      );
    }

    choose(demo, "viewport", "375");
    await pageOfWidth(page, 375);
    expect(scale.textContent, "a frame that fits is not scaled").to.equal("100 %");
  });

  it("'Fit to window' off: 100 %, and the rest of a wider frame scrolls sideways, as the line says", async () => {
    const { demo, page } = await openDemo(1440);
    await pageOfWidth(page, 1440);
    choose(demo, "fit", false);
    expect(page.getBoundingClientRect().width, "shown at its own size").to.equal(page.offsetWidth);
    expect(demo.getElementById("frame-scale").textContent).to.equal("100 %, scroll");
    const box = page.parentElement;
    expect(box.scrollWidth, "the rest is there to scroll to").to.be.above(box.clientWidth);
  });
});

describe("the demo's header and frame", () => {
  it("a compact header: the frame and the log get the rest of a 1440 × 900 window", async () => {
    const { demo } = await openDemo(1440, 900);
    const header = demo.querySelector("header").getBoundingClientRect();
    expect(header.height, "the header's height").to.be.at.most(180);
    const stage = demo.querySelector(".stage").getBoundingClientRect();
    expect(stage.bottom, "the stage ends with the window").to.be.closeTo(900, 1);
  });

  for (const [width, height] of [
    [1024, 768],
    [1280, 800],
  ]) {
    it(`a compact header at ${width} × ${height}: at most 160 px, the stage gets the rest, one scroll only (the frame's)`, async () => {
      const { demo, page } = await openDemo(width, height);
      await pageOfWidth(page, 1440);
      expect(
        demo.querySelector("header").getBoundingClientRect().height,
        "the header's height",
      ).to.be.at.most(160);
      expect(demo.scrollingElement.scrollHeight, "the demo page's own height").to.be.at.most(height);
      const stage = demo.querySelector(".stage").getBoundingClientRect();
      expect(stage.bottom, "the stage ends with the window").to.be.closeTo(height, 1);
    });
  }

  it("the folded log gives its column back: the frame's box spans the stage", async () => {
    const { demo, page } = await openDemo(1024, 768);
    await pageOfWidth(page, 1440);
    const fold = demo.getElementById("fold-log");
    expect(fold.getAttribute("aria-expanded"), "folded").to.equal("false");
    const stage = demo.querySelector(".stage");
    const inner = stage.clientWidth - 2 * parseFloat(demo.defaultView.getComputedStyle(stage).paddingLeft);
    expect(page.parentElement.getBoundingClientRect().width, "the frame's box").to.be.closeTo(inner, 1);
    fold.click();
    expect(page.parentElement.getBoundingClientRect().width, "beside the log").to.be.below(inner - 300);
  });

  it("below 75rem the controls are a panel over the header: 'Settings' opens it, 'Done' closes it", async () => {
    const { demo } = await openDemo(1024, 768);
    const controls = demo.getElementById("controls");
    expect(controls.checkVisibility(), "closed at first").to.equal(false);
    demo.getElementById("show-settings").click();
    expect(controls.checkVisibility(), "opened").to.equal(true);
    expect(controls.getBoundingClientRect().top, "over the header").to.equal(0);
    controls.querySelector(".close-settings").click();
    expect(controls.checkVisibility(), "closed by 'Done'").to.equal(false);
  });

  it("'Fit to window' off keeps the header's rows: the frame does not move down", async () => {
    const { demo, page } = await openDemo(1440, 900);
    await pageOfWidth(page, 1440);
    const height = demo.querySelector("header").getBoundingClientRect().height;
    choose(demo, "fit", false);
    expect(demo.getElementById("frame-scale").textContent).to.equal("100 %, scroll");
    expect(demo.querySelector("header").getBoundingClientRect().height).to.equal(height);
  });

  it("in a 1024 × 768 window the log starts folded, so the 1024 preset reads at over 70 %; shown again, it has every line", async () => {
    const { demo, page } = await openDemo(1024, 768);
    choose(demo, "viewport", "1024");
    await pageOfWidth(page, 1024);
    const fold = demo.getElementById("fold-log");
    expect(fold.getAttribute("aria-expanded"), "folded").to.equal("false");
    expect(demo.getElementById("log").getClientRects().length, "the lines hidden").to.equal(0);
    const shown = () => page.getBoundingClientRect().width / page.offsetWidth;
    expect(shown(), "the 1024 preset's scale").to.be.at.least(0.7);
    await waitUntil(
      () => /^Show log \(\d+ new\)$/.test(fold.textContent),
      "the button counts the lines since",
      {
        timeout: 5000,
      },
    );

    fold.click();
    expect(fold.getAttribute("aria-expanded")).to.equal("true");
    expect(demo.querySelectorAll("#log li").length, "the lines that came while folded").to.be.above(0);
    expect(shown(), "beside the log, the frame is smaller").to.be.below(0.7);
    expect(localStorage.getItem(FOLD_KEY), "the choice is kept").to.equal("shown");
  });

  it("the staff modal fits in view at every preset, its actions included", async () => {
    const { demo, page } = await openDemo(1440, 900);
    const box = page.parentElement.getBoundingClientRect();
    /** The page's standalone panel, once it shows 'Preview settings' (staff cookies accepted). */
    const staffPanel = () => {
      const panel = page.contentDocument?.querySelector("preview-panel");
      return panel?.shadowRoot?.querySelector("button") ? panel : undefined;
    };
    for (const [name, value] of [
      ["staff", true],
      ["viewport", "1024"],
      ["viewport", "375"],
    ]) {
      // Each change loads the page anew: the panel to measure is the new page's.
      const before = page.contentDocument;
      choose(demo, name, value);
      const width = Number(demo.getElementById("controls").elements.viewport.value);
      await waitUntil(() => page.contentDocument !== before && staffPanel(), "no 'Preview settings'", {
        timeout: 8000,
      });
      await pageOfWidth(page, width);
      const panel = staffPanel();
      panel.shadowRoot.querySelector("button").click();
      await waitUntil(() => panel.shadowRoot.querySelector("dialog[open]"), "no modal");
      const frame = page.getBoundingClientRect();
      const scale = frame.width / page.offsetWidth;
      const shown = (rect) => ({
        left: frame.left + (rect.left + page.clientLeft) * scale,
        right: frame.left + (rect.right + page.clientLeft) * scale,
        top: frame.top + (rect.top + page.clientTop) * scale,
        bottom: frame.top + (rect.bottom + page.clientTop) * scale,
      });
      const open = panel.shadowRoot.querySelector("dialog[open]");
      const actions = [...open.querySelectorAll("button")];
      for (const [name, element] of [
        ["the modal", open],
        ["its last action", actions.at(-1)],
      ]) {
        const rect = shown(element.getBoundingClientRect());
        expect(rect.left, `${width}: ${name}'s left`).to.be.at.least(box.left - 0.5);
        expect(rect.right, `${width}: ${name}'s right`).to.be.at.most(box.right + 0.5);
        expect(rect.top, `${width}: ${name}'s top`).to.be.at.least(box.top - 0.5);
        expect(rect.bottom, `${width}: ${name}'s bottom`).to.be.at.most(box.bottom + 0.5);
      }
      open.close();
    }
  });
});

describe("the demo's controls", () => {
  it("one for every boolean and enum attribute of the manifest, which sets it on the element in the page, described in the guide", async () => {
    const manifest = await (await fetch("/dist/custom-elements.json")).json();
    // Which attributes get a control is the module's rule (held by the analyzer's fixture test).
    const expected = attributeControls(manifest).map(({ key }) => key);
    expect(expected, "the footer's flags at least").to.include.members([
      "shop-footer.reduced",
      "shop-footer.newsletter",
      "shop-footer.preview",
    ]);
    const { demo, page } = await openDemo();
    const controls = demo.getElementById("controls").elements;
    for (const key of expected) expect(Boolean(controls[key]), `a control for ${key}`).to.equal(true);
    const guide = [...demo.querySelectorAll("[data-attribute-guide]")]
      .map((group) => group.textContent)
      .join();
    expect(guide).to.include("<shop-footer>: reduced, newsletter, preview");
    expect(guide).to.include("Shows the newsletter sign-up block");
    choose(demo, "shop-footer.newsletter", false);
    await waitUntil(
      () => page.contentDocument?.querySelector("shop-footer")?.getAttribute("newsletter") === "false",
      "the footer in the page never got newsletter=false",
      { timeout: 5000 },
    );
  });

  for (const width of [1440, 1280, 1024]) {
    it(`wrap only between groups at a ${width} px window: no control alone on its line`, async () => {
      const { demo } = await openDemo(width);
      // Below 75rem the controls are a panel that 'Settings' opens.
      const settings = demo.getElementById("show-settings");
      if (settings.checkVisibility()) settings.click();
      expect(demo.getElementById("controls").checkVisibility(), "the controls shown").to.equal(true);
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

/** The log's lines, newest first, each as { kind, time, who, at, text }. */
const allLines = (demo) =>
  [...demo.querySelectorAll("#log li")].map((line) => ({
    kind: line.className,
    time: line.querySelector("time")?.textContent,
    who: line.querySelector(".who")?.textContent,
    at: Number(line.dataset.at),
    text: line.textContent,
  }));

describe("the demo's log", () => {
  it("shows only what happened since it was opened, each line with its real time and who it comes from", async () => {
    // Requests of an earlier session, still in the stand-in's log.
    await fetch("/service/promotion/api/promotion/SHOP_FOOTER?session=earlier", {
      headers: { "X-Hunter-Site": "de" },
    });
    await standIn.scenario("footer-500");
    await fetch("/service/promotion/api/promotion/SHOP_FOOTER?session=earlier-planned", {
      headers: { "X-Hunter-Site": "de" },
    });
    await standIn.scenario("normal");
    const opened = Date.now();
    const { demo, page } = await openDemo();
    await pageOfWidth(page, 1440);
    await waitUntil(
      () => logLines(demo, "SHOP_FOOTER [de] → 200").length,
      "the page's footer request never showed",
      {
        timeout: 8000,
      },
    );
    const lines = allLines(demo);
    expect(
      lines.filter((line) => line.text.includes("session=earlier")).map((line) => line.text),
      "no line of an earlier session",
    ).to.deep.equal([]);
    expect(lines.filter((line) => line.kind === "planned")).to.deep.equal([]);
    for (const line of lines) {
      expect(line.time, line.text).to.match(/^\d\d:\d\d:\d\d\.\d{3}$/);
      expect(["browser", "demo shell", "fragment service", "page", "demo"], line.text).to.include(line.who);
      expect(line.at, `${line.text}: a time since the demo was opened`).to.be.within(
        opened - 1000,
        Date.now() + 1000,
      );
    }
    const [footer] = logLines(demo, "SHOP_FOOTER [de] → 200");
    expect(lines.find((line) => line.text === footer.text).who, "the shop page's request").to.equal(
      "browser",
    );
    expect(
      lines.some((line) => line.who === "page" && line.text.includes("shop-ready")),
      "the page's events",
    ).to.equal(true);
    const times = lines.map((line) => line.at);
    expect(times, "newest first, in the order things happened").to.deep.equal(
      [...times].sort((a, b) => b - a),
    );
  });

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
