// The footer content's validation (src/elements/shop-footer/shop-footer.schema.ts), part by part,
// and its load (footer-content.ts, with src/api/promotion.ts): one request per site and api-base.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { afterEach, before, beforeEach, describe, it, mock } from "node:test";
import {
  FOOTER_LIMITS,
  TEXT_LIMITS,
  parseFooterContent,
} from "../../src/elements/shop-footer/shop-footer.schema.ts";
import { loadFooterContent } from "../../src/elements/shop-footer/footer-content.ts";
import { jsonDepth, readContentJson } from "../../src/api/promotion.ts";

const DEMO = JSON.parse(readFileSync(new URL("../../demo/content/footer.de.json", import.meta.url), "utf8"));

/** The content as the footer reads it, with everything it logged. */
function parse(raw) {
  const logged = [];
  const content = parseFooterContent(raw, "de", (message) => logged.push(message));
  return { content, logged };
}

const link = (text = "Hilfe", href = "/c/hilfe") => ({ text, href });

describe("parseFooterContent()", () => {
  it("takes the demo content whole, logging nothing", () => {
    const { content, logged } = parse(DEMO);
    assert.deepEqual(logged, []);
    assert.equal(content.teaserGroups.length, DEMO.teaserGroups.length);
    assert.equal(content.headline, DEMO.headline);
  });

  it("no content, or content that is not an object, is none, logged once", () => {
    for (const raw of [undefined, null, "text", 3, []]) {
      const { content, logged } = parse(raw);
      assert.equal(content, undefined);
      assert.equal(logged.length, 1);
      assert.match(logged[0], /^no footer content for site de/);
    }
  });

  it("an object without any part gives empty lists, not a crash", () => {
    const { content, logged } = parse({});
    assert.deepEqual(logged, []);
    assert.deepEqual(content.teaserGroups, []);
    assert.deepEqual(content.legalLinks, []);
    assert.deepEqual(content.viewChanger, {});
  });

  it("drops a broken part only, and names each by its path and why, without its value", () => {
    const { content, logged } = parse({
      legalLinks: [
        link("Impressum", "/impressum"),
        link("Böse", "javascript:alert('secret')"),
        { text: "Cookies", action: "consent-settings" },
        { text: "Nichts" },
        link("   "),
      ],
      socialMedia: "not a list",
    });
    assert.deepEqual(
      content.legalLinks.map((item) => item.text),
      ["Impressum", "Cookies"],
    );
    assert.deepEqual(content.socialMedia, []);
    assert.equal(logged.length, 1);
    const [message] = logged;
    assert.match(message, /legalLinks\[1\]\.href: not a relative path or http\(s\) URL/);
    assert.match(message, /legalLinks\[3\]: neither a link nor an action/);
    assert.match(message, /legalLinks\[4\]\.text: empty/);
    assert.match(message, /socialMedia: not a list/);
    assert.doesNotMatch(message, /secret|not a list.*not a list/);
  });

  it("a broken link in a group costs that link, not the group", () => {
    const group = { heading: { text: "Service" }, links: [link(), { text: "x", href: 5 }], images: [] };
    const { content, logged } = parse({ teaserGroups: [group] });
    assert.equal(content.teaserGroups.length, 1);
    assert.deepEqual(content.teaserGroups[0].links, [{ ...link(), hideInClassic: false }]);
    assert.match(logged[0], /teaserGroups\[0\]\.links\[1\]\.href: expected string/);
  });

  it("an unknown logo file is named, the one value the log repeats", () => {
    const { content, logged } = parse({
      appReferences: [{ label: "App", source: "evil.svg", href: "https://apps.example/x" }],
    });
    assert.deepEqual(content.appReferences, []);
    assert.match(logged[0], /appReferences\[0\]\.source: unknown logo file "evil\.svg"/);
  });

  it("takes at most the limit of each list and logs how many more there were", () => {
    const many = Array.from({ length: FOOTER_LIMITS.legalLinks + 3 }, () => link());
    const { content, logged } = parse({ legalLinks: many });
    assert.equal(content.legalLinks.length, FOOTER_LIMITS.legalLinks);
    assert.match(logged[0], new RegExp(`legalLinks: 3 more than the ${FOOTER_LIMITS.legalLinks} accepted`));
  });

  it("a text longer than its limit fails its part before any other check looks at it", () => {
    const long = "x".repeat(TEXT_LIMITS.text + 1);
    const { content, logged } = parse({ headline: long, legalLinks: [link(long)] });
    assert.equal(content.headline, undefined);
    assert.deepEqual(content.legalLinks, []);
    assert.match(logged[0], new RegExp(`headline: longer than ${TEXT_LIMITS.text} characters`));
    assert.match(logged[0], /legalLinks\[0\]\.text: longer than/);
  });

  it("a quality logo's size is 1 to 1000 pixels", () => {
    const logo = (width) => ({
      link: "https://trust.example/",
      image: { label: "Trusted", source: DEMO.qualityLogos[0].image.source, width, height: 40 },
    });
    const { content, logged } = parse({ qualityLogos: [logo(1000), logo(0), logo(1001), logo("40")] });
    assert.equal(content.qualityLogos.length, 1);
    assert.match(logged[0], /qualityLogos\[1\]\.image\.width: not a size of 1 to 1000 pixels/);
    assert.match(logged[0], /qualityLogos\[3\]\.image\.width: expected number/);
  });

  it("reads content as it is on a page whose scripts added helpers to Object.prototype", () => {
    // Old libraries assign enumerable helpers there; a schema must not take them for entries.
    Object.prototype.extend = function () {};
    try {
      const { content, logged } = parse(DEMO);
      assert.deepEqual(logged, []);
      assert.equal(content.legalLinks.length, DEMO.legalLinks.length);
    } finally {
      delete Object.prototype.extend;
    }
  });
});

