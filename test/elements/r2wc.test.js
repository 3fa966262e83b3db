/**
 * Why the elements have their own layer (src/elements/define.ts) and not
 * @r2wc/react-to-web-component, shown on r2wc itself: a React component wrapped by r2wc 2.1.1
 * (test/r2wc/probe.js, bundled to build/r2wc-probe.js by `npm run build`) next to <shop-footer>.
 * r2wc reads a boolean attribute its own way: a bare `reduced` gives undefined, and removing the
 * attribute keeps the old value, as its attributeChangedCallback skips empty and null values.
 * Ours follows HTML: present is true, absent is the default.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { mount, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";

const PROBE_SCRIPT = "/build/r2wc-probe.js";

/** Loads the r2wc probe's script once, as a classic script, and waits for it to run. */
let probeLoaded;
function loadProbe() {
  probeLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = PROBE_SCRIPT;
    script.addEventListener("load", resolve, { once: true });
    script.addEventListener(
      "error",
      () => reject(new Error(`${PROBE_SCRIPT} did not load: run npm run build (it bundles the probe)`)),
      { once: true },
    );
    document.head.append(script);
  });
  return probeLoaded;
}

const containers = [];

/** Adds an r2wc probe with `attributes` to the page and waits for its first render. */
async function mountProbe(attributes) {
  const container = document.createElement("div");
  container.innerHTML = `<r2wc-probe ${attributes}></r2wc-probe>`;
  document.body.append(container);
  containers.push(container);
  const probe = container.firstElementChild;
  await waitUntil(() => probe.querySelector("output"), "the r2wc probe never rendered", { timeout: 5000 });
  return probe;
}

/** What the probe's component got, as it renders it: "<label>: <reduced>". */
const shown = (probe) => probe.querySelector("output").textContent;

/** Waits until the footer's rendered footer says it is reduced (`true`) or not (`false`). */
const rendersReduced = (footer, isReduced) =>
  waitUntil(
    () => footer.shadowRoot.querySelector("[part=footer]")?.hasAttribute("data-reduced") === isReduced,
    `the footer never rendered reduced=${isReduced}`,
    { timeout: 5000 },
  );

before(loadProbe);
beforeEach(() => standIn.reset());
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
  unmountAll();
});

describe("boolean attributes: r2wc 2.1.1 against our element layer", () => {
  it("a bare attribute (`reduced`): r2wc gives the prop undefined, ours reads true", async () => {
    const probe = await mountProbe('label="bare" reduced');
    expect(shown(probe)).to.equal("bare: undefined");
    expect(probe.reduced).to.equal(undefined);

    const footer = await mount(`<shop-footer site="de" reduced></shop-footer>`);
    expect(footer.reduced).to.equal(true);
    await rendersReduced(footer, true);
  });

  it("removing the attribute: r2wc keeps the old value, ours goes back to the default", async () => {
    const probe = await mountProbe('label="before" reduced="true"');
    expect(shown(probe)).to.equal("before: true");
    probe.removeAttribute("reduced");
    // A change r2wc does pass on: once it has rendered, the removal had its chance to arrive.
    probe.setAttribute("label", "after");
    await waitUntil(() => shown(probe).startsWith("after:"), "the r2wc probe never rendered again", {
      timeout: 5000,
    });
    expect(shown(probe)).to.equal("after: true");
    expect(probe.reduced).to.equal(true);

    const footer = await mount(`<shop-footer site="de" reduced></shop-footer>`);
    await rendersReduced(footer, true);
    footer.removeAttribute("reduced");
    expect(footer.reduced).to.equal(false);
    await rendersReduced(footer, false);
  });
});
