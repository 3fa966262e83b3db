import baseStyles from "../elements/base.css";
import pageStyles from "./answer-page.css";

/**
 * The stylesheet of the page that answers a form posted without the script (./form-post.ts):
 * served and linked as the fragments' own (`<name>.css` from the `stylesheets` folder), so that
 * the page's policy, which allows styles from there only, lets it in.
 */
export const ANSWER_PAGE_STYLESHEET = "answer-page";

/**
 * The elements' default tokens as the base sheet sets them on an element's host: the one rule of
 * base.css on this selector (minified: no space in it, no brace in its declarations).
 */
const TOKENS = /:host\(:not\(\[data-nested\]\)\)\{([^{}]*)\}/;

/**
 * The answer page's stylesheet: the elements' default tokens on the page's root, taken from the
 * elements' own base sheet so that the page cannot drift from them, then the page's rules.
 */
export function answerPageStylesheet(): string {
  const tokens = TOKENS.exec(baseStyles)?.[1];
  // The build writes this sheet (scripts/write-stylesheets.mjs): a base sheet without its token
  // rule fails it there, not on a shopper's page.
  if (!tokens) throw new Error("src/elements/base.css has no :host(:not([data-nested])) rule of tokens");
  return `:root{${tokens}}${pageStyles}`;
}
