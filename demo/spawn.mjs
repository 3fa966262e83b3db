/**
 * Starts the demo server (demo/server.mjs) in a child process on a free port, with `env` added
 * to this process's: for the node tests and the benchmarks that load its pages.
 * @returns the child and the server's address, once it listens
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export function startDemo(env = {}) {
  const child = spawn(process.execPath, ["demo/server.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: "0", ...env },
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = String(chunk).match(/http:\/\/localhost:(\d+)\//);
      if (match) resolve({ child, base: `http://localhost:${match[1]}` });
    });
    child.on("exit", (code) => reject(new Error(`demo server exited with ${code}`)));
  });
}
