/**
 * Real edges for the tests: Debian's Varnish and nginx, started on loopback ports with the
 * configurations the project ships (edge/shop.vcl, edge/shop-nginx.conf), the addresses in them
 * replaced by the tests' own, as a shop sets its own. Each runs unprivileged-capable in a
 * temporary folder and is stopped by its process id.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForPort } from "../../scripts/browsers.mjs";
import { root } from "../server/helpers.mjs";

const BINARIES = { varnishd: "/usr/sbin/varnishd", nginx: "/usr/sbin/nginx" };
const PACKAGES = { varnishd: "varnish", nginx: "nginx" };

/** The binary's path; a missing one is one clear line, never a skipped test. */
function binary(name) {
  const found = [BINARIES[name], ...(process.env.PATH ?? "").split(":").map((dir) => join(dir, name))].find(
    (path) => existsSync(path),
  );
  if (!found)
    throw new Error(`${name} is missing: apt-get install -y ${PACKAGES[name]} (.ci/run installs it)`);
  return found;
}

/** `text` with `from` replaced by `to`, which must stand in it exactly once. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`expected ${JSON.stringify(from)} once in the shipped config`);
  return parts.join(to);
}

/** Starts `command` and resolves once `port` accepts connections; `stop()` ends it by its id. */
async function startDaemon(command, args, port, folder, what) {
  const output = [];
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => output.push(String(chunk)));
  child.stderr.on("data", (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const failed = exited.then((code) => {
    throw new Error(`${what} ended (${code}) before listening:\n${output.join("")}`);
  });
  try {
    await Promise.race([waitForPort(port, 30000, what), failed]);
  } catch (error) {
    child.kill("SIGTERM");
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  failed.catch(() => {});
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Varnish with edge/shop.vcl, its backends at `pagesPort` and `fragmentsPort`. */
export async function startVarnish({ pagesPort, fragmentsPort }) {
  const varnishd = binary("varnishd");
  const folder = mkdtempSync(join(tmpdir(), "edge-varnish-"));
  let vcl = readFileSync(join(root, "edge/shop.vcl"), "utf8");
  vcl = replaceOnce(vcl, '.port = "8080";', `.port = "${pagesPort}";`);
  vcl = replaceOnce(vcl, '.port = "8081";', `.port = "${fragmentsPort}";`);
  writeFileSync(join(folder, "shop.vcl"), vcl);
  const port = await freePort();
  const args = ["-F", "-n", join(folder, "work"), "-a", `127.0.0.1:${port}`, "-f", join(folder, "shop.vcl")];
  // Without a jail the child processes stay the user that started them (root or not alike).
  args.push("-j", "none", "-s", "malloc,64m", "-T", "none", "-p", "ban_lurker_sleep=0.01");
  const edge = await startDaemon(varnishd, args, port, folder, "varnishd");
  return {
    ...edge,
    name: "Varnish",
    /** The includes the VCL left out so far, as it logged them ("fragment left out: 400 /fragments/…"). */
    log() {
      const args = ["-n", join(folder, "work"), "-d", "-g", "request", "-i", "VCL_Log"];
      const query = ["-q", 'VCL_Log ~ "fragment left out"'];
      const options = { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 };
      return spawnSync("varnishlog", [...args, ...query], options).stdout ?? "";
    },
    /** How many fetches from the fragment service failed (it was down or timed out). */
    fetchFailures() {
      const args = [
        "-n",
        join(folder, "work"),
        "-1",
        "-f",
        "VBE.*.fragments.fail",
        "-f",
        "MAIN.fetch_failed",
      ];
      const lines = spawnSync("varnishstat", args, { encoding: "utf8" }).stdout ?? "";
      return lines.split("\n").reduce((sum, line) => sum + (Number(line.trim().split(/\s+/)[1]) || 0), 0);
    },
  };
}

/** nginx with edge/shop-nginx.conf, its upstreams at `pagesPort` and `fragmentsPort`. */
export async function startNginx({ pagesPort, fragmentsPort }) {
  const nginx = binary("nginx");
  const folder = mkdtempSync(join(tmpdir(), "edge-nginx-"));
  const port = await freePort();
  let conf = readFileSync(join(root, "edge/shop-nginx.conf"), "utf8");
  conf = replaceOnce(conf, "listen 80;", `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, "server 127.0.0.1:8080;", `server 127.0.0.1:${pagesPort};`);
  conf = replaceOnce(conf, "server 127.0.0.1:8081;", `server 127.0.0.1:${fragmentsPort};`);
  conf = replaceOnce(conf, "/var/cache/nginx/shop-fragments", join(folder, "cache"));
  writeFileSync(join(folder, "shop.conf"), conf);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(folder, name)};`)
    .join("\n  ");
  writeFileSync(
    join(folder, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}pid ${join(folder, "nginx.pid")};
error_log ${join(folder, "error.log")} notice;
events { worker_connections 256; }
http {
  log_format edge '$status $upstream_status "$request_method $uri?$args" $upstream_cache_status';
  access_log ${join(folder, "access.log")} edge;
  ${temp}
  include ${join(folder, "shop.conf")};
}
`,
  );
  const args = ["-p", folder, "-c", join(folder, "nginx.conf"), "-g", "daemon off;"];
  const edge = await startDaemon(nginx, args, port, folder, "nginx");
  return {
    ...edge,
    name: "nginx",
    log: () => readFileSync(join(folder, "access.log"), "utf8"),
    /** How many fetches from the fragment service failed (it was down or timed out). */
    fetchFailures: () =>
      (readFileSync(join(folder, "error.log"), "utf8").match(/upstream timed out|connect\(\) failed/g) ?? [])
        .length,
  };
}

export const EDGES = { varnish: startVarnish, nginx: startNginx };
