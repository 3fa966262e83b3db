/**
 * The site table (src/config/sites.ts) for the project's Node scripts and servers: the catalog
 * rules, the stand-in services, the demo and the benchmarks read the sites from here (the Lingui
 * config imports the table itself), so that a site is added in one place. jiti reads the
 * TypeScript as it is.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Reads a TypeScript module under `root` (the project, or a test's copy of it) from Node. */
export function importSource(root, path) {
  const absolute = resolve(root);
  return createJiti(join(absolute, "/"), { moduleCache: false }).import(join(absolute, path));
}

export const { SITE_TABLE, SITES, LOCALES, LOCALE_BY_SITE } = await importSource(
  projectRoot,
  "src/config/sites.ts",
);
