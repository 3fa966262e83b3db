/**
 * INTERIM: the smallest private modal until the widget kit's Modal (issue 3, src/ui/modal/) is
 * merged; then switch to it and delete this file.
 *
 * A native modal `<dialog>` (top layer, inert page, Escape), plus what it lacks: a click on the
 * backdrop closes it, and Tab and Shift+Tab wrap inside it rather than leaving the page.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Spec §2: S, M or L (the width). */
  size?: "S" | "M" | "L";
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE = "button,input,select,textarea,summary,[href],[tabindex]";

export function Modal({ isOpen, onClose, size = "M", title, children, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    dialog.showModal();
    // Closing returns focus to the trigger by itself (HTML's dialog closing steps).
    return () => dialog.close();
  }, [isOpen]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog has no padding: a click on the dialog itself, not its content, is the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) =>
        !(element as HTMLButtonElement).disabled && element.tabIndex >= 0 && element.checkVisibility(),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = (event.currentTarget.getRootNode() as ShadowRoot).activeElement;
    const wrapTo = event.shiftKey
      ? active === first
        ? last
        : undefined
      : active === last
        ? first
        : undefined;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      part="modal"
      data-size={size}
      aria-labelledby="modal-title"
      onClose={onClose}
      onClick={closeOnBackdrop}
      onKeyDown={trapFocus}
    >
      <div>
        <header>
          <h2 id="modal-title">{title}</h2>
          <button type="button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
        {footer && <footer>{footer}</footer>}
      </div>
    </dialog>
  );
}
