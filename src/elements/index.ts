/**
 * Registers every element of the shop: what the script defines as custom elements and what the
 * server renderer finds by its definitions (src/server/), from this one list.
 */
import "./shop-footer";
import "./newsletter-signup";
import "./preview-panel";
