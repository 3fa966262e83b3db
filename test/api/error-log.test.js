/**
 * The error-monitoring log sender: entries are sent only with the visitor's tracking consent, the
 * buffer keeps the newest 100 entries, and no entry holds an e-mail address or a token; against
 * the stand-in's POST /service/errorlog.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { recordConsoleErrors } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import { api, internals, jwt, requestsTo } from "../helpers/api.js";

async function emptyTheLog() {
  window.shopConsent = { tracking: true };
  await internals().errorLog.flush();
  delete window.shopConsent;
}

beforeEach(async () => {
  await emptyTheLog();
  await standIn.reset();
});
afterEach(() => delete window.shopConsent);

describe("error log: sent only with tracking consent, newest 100 kept, no addresses or tokens", () => {
  it("without tracking consent nothing is sent; the buffer keeps the newest 100 entries", async () => {
    const { errorLog } = internals();
    for (let n = 1; n <= 130; n++) errorLog.report("error", `failure ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.shopConsent = { tracking: "yes" };
    expect(await errorLog.flush()).to.equal(0);
    const pending = errorLog.pending();
    expect(pending).to.have.length(100);
    expect(pending[0].message).to.equal("failure 31");
    expect(pending[99].message).to.equal("failure 130");
    expect(await requestsTo("/service/errorlog")).to.have.length(0);
  });

  it("with consent the buffered entries go out together with the next report, in one request", async () => {
    const { errorLog } = internals();
    errorLog.report("error", "before consent");
    window.shopConsent = { tracking: true };
    errorLog.report("warn", "after consent");
    errorLog.report("error", "same task");
    await waitUntil(async () => (await requestsTo("/service/errorlog")).length > 0, "nothing sent", {
      timeout: 2000,
    });
    const calls = await requestsTo("/service/errorlog");
    expect(calls).to.have.length(1);
    expect(calls[0].method).to.equal("POST");
    expect(calls[0].body.version).to.equal(api().version);
    const entries = calls[0].body.entries;
    expect(entries.map((entry) => entry.message)).to.deep.equal([
      "before consent",
      "after consent",
      "same task",
    ]);
    expect(entries[1].level).to.equal("warn");
    // Only the origin: the path may hold an address or a token, and neither may reach the log.
    expect(entries[0].page).to.equal(location.origin);
    expect(errorLog.pending()).to.deep.equal([]);
  });

  it("failures the services client logs (here a product-id mapping) reach the log", async () => {
    window.shopConsent = { tracking: true };
    await standIn.scenario("product-mapping-failure");
    const errors = recordConsoleErrors();
    try {
      await api().newProductId("123456789");
      await waitUntil(async () => (await requestsTo("/service/errorlog")).length > 0, "nothing sent", {
        timeout: 2000,
      });
    } finally {
      errors.restore();
    }
    const [call] = await requestsTo("/service/errorlog");
    expect(call.body.entries[0].message).to.contain("123456789");
  });

  it("entries and console messages never contain e-mail addresses or tokens", async () => {
    const { errorLog } = internals();
    const token = jwt({ exp: 1900000000, lid: true });
    const uuid = "3f2b8c1e-9a4d-4e6f-b1c2-7d8e9f0a1b2c";
    errorLog.report("error", `subscribe failed for anna.muster+news@example.com with ${token}`);
    errorLog.report("error", `GET /doi?subscriberToken=abc123&x=1 and /newsletter-subscribers/${uuid}/doi`);
    errorLog.report("error", `LoginToken=${token.slice(0, 12)} password=hunter2`);
    const messages = errorLog.pending().map((entry) => entry.message);
    const all = messages.join("\n");
    for (const secret of ["anna.muster", "example.com", token.split(".")[1], "abc123", uuid, "hunter2"]) {
      expect(all, secret).not.to.contain(secret);
    }
    expect(messages[1]).to.contain("/newsletter-subscribers/");
  });

  it("a failed send is dropped with one console warning, never logged back into the log", async () => {
    window.shopConsent = { tracking: true };
    await standIn.scenario("server-error");
    const warnings = [];
    const originalWarn = console.warn;
    console.warn = (...args) => warnings.push(args.join(" "));
    try {
      internals().errorLog.report("error", "will not arrive");
      expect(await internals().errorLog.flush()).to.equal(0);
    } finally {
      console.warn = originalWarn;
    }
    expect(warnings).to.have.length(1);
    expect(internals().errorLog.pending()).to.deep.equal([]);
  });
});
