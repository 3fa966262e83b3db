/**
 * window.ShopComponents, the page-facing API (docs/page-api.md), driven as a
 * page drives it, against the stand-in over real HTTP.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { recordConsoleErrors, mount, unmountAll } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import {
  api,
  clearSessionCookies,
  countDataLayerLooks,
  internals,
  requestsTo,
  shortenTimings,
  standInProductId,
  stubFetch,
} from "../helpers/api.js";

beforeEach(() => standIn.reset());
afterEach(() => {
  clearSessionCookies();
  unmountAll();
});

describe("ShopComponents.version", () => {
  it("is the package version", async () => {
    const pkg = await (await fetch("/package.json")).json();
    expect(api().version).to.equal(pkg.version);
  });
});

describe("window.ShopComponents on a plain page", () => {
  afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

  it("is there with the documented members only; a second copy of the script keeps the first API", async () => {
    const frame = document.createElement("iframe");
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    frame.src = "/test/fixtures/page-api.html";
    document.body.append(frame);
    await loaded;
    const page = frame.contentWindow;
    expect(page.ShopComponents).to.equal(page.firstApi);
    expect(Object.keys(page.ShopComponents).sort()).to.deep.equal(
      ["login", "newProductId", "newProductIds", "productHistory", "tracking", "version"].sort(),
    );
    expect(page.ShopComponents.__internals, "internals only in the test build").to.equal(undefined);
    expect(await page.ShopComponents.login({ username: "demo", password: "demo" })).to.equal("SUCCESS");
    const [call] = await requestsTo("/login");
    expect(call.headers["x-hunter-site"], "the site of the page's <shop-footer>").to.equal("sk");
    expect(page.pageErrors).to.deep.equal([]);
  });
});

describe("demo/api.html (the QA page of the page-facing API)", () => {
  afterEach(() => document.querySelectorAll("iframe").forEach((frame) => frame.remove()));

  it("logs in with demo/demo and maps ids through the documented calls", async () => {
    const frame = document.createElement("iframe");
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    frame.src = "/demo/api.html";
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument;
    expect(doc.getElementById("version").textContent).to.equal(api().version);
    doc.getElementById("login").click();
    await waitUntil(() => doc.getElementById("login-result").textContent, "no login result", {
      timeout: 3000,
    });
    expect(doc.getElementById("login-result").textContent).to.equal("SUCCESS");
    doc.getElementById("many-ids").click();
    await waitUntil(() => doc.getElementById("ids-result").textContent, "no ids result", { timeout: 3000 });
    const mappings = JSON.parse(doc.getElementById("ids-result").textContent);
    expect(mappings.map((entry) => entry.oldProductId)).to.deep.equal(["123456789", "987654321", "new-id-7"]);
    expect(mappings[0].newProductId).to.equal(await standInProductId("123456789"));
    expect(mappings[2].newProductId).to.equal("new-id-7");
  });
});

describe("ShopComponents.login: one POST, SUCCESS, UNAUTHORIZED, FORBIDDEN or SERVICE_UNAVAILABLE", () => {
  it("SUCCESS for 200: JSON body, JSON content type, CSRF marker and site headers; the session cookie is set", async () => {
    expect(await api().login({ username: "demo", password: "demo" })).to.equal("SUCCESS");
    const [call] = await requestsTo("/service/login/api/v1/login");
    expect(call.method).to.equal("POST");
    expect(call.headers["content-type"]).to.equal("application/json");
    expect(call.headers["x-hunter-csrf"]).to.equal("test-csrf-token");
    expect(call.headers["x-hunter-site"]).to.equal("de");
    expect(call.body).to.deep.equal({ username: "demo", password: "***" });
    expect(document.cookie).to.match(/(^|; )LoginToken=/);
  });

  it("UNAUTHORIZED for 401 (wrong password)", async () => {
    expect(await api().login({ username: "demo", password: "wrong" })).to.equal("UNAUTHORIZED");
  });

  it("FORBIDDEN for 403 (locked account)", async () => {
    expect(await api().login({ username: "locked", password: "x" })).to.equal("FORBIDDEN");
  });

  it("SERVICE_UNAVAILABLE for another status (503, 500)", async () => {
    await standIn.scenario("login-unavailable");
    expect(await api().login({ username: "demo", password: "demo" })).to.equal("SERVICE_UNAVAILABLE");
    await standIn.scenario("server-error");
    expect(await api().login({ username: "demo", password: "demo" })).to.equal("SERVICE_UNAVAILABLE");
    // A POST is never repeated: the retry policy covers only safe calls.
    expect(await requestsTo("/login")).to.have.length(2);
  });

  it("SERVICE_UNAVAILABLE when the request times out (15 s by default, shortened here) or the network fails", async () => {
    await standIn.scenario("timeout");
    const restore = shortenTimings({ timeoutMs: 300 });
    try {
      const started = performance.now();
      expect(await api().login({ username: "demo", password: "demo" })).to.equal("SERVICE_UNAVAILABLE");
      expect(performance.now() - started).to.be.below(3000);
    } finally {
      restore();
    }
    const restoreFetch = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    try {
      expect(await api().login({ username: "demo", password: "demo" })).to.equal("SERVICE_UNAVAILABLE");
    } finally {
      restoreFetch();
    }
  });

  it("calls for the site option, else the first shop element's site, else de", async () => {
    await api().login({ username: "demo", password: "demo" }, { site: "pl" });
    const errors = recordConsoleErrors();
    await mount(`<shop-footer site="xx"></shop-footer>`, { ready: false }).finally(errors.restore);
    await mount(`<newsletter-signup site="CZ"></newsletter-signup>`);
    await api().login({ username: "demo", password: "demo" });
    unmountAll();
    await api().login({ username: "demo", password: "demo" });
    const sites = (await requestsTo("/login")).map((entry) => entry.headers["x-hunter-site"]);
    expect(sites).to.deep.equal(["pl", "cz", "de"]);
  });

  it("rejects with a TypeError for missing credentials or an unknown site, without a request", async () => {
    const errors = recordConsoleErrors();
    try {
      for (const call of [() => api().login(), () => api().login({ username: "demo" })]) {
        const error = await call().then(
          () => null,
          (reason) => reason,
        );
        expect(error).to.be.instanceOf(TypeError);
      }
      const bad = await api()
        .login({ username: "demo", password: "demo" }, { site: "xx" })
        .catch((reason) => reason);
      expect(bad).to.be.instanceOf(TypeError);
      expect(bad.message).to.contain("site");
    } finally {
      errors.restore();
    }
    expect(await requestsTo("/login")).to.have.length(0);
  });
});

describe("ShopComponents.newProductId: only 9-digit ids are mapped; undefined on a non-OK answer", () => {
  it("maps a 9-digit id with one GET and the site header", async () => {
    const expected = await standInProductId("123456789");
    expect(await api().newProductId("123456789", { site: "hu" })).to.equal(expected);
    const calls = (await requestsTo("/new-product-id")).filter((entry) => entry.headers["x-hunter-site"]);
    expect(calls).to.have.length(1);
    expect(calls[0].query).to.deep.equal({ old_product_id: "123456789" });
    expect(calls[0].headers["x-hunter-site"]).to.equal("hu");
  });

  it("passes an id that is not 9 digits through unchanged, without a request", async () => {
    for (const id of ["12345678", "1234567890", "A23456789", "new-id-42"]) {
      expect(await api().newProductId(id)).to.equal(id);
    }
    expect(await requestsTo("/new-product-id")).to.have.length(0);
  });

  it("gives undefined and logs when the service answers a non-OK status", async () => {
    await standIn.scenario("product-mapping-failure");
    const errors = recordConsoleErrors();
    try {
      expect(await api().newProductId("123456789")).to.equal(undefined);
    } finally {
      errors.restore();
    }
    expect(errors.messages.some((text) => text.includes("123456789") && text.includes("500"))).to.equal(true);
  });

  it("rejects when no answer comes (network failure, time-out)", async () => {
    const errors = recordConsoleErrors();
    try {
      const restoreFetch = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
      const network = await api()
        .newProductId("123456789")
        .catch((reason) => reason)
        .finally(restoreFetch);
      expect(network).to.be.instanceOf(TypeError);
      await standIn.scenario("timeout");
      const restore = shortenTimings({ timeoutMs: 200 });
      const timedOut = await api()
        .newProductId("123456789")
        .catch((reason) => reason)
        .finally(restore);
      expect(timedOut.name).to.equal("TimeoutError");
    } finally {
      errors.restore();
    }
  });

  it("rejects with a TypeError for an id that is not a text", async () => {
    const error = await api()
      .newProductId(123456789)
      .catch((reason) => reason);
    expect(error).to.be.instanceOf(TypeError);
  });
});

describe("ShopComponents.newProductIds: only 9-digit ids, asked in batches of 24", () => {
  const nineDigits = (n) => String(100000000 + n * 1234567);

  it("asks 24 distinct 9-digit ids per request and answers every id in the given order", async () => {
    const oldIds = [];
    for (let n = 0; n < 50; n++) oldIds.push(nineDigits(n));
    const mixed = ["short-1", ...oldIds.slice(0, 30), oldIds[3], "12345", ...oldIds.slice(30), "A12345678"];
    const result = await api().newProductIds(mixed);

    const calls = await requestsTo("/new-product-ids");
    expect(calls).to.have.length(3);
    const asked = calls.map((entry) => entry.query.old_product_ids.split(","));
    expect(asked.map((batch) => batch.length).sort((a, b) => a - b)).to.deep.equal([2, 24, 24]);
    expect(asked.flat().sort()).to.deep.equal([...oldIds].sort());

    expect(result.map((entry) => entry.oldProductId)).to.deep.equal(mixed);
    const byOldId = new Map(result.map((entry) => [entry.oldProductId, entry.newProductId]));
    expect(byOldId.get("short-1")).to.equal("short-1");
    expect(byOldId.get("12345")).to.equal("12345");
    expect(byOldId.get("A12345678")).to.equal("A12345678");
    for (const id of [oldIds[0], oldIds[29], oldIds[49]]) {
      expect(byOldId.get(id)).to.equal(await standInProductId(id));
    }
    expect(result[31]).to.deep.equal(result[4]);
  });

  it("exactly 24 ids take one request; 25 take two", async () => {
    const ids = Array.from({ length: 25 }, (_, n) => nineDigits(n));
    await api().newProductIds(ids.slice(0, 24));
    expect(await requestsTo("/new-product-ids")).to.have.length(1);
    await standIn.reset();
    await api().newProductIds(ids);
    expect(await requestsTo("/new-product-ids")).to.have.length(2);
  });

  it("ids of a failed batch map to undefined (logged); other ids still pass through", async () => {
    await standIn.scenario("product-mapping-failure");
    const errors = recordConsoleErrors();
    let result;
    try {
      result = await api().newProductIds(["123456789", "new-1"]);
    } finally {
      errors.restore();
    }
    expect(result).to.deep.equal([
      { oldProductId: "123456789", newProductId: undefined },
      { oldProductId: "new-1", newProductId: "new-1" },
    ]);
    expect(errors.messages).to.have.length(1);
  });

  it("no 9-digit id: no request at all", async () => {
    expect(await api().newProductIds(["a", "b"])).to.deep.equal([
      { oldProductId: "a", newProductId: "a" },
      { oldProductId: "b", newProductId: "b" },
    ]);
    expect(await requestsTo("/new-product-ids")).to.have.length(0);
  });

  it("rejects with a TypeError for anything but a list of texts", async () => {
    for (const bad of ["123456789", [123456789], undefined]) {
      const error = await api()
        .newProductIds(bad)
        .catch((reason) => reason);
      expect(error).to.be.instanceOf(TypeError);
    }
  });
});

describe("ShopComponents.productHistory: in local storage, 300 entries, 30 days, capped in size", () => {
  afterEach(() => api().productHistory.clear());

  it("lists added ids newest first, once each, and survives a reload (local storage)", () => {
    const history = api().productHistory;
    history.add("111111111");
    history.add("222222222");
    history.add(333333333);
    history.add("111111111");
    expect(history.list()).to.deep.equal(["111111111", "333333333", "222222222"]);
    const stored = JSON.parse(localStorage.getItem("shop-components.product-history"));
    expect(stored.map(([id]) => id)).to.deep.equal(["111111111", "333333333", "222222222"]);
    history.clear();
    expect(history.list()).to.deep.equal([]);
  });

  it("rejects what is not a product id with a TypeError", () => {
    for (const bad of ["", "   ", null, {}, -1, 1.5, "x".repeat(65)]) {
      expect(() => api().productHistory.add(bad), String(bad)).to.throw(TypeError);
    }
  });

  it("keeps at most 300 entries (the oldest go)", () => {
    const history = internals().createProductHistory({ isMobile: () => false });
    for (let n = 1; n <= 305; n++) history.add(`p${n}`);
    const list = history.list();
    expect(list).to.have.length(300);
    expect(list[0]).to.equal("p305");
    expect(list.at(-1)).to.equal("p6");
  });

  it("forgets entries older than 30 days", () => {
    let now = Date.UTC(2026, 0, 1);
    const history = internals().createProductHistory({ now: () => now, isMobile: () => false });
    history.add("old");
    now += 29 * 24 * 3600 * 1000;
    history.add("recent");
    expect(history.list()).to.deep.equal(["recent", "old"]);
    now += 1 * 24 * 3600 * 1000 + 1;
    expect(history.list()).to.deep.equal(["recent"]);
  });

  it("desktop: past 10 000 stored characters it trims the oldest down to 5 000", () => {
    const history = internals().createProductHistory({ isMobile: () => false });
    const id = (n) => `${"x".repeat(50)}-${String(n).padStart(3, "0")}`;
    let lengths = [];
    for (let n = 0; n < 200; n++) {
      history.add(id(n));
      lengths.push(localStorage.getItem("shop-components.product-history").length);
    }
    expect(Math.max(...lengths)).to.be.at.most(10000);
    const drop = lengths.findIndex((length, index) => index > 0 && length < lengths[index - 1]);
    expect(drop, "trimmed once it passed 10 000").to.be.above(0);
    expect(lengths[drop - 1]).to.be.above(10000 - 80);
    expect(lengths[drop]).to.be.at.most(5000);
    expect(lengths[drop]).to.be.above(5000 - 80);
    expect(history.list()[0]).to.equal(id(199));
  });

  it("mobile: at most 2 500 stored characters, the oldest giving way", () => {
    const history = internals().createProductHistory({ isMobile: () => true });
    for (let n = 100000000; n < 100000200; n++) history.add(String(n));
    const length = localStorage.getItem("shop-components.product-history").length;
    expect(length).to.be.at.most(2500);
    expect(length).to.be.above(2500 - 40);
    expect(history.list()[0]).to.equal("100000199");
  });

  it("treats unreadable stored data as an empty history", () => {
    localStorage.setItem("shop-components.product-history", "{not json");
    expect(api().productHistory.list()).to.deep.equal([]);
    localStorage.setItem("shop-components.product-history", JSON.stringify([["a", "yesterday"]]));
    expect(api().productHistory.list()).to.deep.equal([]);
    api().productHistory.add("fresh");
    expect(api().productHistory.list()).to.deep.equal(["fresh"]);
  });
});

describe("ShopComponents.tracking.push: the event kinds, and waiting for the data layer", () => {
  afterEach(() => delete window.dataLayer);

  it("pushes a custom event to window.dataLayer as given, without `kind`", () => {
    window.dataLayer = [];
    expect(api().tracking.push({ event: "sign_up", subject: "newsletter", origin: "onsite" })).to.equal(true);
    expect(api().tracking.push({ kind: "LeadData", event: "generate_lead", value: 1 })).to.equal(true);
    expect(window.dataLayer).to.deep.equal([
      { event: "sign_up", subject: "newsletter", origin: "onsite" },
      { event: "generate_lead", value: 1 },
    ]);
  });

  it("clears the previous ecommerce object before an e-commerce or item-list event", () => {
    window.dataLayer = [];
    const items = [{ item_id: "123456789" }];
    api().tracking.push({ event: "add_to_cart", ecommerce: { items } });
    api().tracking.push({ kind: "ItemListData", event: "view_item_list", ecommerce: { items } });
    expect(window.dataLayer).to.deep.equal([
      { ecommerce: null },
      { event: "add_to_cart", ecommerce: { items } },
      { ecommerce: null },
      { event: "view_item_list", ecommerce: { items } },
    ]);
  });

  it("accepts the ten e-commerce event names and only those as EcommerceEventData", () => {
    window.dataLayer = [];
    const names = [
      "view_item",
      "add_to_cart",
      "view_cart",
      "begin_checkout",
      "progress_checkout",
      "reverse_checkout",
      "purchase",
      "view_wishlist",
      "add_to_wishlist",
      "remove_from_wishlist",
    ];
    for (const event of names) {
      expect(api().tracking.push({ kind: "EcommerceEventData", event, ecommerce: {} }), event).to.equal(true);
    }
    const errors = recordConsoleErrors();
    try {
      expect(
        api().tracking.push({ kind: "EcommerceEventData", event: "select_item", ecommerce: {} }),
      ).to.equal(false);
      // An e-commerce name without its ecommerce object is not taken as a custom event either.
      expect(api().tracking.push({ event: "purchase" })).to.equal(false);
    } finally {
      errors.restore();
    }
    expect(window.dataLayer).to.have.length(names.length * 2);
  });

  it("Reset pushes the data layer's reset command", () => {
    let resets = 0;
    window.dataLayer = {
      push(entry) {
        if (typeof entry === "function") entry.call({ reset: () => (resets += 1) });
      },
    };
    expect(api().tracking.push({ kind: "Reset" })).to.equal(true);
    expect(resets).to.equal(1);
  });

  it("rejects what is not a tracking event (false, logged), pushing nothing", () => {
    window.dataLayer = [];
    const errors = recordConsoleErrors();
    try {
      for (const bad of [
        null,
        "sign_up",
        { subject: "no event" },
        { event: "" },
        { kind: "Unknown", event: "x" },
      ]) {
        expect(api().tracking.push(bad), JSON.stringify(bad)).to.equal(false);
      }
      expect(api().tracking.push({ kind: "ItemListData", event: "view_item_list", ecommerce: {} })).to.equal(
        false,
      );
    } finally {
      errors.restore();
    }
    expect(window.dataLayer).to.deep.equal([]);
    expect(errors.messages).to.have.length(6);
  });

  it("waits for a data layer installed later and delivers in order (looked for every 200 ms)", async () => {
    const looks = countDataLayerLooks();
    api().tracking.push({ event: "first" });
    api().tracking.push({ event: "second" });
    // A condition, not a time window: the client has looked and looked again.
    await waitUntil(() => looks() >= 3, "the client stopped looking for the data layer", { timeout: 3000 });
    window.dataLayer = [];
    await waitUntil(() => window.dataLayer.length === 2, "the waiting events never arrived", {
      timeout: 3000,
    });
    expect(window.dataLayer).to.deep.equal([{ event: "first" }, { event: "second" }]);
  });
});
