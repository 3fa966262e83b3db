/**
 * The bundle's entry: registers the three elements. Each registration is a no-op when the tag
 * is already defined, so a page that includes the script twice sees no error.
 */
import "./elements/shop-footer";
import "./elements/newsletter-signup";
import "./elements/preview-panel";
import "./api/page-api";
