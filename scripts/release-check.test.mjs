/**
 * The release check both ways: the rule refuses each kind of example value, naming the site and
 * the field; the site table as committed (examples) is refused, and the invented controllers of
 * test/fixtures/release-controllers.json pass.
 */
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { releaseProblems } from "./release-check.mjs";
import { SITES } from "./site-table.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = "test/fixtures/release-controllers.json";
const real = JSON.parse(readFileSync(join(root, FIXTURE), "utf8"));

/** The fixture's controller of `site` with `change` applied to a copy. */
function changed(site, change) {
  const controller = structuredClone(real[site]);
  change(controller);
  return { [site]: controller };
}

/** The CLI's exit code and output, run from the project's folder. */
async function releaseCheck(...args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["scripts/release-check.mjs", ...args],
      {
        cwd: root,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    if (typeof error.code !== "number") throw error;
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

describe("releaseProblems", () => {
  it("passes the fixture's controllers, one for each site of the table", () => {
    assert.deepEqual(Object.keys(real), SITES);
    assert.deepEqual(releaseProblems(real), []);
  });

  it("refuses an example word in the name", () => {
    const controllers = changed("de", (controller) => (controller.name = "Beispiel Handel GmbH"));
    assert.deepEqual(releaseProblems(controllers), [
      'de: controller.name is an example ("Beispiel Handel GmbH")',
    ]);
  });

  it("refuses an example service provider", () => {
    const controllers = changed(
      "pl",
      (controller) => (controller.processors[0].name = "Beispiel Mailing GmbH"),
    );
    assert.deepEqual(releaseProblems(controllers), [
      'pl: controller.processors[0].name is an example service provider ("Beispiel Mailing GmbH")',
    ]);
  });

  it("refuses an .example e-mail address", () => {
    const controllers = changed(
      "tr",
      (controller) => (controller.privacyContact = "kvkk@ornek-ticaret.example"),
    );
    assert.deepEqual(releaseProblems(controllers), [
      'tr: controller.privacyContact is an .example address ("kvkk@ornek-ticaret.example")',
    ]);
  });

  it("refuses an .example address as the data protection officer", () => {
    const controllers = changed(
      "sk",
      (controller) => (controller.dataProtectionOfficer = "dpo@shop.example"),
    );
    assert.deepEqual(releaseProblems(controllers), [
      'sk: controller.dataProtectionOfficer is an .example address ("dpo@shop.example")',
    ]);
  });

  it("refuses an example in a nested processor's field", () => {
    const controllers = changed(
      "hu",
      (controller) => (controller.processors[1].task = "minta szerverüzemeltetés"),
    );
    assert.deepEqual(releaseProblems(controllers), [
      'hu: controller.processors[1].task is an example ("minta szerverüzemeltetés")',
    ]);
  });

  it("reads every string field, also one the type does not name here (Turkey's KEP address)", () => {
    const controllers = changed("tr", (controller) => (controller.kepAddress = "ornek@hs01.kep.example"));
    assert.deepEqual(releaseProblems(controllers), [
      'tr: controller.kepAddress is an .example address ("ornek@hs01.kep.example")',
    ]);
  });

  it("refuses the example words as the table writes them in addresses, in any case", () => {
    const addresses = {
      de: "Beispielstraße 1, 20095 Hamburg",
      pl: "ul. PRZYKŁADOWA 1, 00-001 Warszawa",
      cz: "Vzorová 1, 110\u00a000 Praha 1",
      tr: "Örnek Mah. Örnek Cad. No: 1, 34000 İstanbul",
    };
    for (const [site, address] of Object.entries(addresses))
      assert.deepEqual(releaseProblems(changed(site, (controller) => (controller.address = address))), [
        `${site}: controller.address is an example (${JSON.stringify(address)})`,
      ]);
  });

  it("refuses an .example host in a URL, its root's dot written or not; not a host under another domain", () => {
    const contact = (text) =>
      releaseProblems(changed("at", (controller) => (controller.privacyContact = text)));
    assert.equal(contact("https://datenschutz.shop.example./formular").length, 1);
    assert.equal(contact("https://datenschutz.shop.example:8443/formular").length, 1);
    assert.deepEqual(contact("datenschutz@shop.example.com"), []);
    assert.deepEqual(contact("https://example-shop.at/datenschutz"), []);
  });

  it("takes a word that only holds an example word for a real one", () => {
    const controllers = changed(
      "tr",
      (controller) => (controller.address = "Örnektepe Mah. Sahil Cad. No: 3, 34000 İstanbul"),
    );
    assert.deepEqual(releaseProblems(controllers), []);
  });

  it("names a site without a controller", () => {
    assert.deepEqual(releaseProblems({ de: undefined }), ["de: controller is missing"]);
  });
});

describe("npm run release:check", () => {
  const scratch = mkdtempSync(join(tmpdir(), "release-check-"));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it("refuses the site table as committed, naming every site", async () => {
    const { code, stderr } = await releaseCheck();
    assert.equal(code, 1);
    for (const site of SITES)
      assert.match(
        stderr,
        new RegExp(`^  ${site}: controller\\.name is an example`, "m"),
        `no line for ${site}`,
      );
    for (const site of SITES)
      assert.match(
        stderr,
        new RegExp(`^  ${site}: controller\\.processors\\[0\\]\\.name is an example service provider`, "m"),
      );
  });

  it(`passes with --controllers ${FIXTURE}`, async () => {
    const { code, stdout, stderr } = await releaseCheck("--controllers", FIXTURE);
    assert.equal(stderr, "");
    assert.equal(code, 0);
    assert.match(stdout, new RegExp(`^Release check passed: .* ${SITES.length} sites `));
  });

  it("keeps the table's entry of a site the file leaves out, and refuses it", async () => {
    const others = Object.fromEntries(Object.entries(real).filter(([site]) => site !== "tr"));
    const file = join(scratch, "without-tr.json");
    writeFileSync(file, JSON.stringify(others));
    const { code, stderr } = await releaseCheck("--controllers", file);
    assert.equal(code, 1);
    const lines = stderr.split("\n").filter((line) => line.startsWith("  "));
    assert.ok(lines.length > 0);
    for (const line of lines) assert.match(line, /^ {2}tr: controller\./);
  });

  it("names a key of the file that is no site", async () => {
    const file = join(scratch, "misspelt.json");
    writeFileSync(file, JSON.stringify({ ...real, "ch-fr": real.ch_fr }));
    const { code, stderr } = await releaseCheck("--controllers", file);
    assert.equal(code, 1);
    assert.match(stderr, /^ {2}ch-fr: in .* but no site of src\/config\/sites\.ts$/m);
  });
});
