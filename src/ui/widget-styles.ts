/**
 * A widget's stylesheet and the widgets it renders (as Shoelace's `static styles` and
 * `static dependencies`): each widget module exports its own, next to its component, and an
 * element names the widgets its own markup uses. The element's sheet follows from them: every
 * sheet they reach, each once, a used widget's before the widget that uses it, so that no list
 * of the whole widget tree is kept by hand (scripts/widget-styles.test.mjs checks each module's
 * list against the widgets it imports).
 */
export interface WidgetStyles {
  readonly sheet: string;
  readonly uses: readonly WidgetStyles[];
}

/**
 * `sheet` (CSS text) and the styles of the widgets its markup renders. Without side effects (said
 * to the bundler, `@__NO_SIDE_EFFECTS__`): a widget's styles that no element uses are left out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function widgetStyles(sheet: string, uses: readonly WidgetStyles[] = []): WidgetStyles {
  return { sheet, uses };
}

/** The sheets `styles` reaches, each once, in the order they apply: what a widget uses first. */
export function sheetsOf(styles: WidgetStyles): string[] {
  const ordered: WidgetStyles[] = [];
  const visit = (node: WidgetStyles) => {
    if (ordered.includes(node)) return;
    node.uses.forEach(visit);
    ordered.push(node);
  };
  visit(styles);
  return ordered.map(({ sheet }) => sheet).filter(Boolean);
}
