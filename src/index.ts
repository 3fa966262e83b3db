/**
 * The script's entry: registers the three elements and `window.ShopComponents`. Everything a
 * page needs is in this one script (the staff tool, the page API's calls, the texts of the nine
 * locales). Each registration is a no-op when the tag is already defined, so a page that
 * includes the script twice sees no error.
 */
import "./elements";
import "./api/page-api";
