/**
 * Bundle budget (issue "Foundation", item 9): what a shopper's browser downloads for a page with
 * all three elements in one locale — the script plus that locale's catalog — against the floor
 * (React + ReactDOM client + r2wc + one trivial element, same versions, same minifier), gzip -9.
 *
 *   npm run bench:size            prints the figures
 *   npm run bench:size -- --check also fails when the ratio is over the budget
 */
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { rollup } from "rollup";

const BUDGET = 1.35;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildFloor() {
  const bundle = await rollup({
    input: "bench/floor/index.js",
    onwarn: () => {},
    plugins: [
      replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
      nodeResolve(),
      commonjs(),
      terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
    ],
  });
  const { output } = await bundle.generate({ format: "iife" });
  await bundle.close();
  return Buffer.from(output[0].code);
}

const floor = await buildFloor();
const script = readFileSync("dist/shop-components.js");
const catalogs = readdirSync("dist/locales").map((file) => ({
  locale: file.replace(/\.json$/, ""),
  bytes: gzip(readFileSync(`dist/locales/${file}`)),
}));
const largest = catalogs.reduce((a, b) => (b.bytes > a.bytes ? b : a));

const floorGzip = gzip(floor);
const scriptGzip = gzip(script);
const pageGzip = scriptGzip + largest.bytes;
const ratio = pageGzip / floorGzip;

console.log(`floor (React + ReactDOM client + r2wc):  ${kb(floor.length)} min, ${kb(floorGzip)} gzip`);
console.log(`dist/shop-components.js:                 ${kb(script.length)} min, ${kb(scriptGzip)} gzip`);
console.log(`largest locale catalog (${largest.locale}):          ${kb(largest.bytes)} gzip`);
console.log(`page total (script + one catalog):       ${kb(pageGzip)} gzip`);
console.log(`ratio to the floor: ${ratio.toFixed(3)} (budget ${BUDGET})`);

if (process.argv.includes("--check") && ratio > BUDGET) {
  console.error(`Bundle budget exceeded: ${ratio.toFixed(3)} > ${BUDGET} × floor.`);
  process.exit(1);
}
