/**
 * The fragment endpoint tried as an attacker would: whatever it answers runs with the shop's
 * origin and an edge caches it for everyone. Hostile queries (names and values), hostile
 * promotion answers (huge, endless, deeply nested, redirecting), and many distinct addresses.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { root, server, startFragments, useFragmentServers } from "./helpers.mjs";

const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";
const TAGS = ["shop-footer", "newsletter-signup"];

/** Names a query may try to smuggle into the host's start tag, or onto the objects that read it. */
export const HOSTILE_NAMES = [
  "data-x><img src=x onerror=alert(1)>",
  'data-a onmouseover="alert(1)"',
  "data-a\tonmouseover=alert(1)",
  "data-a/onmouseover=alert(1)",
  '"><svg onload=alert(1)>',
  "onclick",
  "onfocus",
  "style",
  "id",
  "slot",
  "is",
  "autofocus",
  "tabindex",
  "data-ok",
  "SITE",
  "site\u0000",
  " site",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "a=b",
  "x\u2028y",
  "<!--",
];

/** Values tried in every attribute: they must stay inside their quotes. */
export const HOSTILE_VALUES = [
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '" autofocus onfocus="alert(1)',
  "&quot; onmouseover=alert(1)",
  "</template><script>alert(1)</script>",
  "</shop-footer><img src=x onerror=alert(1)>",
  "<!--",
  "]]><script>alert(1)</script>",
  "javascript:alert(1)",
  "\u0000\u0001\u001f",
  "\u2028\u2029",
  "%3Cscript%3E",
];

/** The declared attribute names of `tag`, as the server module states them. */
const declared = (tag) => server.attributeNames(tag);

/**
 * What a well-formed fragment of `tag` starts with: its own start tag with only declared
 * attributes, each value quoted and holding no `"`, `<` or `>`, then its declarative shadow root.
 */
function assertSafeStart(tag, html, context) {
  const start = html.slice(0, html.indexOf("<template"));
  const match = new RegExp(`^<${tag}((?: [a-z-]+(?:="[^"<>]*")?)*)>$`).exec(start);
  assert.ok(match, `${context}: the start tag is not well-formed: ${JSON.stringify(start.slice(0, 200))}`);
  const names = [...match[1].matchAll(/ ([a-z-]+)(?:="[^"<>]*")?/g)].map(([, name]) => name);
  for (const name of names) assert.ok(declared(tag).includes(name), `${context}: ${name} is not declared`);
}

/** No script but the fragment's own data block, and no event handler attribute, anywhere in the markup. */
function assertNoScript(html, context) {
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  for (const script of scripts)
    assert.match(script, /^<script type="application\/json" data-shop-fragment>$/, context);
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  // Quoted values are data: only what stands outside quotes can be an attribute.
  for (const tag of tags)
    assert.doesNotMatch(tag.replace(/="[^"]*"/g, '=""'), /[\s/]on[a-z]+\s*=/i, `${context}: ${tag}`);
}

const query = (pairs) =>
  pairs
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}${value === undefined ? "" : `=${encodeURIComponent(value)}`}`,
    )
    .join("&");

describe("the fragment endpoint under hostile queries", () => {
  const servers = useFragmentServers();

  for (const tag of TAGS) {
    it(`refuses every name <${tag}> does not declare with a 400 that no browser renders`, async () => {
      for (const name of HOSTILE_NAMES) {
        for (const value of [undefined, "1"]) {
          const path = `/fragments/${tag}?${query([
            ["site", "de"],
            [name, value],
          ])}`;
          const response = await fetch(`${servers.fragments.base}${path}`);
          const body = await response.text();
          assert.equal(response.status, 400, `${JSON.stringify(name)}: ${body.slice(0, 120)}`);
          assert.equal(response.headers.get("content-type"), "text/plain; charset=utf-8");
          assert.equal(response.headers.get("x-content-type-options"), "nosniff");
          assert.equal(response.headers.get("cache-control"), "no-store");
        }
      }
    });

    it(`keeps every hostile value inside its attribute's quotes in <${tag}>, never a 5xx`, async () => {
      for (const name of declared(tag)) {
        if (name === "api-base") continue;
        for (const value of HOSTILE_VALUES) {
          const pairs =
            name === "site"
              ? [["site", value]]
              : [
                  ["site", "de"],
                  [name, value],
                ];
          const response = await fetch(`${servers.fragments.base}/fragments/${tag}?${query(pairs)}`);
          const body = await response.text();
          const context = `${name}=${JSON.stringify(value)}`;
          assert.ok([200, 400].includes(response.status), `${context}: ${response.status}`);
          if (response.status !== 200) continue;
          assertSafeStart(tag, body, context);
          assertNoScript(body, context);
        }
      }
    });
  }

  it("refuses what renderElement is given the same way as the endpoint", async () => {
    for (const tag of TAGS) {
      for (const name of HOSTILE_NAMES) {
        await assert.rejects(
          server.renderElement(tag, JSON.parse(JSON.stringify({ site: "de", [name]: "1" })), {
            origin: servers.standIn.origin,
            content: null,
            stylesheets: "/fragments",
          }),
          (error) => error instanceof server.AttributeError,
          `${tag} ${JSON.stringify(name)}`,
        );
      }
    }
  });

  it("refuses an attribute the element does not declare in the CLI too", () => {
    const cli = join(root, "dist/cli.mjs");
    for (const name of ["data-ok", "onclick", "style"]) {
      const result = spawnSync(
        process.execPath,
        [cli, "shop-footer", "--api", servers.standIn.origin, "--site", "de", `--${name}`, "1"],
        {
          encoding: "utf8",
        },
      );
      assert.equal(result.status, 2, `${name}: ${result.stderr}`);
      assert.match(result.stderr, new RegExp(`no attribute "${name}"`));
      assert.equal(result.stdout, "");
    }
  });
});

