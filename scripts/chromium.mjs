/**
 * The one place that finds Chromium and knows the flags it needs on these machines (toolchain
 * notes): used by the browser tests (web-test-runner.config.mjs) and the footer benchmark.
 */
import { existsSync } from "node:fs";

/** As root Chromium needs --no-sandbox; the network flags stop it calling hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Chromium from Debian, or Chrome; CHROME_PATH wins when set. Exits with one clear message if none. */
export function findChromium(purpose = "the browser tests") {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    console.error(
      `\nNo Chromium or Chrome found for ${purpose}.\n` +
        "Install one (Debian: `apt-get update && apt-get install -y chromium`) " +
        "or point CHROME_PATH at a Chrome/Chromium executable.\n",
    );
    process.exit(1);
  }
  return found;
}
