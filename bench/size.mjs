/**
 * What a page downloads from the build, against the floor (React + ReactDOM client + r2wc + one
 * trivial element, same versions, same minifier), gzip -9. Every page downloads the same one
 * script: the three elements, the staff tool, the page API and the texts of all nine locales.
 *
 * Bytes are a ceiling that stops drift, not a goal that shapes the code: `--check` (in `npm test`)
 * fails when the script passes 1.80 × the floor, so that nothing grows unnoticed. A legal text is
 * never shortened to fit it: when the texts need more, the ceiling rises by what they take, and it
 * comes down with what leaves (1.75 to 1.73 when the full data protection notice left the script
 * for the shop's privacy policy, 118.0 to 116.3 KB gzip; docs/figures.md). It rose once for a
 * structure: 1.73 to 1.79 (116.3 to 120.4 KB) when the script came to evaluate React only once an
 * element is needed, which takes a bundler that keeps a module lazy inside one file (esbuild, whose
 * module wrappers cost 3.4 KB gzip over rollup's hoisting at equal content; the lazy loading 0.7 KB),
 * and again, 1.79 to 1.80 (+0.7 KB), when a deferred script came to define the elements in a task
 * after its own (src/index.ts): the element layer became one more lazy module tree, and its
 * wrappers are those bytes; it took the footer page's blocking before the shopper acts from
 * 2.73 to 1.32 × the page without script (docs/figures.md).
 *
 *   npm run bench:size            prints the figures
 *   npm run bench:size -- --check also fails when the script is over its ceiling
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { buildFloor } from "./floor/build.mjs";

const CEILING = 1.8;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const floor = await buildFloor();
const script = readFileSync("dist/shop-components.js");
const floorGzip = gzip(floor);
const scriptGzip = gzip(script);
const ratio = scriptGzip / floorGzip;
const ceiling = Math.floor(CEILING * floorGzip);

console.log(`floor (React + ReactDOM client + r2wc):  ${kb(floor.length)} min, ${kb(floorGzip)} gzip`);
console.log(`dist/shop-components.js:                 ${kb(script.length)} min, ${kb(scriptGzip)} gzip`);
console.log(
  `every page: ${ratio.toFixed(3)} × floor; ceiling ${CEILING}× (${
    scriptGzip <= ceiling ? `${ceiling - scriptGzip} bytes under` : `OVER by ${scriptGzip - ceiling} bytes`
  })`,
);

if (process.argv.includes("--check") && scriptGzip > ceiling) {
  console.error(
    `The script is over its ceiling of ${CEILING} × the floor: find what grew (docs/figures.md).`,
  );
  process.exit(1);
}
