// The floor: React + ReactDOM client + r2wc with one trivial element, the baseline every figure is
// measured against.
import r2wc from "@r2wc/react-to-web-component";
import { createElement } from "react";

function Floor({ name }) {
  return createElement("p", null, `Hello ${name}`);
}

customElements.define("floor-element", r2wc(Floor, { shadow: "open", props: { name: "string" } }));
