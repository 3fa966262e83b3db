/**
 * Which frame each part of an element's view appears in (a first view must render at once, not
 * over several frames). Frames are counted by requestAnimationFrame from the call on.
 *
 * @param {ShadowRoot} root where the parts appear
 * @param {Record<string, string>} parts a selector for each part, by name
 * @param {(frame: number) => void} [onChange] also told the frame of every change in `root`
 * @returns {{ seen: Record<string, number>, stop(): void }} the frame each part first matched in
 */
export function recordFrames(root, parts, onChange = () => {}) {
  const frames = countFrames();
  const seen = {};
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(parts))
      if (!(name in seen) && root.querySelector(selector)) seen[name] = frames.now();
    onChange(frames.now());
  });
  observer.observe(root, { childList: true, subtree: true });
  return {
    seen,
    stop() {
      observer.disconnect();
      frames.stop();
    },
  };
}

/**
 * Counts frames from the call on: `now()` is the number of animation-frame callbacks so far. A
 * frame's callbacks run just before it is rendered, with no task in between, so what was in the
 * page when `now()` was n is rendered once `now()` is above n.
 */
export function countFrames() {
  let frame = 0;
  let isCounting = true;
  const count = () => {
    frame += 1;
    if (isCounting) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  return {
    now: () => frame,
    stop() {
      isCounting = false;
    },
  };
}
