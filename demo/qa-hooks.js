// QA instrumentation of the demo's legacy page (not part of the product): reports every shop-*
// event and every console.error of the page to the QA shell around it (demo/index.html).
(() => {
  if (window.parent === window) return;
  const report = (message) => window.parent.postMessage({ source: "shop-page", ...message }, location.origin);
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (event.type.startsWith("shop-")) {
      report({ kind: "event", type: event.type, tag: this.localName, detail: JSON.stringify(event.detail) });
    }
    return dispatch.call(this, event);
  };
  const consoleError = console.error;
  console.error = (...args) => {
    report({ kind: "error", text: args.map(String).join(" ") });
    consoleError.apply(console, args);
  };
  window.addEventListener("error", (event) => report({ kind: "error", text: `uncaught: ${event.message}` }));
})();
