import { I18nProvider, useLingui } from "@lingui/react";
import { Activity, createElement, useEffect, type ComponentType } from "react";
import type { Locale, Site } from "../config/sites";
import { i18nFor } from "../i18n/catalogs";
import type { Prerendered } from "../lib/fragment";
import { PrerenderContext } from "../lib/prerender";
import type { ElementState, RootComponentProps } from "./element-definition";
import type { Emit } from "./events";

/*
 * The React tree of an element's shadow root: its component in its locale, with what the server
 * rendered it from. The browser's elements (./react-mount.ts) and the server renderer
 * (src/server/) render the same tree.
 */

export interface RootProps {
  state: ElementState;
  component: ComponentType<RootComponentProps>;
  /** Called once the content has rendered in its locale (before `shop-ready` fires). */
  onRendered: () => void;
  /** The data of the fragment the server rendered, while it is the one the element shows. */
  prerendered?: Prerendered | undefined;
  /**
   * False while the element is out of the page (./element-mount.ts, a put-back): its effects stop
   * (calls aborted, timers cleared), its state and markup wait (React's Activity, hidden).
   */
  isInPage?: boolean;
}

/** Renders the element's component in its locale; nothing while an attribute is invalid. */
export function ElementRoot({ state, component, onRendered, prerendered, isInPage = true }: RootProps) {
  if (!state.valid) return null;
  const { props } = state;
  const content = createElement(
    PrerenderContext,
    { value: prerendered },
    createElement(
      I18nProvider,
      { i18n: i18nFor(props.locale) },
      createElement(component, props),
      createElement(ReadySignal, { site: props.site, locale: props.locale, emit: props.emit, onRendered }),
    ),
  );
  return createElement(Activity, { mode: isInPage ? "visible" : "hidden", children: content });
}

/**
 * Fires `shop-ready` once the content has rendered with the texts of `locale`. It sits inside the
 * I18nProvider, after the content, so that it announces the locale the content shows.
 */
function ReadySignal({ site, locale, emit, onRendered }: ReadySignalProps) {
  const { i18n } = useLingui();
  const renderedLocale = i18n.locale;
  useEffect(() => {
    if (renderedLocale !== locale) return;
    onRendered();
    emit("shop-ready", { site, locale });
  }, [renderedLocale, site, locale, emit, onRendered]);
  return null;
}

interface ReadySignalProps {
  site: Site;
  locale: Locale;
  emit: Emit;
  onRendered: () => void;
}
