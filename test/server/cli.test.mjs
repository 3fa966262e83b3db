import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { root, seoHrefs, startStandIn } from "./helpers.mjs";

const cli = join(root, "dist/cli.mjs");

/** Runs the CLI (never synchronously: the stand-in answers from this process). */
async function render(...args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

describe("shop-components-render", () => {
  let standIn;
  let folder;
  before(async () => {
    standIn = await startStandIn();
    folder = mkdtempSync(join(tmpdir(), "fragments-"));
  });
  after(async () => {
    await standIn.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("starts with the line that makes it executable", () => {
    assert.ok(readFileSync(cli, "utf8").startsWith("#!/usr/bin/env node\n"));
  });

  it("writes the footer with its content to --out", async () => {
    const out = join(folder, "footer.de.html");
    const result = await render(
      "shop-footer",
      "--site",
      "de",
      "--reduced",
      "--api",
      standIn.origin,
      "--out",
      out,
    );
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, "");
    const html = readFileSync(out, "utf8");
    assert.ok(
      html.startsWith('<shop-footer site="de" reduced><template shadowrootmode="open">'),
      html.slice(0, 70),
    );
    for (const href of seoHrefs("de")) assert.ok(html.includes(`href="${href}"`), href);
    assert.match(html, /href="\/fragments\/shop-footer\.css\?build=/);
  });

  it("writes the form to standard output, with the stylesheets' folder and a false boolean", async () => {
    const result = await render(
      "newsletter-signup",
      "--site=hu",
      "--internal",
      "false",
      "--api",
      standIn.origin,
      "--stylesheets",
      "/assets/fragments",
    );
    assert.equal(result.code, 0, result.stderr);
    assert.ok(result.stdout.startsWith('<newsletter-signup site="hu" internal="false"><template'));
    assert.match(result.stdout, /href="\/assets\/fragments\/newsletter-signup\.css\?build=/);
  });

  it("prints its usage for --help", async () => {
    const result = await render("--help");
    assert.equal(result.code, 0);
    assert.match(result.stdout, /^Usage: shop-components-render <tag> --api <origin>/);
  });

  const bad = [
    ["no tag", ["--site", "de", "--api", "http://127.0.0.1:9"], /name the element first/],
    ["no --api", ["shop-footer", "--site", "de"], /--api <origin> is required/],
    [
      "an unknown site",
      ["shop-footer", "--site", "xx", "--api", "http://127.0.0.1:9"],
      /site="xx" is not valid/,
    ],
    [
      "an unknown element",
      ["preview-panel", "--site", "de", "--api", "http://127.0.0.1:9"],
      /not rendered on the server/,
    ],
    [
      "an unknown attribute",
      ["shop-footer", "--site", "de", "--colour", "red", "--api", "http://x.example"],
      /no attribute "colour"/,
    ],
    [
      "--api-base",
      ["shop-footer", "--site", "de", "--api-base", "http://x.example", "--api", "http://x.example"],
      /use --api/,
    ],
    [
      "a repeated attribute",
      ["shop-footer", "--site", "de", "--site", "at", "--api", "http://x.example"],
      /given twice/,
    ],
  ];
  for (const [what, args, message] of bad) {
    it(`exits with 2 and says why for ${what}`, async () => {
      const before = standIn.requests();
      const result = await render(...args);
      assert.equal(result.code, 2);
      assert.match(result.stderr, message);
      assert.equal(result.stdout, "");
      assert.equal(standIn.requests(), before, "nothing was asked");
    });
  }

  it("exits with 1 and writes nothing when the promotion service fails", async () => {
    standIn.setScenario("footer-500");
    try {
      const out = join(folder, "failed.html");
      const result = await render("shop-footer", "--site", "pl", "--api", standIn.origin, "--out", out);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /nothing was written/);
      assert.ok(!existsSync(out));
      const anyway = await render(
        "shop-footer",
        "--site",
        "pl",
        "--api",
        standIn.origin,
        "--out",
        out,
        "--allow-missing-content",
      );
      assert.equal(anyway.code, 0);
      assert.ok(readFileSync(out, "utf8").startsWith('<shop-footer site="pl">'));
      assert.ok(!readFileSync(out, "utf8").includes(seoHrefs("pl")[0]));
    } finally {
      standIn.setScenario("normal");
    }
  });
});