describe("the content text", () => {
  it("jsonDepth counts nesting outside strings only", () => {
    assert.equal(jsonDepth("1"), 0);
    assert.equal(jsonDepth('{"a":[{"b":[]}]}'), 4);
    assert.equal(jsonDepth('["[[[[", "\\"[["]'), 1);
  });

  it("too deep, or not JSON, fails with what to log, never throws", () => {
    const deep = "[".repeat(33) + "]".repeat(33);
    assert.match(readContentJson({ contentJSON: deep }, "de").problem, /nests deeper than 32 levels/);
    assert.deepEqual(readContentJson({ contentJSON: "[".repeat(32) + "]".repeat(32) }, "de").kind, "content");
    assert.match(readContentJson({ contentJSON: "{" }, "de").problem, /is not JSON/);
  });
});

describe("loadFooterContent()", () => {
  let calls;
  // The page the footers are in, as a browser has it: its address, and the window's events.
  const window = new EventTarget();
  before(() => {
    globalThis.location = { href: "https://shop.example/" };
    globalThis.addEventListener = window.addEventListener.bind(window);
  });
  /** The page shows `path`: a visit (pushState) or, with `isRestore`, going back or forward to it. */
  const showPage = (path, { isRestore = false } = {}) => {
    globalThis.location = { href: `https://shop.example${path}` };
    if (isRestore) window.dispatchEvent(new Event("popstate"));
  };
  beforeEach(() => {
    calls = [];
    mock.method(console, "error", () => undefined);
  });
  afterEach(() => mock.restoreAll());

  /** The promotion service, answering `answer()` to every call. */
  const serve = (answer) =>
    mock.method(globalThis, "fetch", async (url) => {
      calls.push(String(url));
      return answer();
    });
  const json = (body, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("asks once per site and api-base, however many footers ask", async () => {
    serve(() => json({ contentJSON: JSON.stringify({ legalLinks: [link()] }) }));
    const context = { site: "de", apiBase: "https://one.example" };
    const [first, second] = await Promise.all([
      loadFooterContent(context),
      loadFooterContent({ ...context }),
    ]);
    assert.equal(first, second);
    assert.equal(first.legalLinks.length, 1);
    await loadFooterContent({ site: "at", apiBase: "https://one.example" });
    assert.deepEqual(calls, [
      "https://one.example/service/promotion/api/promotion/SHOP_FOOTER",
      "https://one.example/service/promotion/api/promotion/SHOP_FOOTER",
    ]);
  });

  it("a failed call is none, logged once, and not repeated", async () => {
    serve(() => new Response("", { status: 503 }));
    const context = { site: "de", apiBase: "https://two.example" };
    assert.equal(await loadFooterContent(context), undefined);
    assert.equal(await loadFooterContent(context), undefined);
    assert.equal(calls.length, 1);
    assert.equal(console.error.mock.callCount(), 1);
    assert.match(console.error.mock.calls[0].arguments[0], /could not be loaded \(ResponseError/);
  });

  it("asks once per visit (another address), and not for a page restored by going back", async () => {
    serve(() => json({ contentJSON: JSON.stringify({ legalLinks: [link()] }) }));
    const context = { site: "de", apiBase: "https://four.example" };
    showPage("/");
    await loadFooterContent(context);
    showPage("/c/kaffee#beans");
    await Promise.all([loadFooterContent(context), loadFooterContent(context)]);
    assert.equal(calls.length, 2, "a visit with two footers");
    showPage("/c/kaffee");
    await loadFooterContent(context);
    assert.equal(calls.length, 2, "another fragment of the same address");
    showPage("/", { isRestore: true });
    await loadFooterContent(context);
    assert.equal(calls.length, 2, "going back");
    showPage("/c/kaffee");
    await loadFooterContent(context);
    assert.equal(calls.length, 3, "a visit to an address seen before");
    showPage("/");
    await loadFooterContent(context);
    assert.equal(calls.length, 4, "a visit after going back asks again");
  });

  it("no content (404) is none, logged by the validation", async () => {
    serve(() => new Response("", { status: 404 }));
    assert.equal(await loadFooterContent({ site: "de", apiBase: "https://three.example" }), undefined);
    assert.match(console.error.mock.calls[0].arguments[0], /no footer content for site de/);
  });
});
