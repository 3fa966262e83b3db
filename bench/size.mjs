/**
 * Bundle budgets (issue "Foundation", item 9; issue "Load only what the page uses"): what a
 * browser downloads from the build, against the floor (React + ReactDOM client + r2wc + one
 * trivial element, same versions, same minifier), gzip -9:
 *
 * - a shopper's page (all three elements, one locale): the script and that locale's catalog;
 *   the staff tool's script is never downloaded there (test/page/staff-tool.test.js);
 * - a staff page: the same plus the staff tool's script, loaded once the staff check succeeded.
 *
 * (A page that calls the page API's login or product ids adds the calls' script, printed too.)
 *
 * The goals are the issue's. The ceilings are what `--check` (in `npm test`) holds the build to:
 * the staff page's is its goal (met since the staff tool takes valibot and the kit's widgets from
 * the page's script); the shopper's page's is the figure this round landed at with the theme and
 * the a11y fixes, after the byte tricks were undone (docs/figures.md, "Bytes against the goal"),
 * so that nothing grows unnoticed while its goal is not met. A ceiling only comes down, to its
 * goal as bytes are found by structure.
 *
 *   npm run bench:size            prints the figures
 *   npm run bench:size -- --check also fails when a page is over its ceiling
 */
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { buildFloor } from "./floor/build.mjs";

const GOALS = { shopper: 1.35, staff: 1.45 };
const CEILINGS = { shopper: 1.38, staff: 1.45 };
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floor = await buildFloor();
const script = readFileSync("dist/shop-components.js");
const staffTool = readFileSync("dist/shop-components-staff.js");
const pageCalls = readFileSync("dist/shop-components-calls.js");
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
console.log(
  `dist/shop-components-calls.js:           ${kb(pageCalls.length)} min, ${kb(gzip(pageCalls))} gzip`,
);
console.log(`largest locale catalog (${largest.locale}):          ${kb(largest.bytes)} gzip`);
let isOver = false;
for (const [page, bytes] of Object.entries(pages)) {
  const ratio = bytes / floorGzip;
  const goal = Math.floor(GOALS[page] * floorGzip);
  const versusGoal = bytes <= goal ? `${goal - bytes} bytes under` : `NOT MET, ${bytes - goal} bytes over`;
  console.log(
    `${page} page: ${kb(bytes)} gzip, ${ratio.toFixed(3)} × floor; goal ${GOALS[page]}× (${versusGoal}), ceiling ${CEILINGS[page]}×`,
  );
  if (ratio > CEILINGS[page]) isOver = true;
}
console.log(`a page that calls the page API: + ${kb(gzip(pageCalls))} gzip`);

if (process.argv.includes("--check") && isOver) {
  console.error("A page is over its ceiling: find the bytes by structure (docs/figures.md).");
  process.exit(1);
}
