/**
 * How pages embed the one classic script: with or without defer, before or after the elements,
 * twice (harmless); a bad element does not disturb the others.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { rendersNothing } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";

/** Loads a fixture page in an iframe and waits until `count` elements fired shop-ready. */
async function openPage(path, count) {
  const frame = document.createElement("iframe");
  frame.style.width = "1024px";
  frame.style.height = "800px";
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.src = path;
  document.body.append(frame);
  await loaded;
  const page = frame.contentWindow;
  await waitUntil(() => page.readyElements?.length >= count, `${path}: fewer than ${count} elements ready`, {
    timeout: 5000,
  });
  return { frame, page, document: frame.contentDocument };
}

beforeEach(() => standIn.reset());
afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

describe("embedding the script", () => {
  it("included twice (once deferred): no error, every element renders", async () => {
    const { page, document: doc } = await openPage("/test/fixtures/twice.html", 3);
    // Both scripts have run by the frame's load event (a deferred script runs before it), and
    // three elements are ready: a "defined twice" error would have been logged by now.
    expect(page.pageErrors).to.deep.equal([]);
    expect(doc.querySelector("shop-footer").shadowRoot.querySelector("footer")).to.exist;
    expect(doc.querySelector("newsletter-signup").shadowRoot.querySelector("form")).to.exist;
  });

  it("elements before the script upgrade, later ones on insertion; site=xx errs alone", async () => {
    const { page, document: doc } = await openPage("/test/fixtures/before-script.html", 3);
    expect(page.readyElements.sort()).to.deep.equal(["newsletter-signup", "shop-footer", "shop-footer"]);
    expect(page.pageErrors).to.have.length(1);
    expect(page.pageErrors[0]).to.contain(`<shop-footer>: site="xx"`);
    const footers = doc.querySelectorAll("shop-footer");
    expect(rendersNothing(footers[0]), "the bad one renders nothing").to.equal(true);
    expect(footers[1].shadowRoot.querySelector("footer[data-reduced]")).to.exist;
    expect(footers[2].shadowRoot.querySelector("[part=base]").lang).to.equal("cs-CZ");
  });

  it("a script in the head without defer upgrades the elements the parser adds later", async () => {
    const { page, document: doc } = await openPage("/test/fixtures/script-in-head.html", 1);
    expect(page.pageErrors).to.deep.equal([]);
    expect(doc.querySelector("shop-footer").shadowRoot.querySelector("[part=base]").lang).to.equal("tr-TR");
  });

  it("properties a page sets before the elements are defined are taken over as they upgrade", async () => {
    // A page's script sets them on a plain element (an own property would hide the accessor).
    const { page, document: doc } = await openPage("/test/fixtures/properties-before-definition.html", 1);
    expect(page.definedBefore, "defined before the page's script").to.equal(false);
    const footer = doc.querySelector("shop-footer");
    expect(Object.hasOwn(footer, "reduced"), "an own property hides the accessor").to.equal(false);
    expect(footer.getAttribute("site")).to.equal("at");
    expect(footer.hasAttribute("reduced")).to.equal(true);
    expect(footer.reduced).to.equal(true);
    expect(footer.shadowRoot.querySelector("footer[data-reduced]")).to.exist;
    expect(footer.shadowRoot.querySelector("[part=base]").lang).to.equal("de-AT");
    expect(page.pageErrors).to.deep.equal([]);
  });

  it("a deferred script defines each tag in a task of its own, in order, so that no one task upgrades them all", async () => {
    // Each tag's upgrades (the prerendered footer's data read, every element's attributes) then
    // stay short tasks on a slow phone (bench:render); before, one task evaluated the element
    // layer and upgraded every element of the page.
    const { page } = await openPage("/test/fixtures/defined-in-turn.html", 2);
    await waitUntil(() => page.definedWith["preview-panel"], "preview-panel was never defined");
    expect(page.definedWith).to.deep.equal({
      "shop-footer": ["shop-footer"],
      "newsletter-signup": ["shop-footer", "newsletter-signup"],
      "preview-panel": ["shop-footer", "newsletter-signup", "preview-panel"],
    });
    expect(page.pageErrors).to.deep.equal([]);
  });

  it("the script is a classic script: it defines the three elements without a module loader", () => {
    for (const tag of ["shop-footer", "newsletter-signup", "preview-panel"]) {
      expect(customElements.get(tag), tag).to.be.a("function");
    }
  });
});
