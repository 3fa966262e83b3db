import type { AnchorHTMLAttributes, ReactNode } from "react";
import { safeHref } from "./safe-href";
import css from "./text-link.css";
import { widgetStyles } from "../widget-styles";

export interface TextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Where the link goes; only what `safeHref` accepts is used, anything else renders plain text. */
  href: string | undefined;
  children: ReactNode;
  /** `default` (primary colour), `inverted` (on dark surfaces) or `muted`. Default: default. */
  variant?: "default" | "inverted" | "muted";
  /** Text size: `copy` or `footnote`. Default: copy. */
  size?: "copy" | "footnote";
  /** An `<Icon>` element (decorative) beside the text. */
  icon?: ReactNode;
  /** Where the icon stands. Default: start. */
  iconPosition?: "start" | "end";
  /** Not focusable, not clickable, announced as disabled (no href, aria-disabled). */
  isDisabled?: boolean;
}

/** A text link; the shop's sanitised href, optional icon, and a disabled state. */
export function TextLink({
  href,
  children,
  variant = "default",
  size = "copy",
  icon,
  iconPosition = "start",
  isDisabled = false,
  onClick,
  ...rest
}: TextLinkProps) {
  const target = isDisabled ? undefined : safeHref(href);
  return (
    <a
      {...rest}
      className="text-link"
      data-variant={variant}
      data-size={size}
      href={target}
      onClick={isDisabled ? undefined : onClick}
      // Without href an <a> is neither focusable nor activatable; the role keeps it a link for AT.
      role={isDisabled ? "link" : undefined}
      aria-disabled={isDisabled || undefined}
    >
      {iconPosition === "start" && icon}
      {children}
      {iconPosition === "end" && icon}
    </a>
  );
}

/** The text link's sheet, and those of the widgets it renders. */
export const textLinkStyles = widgetStyles(css, []);
