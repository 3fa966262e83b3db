// QA instrumentation of the demo's legacy page (not part of the product): reports every shop-*
// event and every console.error of the page to the QA shell around it (demo/index.html).
(() => {
  const query = new URLSearchParams(location.search);
  const realNow = Date.now;
  const realSetInterval = window.setInterval.bind(window);
  // "Fast timers" in the QA shell: the page's time (`Date.now`) and interval timers run N times
  // faster, for the elements as for any script of the page. The clock starts when the stand-in's
  // token clock started (`clockStart`), so both agree on when a token comes due.
  const speed = Number(query.get("fastTimers"));
  if (speed > 1) {
    const start = Number(query.get("clockStart")) || realNow();
    Date.now = () => start + (realNow() - start) * speed;
    window.setInterval = (callback, ms, ...args) => realSetInterval(callback, ms / speed, ...args);
  }
  // "Simulated activity": the session renewal checks the token only if the visitor touched,
  // typed, scrolled or clicked since its last check; a scroll a (real) second stands in for one.
  if (query.get("activity") === "true") {
    realSetInterval(() => document.dispatchEvent(new Event("scroll")), 1000);
  }
  if (window.parent === window) return;
  // Each message carries the real time it happened (fast timers speed up Date.now, not this).
  const report = (message) =>
    window.parent.postMessage({ source: "shop-page", at: realNow(), ...message }, location.origin);
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    if (event.type.startsWith("shop-")) {
      const tag = this.localName ?? "document";
      report({ kind: "event", type: event.type, tag, detail: JSON.stringify(event.detail) });
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
