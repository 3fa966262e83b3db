import { useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Icon, iconStyles } from "../icon/icon";
import css from "./expansion-panel.css";
import showMoreCss from "./show-more.css";
import { textLinkStyles } from "../text-link/text-link";
import { widgetStyles } from "../widget-styles";

export interface ExpansionPanelProps {
  /** The text of the button that opens and closes the panel. */
  title: ReactNode;
  children: ReactNode;
  /** The heading level the button sits in (an accordion's headings). Default: 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Controlled state; leave undefined to let the panel keep its own. */
  isExpanded?: boolean;
  /** The initial state of an uncontrolled panel. Default: false. */
  isInitiallyExpanded?: boolean;
  /** Called with the new state when the shopper toggles the panel. */
  onToggle?: (isExpanded: boolean) => void;
}

/**
 * A disclosure that toggles expanded and collapsed: a heading with a button (aria-expanded,
 * aria-controls) and the content below, hidden while collapsed. Chosen over <details> so that a
 * heading level and the controlled state of an accordion come for free.
 */
export function ExpansionPanel({
  title,
  children,
  headingLevel = 3,
  isExpanded,
  isInitiallyExpanded = false,
  onToggle,
}: ExpansionPanelProps) {
  const id = useId();
  const [isOwnExpanded, setOwnExpanded] = useState(isInitiallyExpanded);
  const isOpen = isExpanded ?? isOwnExpanded;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="expansion-panel">
      <Heading>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => {
            setOwnExpanded(!isOpen);
            onToggle?.(!isOpen);
          }}
        >
          {title}
          <Icon name="chevron-down" size={16} />
        </button>
      </Heading>
      <div id={id} hidden={!isOpen}>
        {children}
      </div>
    </div>
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
