import { useCallback, useSyncExternalStore } from "react";

/** Spec §9: platform and screen-size cluster by the viewport's width in CSS pixels. */

export type Platform = "MATCH" | "TABLET" | "CLASSIC";

/** Below 768 a phone (MATCH), below 1280 TABLET, otherwise CLASSIC. */
export function platformByWidth(width: number): Platform {
  if (width < 768) return "MATCH";
  return width < 1280 ? "TABLET" : "CLASSIC";
}

/** Each cluster with the smallest width it starts at, widest first. */
const CLUSTERS = [
  ["5XL", 1920],
  ["4XL", 1440],
  ["3XL", 1280],
  ["XXL", 1024],
  ["XL", 980],
  ["L", 768],
  ["M", 668],
  ["S", 375],
] as const;

export type ScreenSizeCluster = (typeof CLUSTERS)[number][0] | "XS";

/** XS up to 374, S 375–667, M 668–767, L 768–979, XL 980–1023, XXL 1024–1279, 3XL 1280–1439, 4XL 1440–1919, 5XL from 1920. */
export function screenSizeCluster(width: number): ScreenSizeCluster {
  return CLUSTERS.find(([, from]) => width >= from)?.[0] ?? "XS";
}

/** Spec §9: a viewport below 768 px is a phone. */
export const PHONE_QUERY = "(max-width: 767.98px)";

const mediaQueryLists = new Map<string, MediaQueryList>();

/**
 * Whether the viewport matches `query`, kept current as it changes. Layouts that depend on the
 * viewport read it here and show it as a data attribute, instead of `@media` rules in the
 * elements' stylesheets: WebKit gives a new shadow root the `@media` results of the last viewport
 * a shadow root saw, so an element added after a resize or rotation with none in the page got
 * the other width's layout (issue "Every engine shoppers use").
 */
export function useMediaQuery(query: string): boolean {
  let list = mediaQueryLists.get(query);
  if (!list) {
    list = matchMedia(query);
    mediaQueryLists.set(query, list);
  }
  const media = list;
  const subscribe = useCallback(
    (listener: () => void) => {
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    [media],
  );
  return useSyncExternalStore(subscribe, () => media.matches);
}
