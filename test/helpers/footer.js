/**
 * Helpers for the <shop-footer> tests: the content the stand-in serves, fresh pages (the footer
 * content is fetched once per page, so a test that changes it needs a page of its own), and
 * what the rendered footer shows.
 */
import { waitUntil } from "./wait.js";
import { SITES, afterRenderingUpdate } from "./page.js";

/** The footer content the stand-in serves for `site`, parsed, as the element receives it. */
export async function siteContent(site) {
  const response = await fetch("/service/promotion/api/promotion/SHOP_FOOTER", {
    headers: { "X-Hunter-Site": site },
  });
  return JSON.parse((await response.json()).contentJSON);
}

/**
 * Resolves once the footer's content has settled (loaded, or known to be missing): the country
 * selector, whose last country (one per site of the site table) comes with the rest of the
 * footer, shows only then. Then waits for
 * the rendering update that lays out the bands near the viewport: before it, WebKit holds every
 * band at its placeholder height (content-visibility), and a test measuring in between (axe's
 * target sizes) saw the teaser groups overflow into the band below.
 */
export async function settled(footer) {
  await waitUntil(
    () => footer.shadowRoot?.querySelector(`[part=countries] li:nth-child(${SITES.length})`),
    "footer content never settled",
    // WebKit on a busy 2-core machine took past 5 s once; within the test's own 10 s.
    { timeout: 8000 },
  );
  await afterRenderingUpdate(footer.ownerDocument.defaultView);
  return footer.shadowRoot;
}

/**
 * Opens a fresh page in an iframe `width` px wide with the built script (or `script`, another
 * deployment of it), `head` after it (the page's own styles) and `body`, and waits until every
 * <shop-footer> in it has settled (or, without `waitForContent`, fired shop-ready). The page records
 * its console.error calls and uncaught errors in `page.pageErrors` (test/fixtures/record-errors.js).
 */
export async function openPage(
  body,
  { width = 1440, height = 900, waitForContent = true, script = "/dist/shop-components.js", head = "" } = {},
) {
  const frame = document.createElement("iframe");
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  frame.style.border = "0";
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <script src="/test/fixtures/record-errors.js"></script>
    <script src="${script}"></script>${head}</head><body>${body}</body></html>`;
  document.body.append(frame);
  await loaded;
  const page = frame.contentWindow;
  const footers = [...frame.contentDocument.querySelectorAll("shop-footer")];
  if (waitForContent) await Promise.all(footers.map((footer) => settled(footer)));
  else
    await waitUntil(() => page.readyElements.length >= footers.length, "footers never ready", {
      timeout: 5000,
    });
  return { frame, page, document: frame.contentDocument, footers };
}

export function closePages() {
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
}

/**
 * Visible text of an element, whitespace collapsed as HTML collapses it: ASCII whitespace only,
 * so that a no-break space ("25\u00a0€") stays what it is.
 */
export const textOf = (element) => element.textContent.replace(/[ \t\n\f\r]+/g, " ").trim();

/** The teaser group blocks (each a <div> with an <h3>) of a settled footer. */
export const groupsOf = (root) => [...root.querySelectorAll("h3")].map((heading) => heading.parentElement);

/** Groups of `content` the footer shows in this mode (the reduced footer hides the groups marked hideGroupInCheckout). */
export const shownGroups = (content, { reduced = false } = {}) =>
  content.teaserGroups.filter((group) => !(reduced && group.hideGroupInCheckout));
