/**
 * The demo's legacy shop page (demo/shop-page.html) as a shop's server renders it for the QA
 * shell: the shell names the attributes in the page's query (`site=hu`, or `shop-footer.site=hu`
 * for one element), and the server writes them into the tags, as a CMS template writes its
 * attributes. The names come from the elements' own specs (`attributeNames` of the built server
 * module), so a new attribute reaches the demo without an edit here.
 *
 * Used by the demo server (demo/server.mjs) and by the test server (web-test-runner.config.mjs),
 * so that the page the tests drive is the one QA sees.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const TEMPLATE = fileURLToPath(new URL("./shop-page.html", import.meta.url));
const SERVER_MODULE = fileURLToPath(new URL("../dist/server.mjs", import.meta.url));

/**
 * The view changer sets `ShopView=mobile|desktop` and reloads (README "Events"); the shop's
 * server then renders that view: the phone template's footer has `platform="MATCH"`, the
 * desktop template's `CLASSIC`. Without the cookie, the query's `platform` (QA's choice) applies.
 */
const PLATFORM_BY_VIEW = { mobile: "MATCH", desktop: "CLASSIC" };

function shopView(cookieHeader = "") {
  const cookies = cookieHeader.split(";").map((cookie) => cookie.trim());
  const view = cookies.find((cookie) => cookie.startsWith("ShopView="))?.slice("ShopView=".length);
  return Object.hasOwn(PLATFORM_BY_VIEW, view) ? view : undefined;
}

/** An element's tag in the template: `<tag …></tag>`, empty, as a CMS writes it. */
const emptyTag = (tag) => new RegExp(`<${tag}\\b[^>]*></${tag}>`);

/**
 * The page for the request to `url` (path and query) with the `cookie` header. With
 * `fragments(tag, query)` (a function answering the fragment endpoint's HTML, or `undefined` when
 * it refuses), `prerendered=true` includes the footer and the form from it in place of the empty
 * tags, as a shop's edge includes them; a fragment refused (a bad attribute) leaves its tag to the
 * script, which says why. `api-base` is the script's alone: the endpoint refuses it, so a page
 * that sets it is not prerendered.
 */
export async function renderShopPage({ url, cookie, fragments }) {
  const { ELEMENT_TAGS, SERVER_RENDERED_TAGS, attributeMarkup, attributeNames } = await import(SERVER_MODULE);
  const query = new URL(url, "http://localhost").searchParams;
  const view = shopView(cookie);
  const platform = view ? PLATFORM_BY_VIEW[view] : query.get("platform");
  const prerendered = query.get("prerendered") === "true" && fragments && !query.has("api-base");
  let html = await readFile(TEMPLATE, "utf8");
  for (const tag of ELEMENT_TAGS) {
    const template = html.match(emptyTag(tag))?.[0];
    if (!template) continue;
    const attributes = new Map(
      [...template.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    // The element's own value first, then the page's.
    for (const name of attributeNames(tag)) {
      const value = query.get(`${tag}.${name}`) ?? query.get(name);
      if (value !== null) attributes.set(name, value);
    }
    if (view && attributeNames(tag).includes("platform")) attributes.set("platform", platform);
    const fragment =
      prerendered && SERVER_RENDERED_TAGS.includes(tag)
        ? await fragments(tag, fragmentQuery(tag, attributes, platform))
        : undefined;
    const markup = attributeMarkup(Object.fromEntries(attributes));
    html = html.replace(template, () => fragment ?? `<${tag}${markup}></${tag}>`);
  }
  const lang = (query.get("site") ?? "de").replace("_", "-");
  return html.replace(/<html lang="[^"]*">/, () => `<html${attributeMarkup({ lang })}>`);
}

/**
 * The fragment endpoint's query for `tag` with `attributes` on a page of `platform`: a phone
 * page's form is rendered for a phone, as the footer of a MATCH page is.
 */
function fragmentQuery(tag, attributes, platform) {
  const query = new URLSearchParams([...attributes]);
  if (tag === "newsletter-signup" && platform === "MATCH") query.set("viewport", "phone");
  return query;
}
