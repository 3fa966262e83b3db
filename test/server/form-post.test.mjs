/**
 * The newsletter form posted without the script: the fragment endpoint takes it only from the
 * shop's own pages, reads a bounded body, checks it with the form's own rules, sends the same
 * subscription request as the browser (path, body, headers; none for a bot's honeypot) to the
 * newsletter service, and answers a page that no cache keeps, runs nothing, and shows the form in
 * its resulting state in the site's language with a way back. (The browser's side, with the
 * script off and failing: test/prerendered/without-script.test.js.)
 */
import assert from "node:assert/strict";
import { request as httpRequest } from "node:http";
import { after, before, beforeEach, describe, it } from "node:test";
import { server, startFragments, startStandIn } from "./helpers.mjs";

let standIn;
let fragments;
let host;

before(async () => {
  standIn = await startStandIn({ slowMs: 50 });
  fragments = await startFragments({ origin: standIn.origin });
  host = new URL(fragments.base).host;
});
after(async () => {
  await fragments.close();
  await standIn.close();
});
beforeEach(async () => {
  standIn.setScenario("normal");
  await fetch(`${standIn.origin}/__standin/reset`, { method: "POST" });
});

/** The page a shop's visitor posts from. */
const PAGE = () => `http://${host}/c/kaffee?sort=neu`;

/** A form post as a browser sends it from a page of the shop (same origin). */
function post(query, fields, headers = {}) {
  return fetch(`${fragments.base}/fragments/newsletter-signup?${query}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: withoutEmpty({
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: `http://${host}`,
      Referer: PAGE(),
      ...headers,
    }),
  });
}

/** Headers without those given as "" (not sent at all, as a browser that has none). */
const withoutEmpty = (headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value));

const textOf = (html, pattern) => html.match(pattern)?.[1];

