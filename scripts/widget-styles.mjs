/**
 * The check behind src/ui/widget-styles.ts: every widget a module renders has its sheet in the
 * styles of whoever the module belongs to. A widget module (src/ui/<widget>/<widget>.tsx) declares
 * `export const <widget>Styles = widgetStyles(css, [ …used ])`; an element's view declares
 * `export const styles = widgetStyles(css, [ …used ])` in src/elements/<tag>/view.ts. A widget that a module
 * imports from src/ui/<widget>/<widget> must be reached from that declaration (directly or through
 * the widgets it names), else its sheet would be missing in the element's shadow root: unstyled
 * at run time, and no type check sees it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";

const camel = (kebab) => kebab.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const stylesName = (module) => `${camel(basename(module).replace(/\.tsx?$/, ""))}Styles`;

/** The sources under `root`/src as a map of repository paths to texts. */
export function readSources(root) {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.set(path, readFileSync(join(root, path), "utf8"));
    }
  };
  walk("src");
  return files;
}

/** `[a, b]` of `widgetStyles(css, [a, b])` as names. */
const usedNames = (list) =>
  (list ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/** Each declared widget styles name with the names it uses. */
function declarations(files) {
  const declared = new Map();
  for (const text of files.values()) {
    for (const [, name, list] of text.matchAll(
      /export const (\w+Styles) = widgetStyles\([^,)[]*(?:,\s*\[([^\]]*)\])?\s*\)/g,
    ))
      declared.set(name, usedNames(list));
  }
  return declared;
}

/**
 * The widget modules `text` imports components (or other values) from, as repository paths
 * (`src/ui/button/button`); importing only a widget's styles is naming it, not rendering it.
 */
function importedWidgets(path, text, files) {
  const widgets = [];
  for (const [, names, specifier] of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
    if (!specifier.startsWith(".")) continue;
    const target = join(dirname(path), specifier);
    const isWidgetModule = /^src\/ui\/([^/]+)\/\1$/.test(target);
    // A component or other value, not only a type or the widget's styles.
    const importsValue = names
      .split(",")
      .map((name) => name.trim())
      .some((name) => name && !name.startsWith("type ") && !name.endsWith("Styles"));
    if (isWidgetModule && importsValue && (files.has(`${target}.tsx`) || files.has(`${target}.ts`)))
      widgets.push(target);
  }
  return widgets;
}

/** Everything `names` reach through the declarations. */
function closure(names, declared) {
  const reached = new Set();
  const visit = (name) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const used of declared.get(name) ?? []) visit(used);
  };
  names.forEach(visit);
  return reached;
}

/** What is wrong with the widget styles of `files`: one line per widget rendered without its sheet. */
export function widgetStylesProblems(files) {
  const declared = declarations(files);
  const problems = [];
  for (const [path, text] of files) {
    const element = /^src\/elements\/([^/]+)\//.exec(path)?.[1];
    const widget = /^src\/ui\/([^/]+)\/\1\.tsx?$/.test(path);
    if (!element && !widget) continue;
    let own;
    let owner;
    if (element) {
      owner = `src/elements/${element}/view.ts`;
      const view = files.get(owner) ?? "";
      const list = /export const styles = widgetStyles\([^,)[]*(?:,\s*\[([^\]]*)\])?\s*\)/.exec(view);
      if (!list) continue;
      own = closure(usedNames(list[1]), declared);
    } else {
      owner = path;
      own = closure([stylesName(path)], declared);
    }
    for (const target of importedWidgets(path, text, files)) {
      const needed = stylesName(target);
      if (!declared.has(needed) || own.has(needed)) continue;
      problems.push(
        `${relative(".", path)} renders ${basename(target)}, but ${needed} is not reached from the styles of ${owner}: add it there`,
      );
    }
  }
  return problems;
}
