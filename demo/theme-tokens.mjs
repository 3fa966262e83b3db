/**
 * The demo's own pages (the QA shell, the API page, the widget gallery) are styled with the
 * elements' default theme: the --shop-* tokens that src/elements/base.css declares for the
 * elements, declared here on a page's root instead. Read from base.css on each call, so there is
 * no copy of its values to drift. Served as /demo/tokens.css by the demo server and by the test
 * runner.
 */
import { readFileSync } from "node:fs";

export const TOKENS_PATH = "/demo/tokens.css";

const THEME = new URL("../src/elements/base.css", import.meta.url);
const THEME_RULE = ":host(:not([data-nested])) {";

/** The text of /demo/tokens.css. */
export function themeTokens() {
  const css = readFileSync(THEME, "utf8");
  const start = css.indexOf(THEME_RULE) + THEME_RULE.length;
  const declarations = css.slice(start, css.indexOf("\n}", start));
  return `/* The elements' default theme (src/elements/base.css), for the demo's own pages. */\n:root {${declarations}\n}\n`;
}
