import css from "./select.css";
import { widgetStyles } from "../widget-styles";

/** The look of a native `<select>` (the kit has no component for it: elements render the native one). */
export const selectStyles = widgetStyles(css);
