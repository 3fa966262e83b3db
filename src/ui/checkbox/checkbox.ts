import css from "./checkbox.css";
import { widgetStyles } from "../widget-styles";

/** The look of a native checkbox (the kit has no component for it: elements render `<input type="checkbox">`). */
export const checkboxStyles = widgetStyles(css);
