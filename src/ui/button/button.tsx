import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";
import { Spinner, spinnerStyles } from "../spinner/spinner";
import css from "./button.css";
import variantsCss from "./button-variants.css";
import { widgetStyles } from "../widget-styles";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "disabled"> {
  children: ReactNode;
  /** Primary fill by default, or `secondary` (outlined), `ghost` (text only). */
  variant?: "primary" | "secondary" | "ghost";
  /** `auto` fits the label, `full` takes the container's width. Default: auto. */
  width?: "auto" | "full";
  /** An `<Icon>` element (decorative) beside the label. */
  icon?: ReactNode;
  /** Where the icon stands: before (`prepend`) or after (`append`) the label. Default: prepend. */
  iconPosition?: "prepend" | "append";
  /** The native type; `button` unless given, so a button in a form submits only when asked to. */
  type?: "button" | "submit" | "reset";
  isDisabled?: boolean;
  /**
   * For a button that shows when it is busy (the newsletter form's submit), `none` or `loading`.
   * `loading` shows the spinner with the text 'Loading' in place of the label, keeps the button's
   * width, sets aria-busy and ignores clicks (also a submit's); the button stays enabled so that
   * keyboard focus stays on it. Such a button holds its spinner from the start, hidden while
   * `none` (see below). Without a state the button never loads and has no spinner.
   */
  state?: "none" | "loading";
}

/** The shop's button. */
export function Button({
  children,
  variant = "primary",
  width = "auto",
  icon,
  iconPosition = "prepend",
  type = "button",
  isDisabled = false,
  state,
  onClick,
  ...rest
}: ButtonProps) {
  const isLoading = state === "loading";
  const ignore = (event: MouseEvent) => event.preventDefault();
  return (
    <button
      {...rest}
      className="button"
      data-variant={variant}
      data-width={width}
      data-state={state}
      type={type}
      disabled={isDisabled}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? ignore : onClick}
    >
      {/* While loading, the label stays in place but invisible (also to AT): the width is kept and
          the spinner's 'Loading' becomes the button's name. */}
      <span className="label">
        {iconPosition === "prepend" && icon}
        {children}
        {iconPosition === "append" && icon}
      </span>
      {/* Rendered from the start and hidden until loading: on a form rendered on the server, the
          spinner was the first element React created after hydration, and creating it compiled
          React's mounting path in the submit's own task: half of its 23–29 ms at 4× CPU
          (bench:inp). */}
      {state && <Spinner size="small" isInline isHidden={!isLoading} />}
    </button>
  );
}

/** The button's sheet, and those of the widgets it renders. */
export const buttonStyles = widgetStyles(css, [spinnerStyles]);

/** The secondary, ghost and full-width buttons, for elements that show them. */
export const buttonVariantStyles = widgetStyles(variantsCss, [buttonStyles]);
