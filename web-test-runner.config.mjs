import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defaultReporter } from "@web/test-runner";
import { visualRegressionPlugin } from "@web/test-runner-visual-regression/plugin";
import { transform } from "esbuild";
import { renderShopPage } from "./demo/shop-page.mjs";
import { createStandIn } from "./demo/stand-in.mjs";
import { themeTokens, TOKENS_PATH } from "./demo/theme-tokens.mjs";
import { launcherFor } from "./scripts/browsers.mjs";
import { failureRecordPath, failureRecordReporter } from "./scripts/failure-record.mjs";
import { prerenderedPages } from "./test/fixtures/prerendered/serve.mjs";

/** One engine a run (scripts/test-browser.mjs runs the three one after another). */
const engine = process.env.SHOP_TEST_ENGINE ?? "chromium";

/**
 * The test files named on scripts/test-browser.mjs's command line: only those run, each in the
 * page its folder needs (test/api/ in the test build's). None named: all of them.
 */
const named = JSON.parse(process.env.SHOP_TEST_FILES || "[]");
const isApiFile = (file) => file.replace(/^\.\//, "").startsWith("test/api/");

/**
 * The screenshot tests (docs/look.md) compare the elements' pixels with reference images taken in
 * Chromium. Each engine rasterises text, borders and images a little differently, so references
 * of one engine say nothing about another: the screenshot tests run in Chromium only, and the
 * other engines' runs leave their files out.
 */
const SCREENSHOT_TESTS = "test/screenshots/**/*.test.js";

const standIn = createStandIn({
  contentDir: fileURLToPath(new URL("./demo/content", import.meta.url)),
  logosDir: fileURLToPath(new URL("./demo/logos", import.meta.url)),
});

/**
 * `executeServerCommand("emulate-forced-colors", { forcedColors: "active" | "none" })`: forced
 * colours (Windows High Contrast) for the tests that focus indicators stay visible and in contrast
 * there (WCAG 2.4.7, 1.4.11).
 * @web/test-runner-commands' emulateMedia knows only colour scheme and reduced motion; Chromium
 * emulates forced colours over CDP. The other engines here have no such command: it answers
 * `false` there, and the tests check the colours the engine really has.
 */
function emulateForcedColorsPlugin() {
  // One CDP session a page: an emulation lasts as long as the session that set it.
  const sessions = new WeakMap();
  return {
    name: "emulate-forced-colors",
    async executeCommand({ command, payload, session }) {
      if (command !== "emulate-forced-colors") return undefined;
      if (engine !== "chromium") return false;
      const page = session.browser.getPage(session.id);
      if (!sessions.has(page)) sessions.set(page, page.createCDPSession());
      const cdp = await sessions.get(page);
      await cdp.send("Emulation.setEmulatedMedia", {
        features: [{ name: "forced-colors", value: payload.forcedColors === "active" ? "active" : "none" }],
      });
      return true;
    },
  };
}

/**
 * The site table itself, for the tests: a test imports `src/config/sites.ts` (through
 * test/helpers/sites.js) and gets the product's sites, served as JavaScript with its types
 * stripped. The tests still drive the built script; this one module is data only (its one import
 * is a type), so serving it from the source adds no second copy of the code under test, and a
 * site added to the table is a site every per-site test runs for.
 */
const SITE_TABLE_PATH = "/src/config/sites.ts";
function siteTablePlugin() {
  return {
    name: "site-table",
    resolveMimeType: ({ path }) => (path === SITE_TABLE_PATH ? "js" : undefined),
    async transform({ path, body }) {
      if (path !== SITE_TABLE_PATH) return undefined;
      return { body: (await transform(body, { loader: "ts", format: "esm" })).code };
    },
  };
}

/** The policy of the strict host pages: the page's own origin only, and Trusted Types with no policy. */
const STRICT_POLICY = [
  "default-src 'self'",
  "style-src 'self'",
  "script-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join("; ");

/** The page every test file runs in: `script` loaded as a legacy page loads it. */
const testPage = (script) => (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="csrf-token" content="test-csrf-token" />
    <script src="${script}"></script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;

export default {
  files: [
    ...(named.length ? named.filter((file) => !isApiFile(file)) : ["test/**/*.test.js"]),
    "!test/api/**",
    ...(engine === "chromium" ? [] : [`!${SCREENSHOT_TESTS}`]),
  ],
  nodeResolve: true,
  // The stand-in keeps one scenario and one request log for the whole server: test files run
  // one after another so that they do not change each other's scenario.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // A file's tests must finish within 5 minutes (web-test-runner's default is 2). The footer's
  // keyboard walks and looks through every site at three widths (test/footer/focus-and-targets,
  // test/footer/look) take 60 to 100 s each in WebKit on this 2-core machine, and past 120 s when
  // the machine is busy; a test that hangs still fails, by its own 10 s time-out.
  testsFinishTimeout: 300000,
  // @open-wc/testing's own notice, and the unknown icon the widget gallery shows on purpose
  // (test/ui/icons-texts.test.js checks that log); every other browser log stays visible.
  filterBrowserLogs: ({ args }) =>
    !String(args[0]).startsWith("Lit is in dev mode") && !String(args[0]).includes('icon "no-such-icon"'),
  browsers: [launcherFor(engine)],
  // web-test-runner's own report, and a record of what failed that scripts/test-browser.mjs
  // prints again after the last engine.
  reporters: [
    defaultReporter(),
    failureRecordReporter({ file: failureRecordPath(fileURLToPath(new URL(".", import.meta.url)), engine) }),
  ],
  plugins: [
    siteTablePlugin(),
    emulateForcedColorsPlugin(),
    visualRegressionPlugin({
      // `npm run test:screenshots:update` (SHOP_UPDATE_SCREENSHOTS=1) writes new references.
      update: process.env.SHOP_UPDATE_SCREENSHOTS === "1",
      baseDir: "test/screenshots",
      // The references are committed; a failed run's screenshot and its diff go beside the
      // build, outside the repository's files (test-results/ is ignored).
      getBaselineName: ({ name }) => `reference/${name}`,
      getFailedName: ({ name }) => resolve("test-results/screenshots", name),
      getDiffName: ({ name }) => resolve("test-results/screenshots", `${name}-diff`),
      // A pixel counts as changed past pixelmatch's colour distance 0.1; a picture fails past
      // 100 changed pixels (a few anti-aliased edges), which a changed colour, size or gap passes.
      diffOptions: { threshold: 0.1 },
      failureThresholdType: "pixel",
      failureThreshold: 100,
    }),
  ],
  middleware: [
    // A deployment of the script alone, as a shop deploys it: /test/alone/shop-components.js is
    // the built script, and nothing else is there (any other file under /test/alone/ is a 404), so
    // a page that needs another file from the build fails visibly (test/page/one-script.test.js).
    async function scriptAlone(ctx, next) {
      if (ctx.path === "/test/alone/shop-components.js") ctx.path = "/dist/shop-components.js";
      else if (ctx.path.startsWith("/test/alone/")) {
        ctx.status = 404;
        return;
      }
      await next();
    },
    // The host pages under /test/fixtures/hosts/csp/ come with a strict policy as a header, as a
    // shop that hardens its pages sends it (a <meta> policy cannot carry every directive).
    async function strictPolicy(ctx, next) {
      await next();
      if (ctx.path.startsWith("/test/fixtures/hosts/csp/")) ctx.set("Content-Security-Policy", STRICT_POLICY);
    },
    // Pages with server-rendered elements (test/prerendered/).
    prerenderedPages,
    // The demo's shop page, rendered from its query as the demo server renders it (without the
    // fragment endpoint: its "prerendered" switch is tested against the demo server,
    // test/server/demo.test.mjs).
    async function demoShopPage(ctx, next) {
      if (ctx.path !== "/demo/shop-page.html") return next();
      ctx.type = "html";
      ctx.body = await renderShopPage({ url: ctx.url, cookie: ctx.get("cookie") });
    },
    // The demo's pages take the elements' theme tokens as the demo server serves them.
    async function demoTokens(ctx, next) {
      if (ctx.path !== TOKENS_PATH) return next();
      ctx.type = "text/css";
      ctx.body = themeTokens();
    },
    async function standInServices(ctx, next) {
      // The stand-in answers over real HTTP, as the shop's services would.
      ctx.respond = false;
      if (await standIn.handle(ctx.req, ctx.res)) return;
      ctx.respond = true;
      await next();
    },
  ],
  // Every test page loads the built script as a legacy page does: a classic <script> tag. The
  // tests of the services client (test/api/) load the test build instead, the same script plus
  // ShopComponents.__internals (test/build/testing.ts), which the shop's script does not carry.
  testRunnerHtml: testPage("/dist/shop-components.js"),
  groups: [
    {
      name: "api",
      files: named.length ? named.filter(isApiFile) : "test/api/**/*.test.js",
      testRunnerHtml: testPage("/build/shop-components.test.js"),
    },
  ].filter((group) => group.files.length),
};
