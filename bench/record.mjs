/**
 * What the page benchmarks record in the page, before anything else runs (passed to puppeteer's
 * `evaluateOnNewDocument` with the source of a `shows()` function, so it must stand alone): every
 * layout shift without recent input, every long task, the evaluation of every classic script of
 * 5 ms or more (Long Animation Frames' script entries, Chromium), every script entry of 5 ms or
 * more whatever ran it (`scripts`: an event listener, a timer, a promise's callback), and `shownAt`, when `shows()`
 * first holds, in `window.__bench`. `window.__bench.watch()` looks for it again (after the bench
 * reset it).
 */
export function instrument(showsSource) {
  const shows = new Function(`return (${showsSource})();`);
  const record = (window.__bench = {
    shifts: [],
    longTasks: [],
    evaluations: [],
    scripts: [],
    shownAt: null,
  });
  const look = () => {
    if (shows()) record.shownAt = performance.now();
    else requestAnimationFrame(look);
  };
  record.watch = () => requestAnimationFrame(look);
  record.watch();
  const describe = (node) =>
    node
      ? `${node.nodeName.toLowerCase()}${node.getRootNode() instanceof ShadowRoot ? " (in shadow)" : ""}`
      : "?";
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.shifts.push({
        value: entry.value,
        at: entry.startTime,
        nodes: entry.sources.map(({ node }) => describe(node)),
        moves: entry.sources.map(
          ({ node, previousRect, currentRect }) =>
            `${describe(node)} ${previousRect.y}+${previousRect.height} → ${currentRect.y}+${currentRect.height}`,
        ),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.longTasks.push({
        start: entry.startTime,
        duration: entry.duration,
        attribution: entry.attribution.map((a) =>
          [a.name, a.containerType, a.containerSrc || a.containerName].filter(Boolean).join(" "),
        ),
      });
    }
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts) {
        const entry = { source: script.sourceURL, duration: script.duration, start: script.startTime };
        record.scripts.push(entry);
        if (script.invokerType === "classic-script") record.evaluations.push(entry);
      }
  }).observe({ type: "long-animation-frame", buffered: true });
}
