import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Icon, iconStyles } from "../icon/icon";
import { IconButton, iconButtonStyles } from "../icon-button/icon-button";
import css from "./modal.css";
import { widgetStyles } from "../widget-styles";

export interface ModalProps {
  /** Open while true. */
  isOpen: boolean;
  /**
   * Called when the shopper closes the modal: the close button, Escape or a click on the backdrop.
   * The modal is closed already; set `isOpen` to false to agree.
   */
  onClose: () => void;
  /** The modal's heading and accessible name. */
  title: ReactNode;
  /** The content. It stays mounted while the modal is closed, so what was typed is still there. */
  children: ReactNode;
  /** Buttons at the bottom, e.g. the preview panel's 'Logout'. */
  footer?: ReactNode;
  /** S (400 px), M (600 px) or L (900 px) wide at most. Default: M. */
  size?: "S" | "M" | "L";
  /** The close button's accessible name. Default: 'Close' in the element's locale. */
  closeLabel?: string;
}

const FOCUSABLE = "button,input,select,textarea,summary,[href],[tabindex]";

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a modal
 * <dialog> keeps focus off the page behind, but Tab may still leave it for the browser's own UI.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !(element as HTMLButtonElement).disabled && element.tabIndex >= 0 && element.checkVisibility(),
  );
  const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
  const [from, to] = event.shiftKey ? [focusable[0], focusable.at(-1)] : [focusable.at(-1), focusable[0]];
  if (to && active === from) {
    event.preventDefault();
    to.focus();
  }
}

/**
 * A modal dialog on the platform's <dialog> with showModal(): the rest of the page is inert, focus
 * stays inside, Escape closes it, and closing gives focus back to the element that had it before
 * (also inside a shadow root) — all from the browser. The dialog element stays in the page while
 * closed so that every close, also one the caller asks for, goes through close() and returns focus.
 * The modal adds the close button, the close on a click on the backdrop and Tab wrapping inside.
 */
export function Modal({ isOpen, onClose, title, children, footer, size = "M", closeLabel }: ModalProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (isOpen) dialog.current?.showModal();
    else dialog.current?.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      part="modal"
      data-size={size}
      aria-labelledby={titleId}
      // The close event comes after any close; only one the shopper made is news to the caller.
      onClose={() => isOpen && onClose()}
      // A click on the dialog element itself, not on its content, was on the backdrop: the content
      // box fills the dialog, which has no padding.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={wrapFocus}
    >
      <div className="modal-content">
        <header>
          <h2 id={titleId}>{title}</h2>
          <IconButton
            icon={<Icon name="close" />}
            label={closeLabel ?? t`Close`}
            onClick={() => dialog.current?.close()}
          />
        </header>
        <div>{children}</div>
        {footer && <footer>{footer}</footer>}
      </div>
    </dialog>
  );
}

/** The modal's sheet, and those of the widgets it renders. */
export const modalStyles = widgetStyles(css, [iconStyles, iconButtonStyles]);
