/**
 * Events the elements fire on their host. All bubble, cross shadow roots and carry an object
 * in `detail` (docs/elements.md, "Events"); names start with `shop-` so pages can grep for them.
 */
export interface ShopEventMap {
  /** The element has rendered its content in its locale for the first time (or after a change of site or lang). */
  "shop-ready": { site: string; locale: string };
  /** <preview-panel>: the preview settings were applied (status SUCCESS); test and group empty when none. */
  "shop-preview-applied": { previewDateTime: string; test: string; group: string };
  /** <preview-panel>: staff logged out; the panel is hidden. */
  "shop-preview-logout": Record<string, never>;
  /** `<shop-footer>`: the consent-settings legal link was used; cancel to skip the consent managers' own calls. */
  "shop-consent-settings": { site: string };
  /** `<shop-footer>`: the view changer was used; cancel to skip setting the ShopView cookie and reloading. */
  "shop-view-change": { view: "mobile" | "desktop" };
  /** `<newsletter-signup>`: a sign-up was accepted by the newsletter service (never carries the address). */
  "shop-newsletter-subscribed": { site: string; origin: string };
}

/** Fires `name` on the element; `false` when a listener cancelled it (`preventDefault()`). */
export type Emit = <K extends keyof ShopEventMap>(name: K, detail: ShopEventMap[K]) => boolean;
