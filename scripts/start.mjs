/**
 * `npm start`: builds what the demo uses (`scripts/build.mjs --demo`), serves the demo
 * (demo/server.mjs), and while it runs rebuilds what a change needs and restarts the server:
 *
 * - a file under src/: the classic scripts (the shop's and the widget gallery's) and the server
 *   module, which prerenders the demo's pages (a few seconds, not the whole build);
 * - a catalog under locales/ (`.po`): the catalogs first, then the same.
 *
 * Reload the page to see the change. A failed step leaves the last good build served and says
 * which step failed; the next change tries again. `PORT` and `SHOP_API` go to the server as they
 * are (README, "Two commands").
 */
import { spawn, spawnSync } from "node:child_process";
import { watch } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
/** The project's tools on the PATH, as `npm run` puts them, also when this runs on its own. */
const env = { ...process.env, PATH: [join(root, "node_modules/.bin"), process.env.PATH].join(delimiter) };

/** One build step: what it is, and the command (run with the project's tools on the PATH). */
const STEPS = {
  catalogs: ["the catalogs", "npm", ["run", "--silent", "i18n:compile"]],
  scripts: ["the classic scripts", "node", ["scripts/build-scripts.mjs", "--only", "shop,gallery"]],
  server: ["the server module", "rollup", ["-c", "--silent"]],
};

/** The steps a changed file needs, in order; none for a file no step reads. */
function stepsFor(file) {
  if (file.startsWith("locales/") && file.endsWith(".po")) return ["catalogs", "scripts", "server"];
  if (file.startsWith("src/")) return ["scripts", "server"];
  return [];
}

function run(command, args) {
  const { status, error } = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  return !error && status === 0;
}

if (!run("node", ["scripts/build.mjs", "--demo"])) process.exit(1);

let server;
function startServer() {
  server = spawn(process.execPath, ["demo/server.mjs"], { cwd: root, stdio: "inherit" });
}
startServer();

/** Changes are gathered for a moment (an editor writes a file in several steps, a checkout many). */
const WAIT_MS = 200;
const changed = new Set();
let timer;

function rebuild() {
  const files = [...changed];
  changed.clear();
  const needed = new Set(files.flatMap(stepsFor));
  const steps = Object.keys(STEPS).filter((step) => needed.has(step));
  if (!steps.length) return;
  const started = performance.now();
  for (const step of steps) {
    const [what, command, args] = STEPS[step];
    if (!run(command, args)) {
      console.error(
        `\nRebuilding ${what} failed (changed: ${files.join(", ")}); still serving the last build.`,
      );
      return;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nRebuilt ${steps.map((step) => STEPS[step][0]).join(", ")} in ${seconds} s (${files.join(", ")}).`,
  );
  if (steps.includes("server")) {
    server.once("exit", startServer);
    server.kill();
  }
}

for (const folder of ["src", "locales"]) {
  watch(join(root, folder), { recursive: true }, (_event, name) => {
    if (!name) return;
    changed.add(relative(root, join(root, folder, name)));
    clearTimeout(timer);
    timer = setTimeout(rebuild, WAIT_MS);
  });
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    server.kill();
    process.exit(0);
  });
