/**
 * `npm run build`'s last step: writes the stylesheet of each server-rendered element beside the
 * server module (dist/<tag>.css), the one a fragment links inside its shadow root so that it is
 * styled before the script runs, under a policy that blocks inline styles. Its text is the one
 * the script adopts (dist/server.mjs gives it), so nothing changes when the script takes over.
 */
import { writeFileSync } from "node:fs";

const { SERVER_RENDERED_TAGS, stylesheet } = await import(
  new URL("../dist/server.mjs", import.meta.url).href
);

for (const tag of SERVER_RENDERED_TAGS) {
  const file = new URL(`../dist/${tag}.css`, import.meta.url);
  writeFileSync(file, await stylesheet(tag));
  console.log(`  dist/${tag}.css`);
}
