/**
 * axe with the rule sets every element must pass: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best
 * practices. `expect(el).to.be.accessible()` runs only the rules axe enables by default, which
 * leave out WCAG 2.2's target size (2.5.8).
 */
import { expect } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function loadAxe() {
  // axe-core's browser build registers itself as window.axe (as chai-a11y-axe loads it).
  if (!window.axe) await import("axe-core/axe.min.js");
  return window.axe;
}

/** The violations axe finds in `element`, each as "rule: target, …" (readable in a failure). */
export async function axeViolations(element) {
  const axe = await loadAxe();
  const { violations } = await axe.run(element, {
    runOnly: { type: "tag", values: AXE_TAGS },
    resultTypes: ["violations"],
  });
  return violations.map(
    ({ id, nodes }) =>
      `${id}: ${nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary})`).join("; ")}`,
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Fails with axe's findings when `element` has any, measured with all of it on screen. The
 * footer's bands far from the viewport skip layout and paint until they come near it
 * (content-visibility: auto), and Firefox and WebKit report a skipped band's links with a
 * placeholder's geometry, which axe's target-size rule measures as covered. A shopper only ever
 * sees a band on screen: so the viewport is made as tall as the page down to the element's end
 * (its width kept) while axe runs, then set back.
 */
export async function expectAxeClean(element) {
  const { innerWidth: width, innerHeight: height } = window;
  window.scrollTo(0, 0);
  const bottom = Math.ceil(element.getBoundingClientRect().bottom);
  const isTaller = bottom > height;
  if (isTaller) await setViewport({ width, height: bottom });
  try {
    await nextFrame();
    expect(await axeViolations(element)).to.deep.equal([]);
  } finally {
    if (isTaller) await setViewport({ width, height });
  }
}
