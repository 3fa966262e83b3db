import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { readSources, widgetStylesProblems } from "./widget-styles.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const sources = readSources(root);

/** The sources with `from` replaced by `to` in `path`. */
function edited(path, from, to) {
  const files = new Map(sources);
  const text = files.get(path);
  assert.ok(text.includes(from), `${path} holds ${from}`);
  files.set(path, text.replace(from, to));
  return files;
}

describe("widget styles: every widget a module renders has its sheet in its element", () => {
  it("holds for the project's elements and widgets", () => {
    assert.deepEqual(widgetStylesProblems(sources), []);
  });

  it("names an element that renders a widget it does not name", () => {
    const files = edited(
      "src/elements/shop-footer/view.ts",
      "[iconStyles, buttonStyles, expansionPanelStyles]",
      "[iconStyles, buttonStyles]",
    );
    const problems = widgetStylesProblems(files);
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(problems[0], /shop-footer\.tsx renders expansion-panel, but expansionPanelStyles/);
  });

  it("names a widget that renders another one it does not name", () => {
    const files = edited(
      "src/ui/notification/notification.tsx",
      "widgetStyles(css, [iconStyles, iconButtonStyles])",
      "widgetStyles(css, [iconStyles])",
    );
    const problems = widgetStylesProblems(files);
    assert.ok(
      problems.some((line) => /notification\.tsx renders icon-button, but iconButtonStyles/.test(line)),
      problems.join("\n"),
    );
  });

  it("accepts a widget reached through another one", () => {
    // The footer renders icons; its accordion panel brings the icon's sheet as well.
    const files = edited(
      "src/elements/shop-footer/view.ts",
      "[iconStyles, buttonStyles, expansionPanelStyles]",
      "[buttonStyles, expansionPanelStyles]",
    );
    assert.deepEqual(widgetStylesProblems(files), []);
  });
});
