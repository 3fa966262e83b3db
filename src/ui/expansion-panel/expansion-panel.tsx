import { useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Icon, iconStyles } from "../icon/icon";
import css from "./expansion-panel.css";
import showMoreCss from "./show-more.css";
import { textLinkStyles } from "../text-link/text-link";
import { widgetStyles } from "../widget-styles";

export interface ExpansionPanelProps {
  /** What the panel's heading says (the line that opens and closes it). */
  title: ReactNode;
  children: ReactNode;
  /** The level of the heading in the summary (an accordion's headings). Default: 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Whether it is open at first. Default: false. */
  isInitiallyExpanded?: boolean;
  /** Called with the new state when the shopper opens or closes it. */
  onToggle?: (isExpanded: boolean) => void;
}

/**
 * A disclosure, HTML's own: `<details>` with a `<summary>` that holds the panel's heading (its
 * level kept for the page's outline). The browser opens and closes it, also before the script has
 * run and without it, and keeps what the shopper did through hydration: React never sets `open`
 * after the first render, so a panel opened before the script stays open.
 */
export function ExpansionPanel({
  title,
  children,
  headingLevel = 3,
  isInitiallyExpanded = false,
  onToggle,
}: ExpansionPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details
      className="expansion-panel"
      open={isInitiallyExpanded}
      onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}
    >
      <summary>
        <Heading>
          {title}
          <Icon name="chevron-down" size={16} />
        </Heading>
      </summary>
      <div>{children}</div>
    </details>
  );
}

/** The height of collapsed text. */
export const COLLAPSED_HEIGHT_PX = 96;

export interface ShowMoreProps {
  children: ReactNode;
  /** The height of the collapsed text in px. Default: 96. */
  collapsedHeight?: number;
}

/**
 * Long text cut to `collapsedHeight` with a 'Show more' / 'Show less' button. The button appears
 * only when the text is taller than that. Collapsed, the rest is clipped only for the eye: a screen
 * reader still reads the whole text (hiding it would take content away from it).
 */
export function ShowMore({ children, collapsedHeight = COLLAPSED_HEIGHT_PX }: ShowMoreProps) {
  const { t } = useLingui();
  const id = useId();
  const content = useRef<HTMLDivElement>(null);
  const [isExpanded, setExpanded] = useState(false);
  const [isTall, setTall] = useState(false);
  useLayoutEffect(() => {
    setTall((content.current?.scrollHeight ?? 0) > collapsedHeight);
  }, [children, collapsedHeight]);
  const isClipped = isTall && !isExpanded;
  return (
    <div className="show-more">
      <div id={id} ref={content} style={{ maxHeight: isClipped ? collapsedHeight : undefined }}>
        {children}
      </div>
      {isTall && (
        <button
          type="button"
          className="text-link"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? t`Show less` : t`Show more`}
        </button>
      )}
    </div>
  );
}

/** The expansion panel's sheet, and those of the widgets it renders. */
export const expansionPanelStyles = widgetStyles(css, [iconStyles]);

/** The show-more panel's sheet. */
export const showMoreStyles = widgetStyles(showMoreCss, [textLinkStyles]);
