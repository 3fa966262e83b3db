import { fileURLToPath } from "node:url";
import { chromeLauncher } from "@web/test-runner-chrome";
import { createStandIn } from "./demo/stand-in.mjs";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";

const standIn = createStandIn({
  contentDir: fileURLToPath(new URL("./demo/content", import.meta.url)),
  logosDir: fileURLToPath(new URL("./demo/logos", import.meta.url)),
});

export default {
  files: "test/**/*.test.js",
  nodeResolve: true,
  // The stand-in keeps one scenario and one request log for the whole server: test files run
  // one after another so that they do not change each other's scenario.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // @open-wc/testing's own notice, and the unknown icon the widget gallery shows on purpose
  // (test/ui/icons-texts.test.js checks that log); every other browser log stays visible.
  filterBrowserLogs: ({ args }) =>
    !String(args[0]).startsWith("Lit is in dev mode") && !String(args[0]).includes('icon "no-such-icon"'),
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: findChromium(),
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  middleware: [
    async function standInServices(ctx, next) {
      // The stand-in answers over real HTTP, as the shop's services would.
      ctx.respond = false;
      if (await standIn.handle(ctx.req, ctx.res)) return;
      ctx.respond = true;
      await next();
    },
  ],
  // Every test page loads the built script as a legacy page does: a classic <script> tag.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="csrf-token" content="test-csrf-token" />
    <!-- Opens ShopComponents.__internals for the tests (src/api/test-internals.ts). -->
    <script>window.__SHOP_COMPONENTS_TEST__ = true;</script>
    <script src="/dist/shop-components.js"></script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
