// Faults never reach a page: through real Varnish (ESI) and nginx (SSI) with the shipped
// configurations, a composed page holds each element (from the edge's copy, or without content)
// or nothing at its place, never an error text or another document; the edge keeps its copy.
import assert from "node:assert/strict";
import { after, before, beforeEach, describe, it } from "node:test";
import { startStandIn } from "../server/helpers.mjs";
import { EDGES } from "./edges.mjs";
import { startFragmentService, startPages } from "./shop.mjs";

/** Texts of error pages (Varnish's, nginx's, a load balancer's, the service's 400) that must never show. */
const ERROR_TEXTS = [
  "Backend fetch failed",
  "Guru Meditation",
  "Bad Gateway",
  "Gateway Time-out",
  "Service Unavailable",
  "was not rendered",
  "an error occurred",
  "nginx",
];

/** What stands at an element's place: "content" (rendered with content), "rendered", "element", "nothing". */
function placeOf(markup, tag) {
  if (markup === "") return "nothing";
  const element = new RegExp(
    `^<${tag}[^<>]*>(<template shadowrootmode="open">[\\s\\S]*</template>)?</${tag}>$`,
  );
  assert.match(markup, element, `at the ${tag}'s place: ${markup.slice(0, 200)}`);
  if (!markup.includes("<template")) return "element";
  // The data block carries the content the element was rendered with.
  return /"data":\{/.test(markup) ? "content" : "rendered";
}

/** Checks a composed page and says what stands at the form's and the footer's places. */
function composedPage(html) {
  assert.equal(html.match(/<!doctype/gi)?.length, 1, "one document");
  assert.equal(html.match(/<html/gi)?.length, 1, "one document");
  for (const text of ERROR_TEXTS) assert.ok(!html.includes(text), `the page shows "${text}"`);
  const parts = /<main><h1>Kaffee<\/h1>([\s\S]*)<\/main>\s*([\s\S]*?)\s*<\/body>/.exec(html);
  assert.ok(parts, "the page's own markup is whole");
  return { form: placeOf(parts[1], "newsletter-signup"), footer: placeOf(parts[2], "shop-footer") };
}

/** Resolves once `holds()` is true, asking again every 50 ms, at most `ms`. */
async function until(holds, what, ms = 15000) {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const [name, startEdge] of Object.entries(EDGES)) {
  describe(`faults through ${name}`, () => {
    let standIn;
    let service;
    let pages;
    let edge;
    let variants = 0;
    // Each test's pages have include addresses of their own: nothing cached for them yet.
    const fresh = () => `t${(variants += 1)}`;
    const open = async (site, variant, prefix = "") => {
      const started = performance.now();
      const html = await (await fetch(`${edge.base}${prefix}/${site}/${variant}`)).text();
      return { ...composedPage(html), ms: performance.now() - started, html };
    };
    /** Loads the page once with everything working: the edge then holds both fragments. */
    const warm = async (site, variant) => {
      assert.deepEqual(await open(site, variant).then(({ form, footer }) => ({ form, footer })), {
        form: "rendered",
        footer: "content",
      });
    };
    /** Loads the page until the edge has tried to refresh its copies: `tried()` turns true. */
    const afterRefreshTried = async (site, variant, tried) => {
      await until(async () => (await open(site, variant)) && tried(), "the edge tried to refresh its copy");
      return open(site, variant);
    };

    before(async () => {
      standIn = await startStandIn();
      // Fragments go stale after a second, so that the edge soon refreshes its copies.
      service = await startFragmentService({ origin: standIn.origin });
      pages = await startPages(name === "varnish" ? "esi" : "ssi", standIn);
      edge = await startEdge({ pagesPort: pages.port, fragmentsPort: service.port });
    });
    beforeEach(async () => {
      standIn.setScenario("normal");
      await service.setFault(undefined);
      service.renew({ sMaxAgeSeconds: 1, degradedSMaxAgeSeconds: 1, contentRefreshSeconds: 0 });
    });
    after(async () => {
      await edge?.stop();
      await pages?.close();
      await service?.close();
      await standIn?.close();
    });

    it("composes the page with both fragments", async () => {
      const { form, footer, html } = await open("de", fresh());
      assert.deepEqual({ form, footer }, { form: "rendered", footer: "content" });
      assert.match(html, /<shop-footer hunter-content="t\d+" platform="CLASSIC" site="de"><template/);
    });

    it("keeps the content while the promotion service fails, and renders without it when there never was any", async () => {
      const variant = fresh();
      await warm("at", variant);
      standIn.setScenario("footer-500");
      const asked = service.requests();
      const kept = await afterRefreshTried("at", variant, () => service.requests() > asked + 1);
      assert.equal(kept.footer, "content");
      service.renew();
      const cold = await open("pl", fresh());
      assert.deepEqual([cold.form, cold.footer], ["rendered", "rendered"]);
    });

    it("keeps its copy when a restarted service cannot get the content", async () => {
      const variant = fresh();
      await warm("ch", variant);
      standIn.setScenario("footer-500");
      service.renew({ sMaxAgeSeconds: 1, degradedSMaxAgeSeconds: 1 });
      const asked = service.requests();
      const kept = await afterRefreshTried("ch", variant, () => service.requests() > asked + 1);
      assert.equal(kept.footer, "content", "the copy with content stays over one without");
    });

    for (const [scenario, what] of [
      ["timeout", "hangs"],
      ["slow", "answers after 3 s"],
    ]) {
      it(`holds a cold page at most about a second when the promotion service ${what}`, async () => {
        standIn.setScenario(scenario);
        const cold = await open("cz", fresh());
        assert.deepEqual([cold.form, cold.footer], ["rendered", "rendered"]);
        assert.ok(cold.ms < 2500, `the page took ${Math.round(cold.ms)} ms`);
      });
    }

    it("holds the bare element when a fragment cannot be rendered, and keeps its copy", async () => {
      const variant = fresh();
      await warm("hu", variant);
      // A value the renderer fails on stands for a bug in rendering.
      const broken = {
        replace: () => {
          throw new Error("cannot render");
        },
      };
      service.renew({ sMaxAgeSeconds: 1, degradedSMaxAgeSeconds: 1, stylesheets: broken });
      const asked = service.requests();
      const kept = await afterRefreshTried("hu", variant, () => service.requests() > asked + 1);
      assert.deepEqual([kept.form, kept.footer], ["rendered", "content"]);
      const cold = await open("sk", fresh());
      assert.deepEqual([cold.form, cold.footer], ["element", "element"]);
    });

    for (const fault of ["503", "slow", "down"]) {
      it(`keeps serving its copy when the fragment service is ${fault === "503" ? "answering 503" : fault}, and leaves out what it never had`, async () => {
        const variant = fresh();
        await warm("tr", variant);
        await service.setFault(fault);
        const asked = service.requests();
        const failures = edge.fetchFailures();
        const tried = () => (fault === "503" ? service.requests() > asked : edge.fetchFailures() > failures);
        const kept = await afterRefreshTried("tr", variant, tried);
        assert.deepEqual([kept.form, kept.footer], ["rendered", "content"]);
        const cold = await open("de", fresh());
        assert.deepEqual([cold.form, cold.footer], ["nothing", "nothing"]);
        // Back up: Varnish holds a refused backend down for a moment before it asks again.
        await service.setFault(undefined);
        await until(async () => (await open("de", fresh())).footer === "content", "the edge asked again");
      });
    }

    it("leaves out an include the service refuses (a template's mistake), and logs its 400", async () => {
      const variant = fresh();
      const page = await open("at", variant, "/bad");
      assert.deepEqual([page.form, page.footer], ["rendered", "nothing"]);
      const direct = await fetch(`${edge.base}/fragments/shop-footer?site=at&colour=red`);
      assert.equal(direct.status, 400, "asked for itself, the fragment's answer says why");
      await until(() => /400[\s\S]*colour=red|colour=red[\s\S]*400/.test(edge.log()), "the 400 in the log");
    });
  });
}
