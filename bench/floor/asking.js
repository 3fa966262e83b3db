// The floor's element, asking first for what the footer must ask for before it can show its
// content (bench/render.mjs): the footer content, with the site header. The request starts when
// the element is in the page, as the footer's does (src/elements/define.ts, startRequests); only
// its round trip is added: the answer is read, not rendered. One such element per page.
import r2wc from "@r2wc/react-to-web-component";
import { createElement, useEffect, useState } from "react";

const REQUESTS = {
  content: () =>
    fetch("/service/promotion/api/promotion/SHOP_FOOTER", { headers: { "X-Hunter-Site": "de" } }),
};

let answers;

function Floor({ name }) {
  const [hasAnswers, setHasAnswers] = useState(false);
  useEffect(() => {
    answers.then(() => setHasAnswers(true));
  }, []);
  return hasAnswers ? createElement("p", null, `Hello ${name}`) : null;
}

const FloorElement = r2wc(Floor, { shadow: "open", props: { name: "string" } });

customElements.define(
  "floor-element",
  class extends FloorElement {
    connectedCallback() {
      const asked = this.getAttribute("asks").split(" ");
      answers = Promise.all(asked.map((what) => REQUESTS[what]().then((response) => response.json())));
      super.connectedCallback();
    }
  },
);
