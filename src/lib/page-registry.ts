import type { ComponentType } from "react";
import type { StaffToolProps } from "../elements/preview-panel/staff-tool";

/**
 * What the page's script and the staff tool's script (dist/shop-components-staff.js, loaded only
 * once a staff check succeeded) share on a page. They are separate builds, so they meet in one
 * object on `window` under a registered symbol:
 *
 * - `shared`: the modules the staff tool takes from the page's script instead of bringing its
 *   own: React (one React per page: hooks and contexts only work within one), Lingui's React
 *   binding (the element's I18nProvider context), and the services client with the error log
 *   (one of each per page). rollup.config.mjs maps the staff build's imports of these onto
 *   `shared`.
 * - `staffTool`: the staff tool's component, set by its script when it runs.
 */
export interface PageRegistry {
  shared?: Record<"react" | "jsxRuntime" | "linguiReact" | "services" | "log", unknown>;
  staffTool?: ComponentType<StaffToolProps>;
}

const KEY = Symbol.for("shop-components");

type WithRegistry = Window & { [KEY]?: PageRegistry };

export const pageRegistry: PageRegistry = ((window as WithRegistry)[KEY] ??= {});

/**
 * Where the page's script is: its catalogs and the staff tool's script are beside it. Read while
 * the script runs, when the page says which tag it is; a script loaded some other way (a module
 * wrapper, a tag manager) is looked up by name.
 */
export const scriptUrl = findScriptUrl();

function findScriptUrl(): string {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  const named = document.querySelector<HTMLScriptElement>('script[src*="shop-components"]');
  return named?.src ?? document.baseURI;
}
