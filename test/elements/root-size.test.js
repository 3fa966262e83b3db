/**
 * Sizes hold on any page root (docs/look.md, "Sizes on any page"): a legacy page's
 * `html { font-size: 10px }` (the 62.5 % trick) must not shrink the elements' texts and controls,
 * while a larger root (what a visitor's larger font-size preference gives a page without the
 * trick) still makes them larger. Each text node, drawn mark and form control in the shadow roots
 * of the footer (its nested form and preview panel included) and of a form and a preview panel of
 * their own is measured on a page with the root at 16 px and on pages with the root at 10 and
 * 20 px, through the built script.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { closePages, openPage } from "../helpers/footer.js";
import { setStaffCookies, standIn } from "../helpers/stand-in.js";

const BODY = `<shop-footer site="de" preview></shop-footer>
  <newsletter-signup site="de"></newsletter-signup>
  <preview-panel site="de"></preview-panel>`;

const CONTROLS = "input, select, textarea, button";

/** Whether every element of the page has rendered: the forms' fields and the panels' triggers. */
function isRendered(doc) {
  const footer = doc.querySelector("shop-footer").shadowRoot;
  const forms = [doc.querySelector("body > newsletter-signup"), footer.querySelector("newsletter-signup")];
  const panels = [doc.querySelector("body > preview-panel"), footer.querySelector("preview-panel")];
  return (
    forms.every((form) => form?.shadowRoot?.querySelector("form input")) &&
    panels.every((panel) => panel?.shadowRoot?.querySelector("[part=trigger]"))
  );
}

/**
 * What `root` (a shadow root or an element) and the shadow roots in it show, in document order:
 * each text node's font size, each drawn mark's (::before and ::after with a text), and each form
 * control's font size and box.
 */
function measure(root, found = []) {
  for (const node of root.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.data.trim() && !node.parentElement.matches("style, script"))
        found.push({ what: `"${node.data.trim().slice(0, 40)}"`, fontSize: fontSizeOf(node.parentElement) });
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      measureElement(node, found);
      if (node.shadowRoot) measure(node.shadowRoot, found);
      measure(node, found);
    }
  }
  return found;
}

function measureElement(element, found) {
  const view = element.ownerDocument.defaultView;
  for (const pseudo of ["::before", "::after"]) {
    const style = view.getComputedStyle(element, pseudo);
    if (/^["']/.test(style.content))
      found.push({ what: `<${element.localName}>${pseudo}`, fontSize: parseFloat(style.fontSize) });
  }
  if (element.matches(CONTROLS)) {
    const { width, height } = element.getBoundingClientRect();
    found.push({ what: `<${element.localName}>`, fontSize: fontSizeOf(element), width, height });
  }
}

const fontSizeOf = (element) =>
  parseFloat(element.ownerDocument.defaultView.getComputedStyle(element).fontSize);

/** Everything the elements show on a page whose root font size is `rootSize`, `width` px wide. */
async function sizesOnRoot(rootSize, width) {
  const { document: doc } = await openPage(BODY, {
    width,
    head: `<style>html { font-size: ${rootSize} }</style>`,
  });
  await waitUntil(() => isRendered(doc), "the forms and preview panels never rendered", { timeout: 5000 });
  const hosts = [...doc.querySelectorAll("body > *")].filter((element) => element.shadowRoot);
  return hosts.flatMap((host) => measure(host.shadowRoot));
}

/** Pairs what two pages show, which must be the same things in the same order. */
function paired(sizes, reference) {
  expect(sizes.map((size) => size.what)).to.deep.equal(reference.map((size) => size.what));
  expect(reference.length).to.be.above(100);
  return sizes.map((size, index) => [size, reference[index]]);
}

before(() => setStaffCookies(true));
after(() => setStaffCookies(false));
beforeEach(() => standIn.reset());
afterEach(() => closePages());

for (const width of [1440, 375]) {
  describe(`sizes on any page root, ${width} px wide`, function () {
    // Each test opens pages with three elements and measures every node of their shadow roots.
    this.timeout(30_000);
    let reference;
    beforeEach(async () => {
      reference ??= await sizesOnRoot("16px", width);
    });

    it("a root of 10 px (the 62.5 % trick) shrinks no text and no control", async () => {
      const sizes = await sizesOnRoot("10px", width);
      const shrunk = paired(sizes, reference).flatMap(([size, normal]) =>
        ["fontSize", "width", "height"]
          .filter((key) => key in size && size[key] < normal[key] - 0.01)
          .map((key) => `${size.what} ${key} ${size[key]} < ${normal[key]}`),
      );
      expect(shrunk).to.deep.equal([]);
    });

    it("a root of 20 px (a visitor's larger font size) makes every text larger", async () => {
      const sizes = await sizesOnRoot("20px", width);
      const notLarger = paired(sizes, reference)
        .filter(([size, normal]) => !(size.fontSize > normal.fontSize))
        .map(([size, normal]) => `${size.what} ${size.fontSize} ≤ ${normal.fontSize}`);
      expect(notLarger).to.deep.equal([]);
    });
  });
}
