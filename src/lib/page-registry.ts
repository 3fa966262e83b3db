import type { ComponentType } from "react";
import type { PageCalls } from "../api/page-calls";
import type { StaffToolProps } from "../elements/preview-panel/staff-tool";

/**
 * What the page's script and the scripts it loads when they are needed share on a page: the
 * staff tool's (dist/shop-components-staff.js, once a staff check succeeded) and the page API's
 * service calls' (dist/shop-components-calls.js, on the first call). They are separate builds,
 * so they meet in one object on `window` under a registered symbol:
 *
 * - `shared`: the modules those scripts take from the page's script instead of bringing their
 *   own: React (one React per page: hooks and contexts only work within one), Lingui's React
 *   binding (the element's I18nProvider context), the services client with its errors and
 *   the error log (one of each per page: one time-out setting, `instanceof` that holds), and
 *   valibot's schema builders and the kit's widgets the form shows, so that a staff page does
 *   not download them twice.
 *   rollup.config.mjs maps those scripts' imports of these onto `shared`.
 * - `staffTool`, `pageCalls`: what each script registers when it runs.
 */
export interface PageRegistry {
  /** Each module's exports by the key rollup.config.mjs gives it (`SHARED_MODULES`); src/index.ts fills it. */
  shared?: Record<string, Record<string, unknown>>;
  staffTool?: ComponentType<StaffToolProps>;
  pageCalls?: PageCalls;
}

const KEY = Symbol.for("shop-components");

type WithRegistry = Window & { [KEY]?: PageRegistry };

export const pageRegistry: PageRegistry = ((window as WithRegistry)[KEY] ??= {});

/**
 * Where the page's script is: its catalogs and the scripts it loads are beside it. Read while
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

/** Runs the script `file` (a build beside the page's script); rejects when it cannot be loaded. */
export async function runScriptBeside(file: string): Promise<void> {
  await import(/* a classic script of this build, not a module */ new URL(file, scriptUrl).href);
}
