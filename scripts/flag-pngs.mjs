/**
 * Renders the country selector's flags, drawn as SVG in demo/logos/flag-<country>.svg, to the
 * PNGs the footer shows (demo/logos/flag-<country>.png, 48 × 32 px for 24 × 16 CSS px at 2×).
 * PNG, not SVG: a bitmap decodes off the main thread, while every SVG image is a document of its
 * own that the main thread lays out and paints, in the footer's long tasks.
 *
 *   node scripts/flag-pngs.mjs            (CHROME_PATH overrides /usr/bin/chromium)
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "./browsers.mjs";

const logos = new URL("../demo/logos/", import.meta.url);
/** Every drawing there: flag-<country>.svg. */
const drawings = readdirSync(logos).filter((file) => /^flag-[a-z]{2}\.svg$/.test(file));

const browser = await puppeteer.launch({
  executablePath: findChromium("the flag renderer"),
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 100, height: 50, deviceScaleFactor: 2 });
  for (const drawing of drawings) {
    const svg = readFileSync(new URL(drawing, logos)).toString("base64");
    await page.setContent(
      `<body style="margin:0"><img style="display:block;width:24px;height:16px" src="data:image/svg+xml;base64,${svg}">`,
    );
    await page.waitForFunction(() => document.querySelector("img").complete);
    const png = await (await page.$("img")).screenshot({ omitBackground: true });
    writeFileSync(new URL(drawing.replace(/svg$/, "png"), logos), png);
  }
} finally {
  await browser.close();
}
