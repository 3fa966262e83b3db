/**
 * `npm run release:check`: refuses a release while any site's data controller (the site table's
 * `controller`, src/config/sites.ts) still holds the table's example values, one line per field
 * naming the site and the field. Reads the table as it is (no build, no browser).
 *
 * `--controllers <file.json>` reads `{ "<site>": DataController, … }` from a file in place of the
 * table's controllers: a site the file leaves out keeps the table's entry, and is refused while
 * that holds examples.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/**
 * The words that mean "example" in the table's example values, as whole words in any case
 * (`Beispiel-Handel` and `BEISPIEL` as well as `Beispiel Handel`). Each is written as the table
 * writes it in names and addresses: the German word also opening a compound (`Beispielstraße`),
 * the Polish, Czech and Slovak adjectives in any ending (`Przykładowa`, `Vzorová`); the Hungarian
 * and Turkish words only alone, as they also open real place names.
 */
export const EXAMPLE_WORDS = ["Beispiel\\p{L}*", "Przykładow\\p{L}+", "Vzorov\\p{L}+", "Minta", "Örnek"];

/** The table's example service providers (providersInGermany, src/config/sites.ts). */
export const EXAMPLE_PROVIDERS = ["Beispiel Mailing GmbH", "Beispiel Cloud GmbH"];

/** An example word, with no letter or digit before it or after it. */
const EXAMPLE_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${EXAMPLE_WORDS.join("|")})(?![\\p{L}\\p{N}])`, "iu");

/**
 * A host name under the `.example` top-level domain, in an e-mail address or a URL, its root's dot
 * written or not (`a@b.example`, `https://b.example/`, `https://b.example./`); not a host under
 * another domain whose name holds the label (`b.example.com`).
 */
const EXAMPLE_HOST = /(?<=[\p{L}\p{N}-])\.example\.?(?![\p{L}\p{N}.-])/iu;

const isExampleProvider = (text) =>
  EXAMPLE_PROVIDERS.some((provider) => provider.toLowerCase() === text.trim().toLowerCase());

/** What marks a text as an example, most telling first, or undefined where nothing does. */
function exampleKind(text) {
  if (isExampleProvider(text)) return "an example service provider";
  if (EXAMPLE_HOST.test(text)) return "an .example address";
  if (EXAMPLE_WORD.test(text)) return "an example";
  return undefined;
}

/**
 * Every string a value holds, with its path from `path` (`controller.processors[0].name`): the
 * object's own fields and the array's items, however deep, so that a field the type gains is
 * read without naming it here.
 */
function stringsOf(value, path) {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([field, item]) => stringsOf(item, `${path}.${field}`));
  return [];
}

/**
 * The problems of the sites' controllers (`{ "<site>": DataController }`), one line per field that
 * holds an example value: "de: controller.name is an example ("Beispiel Handel GmbH")".
 */
export function releaseProblems(controllersBySite) {
  return Object.entries(controllersBySite).flatMap(([site, controller]) => {
    if (!controller || typeof controller !== "object" || Array.isArray(controller))
      return [`${site}: controller is missing`];
    return stringsOf(controller, "controller").flatMap(({ path, text }) => {
      const kind = exampleKind(text);
      return kind ? [`${site}: ${path} is ${kind} (${JSON.stringify(text)})`] : [];
    });
  });
}

/** The sites' controllers from the table, each one `file` holds in its place; `unknown`: its keys that are no site. */
function controllersFor(siteTable, file) {
  const table = Object.fromEntries(
    Object.entries(siteTable).map(([site, { controller }]) => [site, controller]),
  );
  if (!file) return { controllers: table, fromFile: [], unknown: [] };
  let given;
  try {
    given = JSON.parse(readFileSync(resolve(file), "utf8"));
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON (${error.message})`, { cause: error });
  }
  if (!given || typeof given !== "object" || Array.isArray(given))
    throw new Error(`${file} holds no object of controllers by site`);
  const keys = Object.keys(given);
  return {
    controllers: {
      ...table,
      ...Object.fromEntries(keys.filter((site) => site in table).map((site) => [site, given[site]])),
    },
    fromFile: keys.filter((site) => site in table),
    unknown: keys.filter((site) => !(site in table)),
  };
}

async function main() {
  const { values } = parseArgs({ options: { controllers: { type: "string" } } });
  const { SITE_TABLE } = await import("./site-table.mjs");
  let controllers, fromFile, unknown;
  try {
    ({ controllers, fromFile, unknown } = controllersFor(SITE_TABLE, values.controllers));
  } catch (error) {
    console.error(`Release check failed: ${error.message}`);
    process.exit(1);
  }
  const problems = [
    ...unknown.map((site) => `${site}: in ${values.controllers} but no site of src/config/sites.ts`),
    ...releaseProblems(controllers),
  ];
  if (problems.length) {
    console.error(`Release check failed (${problems.length}):\n  ${problems.join("\n  ")}`);
    console.error(
      "Fill in each site's controller with the shop's own (docs/deploying.md, \"Before deploying\").",
    );
    process.exit(1);
  }
  const sites = Object.keys(controllers);
  const source = values.controllers
    ? `${fromFile.length} from ${values.controllers}, ${sites.length - fromFile.length} from src/config/sites.ts`
    : "from src/config/sites.ts";
  console.log(
    `Release check passed: no example values in the controllers of ${sites.length} sites (${sites.join(", ")}; ${source}).`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
