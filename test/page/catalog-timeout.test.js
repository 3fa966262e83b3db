/**
 * A locale catalog that never answers (issue 15, point 7): it times out as every call does
 * (spec §7, §9; shortened here through the test build's settings) and is logged once, clearly.
 */
import { expect, waitUntil } from "@open-wc/testing";

afterEach(() => {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

describe("a hanging catalog (issue 15, point 7)", () => {
  it("times out: one clear error naming the locale and the time-out, the elements render nothing", async () => {
    const frame = document.createElement("iframe");
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    frame.src = "/test/fixtures/hanging-catalog.html";
    document.body.append(frame);
    await loaded;
    const page = frame.contentWindow;
    await waitUntil(() => page.pageErrors.length > 0, "the hanging catalog was never reported", {
      timeout: 5000,
    });
    expect(page.pageErrors).to.have.length(1);
    expect(page.pageErrors[0]).to.contain("the pl-PL texts could not be loaded").and.contain("TimeoutError");
    for (const tag of ["newsletter-signup", "shop-footer"]) {
      expect(frame.contentDocument.querySelector(tag).shadowRoot.childElementCount, tag).to.equal(0);
    }
    expect(page.readyElements).to.deep.equal([]);
  });
});
