import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useServerViewport } from "../lib/prerender";
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
 * phone's or a desktop's (`Prerendered.viewport`), and hydration then follows the real one.
 */
export function useMediaQuery(query: string, onServer: ServerViewports): boolean {
  const viewport = useServerViewport();
  const media = useMemo(() => (typeof matchMedia === "undefined" ? undefined : matchMedia(query)), [query]);
  const subscribe = useCallback(
    (listener: () => void) => {
      media?.addEventListener("change", listener);
      return () => media?.removeEventListener("change", listener);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => media?.matches ?? onServer[viewport],
    () => onServer[viewport],
  );
}
