import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Icon, iconStyles } from "../icon/icon";
import { IconButton, iconButtonStyles } from "../icon-button/icon-button";
import css from "./notification.css";
import variantsCss from "./notification-variants.css";
import { widgetStyles } from "../widget-styles";

export interface NotificationProps {
  children: ReactNode;
  /** `banner` (full width, the sign-up form's), `copysize` or `footnotesize` text. Default: banner. */
  variant?: "banner" | "copysize" | "footnotesize";
  /** An error is an alert (announced at once), the others a polite status. Default: info. */
  state?: "info" | "success" | "error" | "warning";
  /** Shown only while true; hidden, it renders nothing. Default: true. */
  isOpen?: boolean;
  /** No background, only the state's colour bar. Default: false. */
  isTransparent?: boolean;
  /** Shows a close button ('Close'): it hides the notification and calls `onClose`. Default: false. */
  isClosable?: boolean;
  /** Called when the close button hid the notification; `isOpen` going false→true shows it again. */
  onClose?: () => void;
  /** The close button's accessible name. Default: 'Close' in the element's locale. */
  closeLabel?: string;
  /**
   * Shown inside a live region of the caller's that is there before any message, as one whose
   * messages come and go must be (a region that comes with its message is not announced): no
   * role of its own. Default: false, an alert or status of its own.
   */
  isInLiveRegion?: boolean;
}

/** A message box in one of four states. */
export function Notification({
  children,
  variant = "banner",
  state = "info",
  isOpen = true,
  isTransparent = false,
  isClosable = false,
  onClose,
  closeLabel,
  isInLiveRegion = false,
}: NotificationProps) {
  const { t } = useLingui();
  const [isClosed, setClosed] = useState(false);
  // Closed by the caller after the shopper closed it: the next isOpen shows it again.
  if (!isOpen && isClosed) setClosed(false);
  if (!isOpen || isClosed) return null;
  return (
    <div
      className="notification"
      data-variant={variant}
      data-state={state}
      data-transparent={isTransparent || undefined}
      role={isInLiveRegion ? undefined : state === "error" ? "alert" : "status"}
    >
      <div>{children}</div>
      {isClosable && (
        <IconButton
          icon={<Icon name="close" />}
          label={closeLabel ?? t`Close`}
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        />
      )}
    </div>
  );
}

/** The notification's sheet, and those of the widgets it renders. */
export const notificationStyles = widgetStyles(css, [iconStyles, iconButtonStyles]);

/** The warning, copysize, footnotesize and transparent notifications, for elements that show them. */
export const notificationVariantStyles = widgetStyles(variantsCss, [notificationStyles]);
