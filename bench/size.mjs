/**
 * Bundle budgets (issue "Foundation", item 9; issue "Load only what the page uses"): what a
 * browser downloads from the build, against the floor (React + ReactDOM client + r2wc + one
 * trivial element, same versions, same minifier), gzip -9:
 *
 * - a shopper's page (all three elements, one locale): the script and that locale's catalog;
 *   the staff tool's script is never downloaded there (test/page/staff-tool.test.js);
 * - a staff page: the same plus the staff tool's script, loaded once the staff check succeeded.
 *
 *   npm run bench:size            prints the figures
 *   npm run bench:size -- --check also fails when the ratio is over the budget
 */
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { buildFloor } from "./floor/build.mjs";

const BUDGETS = { shopper: 1.35, staff: 1.45 };
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floor = await buildFloor();
const script = readFileSync("dist/shop-components.js");
const staffTool = readFileSync("dist/shop-components-staff.js");
const catalogs = readdirSync("dist/locales").map((file) => ({
  locale: file.replace(/\.json$/, ""),
  bytes: gzip(readFileSync(`dist/locales/${file}`)),
}));
const largest = catalogs.reduce((a, b) => (b.bytes > a.bytes ? b : a));

const floorGzip = gzip(floor);
const pages = {
  shopper: gzip(script) + largest.bytes,
  staff: gzip(script) + largest.bytes + gzip(staffTool),
};

console.log(`floor (React + ReactDOM client + r2wc):  ${kb(floor.length)} min, ${kb(floorGzip)} gzip`);
console.log(`dist/shop-components.js:                 ${kb(script.length)} min, ${kb(gzip(script))} gzip`);
console.log(
  `dist/shop-components-staff.js:           ${kb(staffTool.length)} min, ${kb(gzip(staffTool))} gzip`,
);
console.log(`largest locale catalog (${largest.locale}):          ${kb(largest.bytes)} gzip`);
let isOver = false;
for (const [page, bytes] of Object.entries(pages)) {
  const ratio = bytes / floorGzip;
  console.log(
    `${page} page: ${kb(bytes)} gzip, ${ratio.toFixed(3)} × floor (budget ${BUDGETS[page]}), ${bytes} bytes of ${Math.floor(BUDGETS[page] * floorGzip)} allowed`,
  );
  if (ratio > BUDGETS[page]) isOver = true;
}

if (process.argv.includes("--check") && isOver) {
  console.error("Bundle budget exceeded.");
  process.exit(1);
}
