// The floor's element, asking first for what the footer must ask for before it can show its
// content (bench/render.mjs): the footer content, with the site header. The request starts when
// the element is in the page, as the footer's does (src/elements/define.ts, startRequests). Once
// it has the answer it shows its text: only the round trip is added, the answer is read, not
// rendered. On a page that holds the footer's markup (`<template id="markup">`, what the shop's
// server renders), it renders that markup instead, element by element: what React itself takes
// to render the same footer, with none of the shop's code. One such element per page.
import r2wc from "@r2wc/react-to-web-component";
import { createElement, useEffect, useState } from "react";

const REQUESTS = {
  content: () =>
    fetch("/service/promotion/api/promotion/SHOP_FOOTER", { headers: { "X-Hunter-Site": "de" } }),
};

let answers;

/** React's names of the attributes the footer's markup has, where they differ from the HTML's. */
const PROPS = { class: "className", for: "htmlFor", tabindex: "tabIndex", readonly: "readOnly" };
/** Attributes that are on by being there (`open=""`): React takes `true` for them. */
const BOOLEAN = new Set([
  "open",
  "hidden",
  "required",
  "disabled",
  "checked",
  "novalidate",
  "readonly",
  "inert",
]);

/**
 * A node of the markup as React elements. A declarative shadow root's template (the nested form's)
 * gives its content in place: the floor has no element to hold it.
 */
function toReact(node, key) {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const holder = node.localName === "template" ? node.content : (node.shadowRoot ?? node);
  const children = [...holder.childNodes].map(toReact);
  if (node.localName === "template") return createElement("div", { key }, ...children);
  const props = { key };
  for (const { name, value } of node.attributes) props[PROPS[name] ?? name] = BOOLEAN.has(name) || value;
  return createElement(node.localName, props, ...children);
}

function Floor({ name }) {
  const [shown, setShown] = useState(null);
  useEffect(() => {
    const markup = document.getElementById("markup");
    answers.then(() =>
      setShown(
        markup ? toReact(markup.content.firstElementChild) : createElement("p", null, `Hello ${name}`),
      ),
    );
  }, [name]);
  return shown;
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
