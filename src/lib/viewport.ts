/** Platform and screen-size cluster by the viewport's width in CSS pixels. */
import { BREAKPOINTS } from "./breakpoints";

export type Platform = "MATCH" | "TABLET" | "CLASSIC";

/** A viewport narrower than this, in CSS pixels, is a phone (platform MATCH). */
export const PHONE_WIDTH_BELOW = BREAKPOINTS.phone;

/** Below 768 a phone (MATCH), below 1280 TABLET, otherwise CLASSIC. */
export function platformByWidth(width: number): Platform {
  if (width < PHONE_WIDTH_BELOW) return "MATCH";
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
