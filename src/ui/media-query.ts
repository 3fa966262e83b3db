import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { useIsPrerendered, useServerViewport } from "../lib/prerender";
import { PHONE_WIDTH_BELOW } from "../lib/viewport";

/** A phone's viewport (src/lib/viewport.ts). */
export const PHONE_QUERY = `(width < ${PHONE_WIDTH_BELOW}px)`;

/**
 * Whether the viewport matches `query`, kept current as it changes. Layouts that depend on the
 * viewport read it here and show it as a data attribute, instead of `@media` rules in the
 * elements' stylesheets: WebKit gives a new shadow root the `@media` results of the last viewport
 * a shadow root saw, so an element added after a resize or rotation with none in the page got
 * the other width's layout.
 */
export interface ServerViewports {
  /** What the query gives on a phone's viewport (a page the server renders for MATCH). */
  phone: boolean;
  /** What it gives on a desktop's. */
  desktop: boolean;
}

/**
 * @param onServer what the query gives on the server, which has no viewport: it renders for a
 * phone's or a desktop's (`Prerendered.viewport`). An element the server rendered keeps that
 * answer when it hydrates, whatever the real viewport: its stylesheet already fits the server's
 * markup to the width (container queries), so that swapping it would only move what the shopper
 * is looking at. It follows the real viewport from the first time the query's answer changes (a
 * rotation, a resized window), as an element rendered in the browser does from the start.
 */
export function useMediaQuery(query: string, onServer: ServerViewports): boolean {
  const viewport = useServerViewport();
  const isPrerendered = useIsPrerendered();
  const [hasChanged, setHasChanged] = useState(false);
  const followsViewport = hasChanged || !isPrerendered;
  const media = useMemo(() => (typeof matchMedia === "undefined" ? undefined : matchMedia(query)), [query]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const onChange = () => {
        setHasChanged(true);
        listener();
      };
      media?.addEventListener("change", onChange);
      return () => media?.removeEventListener("change", onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => (followsViewport ? (media?.matches ?? onServer[viewport]) : onServer[viewport]),
    () => onServer[viewport],
  );
}
