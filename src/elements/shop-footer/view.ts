/**
 * What renders `<shop-footer>` (./index.ts): its component and its sheet, with the widgets its
 * markup renders (the kit's icons, the button base of its link-like buttons, the phone accordion's
 * panel). Evaluated when a footer is first needed, with React.
 */
import { buttonStyles } from "../../ui/button/button";
import { expansionPanelStyles } from "../../ui/expansion-panel/expansion-panel";
import { iconStyles } from "../../ui/icon/icon";
import { widgetStyles } from "../../ui/widget-styles";
import css from "./shop-footer.css";

export { ShopFooter as component } from "./shop-footer";

export const styles = widgetStyles(css, [iconStyles, buttonStyles, expansionPanelStyles]);
