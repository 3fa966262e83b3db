/**
 * The plain shop page the page benchmarks load (bench/page.mjs, bench/inp.mjs): a header, the
 * page's body, and in its stylesheet the reservation of the README's embed snippet, as a shop
 * copies it; the shop's script deferred when asked for.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const README = fileURLToPath(new URL("../README.md", import.meta.url));

/** The README's embed snippet's reservation, as a page copies it into its stylesheet. */
function reservation() {
  const found = readFileSync(README, "utf8").match(/<style>\n([\s\S]*?)<\/style>/)?.[1];
  if (!found) {
    console.error("README.md's embed snippet has no <style> block to reserve the elements' space.");
    process.exit(1);
  }
  return found;
}

const RESERVATION = reservation();

/** A page with `body` (after its header), and the shop's script when `withScript`. */
export const shopPage = (body, withScript) => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kaffee</title>
    <style>
      body { margin: 0; font-family: Georgia, serif; }
      header, main { padding: 1rem; }
${RESERVATION}    </style>
    ${withScript ? `<script src="/dist/shop-components.js" defer></script>` : ""}
  </head>
  <body><header><strong>Shop</strong></header>${body}</body>
</html>`;
