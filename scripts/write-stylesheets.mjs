/**
 * `npm run build`'s last step: writes the stylesheet of each server-rendered element beside the
 * server module (dist/<tag>.css), the one a fragment links inside its shadow root so that it is
 * styled before the script runs, under a policy that blocks inline styles. Its text is the one
 * the script adopts (dist/server.mjs gives it), so nothing changes when the script takes over.
 * Beside them, the stylesheet of the page that answers a form posted without the script
 * (dist/answer-page.css), which that page links from the same folder under the same policy.
 */
import { writeFileSync } from "node:fs";

const { STYLESHEETS, stylesheet } = await import(new URL("../dist/server.mjs", import.meta.url).href);

for (const name of STYLESHEETS) {
  const file = new URL(`../dist/${name}.css`, import.meta.url);
  writeFileSync(file, await stylesheet(name));
  console.log(`  dist/${name}.css`);
}
