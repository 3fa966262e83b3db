import { fileURLToPath } from "node:url";
import { createStandIn } from "./demo/stand-in.mjs";
import { launcherFor } from "./scripts/browsers.mjs";

/** One engine a run (scripts/test-browser.mjs runs the three one after another). */
const engine = process.env.SHOP_TEST_ENGINE ?? "chromium";

const standIn = createStandIn({
  contentDir: fileURLToPath(new URL("./demo/content", import.meta.url)),
  logosDir: fileURLToPath(new URL("./demo/logos", import.meta.url)),
});

/**
 * `executeServerCommand("emulate-forced-colors", { forcedColors: "active" | "none" })`: forced
 * colours (Windows High Contrast) for the focus-indicator tests of issue 13 (WCAG 2.4.7, 1.4.11).
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
  files: ["test/**/*.test.js", "!test/api/**"],
  nodeResolve: true,
  // The stand-in keeps one scenario and one request log for the whole server: test files run
  // one after another so that they do not change each other's scenario.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // @open-wc/testing's own notice, and the unknown icon the widget gallery shows on purpose
  // (test/ui/icons-texts.test.js checks that log); every other browser log stays visible.
  filterBrowserLogs: ({ args }) =>
    !String(args[0]).startsWith("Lit is in dev mode") && !String(args[0]).includes('icon "no-such-icon"'),
  browsers: [launcherFor(engine)],
  plugins: [emulateForcedColorsPlugin()],
  middleware: [
    // A deployment without the staff tool's script (test/preview/staff-tool.test.js): the shop's
    // script and its catalogs under /test/no-staff/, and nothing beside them.
    async function deploymentWithoutStaffTool(ctx, next) {
      if (ctx.path.startsWith("/test/no-staff/") && !ctx.path.endsWith("/shop-components-staff.js"))
        ctx.path = ctx.path.replace("/test/no-staff/", "/dist/");
      await next();
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
  // ShopComponents.__internals (src/testing.ts), which the shop's script does not carry.
  testRunnerHtml: testPage("/dist/shop-components.js"),
  groups: [
    {
      name: "api",
      files: "test/api/**/*.test.js",
      testRunnerHtml: testPage("/dist/shop-components.test.js"),
    },
  ],
};
