/**
 * Every runtime docs/fragments.md names for the web handler (`fragments.fetch`): Deno, Bun and
 * Cloudflare's workerd, each installed from npm (devDependencies), import dist/server.mjs alone
 * and serve it on a loopback port (./runtimes/). Each answers as the Node handler does, beside it
 * and with the same stand-in of the shop's services: fragments and their purge headers,
 * stylesheets, refusals (400), 304 for the version a cache holds, a publish with the token, and a
 * sign-up posted without the script, which reaches the newsletter service once.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import { assertSameAnswer, root, startFragments, startStandIn } from "./helpers.mjs";

const TOKEN = "publish-token-for-the-runtime-tests";
const SERVER_MODULE = pathToFileURL(join(root, "dist/server.mjs")).href;
const bin = (name) => join(root, "node_modules/.bin", name);
const entry = (name) => join(root, "test/server/runtimes", name);

/**
 * How each runtime is started with the stand-in's origin, and where it says the port it listens
 * on: a line of JSON `{ port }` on its standard output, or workerd's control messages on fd 3.
 */
const RUNTIMES = {
  Deno: (origin) => ({
    command: bin("deno"),
    args: [
      "run",
      "--no-prompt",
      "--allow-net=127.0.0.1",
      `--allow-read=${join(root, "dist")}`,
      entry("deno.mjs"),
      SERVER_MODULE,
      origin,
      TOKEN,
    ],
    env: { DENO_NO_UPDATE_CHECK: "1" },
    portFrom: "stdout",
  }),
  Bun: (origin) => ({
    command: bin("bun"),
    args: [entry("bun.mjs"), SERVER_MODULE, origin, TOKEN],
    env: {},
    portFrom: "stdout",
  }),
  workerd: (origin) => ({
    command: bin("workerd"),
    args: ["serve", entry("workerd.capnp"), "--socket-addr=http=127.0.0.1:0", "--control-fd=3"],
    env: { SHOP_ORIGIN: origin, REFRESH_TOKEN: TOKEN },
    portFrom: "control",
  }),
};

/** Starts a runtime; resolves with its process and base address once it listens. */
async function startRuntime(name, { command, args, env, portFrom }) {
  if (!existsSync(command)) throw new Error(`${name} is missing: npm ci installs it (devDependency)`);
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "inherit", "pipe"],
    env: { ...process.env, ...env },
    // Its own process group: a launcher (npm's for Deno) runs the runtime as a child of its own,
    // and ending the group ends both.
    detached: true,
  });
  const lines = createInterface({ input: portFrom === "control" ? child.stdio[3] : child.stdout });
  const port = await new Promise((resolve, reject) => {
    lines.on("line", (line) => {
      const message = JSON.parse(line);
      if (portFrom === "stdout" || (message.event === "listen" && message.socket === "http"))
        resolve(message.port);
    });
    child.once("exit", (code) => reject(new Error(`${name} ended (${code}) before it listened`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** A sign-up posted without the script from a page at `base`, as a browser sends it. */
const postSignUp = (base, email) =>
  fetch(`${base}/fragments/newsletter-signup?site=de&origin=footer`, {
    method: "POST",
    body: new URLSearchParams({ newsletterEmail: email, consents: "DATA_PROCESSING", email: "" }),
    headers: { "Sec-Fetch-Site": "same-origin", Origin: base, Referer: `${base}/c/kaffee` },
  });

for (const [name, runtime] of Object.entries(RUNTIMES)) {
  describe(`the web handler under ${name}`, () => {
    let standIn;
    let node;
    let served;
    before(async () => {
      standIn = await startStandIn();
      node = await startFragments({ origin: standIn.origin, refreshToken: TOKEN });
      served = await startRuntime(name, runtime(standIn.origin));
    });
    after(async () => {
      if (served?.child.exitCode === null) process.kill(-served.child.pid, "SIGTERM");
      await node?.close();
      await standIn?.close();
    });

    it("answers fragments with their purge headers, stylesheets and refusals as the Node handler does", async () => {
      for (const path of [
        "/fragments/shop-footer?site=de&platform=MATCH",
        "/fragments/shop-footer?site=ch_fr&reduced",
        "/fragments/newsletter-signup?site=hu&viewport=phone",
        "/fragments/shop-footer.css?build=0",
        "/fragments/shop-footer?site=xx",
        "/fragments/shop-footer?site=de&api-base=https://elsewhere.example",
        "/fragments/nothing-here",
      ]) {
        const [fromRuntime, fromNode] = await Promise.all([
          fetch(`${served.base}${path}`),
          fetch(`${node.base}${path}`),
        ]);
        await assertSameAnswer(fromRuntime, fromNode, path);
      }
    });

    it("answers 304 for the version a cache holds, and publishes with the token only", async () => {
      const path = `${served.base}/fragments/shop-footer?site=at`;
      const etag = (await fetch(path)).headers.get("etag");
      const conditional = await fetch(path, { headers: { "If-None-Match": etag } });
      assert.equal(conditional.status, 304);
      assert.equal(await conditional.text(), "");
      const publish = (token) =>
        fetch(`${served.base}/fragments/_refresh?site=at`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}` },
        });
      assert.equal((await publish("not-the-token-of-this-handler")).status, 401);
      const refresh = await publish(TOKEN);
      assert.deepEqual(await refresh.json(), {
        site: "at",
        refreshed: [{ tag: "shop-footer", key: "at", content: "current" }],
      });
    });

    it("takes a sign-up posted without the script as the Node handler does, and sends it once", async () => {
      await fetch(`${standIn.origin}/__standin/reset`, { method: "POST" });
      const fromRuntime = await postSignUp(served.base, "anna@example.com");
      const fromNode = await postSignUp(node.base, "anna@example.com");
      for (const header of ["content-security-policy", "x-content-type-options"])
        assert.equal(fromRuntime.headers.get(header), fromNode.headers.get(header), header);
      await assertSameAnswer(fromRuntime, fromNode, "the answer page");
      const sent = await standIn.signUps();
      assert.deepEqual(
        sent.map((entry) => entry.headers["x-original-address"]),
        [`${served.base}/c/kaffee`, `${node.base}/c/kaffee`],
      );
    });
  });
}
