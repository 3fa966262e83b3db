/**
 * Pages with server-rendered elements (test/fixtures/prerendered/serve.mjs): opened in a frame,
 * with the script held back until the test releases it.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { afterRenderingUpdate } from "../helpers/page.js";

let holds = 0;

/**
 * Opens the prerendered shop page of `query` (`site`, `platform`, `tamper`, `csp`, `script`) in a
 * frame `width` px wide, its script held back, and resolves once the page is parsed and its
 * elements' stylesheets are in: what a visitor sees before the script.
 * @returns the frame's window and document, the form and the footer, `release()`, which lets
 *   the script load, makes both elements needed (focus comes into each) and resolves once both
 *   have hydrated (`shop-ready`), and
 *   `releaseScript()`, which lets it load and resolves at once.
 */
export async function openPrerendered(query = {}, { width = 1280, height = 900, sandbox } = {}) {
  const hold = `hold-${Date.now()}-${(holds += 1)}`;
  const frame = document.createElement("iframe");
  frame.style.cssText = `width:${width}px;height:${height}px;border:0;display:block`;
  if (sandbox !== undefined) frame.setAttribute("sandbox", sandbox);
  frame.src = `/test/prerendered-page/page.html?${new URLSearchParams({ site: "de", ...query, hold })}`;
  document.body.append(frame);
  await waitUntil(
    () =>
      frame.contentDocument?.readyState !== "loading" && frame.contentDocument?.querySelector("shop-footer"),
    "the page was never parsed",
    { timeout: 5000 },
  );
  const doc = frame.contentDocument;
  const page = frame.contentWindow;
  const form = doc.querySelector("main newsletter-signup");
  const footer = doc.querySelector("shop-footer");
  await waitUntil(() => stylesheetsLoaded(doc), "the elements' stylesheets never loaded", { timeout: 5000 });
  await afterRenderingUpdate(page);
  return {
    frame,
    page,
    document: doc,
    form,
    footer,
    nestedForm: footer.shadowRoot?.querySelector("newsletter-signup"),
    async release() {
      const ready = [form, footer].map(
        (element) =>
          new Promise((resolve) => element.addEventListener("shop-ready", resolve, { once: true })),
      );
      await this.releaseScript();
      await Promise.all(
        ["shop-footer", "newsletter-signup"].map((tag) => page.customElements.whenDefined(tag)),
      );
      // An element far down the page hydrates once the shopper comes near it or uses it: they use
      // both (focus comes into each, as a tap or Tab brings it), where the page is.
      for (const element of [form, footer])
        element.shadowRoot
          .querySelector("[part=base]")
          ?.dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
      await Promise.all(ready);
      await afterRenderingUpdate(page);
    },
    async releaseScript() {
      await fetch(`/test/prerendered-page/release?hold=${hold}`);
    },
  };
}

/** Every shadow root's stylesheet link in `doc` has its sheet (or was replaced by the script). */
function stylesheetsLoaded(doc) {
  const roots = [...doc.querySelectorAll("shop-footer, newsletter-signup")].map(
    (element) => element.shadowRoot,
  );
  const nested = roots.flatMap((root) => [...(root?.querySelectorAll("newsletter-signup") ?? [])]);
  return [...roots, ...nested.map((element) => element.shadowRoot)].every(
    (root) => root && [...root.querySelectorAll("link[rel=stylesheet]")].every((link) => link.sheet),
  );
}

export function closeFrames() {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
}

/**
 * Records every change in the shadow roots of `elements` (and of elements nested in them) until
 * `stop()`, which returns them as readable lines. The server's stylesheet link and data script,
 * which the script takes out when it adopts its sheets, are left out.
 */
export function recordChanges(elements) {
  const lines = [];
  const describe = (node) => (node.nodeType === 1 ? node.localName : `#${node.nodeName}`);
  const isFragmentPart = (node) =>
    node.nodeType === 1 &&
    (node.matches("link[rel=stylesheet]") || node.matches("script[data-shop-fragment]"));
  const attributesBefore = new Map();
  const note = (records) => {
    for (const record of records) {
      if (record.type === "childList") {
        const removed = [...record.removedNodes].filter((node) => !isFragmentPart(node));
        for (const node of removed) lines.push(`removed ${describe(node)} from ${describe(record.target)}`);
        for (const node of record.addedNodes)
          lines.push(`added ${describe(node)} to ${describe(record.target)}`);
      } else if (record.type === "attributes") {
        // Each attribute's value before the first change: written again with the value it had
        // (React sets an input's type and name as it hydrates it) is no change.
        const first = attributesBefore.get(record.target) ?? new Map();
        attributesBefore.set(record.target, first);
        if (!first.has(record.attributeName)) first.set(record.attributeName, record.oldValue);
      } else {
        lines.push(`text changed in ${describe(record.target.parentNode)}`);
      }
    }
  };
  const observer = new MutationObserver(note);
  const options = {
    childList: true,
    subtree: true,
    attributes: true,
    attributeOldValue: true,
    characterData: true,
  };
  for (const element of elements) {
    observer.observe(element.shadowRoot, options);
    for (const nested of element.shadowRoot.querySelectorAll("newsletter-signup"))
      observer.observe(nested.shadowRoot, options);
  }
  return {
    stop() {
      note(observer.takeRecords());
      observer.disconnect();
      for (const [element, before] of attributesBefore) {
        for (const [name, value] of before) {
          const now = element.getAttribute(name);
          if (now !== value) lines.push(`${describe(element)} [${name}] was "${value}", is "${now}"`);
        }
      }
      return lines;
    },
  };
}

/** Where each of `selectors` is in `root` (its box, rounded to the pixel): what a visitor sees move. */
export function boxes(root, selectors) {
  return Object.fromEntries(
    selectors.map((selector) => {
      const box = root.querySelector(selector)?.getBoundingClientRect();
      return [selector, box && [box.x, box.y, box.width, box.height].map(Math.round).join(" ")];
    }),
  );
}

/**
 * The words broken inside in `root` (a shadow root, its nested ones not included): each a run of
 * letters of one text node whose boxes lie on more than one line.
 */
export function brokenWords(root) {
  const broken = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.data.matchAll(/\p{L}{2,}/gu)) {
      const range = node.ownerDocument.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      // WebKit gives a range that starts a line an empty box at the end of the line before.
      const boxes = [...range.getClientRects()].filter((rect) => rect.width >= 1);
      const tops = new Set(boxes.map((rect) => Math.round(rect.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/**
 * Releases the page's script (`prerendered.release()`) and expects hydration to keep what the
 * shopper sees: no change in the footer's and the form's shadow roots, and the boxes of the
 * footer's `selectors` and the form's heading and field where they were.
 */
export async function expectHydrationKeeps(prerendered, selectors) {
  const { footer, form } = prerendered;
  const before = {
    footer: boxes(footer.shadowRoot, selectors),
    form: boxes(form.shadowRoot, ["h2", "input"]),
  };
  const changes = recordChanges([footer, form]);
  await prerendered.release();
  expect(changes.stop(), "changes in the shadow roots").to.deep.equal([]);
  const after = {
    footer: boxes(footer.shadowRoot, selectors),
    form: boxes(form.shadowRoot, ["h2", "input"]),
  };
  expect(after).to.deep.equal(before);
}
