/**
 * The catalog check of `npm test`: extracts the messages from the source, then fails on any
 * problem that scripts/catalog-rules.mjs finds in the catalogs and the demo's footer content (a
 * missing translation, typography, regional usage, the consents' fields and legal wording).
 */
import { execFileSync } from "node:child_process";
import { catalogProblems, loadProject } from "./catalog-rules.mjs";

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: ["ignore", "ignore", "inherit"] });

const project = await loadProject();
const problems = catalogProblems(project);
if (problems.length) {
  console.error(`Catalog check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
  console.error(
    "Fix the texts in locales/<locale>/messages.po or widgets.po (or demo/content/), then run npm test again.",
  );
  process.exit(1);
}
const locales = Object.keys(project.catalogs);
console.log(`Catalogs complete: ${project.catalogs["de-DE"].length} messages in ${locales.length} locales.`);
