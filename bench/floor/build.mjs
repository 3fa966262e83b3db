/**
 * The floor every figure is measured against: React + ReactDOM client + r2wc and one trivial
 * element (./index.js), the same versions and minifier as the shop's script, one classic script.
 * Used by bench/size.mjs (bytes) and bench/render.mjs (time to content); the render benchmark also
 * builds ./asking.js, the floor's element asking for what the shop's elements ask for first (and,
 * on a page that holds the footer's markup, rendering that markup with React).
 */
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { rollup } from "rollup";
import { TERSER_OPTIONS } from "../../scripts/build-parts.mjs";

export async function buildFloor(entry = "./index.js") {
  const bundle = await rollup({
    input: new URL(entry, import.meta.url).pathname,
    onwarn: () => {},
    plugins: [
      replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
      nodeResolve(),
      commonjs(),
      terser(TERSER_OPTIONS),
    ],
  });
  const { output } = await bundle.generate({ format: "iife" });
  await bundle.close();
  return Buffer.from(output[0].code);
}
