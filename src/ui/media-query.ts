import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
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
 * phone's or a desktop's (`Prerendered.viewport`).
 * @param part the part of the element whose layout follows the answer. An element the server
 * rendered hydrates with the server's answer (its markup is that answer's), then follows the real
 * viewport as soon as `part` is out of sight below the viewport, where changing it moves nothing
 * the shopper is looking at: at once for a footer the shopper has not reached, or once they
 * scroll back up past it. A change of the query's answer (a rotation, a resized window) makes it
 * follow at once, as an element rendered in the browser does from the start.
 */
export function useMediaQuery(query: string, onServer: ServerViewports, part: Element | null): boolean {
  const viewport = useServerViewport();
  const [followsViewport, setFollowsViewport] = useState(!useIsPrerendered());
  const media = useMemo(() => (typeof matchMedia === "undefined" ? undefined : matchMedia(query)), [query]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const onChange = () => {
        setFollowsViewport(true);
        listener();
      };
      media?.addEventListener("change", onChange);
      return () => media?.removeEventListener("change", onChange);
    },
    [media],
  );
  useEffect(() => {
    if (followsViewport || !part) return;
    // Its own document's viewport, also in a frame (the implicit root is the top window's).
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.rootBounds && entry.boundingClientRect.top >= entry.rootBounds.bottom)
          setFollowsViewport(true);
      },
      { root: part.ownerDocument },
    );
    observer.observe(part);
    return () => observer.disconnect();
  }, [followsViewport, part]);
  return useSyncExternalStore(
    subscribe,
    () => (followsViewport ? (media?.matches ?? onServer[viewport]) : onServer[viewport]),
    () => onServer[viewport],
  );
}
