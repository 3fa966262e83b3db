import { useCallback, useMemo, useSyncExternalStore } from "react";

/** Spec §9: a viewport below 768 px is a phone. */
export const PHONE_QUERY = "(max-width: 767.98px)";

/**
 * Whether the viewport matches `query`, kept current as it changes. Layouts that depend on the
 * viewport read it here and show it as a data attribute, instead of `@media` rules in the
 * elements' stylesheets: WebKit gives a new shadow root the `@media` results of the last viewport
 * a shadow root saw, so an element added after a resize or rotation with none in the page got
 * the other width's layout (issue "Every engine shoppers use").
 */
export function useMediaQuery(query: string): boolean {
  const media = useMemo(() => matchMedia(query), [query]);
  const subscribe = useCallback(
    (listener: () => void) => {
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    [media],
  );
  return useSyncExternalStore(subscribe, () => media.matches);
}
