/**
 * The layout's breakpoints (src/lib/breakpoints.ts) for the build: the stylesheets name them in
 * their container queries and the elements' JSDoc in its prose (`--breakpoint-phone`), and the
 * build writes in the width, in the sheets (scripts/build-parts.mjs, `cssModule`) and in the
 * manifest (scripts/define-element-plugin.mjs).
 */
import { fileURLToPath } from "node:url";
import { importSource } from "./site-table.mjs";

export const { BREAKPOINTS } = await importSource(
  fileURLToPath(new URL("..", import.meta.url)),
  "src/lib/breakpoints.ts",
);

/**
 * `text` with each `--breakpoint-<name>` (kebab case) replaced by the width of `breakpoints`'
 * `<name>` (camel case) in px: container queries take no custom property. A name not in the table
 * is an error naming `path`, so that no query is left with a width the browser ignores.
 */
export function withBreakpoints(path, text, breakpoints = BREAKPOINTS) {
  return text.replace(/--breakpoint-([a-z]+(?:-[a-z]+)*)/g, (written, name) => {
    const key = name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    if (!Object.hasOwn(breakpoints, key))
      throw new Error(
        `${path}: no breakpoint ${written} (src/lib/breakpoints.ts names ${Object.keys(breakpoints).join(", ")})`,
      );
    return `${breakpoints[key]}px`;
  });
}
