import { commonAttributes, parseAttribute } from "../elements/attributes";
import type { Site } from "../config/sites";
import type { ServiceContext } from "./request";

/** What a page-API call may say about where to call (docs/page-api.md). */
export interface PageContextOptions {
  site?: string;
  apiBase?: string;
}

const SHOP_ELEMENTS = "shop-footer[site], newsletter-signup[site], preview-panel[site]";

/**
 * The services context for calls that no element makes: the page API and the error log. The site is
 * `options.site` when given (it must be valid), else the site of the first shop element on the page
 * whose `site` attribute is valid, else "de" (the site of the default locale, de-DE). `api-base` is
 * taken the same way. A page that mixes sites passes `site`.
 *
 * @throws {TypeError} when `options.site` or `options.apiBase` is not valid.
 */
export function pageContext(options: PageContextOptions = {}): ServiceContext {
  const element = firstShopElement();
  return {
    site: (option("site", options.site) ?? element?.site ?? "de") as Site,
    apiBase: option("apiBase", options.apiBase) ?? element?.apiBase,
  };
}

function option(name: "site" | "apiBase", raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const result = parseAttribute(commonAttributes[name], String(raw));
  if (!result.ok) throw new TypeError(`ShopComponents: ${name} "${raw}" ${result.problem}`);
  return result.value as string;
}

function firstShopElement(): { site: string; apiBase: string | undefined } | undefined {
  for (const element of document.querySelectorAll(SHOP_ELEMENTS)) {
    const site = parseAttribute(commonAttributes.site, element.getAttribute("site"));
    if (!site.ok) continue;
    const apiBase = parseAttribute(commonAttributes.apiBase, element.getAttribute("api-base"));
    return {
      site: site.value as string,
      apiBase: apiBase.ok ? (apiBase.value as string | undefined) : undefined,
    };
  }
  return undefined;
}
