/**
 * Bundles test/r2wc/probe.js (a React component wrapped by @r2wc/react-to-web-component) to
 * build/r2wc-probe.js, one classic script, as the floor of the benchmarks is bundled: the browser
 * test test/elements/r2wc.test.js loads it to show where r2wc's attributes differ from ours.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { buildFloor } from "../bench/floor/build.mjs";

const entry = new URL("../test/r2wc/probe.js", import.meta.url);
const output = new URL("../build/r2wc-probe.js", import.meta.url);

await mkdir(new URL(".", output), { recursive: true });
await writeFile(output, await buildFloor(entry.href));
