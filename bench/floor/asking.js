// The floor's element, asking first for what the shop's elements must ask for before they can
// show anything (bench/render.mjs): its texts, a catalog beside the script, and for the footer
// also the footer content (spec §7, with the site header). Only the round trips are added: the
// answers are read, not rendered.
import r2wc from "@r2wc/react-to-web-component";
import { createElement, useEffect, useState } from "react";

const REQUESTS = {
  texts: () => fetch("/dist/locales/de-DE.json"),
  content: () =>
    fetch("/service/promotion/api/promotion/SHOP_FOOTER", { headers: { "X-Hunter-Site": "de" } }),
};

function Floor({ name, asks }) {
  const [hasAnswers, setHasAnswers] = useState(false);
  useEffect(() => {
    const answers = asks.split(" ").map((what) => REQUESTS[what]().then((response) => response.json()));
    Promise.all(answers).then(() => setHasAnswers(true));
  }, [asks]);
  return hasAnswers ? createElement("p", null, `Hello ${name}`) : null;
}

customElements.define(
  "floor-element",
  r2wc(Floor, { shadow: "open", props: { name: "string", asks: "string" } }),
);
