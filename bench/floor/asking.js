// The floor's element, asking first for what the shop's elements must ask for before they can
// show anything (bench/render.mjs): its texts, a catalog beside the script, and for the footer
// also the footer content (spec §7, with the site header). The requests start when the element
// is in the page, as the shop's elements' do (src/elements/define.ts); only their round trips
// are added: the answers are read, not rendered. One such element per page.
import r2wc from "@r2wc/react-to-web-component";
import { createElement, useEffect, useState } from "react";

const REQUESTS = {
  texts: () => fetch("/dist/locales/de-DE.json"),
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
