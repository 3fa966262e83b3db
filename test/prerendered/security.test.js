/**
 * Server-rendered fragments tried as an attacker would, parsed by the engine itself: a fragment
 * runs with the shop's origin, so no query may put markup, a handler or a script into it, a
 * fragment's data block is not trusted beyond the page, and hydration never leaves an element
 * twice.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { afterRenderingUpdate } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { closeFrames, openPrerendered } from "./support.js";

beforeEach(() => standIn.reset());
afterEach(closeFrames);

/** Attribute names and values that would run `parent.pwned()` if the fragment let them into markup. */
const PAYLOAD = "parent.pwned(1)";
const HOSTILE_QUERIES = [
  `data-x%3E%3Cimg%20src%3Dx%20onerror%3D${encodeURIComponent(PAYLOAD)}%3E`,
  `data-a+onmouseover%3D${encodeURIComponent(PAYLOAD)}`,
  `data-a%20autofocus%20onfocus%3D${encodeURIComponent(PAYLOAD)}`,
  `%22%3E%3Csvg%20onload%3D${encodeURIComponent(PAYLOAD)}%3E`,
  `onfocus=${encodeURIComponent(PAYLOAD)}&autofocus`,
  `x%2Fonload%3D${encodeURIComponent(PAYLOAD)}`,
  `hunter-content=${encodeURIComponent(`"><img src=x onerror=${PAYLOAD}>`)}`,
  `hunter-content=${encodeURIComponent(`</template><img src=x onerror=${PAYLOAD}>`)}`,
  `lang=${encodeURIComponent(`"><img src=x onerror=${PAYLOAD}>`)}`,
  `origin=${encodeURIComponent(`' autofocus onfocus='${PAYLOAD}`)}`,
];

/** Every element in `root` and in the shadow roots below it. */
function allElements(root) {
  const found = [];
  for (const element of root.querySelectorAll("*")) {
    found.push(element);
    if (element.shadowRoot) found.push(...allElements(element.shadowRoot));
  }
  return found;
}

/**
 * Parses `html` as a page's body would (declarative shadow roots included) in a frame that may
 * run scripts, so that anything the markup smuggled in would run; resolves with the frame's
 * document once it has loaded and had a frame to paint and focus.
 */
async function parseAsPage(html, calls) {
  const frame = document.createElement("iframe");
  frame.style.cssText = "width:1024px;height:600px;border:0";
  frame.srcdoc = `<!doctype html><html><body><main>${html}</main></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  window.pwned = (value) => calls.push(value);
  document.body.append(frame);
  await loaded;
  await afterRenderingUpdate(frame.contentWindow);
  return frame.contentDocument;
}

describe("fragments from hostile queries, as the engine parses them", () => {
  for (const tag of ["shop-footer", "newsletter-signup"]) {
    it(`put no script and no handler into <${tag}>, with or without a 400`, async function () {
      // A page parsed per query: WebKitGTK takes about a second for each.
      this.timeout(40000);
      const calls = [];
      for (const hostile of HOSTILE_QUERIES) {
        const response = await fetch(`/test/prerendered-page/fragments/${tag}?site=de&${hostile}`);
        const body = await response.text();
        expect([200, 400], hostile).to.include(response.status);
        if (response.status !== 200) {
          expect(response.headers.get("content-type"), hostile).to.equal("text/plain; charset=utf-8");
          continue;
        }
        const doc = await parseAsPage(body, calls);
        const elements = allElements(doc.body);
        const handlers = elements.filter((element) =>
          [...element.attributes].some((attribute) => attribute.name.startsWith("on")),
        );
        expect(
          handlers.map((element) => element.outerHTML.slice(0, 80)),
          hostile,
        ).to.deep.equal([]);
        const scripts = elements.filter((element) => element.localName === "script");
        for (const script of scripts) expect(script.type, hostile).to.equal("application/json");
        expect(doc.querySelector(`main > ${tag}`), hostile).to.not.equal(null);
        expect(doc.querySelectorAll("main > *"), hostile).to.have.length(1);
        closeFrames();
      }
      expect(calls, "a payload ran").to.deep.equal([]);
    });
  }
});

describe("hydration of a fragment it cannot match", () => {
  it("renders the footer anew in place, once, with one warning", async () => {
    const prerendered = await openPrerendered({ site: "de", tamper: "markup" });
    const warnings = [];
    prerendered.page.console.warn = (...args) => warnings.push(args.map(String).join(" "));
    await prerendered.release();
    const root = prerendered.footer.shadowRoot;
    await waitUntil(
      () => !root.textContent.includes("Not rendered by the server"),
      "the foreign node stayed",
    );
    expect(root.querySelectorAll("footer[part=footer]")).to.have.length(1);
    expect(root.querySelectorAll("[part=countries]")).to.have.length(1);
    expect(warnings.filter((line) => line.includes("<shop-footer>"))).to.have.length(1);
  });

  it("does not arise from links the server and the browser judge differently", async () => {
    const html = await (
      await fetch("/test/prerendered-page/page.html?site=de&links=disputed&script=none")
    ).text();
    const prerendered = await openPrerendered({ site: "de", links: "disputed" });
    const warnings = [];
    prerendered.page.console.warn = (...args) => warnings.push(args.map(String).join(" "));
    await prerendered.release();
    const root = prerendered.footer.shadowRoot;
    expect(warnings, "a hydration warning").to.deep.equal([]);
    expect(root.querySelectorAll("footer[part=footer]")).to.have.length(1);
    const legal = [...root.querySelectorAll("a")].filter((link) => /^Link \d+$/.test(link.textContent));
    // What the browser shows is what the server rendered: the same links, no more, no fewer.
    const served = [...html.matchAll(/<a href="([^"]*)">Link \d+<\/a>/g)].map(([, href]) => href);
    expect(legal.map((link) => link.getAttribute("href").replace(/&/g, "&amp;"))).to.deep.equal(served);
  });
});

describe("a fragment's data block", () => {
  it("does not choose where images come from: the page's origin does", async () => {
    const prerendered = await openPrerendered({ site: "de", tamper: "origin" }, { width: 1280 });
    await prerendered.release();
    const { footer, page } = prerendered;
    // The phone layout renders the groups' images anew, from what the element knows.
    footer.setAttribute("platform", "MATCH");
    const root = footer.shadowRoot;
    await waitUntil(() => root.querySelector("footer[data-layout=accordion]"), "no accordion");
    // Every image address: the images' own and the sources the form's picture chooses from.
    const sources = allElements(root).flatMap((element) =>
      [element.getAttribute(element.localName === "source" ? "srcset" : "src")].filter(
        (address) => ["img", "source"].includes(element.localName) && address !== null,
      ),
    );
    expect(sources.length).to.be.above(0);
    for (const source of sources) expect(new URL(source).origin, source).to.equal(page.origin);
  });
});
