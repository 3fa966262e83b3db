/**
 * What the page benchmarks (bench/render.mjs, bench/page.mjs, bench/inp.mjs, bench/footer.mjs)
 * share: the phone they load as, Lighthouse's mobile profile (the CPU 4× slower, a 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up), and the check that the build they load exists.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const CPU_SLOWDOWN = 4;
export const NETWORK = { latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };

/** Ends the run with what to do when dist/shop-components.js has not been built. */
export function requireBuild() {
  if (existsSync(fileURLToPath(new URL("../dist/shop-components.js", import.meta.url)))) return;
  console.error("dist/shop-components.js is missing: run `npm run build` first.");
  process.exit(1);
}
