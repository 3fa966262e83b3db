/**
 * What a page downloads from the build, against the floor (React + ReactDOM client + r2wc + one
 * trivial element, same versions, same bundler and minifier), gzip -9. Every page downloads the same one
 * script: the three elements, the staff tool, the page API and the texts of all nine locales.
 *
 * Bytes are a ceiling that stops drift, not a goal that shapes the code: `--check` (in `npm test`)
 * fails when the script passes CEILING × the floor, so that nothing grows unnoticed. The script is
 * 1.695 × the floor (2026-11-29: 117 239 bytes against 69 186, gzip -9 as Node's zlib counts, which
 * is the figure this file prints); the ceiling is 1.697 ×, about 0.2 KB above. A legal text is
 * never shortened to fit it: when the texts or a fix need more, the ceiling rises by what they
 * take, and it comes down with what leaves (docs/figures.md). The ceiling, and the locales it
 * was set with, are in ./size-ceiling.mjs.
 *
 *   npm run bench:size            prints the figures
 *   npm run bench:size -- --check also fails when the script is over its ceiling
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { buildFloor } from "./floor/build.mjs";
import { CEILING } from "./size-ceiling.mjs";

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const bytes = (count) => `${count.toLocaleString("en").replaceAll(",", " ")} bytes`;

const floor = await buildFloor();
const script = readFileSync("dist/shop-components.js");
const floorGzip = gzip(floor);
const scriptGzip = gzip(script);
const ratio = scriptGzip / floorGzip;
const ceiling = Math.floor(CEILING * floorGzip);

console.log(
  `floor (React + ReactDOM client + r2wc):  ${kb(floor.length)} min, ${kb(floorGzip)} gzip (${bytes(floorGzip)})`,
);
console.log(
  `dist/shop-components.js:                 ${kb(script.length)} min, ${kb(scriptGzip)} gzip (${bytes(scriptGzip)})`,
);
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
