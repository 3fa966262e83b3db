/**
 * `npm run sites:check`: every place each site of the site table needs (its catalogs, footer
 * content, flag, controller, demo customer, the catalog rules' language tables, the tests'
 * expectations, the docs that list the sites); one line per place that is missing, naming it.
 */
import { fileURLToPath } from "node:url";
import { siteProblems } from "./site-checks.mjs";

const problems = await siteProblems(fileURLToPath(new URL("..", import.meta.url)));
if (problems.length) {
  console.error(`Site check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
  console.error("docs/adding-a-site.md lists what a site needs.");
  process.exit(1);
}
console.log("Sites complete: every site of src/config/sites.ts has what it needs.");
