// The r2wc probe of test/elements/r2wc.test.js: a React component wrapped by
// @r2wc/react-to-web-component as the element layer would have been, showing what its props get.
// scripts/build-r2wc-probe.mjs bundles it (React is CommonJS) to build/r2wc-probe.js.
import r2wc from "@r2wc/react-to-web-component";
import { createElement } from "react";

function Probe({ reduced, label }) {
  return createElement("output", null, `${label}: ${String(reduced)}`);
}

customElements.define("r2wc-probe", r2wc(Probe, { props: { reduced: "boolean", label: "string" } }));
