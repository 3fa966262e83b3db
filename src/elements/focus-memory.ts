/**
 * The control inside an element (in its shadow root, or one nested there) that had the focus when
 * the element left the page, so that a put-back (./element-mount.ts, PUT_BACK_GRACE_MS) or a move
 * gives it the focus again: a shopper typing into the form while a tab control or a morph
 * re-attaches it goes on typing. The removal takes the focus away (Chrome fires `focusout` as it
 * removes the field, while the element is still in the page; other engines fire nothing), so
 * the last control focused inside is kept until the focus has left it while the element is
 * still in the page.
 */
export function focusMemory(host: HTMLElement) {
  let focused: HTMLElement | undefined;
  // Focus events cross shadow roots (composed); the path's first entry is the control itself.
  host.addEventListener("focusin", (event) => {
    const [target] = event.composedPath();
    focused = target instanceof HTMLElement ? target : undefined;
  });
  host.addEventListener("focusout", () => {
    // Decided once the focus has moved: still in the page and nothing inside focused, the
    // shopper moved on; out of the page, the removal took it.
    queueMicrotask(() => {
      if (host.isConnected && !host.matches(":focus-within")) focused = undefined;
    });
  });
  return {
    /**
     * Back in the page: the control that had the focus gets it again, unless something else of
     * the page took the focus meanwhile (the shopper's next tab, a dialog).
     */
    restore(): void {
      const isFocusFree = document.activeElement === null || document.activeElement === document.body;
      if (focused?.isConnected && isFocusFree) focused.focus({ preventScroll: true });
    },
  };
}