describe("a sign-up posted without the script", () => {
  it("de: signs up with the browser's request and answers the success message naming the address", async () => {
    const answer = await post("site=de&origin=footer", {
      newsletterEmail: " anna@example.com ",
      consents: "DATA_PROCESSING",
      email: "",
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("cache-control"), "no-store");
    assert.match(answer.headers.get("content-type"), /^text\/html/);
    assert.match(answer.headers.get("content-security-policy"), /default-src 'none'/);
    assert.match(answer.headers.get("content-security-policy"), /form-action 'self'/);
    const html = await answer.text();
    assert.match(html, /^<!doctype html><html lang="de-DE">/);
    assert.equal(textOf(html, /<title>([^<]*)<\/title>/), "Newsletter: fast geschafft");
    assert.match(
      html,
      /part="success"[^]*?>Wir haben eine E-Mail an <span class="address">anna@example\.com<\/span> gesendet/,
    );
    assert.equal(textOf(html, /class="return"><a href="([^"]*)"/), "/c/kaffee?sort=neu");
    assert.doesNotMatch(html, /<script(?! type="application\/json")/);
    const [sent, ...more] = await standIn.signUps();
    assert.deepEqual(more, []);
    assert.equal(sent.method, "POST");
    assert.equal(sent.headers["x-hunter-site"], "de");
    assert.equal(sent.headers["x-original-address"], PAGE());
    assert.match(sent.headers["content-type"], /^application\/json/);
    assert.deepEqual(
      { ...sent.body, email: sent.body.email ? "(sent)" : undefined },
      { consents: ["DATA_PROCESSING"], origin: "footer", originAddition: "subsite", email: "(sent)" },
    );
  });

  it("hu: every required field is checked with the form's rules; what was typed stays, with the errors in Hungarian", async () => {
    const answer = await post("site=hu", {
      newsletterEmail: "anna@",
      lastName: "Kovács",
      salutation: "KING",
    });
    const html = await answer.text();
    assert.equal(
      textOf(html, /<title>([^<]*)<\/title>/),
      "Hírlevél: kérjük, ellenőrizze a megadott adatokat",
    );
    assert.match(html, /name="newsletterEmail" value="anna@"/);
    assert.match(html, /name="lastName" value="Kovács"/);
    const errors = [...html.matchAll(/data-error="true">([^<]*)</g)].map(([, text]) => text);
    assert.ok(errors.includes("Kérjük, adjon meg egy érvényes e-mail-címet."), errors.join(" | "));
    // The salutation it does not offer is none, so the required select says so.
    assert.ok(errors.length >= 4, errors.join(" | "));
    assert.deepEqual(await standIn.signUps(), []);
  });

  it("tr: the commercial-message approval is sent in legals", async () => {
    const answer = await post("site=tr", {
      newsletterEmail: "ayse@example.com",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      legals: "COMMERCIAL_ELECTRONIC_MESSAGES",
    });
    assert.match(await answer.text(), /part="success"[^]*?>[^<]*ayse@example\.com/);
    const [sent] = await standIn.signUps();
    assert.deepEqual(sent.body.legals, ["COMMERCIAL_ELECTRONIC_MESSAGES"]);
    assert.equal(sent.body.firstName, "Ayşe");
    assert.equal(sent.headers["x-hunter-site"], "tr");
  });

  it("the service failing: the technical-error banner, the typed address kept, the failure in the handler's log", async () => {
    standIn.setScenario("server-error");
    const loggedBefore = fragments.logged.length;
    const answer = await post("site=de", {
      newsletterEmail: "anna@example.com",
      consents: "DATA_PROCESSING",
    });
    const html = await answer.text();
    assert.equal(answer.status, 200);
    assert.match(html, /Aus technischen Gründen/);
    assert.match(html, /name="newsletterEmail" value="anna@example.com"/);
    // Told to the shop's logger (the handler's `log`), as its other failures are; never the address.
    const [line, ...more] = fragments.logged.slice(loggedBefore);
    assert.deepEqual(more, []);
    assert.match(line, /^newsletter sign-up failed \(.*answered HTTP 500\)$/);
    assert.doesNotMatch(line, /anna/);
  });

  it("the address the service refuses is marked as the browser's form marks it", async () => {
    standIn.setScenario("newsletter-invalid-email");
    const html = await (
      await post("site=de", { newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" })
    ).text();
    assert.match(
      html,
      /aria-invalid="true"[^>]*name="newsletterEmail"|name="newsletterEmail"[^>]*aria-invalid="true"/,
    );
  });

  it("a bot's honeypot: what a sign-up looks like, and no request", async () => {
    const html = await (
      await post("site=de", {
        newsletterEmail: "bot@example.com",
        consents: "DATA_PROCESSING",
        email: "x@y.z",
      })
    ).text();
    assert.match(html, /part="success"[^]*?>[^<]*bot@example\.com/);
    assert.deepEqual(await standIn.signUps(), []);
  });

  it("a second post from the answer page still leads back to, and names, the page first posted from", async () => {
    const answerPage = `http://${host}/fragments/newsletter-signup?site=de`;
    const html = await (
      await post(
        "site=de",
        { newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING", returnTo: "/c/kaffee?sort=neu" },
        { Referer: answerPage },
      )
    ).text();
    assert.equal(textOf(html, /class="return"><a href="([^"]*)"/), "/c/kaffee?sort=neu");
    const [sent] = await standIn.signUps();
    assert.equal(sent.headers["x-original-address"], PAGE());
    // Another host's address is not a way back.
    const other = await (
      await post("site=de", { newsletterEmail: "", returnTo: "//evil.example/x" }, { Referer: answerPage })
    ).text();
    assert.equal(textOf(other, /class="return"><a href="([^"]*)"/), "/fragments/newsletter-signup?site=de");
    assert.match(other, /type="hidden" name="returnTo" value="\/fragments\/newsletter-signup\?site=de"/);
  });

  it("what was typed is text in the answer, never markup", async () => {
    const hostile = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
    const html = await (await post("site=de", { newsletterEmail: hostile, firstName: hostile })).text();
    assert.doesNotMatch(html, /<img src=x/);
    assert.doesNotMatch(html, /<script>alert/);
  });
});

/**
 * Whether `policy`'s `style-src` lets a page at `pageAddress` load the stylesheet at `address`:
 * its origin is one the directive names, or the page's own where it says 'self'.
 */
function styleAllowed(policy, pageAddress, address) {
  const sources =
    policy
      .match(/(?:^|;)\s*style-src ([^;]*)/)?.[1]
      .trim()
      .split(/\s+/) ?? [];
  const { origin } = new URL(address, pageAddress);
  return sources.some((source) =>
    source === "'self'" ? origin === new URL(pageAddress).origin : source === origin,
  );
}

/** The answer page's own stylesheet link (in its head, outside the element) and its address. */
const pageSheetOf = (html) =>
  textOf(html, /<head>[^]*<link rel="stylesheet" href="([^"]*)">[^]*<\/head>/)?.replace(/&amp;/g, "&");

describe("the answer page's look", () => {
  const signUp = (query = "site=de") =>
    post(query, { newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" });

  it("links its own stylesheet from the fragments' folder, which its policy allows, with no inline style", async () => {
    const answer = await signUp();
    const html = await answer.text();
    const policy = answer.headers.get("content-security-policy");
    const address = pageSheetOf(html);
    assert.match(address, /^\/fragments\/answer-page\.css\?build=/);
    assert.ok(styleAllowed(policy, `${fragments.base}/fragments/`, address), `${address} under ${policy}`);
    assert.doesNotMatch(policy, /'unsafe-inline'/);
    assert.doesNotMatch(html, /<style|\sstyle=/);
    const sheet = await fetch(new URL(address, fragments.base));
    assert.equal(sheet.status, 200);
    assert.equal(sheet.headers.get("content-type"), "text/css; charset=utf-8");
    assert.equal(sheet.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(await sheet.text(), await server.stylesheet("answer-page"));
    // The element's card stands in the page's main column.
    assert.match(html, /<body><main><newsletter-signup /);
  });

  it("with the stylesheets on another origin: linked from there, which its policy names", async () => {
    const cdn = await startFragments({
      origin: standIn.origin,
      stylesheets: "https://cdn.shop.example/parts/",
    });
    try {
      const cdnHost = new URL(cdn.base).host;
      const answer = await fetch(`${cdn.base}/fragments/newsletter-signup?site=de`, {
        method: "POST",
        body: new URLSearchParams({ newsletterEmail: "anna@" }).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${cdnHost}` },
      });
      const address = pageSheetOf(await answer.text());
      assert.match(address, /^https:\/\/cdn\.shop\.example\/parts\/answer-page\.css\?build=/);
      const policy = answer.headers.get("content-security-policy");
      assert.ok(styleAllowed(policy, `${cdn.base}/fragments/`, address), `${address} under ${policy}`);
    } finally {
      await cdn.close();
    }
  });

  it("its sheet: the elements' default tokens on the page's root, and every value of its rules a token", async () => {
    const sheet = await server.stylesheet("answer-page");
    const tokensOf = (text, selector) => text.slice(text.indexOf(`${selector}{`)).match(/\{([^{}]*)\}/)?.[1];
    const tokens = tokensOf(sheet, ":root");
    assert.ok(tokens?.includes("--shop-font-size:"), sheet.slice(0, 200));
    assert.equal(
      tokens,
      tokensOf(await server.stylesheet("newsletter-signup"), ":host(:not([data-nested]))"),
    );
    const rules = sheet.slice(sheet.indexOf("}") + 1);
    const declarations = [...rules.matchAll(/\{([^{}]*)\}/g)].flatMap(([, block]) => block.split(";"));
    assert.ok(declarations.length > 0, rules);
    for (const declaration of declarations) {
      const value = declaration.slice(declaration.indexOf(":") + 1);
      // A length or colour written out is a number of its own: the page's values are tokens, or
      // calc() of tokens by plain factors, or none at all (0, auto).
      const written = value.replace(/var\(--shop-[a-z-]+\)/g, "").replace(/calc\(/g, "(");
      assert.ok(/var\(--shop-/.test(value) || /^(0|auto|0 auto|none)$/.test(value), declaration);
      assert.doesNotMatch(written, /#|\d[a-z%]|[a-z-]+\(/i, declaration);
    }
  });
});

describe("only from the shop's own pages, within bounds", () => {
  for (const [name, headers] of [
    ["another site (Sec-Fetch-Site: cross-site)", { "Sec-Fetch-Site": "cross-site" }],
    ["a sibling host (Sec-Fetch-Site: same-site)", { "Sec-Fetch-Site": "same-site" }],
    ["another origin, said by Origin alone", { "Sec-Fetch-Site": "", Origin: "https://evil.example" }],
    ["neither header", { "Sec-Fetch-Site": "", Origin: "" }],
  ]) {
    it(`${name}: 403, nothing sent`, async () => {
      const answer = await post(
        "site=de",
        { newsletterEmail: "anna@example.com", consents: "DATA_PROCESSING" },
        headers,
      );
      assert.equal(answer.status, 403);
      assert.equal(answer.headers.get("cache-control"), "no-store");
      assert.deepEqual(await standIn.signUps(), []);
    });
  }

  it("a browser without Sec-Fetch-Site whose Origin is this host is taken", async () => {
    const answer = await post("site=de", { newsletterEmail: "anna@example.com" }, { "Sec-Fetch-Site": "" });
    assert.equal(answer.status, 200);
  });

  it("not a form's body: 415; longer than 8 KiB: 413, nothing sent", async () => {
    const json = await post("site=de", {}, { "Content-Type": "application/json" });
    assert.equal(json.status, 415);
    const long = await post("site=de", { newsletterEmail: `${"a".repeat(9000)}@example.com` });
    assert.equal(long.status, 413);
    assert.deepEqual(await standIn.signUps(), []);
  });

  it("a body that goes on past the bound without a length is not read on", async () => {
    const url = new URL(`${fragments.base}/fragments/newsletter-signup?site=de`);
    const status = await new Promise((resolve) => {
      const request = httpRequest(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Sec-Fetch-Site": "same-origin",
          "Transfer-Encoding": "chunked",
        },
      });
      request.on("response", (response) => resolve(response.statusCode));
      request.on("error", () => resolve("closed"));
      const chunk = "a".repeat(4096);
      let sent = 0;
      const more = () => {
        while (sent < 1000 && request.write(chunk)) sent += 1;
        if (sent < 1000) request.once("drain", more);
        else request.end();
      };
      more();
    });
    assert.ok(status === 413 || status === "closed", `answered ${status}`);
  });

  it("attributes are checked as a fragment's are; the stylesheet and publish routes take no form", async () => {
    assert.equal((await post("site=xx", { newsletterEmail: "a@b.de" })).status, 400);
    assert.equal((await post("site=de&onclick=x", { newsletterEmail: "a@b.de" })).status, 400);
    assert.equal((await post("site=de&api-base=https%3A%2F%2Fevil.example", {})).status, 400);
    const sheet = await fetch(`${fragments.base}/fragments/shop-footer.css`, { method: "POST" });
    assert.equal(sheet.status, 405);
    assert.equal(sheet.headers.get("allow"), "GET, HEAD");
    const form = await fetch(`${fragments.base}/fragments/newsletter-signup?site=de`, { method: "PUT" });
    assert.equal(form.headers.get("allow"), "GET, HEAD, POST");
  });

  it("the fragment's form posts to this endpoint with the fragment's attributes", async () => {
    const html = await (
      await fetch(`${fragments.base}/fragments/newsletter-signup?site=hu&origin=footer`)
    ).text();
    assert.match(
      html,
      /<form [^>]*action="\/fragments\/newsletter-signup\?origin=footer&amp;site=hu" method="post"/,
    );
    assert.doesNotMatch(html, /<noscript/);
  });
});

describe("the footer's view changer posted without the script", () => {
  const postView = (query, headers = {}) =>
    fetch(`${fragments.base}/fragments/shop-footer?${query}`, {
      method: "POST",
      redirect: "manual",
      headers: withoutEmpty({
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Referer: PAGE(),
        ...headers,
      }),
    });

  it("sets the view cookie the script sets and sends the visitor back to the page", async () => {
    const answer = await postView("site=de");
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.get("location"), "/c/kaffee?sort=neu");
    assert.equal(answer.headers.get("set-cookie"), "ShopView=mobile; Max-Age=2592000; Path=/; SameSite=Lax");
    assert.equal(answer.headers.get("cache-control"), "no-store");
    const match = await postView("platform=MATCH&site=de", { Referer: `https://${host}/` });
    assert.equal(
      match.headers.get("set-cookie"),
      "ShopView=desktop; Max-Age=2592000; Path=/; SameSite=Lax; Secure",
    );
  });

  it("not from the shop's own pages: 403, no cookie", async () => {
    const answer = await postView("site=de", { "Sec-Fetch-Site": "cross-site" });
    assert.equal(answer.status, 403);
    assert.equal(answer.headers.get("set-cookie"), null);
  });

  it("the prerendered footer's view changer posts there", async () => {
    const html = await (await fetch(`${fragments.base}/fragments/shop-footer?site=de`)).text();
    assert.match(
      html,
      /<form class="view-changer" action="\/fragments\/shop-footer\?site=de" method="post">/,
    );
  });
});
