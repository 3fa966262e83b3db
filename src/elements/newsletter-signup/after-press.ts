/**
 * No control moves between pointer-down and pointer-up (docs/behaviour.md, Newsletter form). A
 * field checked when it loses focus may show or drop an error line, which moves every control below it.
 * A press on another control takes the focus at its mousedown: had the line come or gone then,
 * that control would move away under the pointer and the click would land elsewhere (the Turkish
 * consent left unticked, 'Subscribe' missed). Such work waits until the press is over.
 *
 * Mouse, pen and touch alike: a tap's compatibility mousedown moves the focus too, and its
 * mouseup and click follow it. A press that ends elsewhere (dragged out, a drag and drop) ends
 * with its mouseup or dragend.
 */

let isPressed = false;
const waiting: (() => void)[] = [];

function release() {
  // The browser dispatches the click of a press in the task of its mouseup: the next task comes
  // after it, so the click lands where the press began.
  setTimeout(() => {
    isPressed = false;
    for (const work of waiting.splice(0)) work();
  });
}

let isWatching = false;

/**
 * Starts following the page's pointer presses, once per page (a form calls it when it shows: the
 * press that first moves the focus out of it must already be seen). Listening on the window in
 * the capture phase hears the press before the focus moves, also one on the page around the
 * element (an error line moves the page's content below the form too).
 */
export function watchPresses(): void {
  if (isWatching) return;
  isWatching = true;
  addEventListener("mousedown", () => (isPressed = true), true);
  addEventListener("mouseup", release, true);
  addEventListener("dragend", release, true);
}

/** Runs `work` now, or once the pointer press under way has ended with its click. */
export function afterPress(work: () => void): void {
  if (isPressed) waiting.push(work);
  else work();
}
