/**
 * The widget gallery's script (dist/widgets-gallery.js, a second rollup output; never part of the
 * shop bundle): registers <shop-widget-gallery site="…" lang="…"> through the same element layer
 * as the shop's elements, so the widgets render in a shadow root with the element's catalog, as
 * they do inside the elements. demo/widgets.html and test/ui/ load it.
 *
 * It also exposes the kit's pure rules as `window.shopWidgetKit`, for the browser tests.
 */
import { defineElement } from "../../elements/define";
import { formatDate, formatIban, digitsOnly, ibanCharacters } from "../input-field/formats";
import { passwordStrength } from "../password-strength-meter/password-strength";
import { safeHref } from "../text-link/safe-href";

defineElement({
  tag: "shop-widget-gallery",
  attributes: {},
  view: () => import("./view"),
});

declare global {
  interface Window {
    shopWidgetKit: typeof kit;
  }
}

const kit = { safeHref, formatDate, formatIban, digitsOnly, ibanCharacters, passwordStrength };
window.shopWidgetKit = kit;
