/** What renders `<shop-widget-gallery>` (./index.ts): the gallery and every widget's sheet. */
import { allWidgetStyles } from "../all-widget-styles";
import { widgetStyles } from "../widget-styles";
import css from "./gallery.css";

export { WidgetGallery as component } from "./gallery";

export const styles = widgetStyles(css, allWidgetStyles);
