/// <reference types="node" />
import { rename, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
// The server module's public entry only: in dist/ the CLI is a small file beside ./server.mjs.
import { AttributeError, SERVER_RENDERED_TAGS, fetchContent, renderElement } from "./index";

/**
 * `shop-components-render` (dist/cli.mjs): renders one fragment for a publish step that writes
 * static fragments. Exit codes: 0 written; 2 bad arguments or attributes (nothing asked, nothing
 * written); 1 the promotion service failed: nothing is written, so that the last published
 * fragment stays, unless `--allow-missing-content` asks for the footer without its content.
 */

const USAGE = `Usage: shop-components-render <tag> --api <origin> [attributes] [options]

Renders <tag> (${SERVER_RENDERED_TAGS.join(", ")}) to HTML with a declarative shadow root.

Attributes are the element's, as options: --site de, --reduced (present), --newsletter false,
--platform MATCH, --lang de-DE, --hunter-content …  (api-base is not one: use --api)

Options:
  --api <origin>             the shop's services' origin: footer content, logo and image addresses (required)
  --stylesheets <folder>     the public folder of the stylesheets (<tag>.css), default /fragments
  --out <file>               write the fragment there (replaced at once), else to standard output
  --allow-missing-content    when the promotion service fails, write the footer without content
                             (by default nothing is written and the exit code is 1)
  -h, --help                 this text

Exit codes: 0 written, 1 the promotion service failed, 2 bad arguments or attributes.`;

class UsageError extends Error {}

const OWN_OPTIONS = {
  api: { type: "string" },
  stylesheets: { type: "string" },
  out: { type: "string" },
  "allow-missing-content": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

interface Command {
  tag: string;
  attributes: Record<string, string>;
  api: string;
  stylesheets: string;
  out: string | undefined;
  allowMissingContent: boolean;
}

/** `--name value`, `--name=value`, or a bare `--name` (present) for each attribute; the tag first. */
function readTokens(args: string[]) {
  const { tokens } = parseArgs({
    args,
    options: OWN_OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  // Without prototypes: an attribute named "constructor" or "__proto__" is a name like any other.
  const own = Object.create(null) as Record<string, string | boolean>;
  const attributes = Object.create(null) as Record<string, string>;
  const positionals: string[] = [];
  for (let index = 0, token = tokens[0]; token; token = tokens[++index]) {
    if (token.kind === "positional") positionals.push(token.value);
    if (token.kind !== "option") continue;
    const { name } = token;
    if (token.rawName.startsWith("--") === false && name !== "help")
      throw new UsageError(`unknown option ${token.rawName}`);
    if (name in own || name in attributes) throw new UsageError(`--${name} is given twice`);
    if (Object.hasOwn(OWN_OPTIONS, name)) {
      own[name] = token.value ?? true;
      continue;
    }
    if (name === "api-base") throw new UsageError("--api-base is not an attribute here: use --api");
    const next = tokens[index + 1];
    const takesNext = token.value === undefined && next?.kind === "positional";
    attributes[name] = takesNext ? next.value : (token.value ?? "");
    if (takesNext) index++;
  }
  return { own, attributes, positionals };
}

function parseCommand(args: string[]): Command | "help" {
  const { own, attributes, positionals } = readTokens(args);
  if (own.help) return "help";
  const [tag, ...extra] = positionals;
  if (!tag) throw new UsageError(`name the element first (${SERVER_RENDERED_TAGS.join(", ")})`);
  if (extra.length) throw new UsageError(`unexpected ${extra.join(" ")}`);
  const api = typeof own.api === "string" ? own.api : "";
  if (!/^https?:\/\/[^/]/.test(api)) throw new UsageError("--api <origin> is required (http or https)");
  for (const name of ["stylesheets", "out"]) {
    if (own[name] === true) throw new UsageError(`--${name} needs a value`);
  }
  return {
    tag,
    attributes,
    api,
    stylesheets: (own.stylesheets as string | undefined) ?? "/fragments",
    out: own.out as string | undefined,
    allowMissingContent: own["allow-missing-content"] === true,
  };
}

/**
 * The data the element shows that the server fetches first (the footer's content);
 * `undefined` when the service failed (said on standard error). Throws an `AttributeError` first
 * for attributes the element does not accept: nothing is asked then.
 */
async function contentFor(command: Command): Promise<{ content: unknown } | undefined> {
  const fetched = await fetchContent(command.tag, command.attributes, command.api);
  if ("content" in fetched) return fetched;
  const { error } = fetched;
  console.error(`shop-components-render: ${error instanceof Error ? error.message : String(error)}`);
  return undefined;
}

async function write(out: string | undefined, html: string): Promise<void> {
  if (!out) {
    process.stdout.write(html);
    return;
  }
  // A web server serving `out` meanwhile sees the old fragment or the new one, never half of one.
  const partial = `${out}.${process.pid}.partial`;
  await writeFile(partial, html);
  await rename(partial, out);
}

async function run(command: Command): Promise<number> {
  const render = (content: unknown) =>
    renderElement(command.tag, command.attributes, {
      origin: command.api,
      content,
      stylesheets: command.stylesheets,
    });
  const answer = await contentFor(command);
  if (!answer && !command.allowMissingContent) {
    console.error("shop-components-render: the promotion service failed; nothing was written.");
    return 1;
  }
  if (!answer)
    console.error("shop-components-render: the promotion service failed; the footer has no content.");
  await write(command.out, await render(answer?.content ?? null));
  return 0;
}

async function main(args: string[]): Promise<number> {
  let command: Command | "help";
  try {
    command = parseCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`shop-components-render: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === "help") {
    console.log(USAGE);
    return 0;
  }
  try {
    return await run(command);
  } catch (error) {
    if (!(error instanceof AttributeError)) throw error;
    console.error(
      `shop-components-render: <${command.tag}> was not rendered:\n${error.problems.map((p) => `- ${p}`).join("\n")}`,
    );
    return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error("shop-components-render: failed", error);
    process.exitCode = 1;
  },
);
