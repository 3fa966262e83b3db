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
  // GA4 pushes (the newsletter's sign_up), as the page's tag manager would receive them.
  window.dataLayer = window.dataLayer ?? [];
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => {
    report({ kind: "event", type: "dataLayer.push", tag: "page", detail: JSON.stringify(entries) });
    return push(...entries);
  };
  const consoleError = console.error;
  console.error = (...args) => {
    report({ kind: "error", text: args.map(String).join(" ") });
    consoleError.apply(console, args);
  };
  window.addEventListener("error", (event) => report({ kind: "error", text: `uncaught: ${event.message}` }));
})();