/** A promotion service under the test's control: `answer(req, res)` for the footer content. */
async function startUpstream(answer) {
  const requests = [];
  const httpServer = createServer((req, res) => {
    requests.push(req.url);
    if (!req.url.startsWith(FOOTER_CONTENT_PATH)) return res.writeHead(404).end();
    answer(req, res);
  });
  await new Promise((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${httpServer.address().port}`,
    requests,
    close: () => new Promise((resolve) => httpServer.close(resolve).closeAllConnections()),
  };
}

const json = (res, body) => {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(body);
};

/** A footer content the footer shows (a headline and one group of one link), plus `extra` fields. */
const contentWith = (extra = {}) => ({
  headline: "Service",
  teaserGroups: [{ heading: { text: "Hilfe" }, links: [{ text: "Kontakt", href: "/contact" }] }],
  ...extra,
});

describe("the fragment endpoint under hostile promotion answers", () => {
  const running = [];
  const start = async (answer, options = {}) => {
    const upstream = await startUpstream(answer);
    const fragments = await startFragments({ origin: upstream.origin, contentTimeoutMs: 3000, ...options });
    running.push(upstream, fragments);
    return { upstream, fragments };
  };
  after(() => Promise.all(running.map((part) => part.close())));

  const footer = async ({ fragments }) => {
    const response = await fetch(`${fragments.base}/fragments/shop-footer?site=de`);
    return { response, body: await response.text() };
  };

  it("reads at most a bounded number of bytes of an endless answer, and renders without content", async () => {
    let written = 0;
    const parts = await start((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.write('{"contentJSON":"');
      const chunk = "x".repeat(64 * 1024);
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
        if (!res.destroyed) res.once("drain", pump);
      };
      pump();
    });
    const { response, body } = await footer(parts);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
    assert.match(body, /^<shop-footer site="de"><template shadowrootmode="open">/);
    // The limit, plus what the sockets' buffers held when the reader stopped.
    assert.ok(written < 8 * 1024 * 1024, `the upstream wrote ${written} bytes before the reader stopped`);
    assert.ok(
      parts.fragments.logged.some((line) => /bytes/.test(line)),
      parts.fragments.logged.join("\n"),
    );
  });

  it("does not read an answer that announces more bytes than the limit", async () => {
    const parts = await start((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(50 * 1024 * 1024) });
      res.write('{"contentJSON":"');
    });
    const { response } = await footer(parts);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
  });

  for (const depth of [1000, 2000, 3000, 4100, 6000, 100_000]) {
    it(`answers 200 for content nested ${depth} deep, keeping the site's footers alive`, async () => {
      const deep = `{"headline":"Service","extra":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      const parts = await start((_req, res) => json(res, JSON.stringify({ contentJSON: deep })));
      for (let attempt = 0; attempt < 3; attempt++) {
        const { response, body } = await footer(parts);
        assert.equal(response.status, 200);
        assert.match(body, /^<shop-footer site="de">/);
      }
    });
  }

  it("answers 200 for deeply nested content an injected fetch hands over", async () => {
    let deep = [];
    for (let level = 0; level < 20_000; level++) deep = [deep];
    const parts = await start((_req, res) => res.writeHead(404).end(), {
      fetchData: async () => contentWith({ extra: deep, seo: deep }),
    });
    const { response, body } = await footer(parts);
    assert.equal(response.status, 200);
    assert.match(body, /Service/);
  });

  it("follows no redirect to another host, and keeps the site header there", async () => {
    const elsewhere = await startUpstream((_req, res) =>
      json(res, JSON.stringify({ contentJSON: JSON.stringify(contentWith({ headline: "Elsewhere" })) })),
    );
    running.push(elsewhere);
    const parts = await start((_req, res) =>
      res.writeHead(302, { Location: `${elsewhere.origin}${FOOTER_CONTENT_PATH}` }).end(),
    );
    const { response, body } = await footer(parts);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("shop-fragment-content"), "missing");
    assert.doesNotMatch(body, /Elsewhere/);
    assert.deepEqual(elsewhere.requests, []);
  });

  it("publishes only the validated content in the data block, not the raw answer", async () => {
    const content = contentWith({
      unused: "u".repeat(300_000),
      legalLinks: [
        { text: "Impressum", href: "/impressum" },
        { text: "Böse", href: "javascript:alert(1)" },
      ],
    });
    const parts = await start((_req, res) =>
      json(res, JSON.stringify({ contentJSON: JSON.stringify(content) })),
    );
    const { response, body } = await footer(parts);
    assert.equal(response.status, 200);
    assert.ok(body.length < 100_000, `the fragment has ${body.length} characters`);
    assert.doesNotMatch(body, /uuuuuuuu/);
    assert.doesNotMatch(body, /javascript:/);
    assert.match(body, /\/impressum/);
  });

  it("bounds the rendered fragments it keeps in bytes, whatever the addresses", async () => {
    const upstream = await startUpstream((_req, res) =>
      json(res, JSON.stringify({ contentJSON: JSON.stringify(contentWith()) })),
    );
    running.push(upstream);
    const budget = 2 * 1024 * 1024;
    const fragments = await startFragments({ origin: upstream.origin, htmlCacheBytes: budget });
    running.push(fragments);
    const long = "h".repeat(1800);
    for (let index = 0; index < 300; index++) {
      const response = await fetch(
        `${fragments.base}/fragments/shop-footer?site=de&hunter-content=${long}${index}`,
      );
      assert.equal(response.status, 200);
      await response.arrayBuffer();
    }
    const stats = fragments.handler.stats();
    assert.ok(stats.htmlBytes <= budget, `${stats.htmlBytes} bytes kept, budget ${budget}`);
    assert.ok(stats.htmlEntries > 10, `only ${stats.htmlEntries} kept`);
  });
});
