/**
 * The repository paths the README and docs/ name (`src/…`, `test/…`, `demo/…`, `docs/…`, links
 * such as `(docs/fragments.md)`), so that a test can check each exists: prose that names a file
 * which moved or never came is found when it happens, not by a reader.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Where committed files live; dist/ and build/ are built, so they are not checked. */
const FOLDERS = ["src", "test", "demo", "docs", "scripts", "bench", "locales", "edge", ".ci"];
const PATH = new RegExp(
  `(?<![\\w./-])(?:\\.\\./)?((?:${FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w./*<>{}-]*[\\w*>}])`,
  "g",
);

/** The Markdown files whose paths are checked: the README and every file in docs/. */
export function documents(root) {
  return [
    "README.md",
    ...readdirSync(join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`),
  ];
}

/** Each path `text` names, without placeholders (`<tag>`, `{site}`) or globs, which name no one file. */
export function namedPaths(text) {
  return [...new Set([...text.matchAll(PATH)].map(([, path]) => path.replace(/[.,:;]+$/, "")))].filter(
    (path) => !/[*<>{}]/.test(path),
  );
}

/** The paths `documents` name that do not exist under `root`, as "document: path". */
export function missingPaths(root, names = documents(root)) {
  return names.flatMap((document) =>
    namedPaths(readFileSync(join(root, document), "utf8"))
      .filter((path) => !existsSync(join(root, path)))
      .map((path) => `${document}: ${path}`),
  );
}
