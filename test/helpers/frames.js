/**
 * Which frame each part of an element's view appears in (issue 12: a first view renders at once,
 * not over several frames). Frames are counted by requestAnimationFrame from the call on.
 *
 * @param {ShadowRoot} root where the parts appear
 * @param {Record<string, string>} parts a selector for each part, by name
 * @param {(frame: number) => void} [onChange] also told the frame of every change in `root`
 * @returns {{ seen: Record<string, number>, stop(): void }} the frame each part first matched in
 */
export function recordFrames(root, parts, onChange = () => {}) {
  let frame = 0;
  let isCounting = true;
  const count = () => {
    frame += 1;
    if (isCounting) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  const seen = {};
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(parts))
      if (!(name in seen) && root.querySelector(selector)) seen[name] = frame;
    onChange(frame);
  });
  observer.observe(root, { childList: true, subtree: true });
  return {
    seen,
    stop() {
      observer.disconnect();
      isCounting = false;
    },
  };
}
