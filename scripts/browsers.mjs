/**
 * The three engines the browser tests run in (shoppers' browsers use all three), from Debian's
 * packages: how to find each one, the flags it needs on these machines, and a web-test-runner
 * launcher for it. Used by web-test-runner.config.mjs, scripts/test-browser.mjs and the benchmarks.
 *
 * - Chromium: puppeteer-core over CDP (@web/test-runner-chrome).
 * - Firefox: the same launcher, puppeteer-core over WebDriver BiDi (no geckodriver needed).
 * - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (@web/test-runner-webdriver), in a
 *   virtual X display, since MiniBrowser has no headless mode.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, connect } from "node:net";
import { chromeLauncher, puppeteerCore } from "@web/test-runner-chrome";
import { WebdriverLauncher } from "@web/test-runner-webdriver";
import { remote } from "webdriverio";

/** As root Chromium needs --no-sandbox; the network flags stop it calling hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Firefox preferences that keep it from calling hosts this machine cannot reach. */
const FIREFOX_PREFS = {
  "app.update.enabled": false,
  "browser.safebrowsing.downloads.remote.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "datareporting.policy.dataSubmissionEnabled": false,
};

const WEBKIT_DIRS = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"].flatMap((lib) => [
  `${lib}/webkit2gtk-4.1`,
  `${lib}/webkit2gtk-4.0`,
]);

/** Each engine: the executables it needs (first found wins) and the Debian packages that bring them. */
export const ENGINES = {
  chromium: {
    label: "Chromium",
    executables: () =>
      [
        process.env.CHROME_PATH,
        "/usr/bin/chromium",
        "/usr/bin/chromium-browser",
        "/usr/bin/google-chrome",
        "/usr/bin/google-chrome-stable",
      ].filter(Boolean),
    packages: ["chromium"],
  },
  firefox: {
    label: "Firefox",
    executables: () => [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"].filter(Boolean),
    packages: ["firefox-esr"],
  },
  webkit: {
    label: "WebKit",
    executables: () => WEBKIT_DIRS.map((dir) => `${dir}/MiniBrowser`),
    // MiniBrowser comes with WebKitWebDriver; xvfb-run gives it a display.
    helpers: ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run"],
    packages: ["webkit2gtk-driver", "xvfb"],
  },
};

/** The engine's executable, or null when it (or a helper it needs) is not installed. */
export function findEngine(name) {
  const engine = ENGINES[name];
  const found = engine.executables().find((path) => existsSync(path));
  if (!found || !(engine.helpers ?? []).every((path) => existsSync(path))) return null;
  return found;
}

/** The one message a missing engine gives: what is missing and how to install it. */
export function missingEngineMessage(name, purpose = "the browser tests") {
  const { label, packages } = ENGINES[name];
  return (
    `No ${label} found for ${purpose}.\n` +
    `Install it from Debian: apt-get update && apt-get install -y ${packages.join(" ")}` +
    (name === "chromium" ? "\n(or point CHROME_PATH at a Chrome/Chromium executable)" : "") +
    (name === "firefox" ? "\n(or point FIREFOX_PATH at a Firefox executable)" : "")
  );
}

/** Chromium from Debian, or Chrome; CHROME_PATH wins when set. Exits with one clear message if none. */
export function findChromium(purpose = "the browser tests") {
  const found = findEngine("chromium");
  if (!found) {
    console.error(`\n${missingEngineMessage("chromium", purpose)}\n`);
    process.exit(1);
  }
  return found;
}

/** A web-test-runner launcher for one engine (the engine must be installed: see findEngine). */
export function launcherFor(name) {
  const executablePath = findEngine(name);
  if (!executablePath) throw new Error(missingEngineMessage(name));
  if (name === "chromium")
    return chromeLauncher({ launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS } });
  if (name === "firefox")
    return chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: { browser: "firefox", executablePath, headless: true, extraPrefsFirefox: FIREFOX_PREFS },
    });
  return new WebKitLauncher(executablePath);
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port`, or rejects after `ms` naming `what`. */
export async function waitForPort(port, ms, what = "WebKitWebDriver") {
  const deadline = Date.now() + ms;
  for (;;) {
    const isOpen = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on port ${port} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** WebDriver's code points for the keys the tests press (W3C WebDriver §17.4.2). */
const WEBDRIVER_KEYS = {
  Backspace: "\uE003",
  Tab: "\uE004",
  Enter: "\uE007",
  Shift: "\uE008",
  Control: "\uE009",
  Alt: "\uE00A",
  Escape: "\uE00C",
  End: "\uE010",
  Home: "\uE011",
  ArrowLeft: "\uE012",
  ArrowUp: "\uE013",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
};
const webdriverKey = (key) => WEBDRIVER_KEYS[key] ?? key;
const BUTTONS = { left: 0, middle: 1, right: 2 };

/** The viewport a test page gets until it asks for another: puppeteer's default, as in Chromium. */
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

/**
 * Runs each test page in WebKit inside an iframe that is the page's viewport. MiniBrowser's window
 * cannot be narrower than ~447 px (its toolbar), so phone widths (375 px) cannot be had by sizing
 * the window; a borderless iframe at the window's top left corner, sized to the viewport the test
 * asks for, gives the page the same media queries, `innerWidth` and coordinates at any width.
 * WebDriver commands (script, keys, pointer) run in the frame's browsing context.
 */
class FramedSessionManager {
  constructor(driver) {
    this.driver = driver;
    this.urls = new Map();
    this.queue = Promise.resolve();
  }

  isActive(id) {
    return this.urls.has(id);
  }

  async getBrowserUrl(id) {
    return this.urls.get(id);
  }

  /**
   * Runs the WebDriver commands of `work` one operation at a time: the test runner starts and
   * stops sessions while a test's commands arrive, and each operation moves between frames.
   */
  serially(work) {
    const result = this.queue.then(work);
    this.queue = result.catch(() => {});
    return result;
  }

  /**
   * Switches to the top-level page, creating it the first time: the test server's empty page
   * (`/?mode=iframe`) with the frame. WebKit gives keyboard focus to a frame only when it is of
   * the top-level page's origin. `switchFrame(null)` goes to the top from wherever the last
   * command was, even from a frame whose document has been replaced since.
   */
  async top() {
    await this.driver.switchFrame(null);
    if (this.hasFrame) return;
    await this.driver.navigateTo(`${this.origin}/?mode=iframe`);
    await this.driver.execute(() => {
      const frame = document.createElement("iframe");
      frame.id = "viewport";
      frame.style.cssText = "position:fixed;top:0;left:0;border:0;margin:0;padding:0;display:block";
      document.body.append(frame);
    });
    this.hasFrame = true;
  }

  /** Makes the test page's frame the context of the next commands. */
  async enterFrame() {
    await this.driver.switchFrame(await this.driver.$("#viewport"));
  }

  async resize({ width, height }) {
    await this.driver.execute(
      (width, height) => {
        const { style } = document.getElementById("viewport");
        style.width = `${width}px`;
        style.height = `${height}px`;
      },
      width,
      height,
    );
  }

  queueStartSession(id, url) {
    this.urls.set(id, url);
    this.origin ??= new URL(url).origin;
    return this.serially(async () => {
      await this.top();
      await this.resize(DEFAULT_VIEWPORT);
      await this.driver.executeAsync((url, done) => {
        const frame = document.getElementById("viewport");
        frame.addEventListener("load", () => done(), { once: true });
        frame.src = url;
        // Keys go to the focused frame: the test page's, as in a browser tab of its own.
        frame.focus();
      }, url);
      await this.enterFrame();
    });
  }

  queueStopSession(id) {
    return this.serially(async () => {
      await this.top();
      // Unload the test page (stops its timers) before the next one starts.
      await this.driver.executeAsync((done) => {
        const frame = document.getElementById("viewport");
        frame.addEventListener("load", () => done(), { once: true });
        frame.src = "about:blank";
      });
      this.urls.delete(id);
      return { testCoverage: undefined };
    });
  }

  setViewport(viewport) {
    return this.serially(async () => {
      await this.top();
      await this.resize(viewport);
      await this.enterFrame();
    });
  }

  performActions(_id, actions) {
    return this.serially(async () => {
      await this.top();
      await this.enterFrame();
      await this.driver.performActions(actions);
    });
  }
}

/**
 * The part of puppeteer's Page that @web/test-runner-commands drives (setViewport, keyboard,
 * mouse), mapped onto WebDriver commands. @web/test-runner-webdriver supports neither viewports
 * nor key down/up, and the commands plugins only ask a launcher for such a page when its type is
 * "puppeteer"; this object is what lets the suite's own tests run unchanged in WebKit.
 */
class WebDriverPage {
  constructor(manager) {
    this.manager = manager;
    this.keyboard = {
      press: (key) =>
        this.keys([
          { type: "keyDown", value: webdriverKey(key) },
          { type: "keyUp", value: webdriverKey(key) },
        ]),
      down: (key) => this.keys([{ type: "keyDown", value: webdriverKey(key) }]),
      up: (key) => this.keys([{ type: "keyUp", value: webdriverKey(key) }]),
      type: (text) =>
        this.keys(
          [...text].flatMap((value) => [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ]),
        ),
    };
    this.mouse = {
      move: (x, y) =>
        this.pointer([{ type: "pointerMove", duration: 0, x: Math.round(x), y: Math.round(y) }]),
      click: (x, y, { button = "left" } = {}) =>
        this.pointer([
          { type: "pointerMove", duration: 0, x: Math.round(x), y: Math.round(y) },
          { type: "pointerDown", button: BUTTONS[button] },
          { type: "pointerUp", button: BUTTONS[button] },
        ]),
      down: ({ button = "left" } = {}) => this.pointer([{ type: "pointerDown", button: BUTTONS[button] }]),
      up: ({ button = "left" } = {}) => this.pointer([{ type: "pointerUp", button: BUTTONS[button] }]),
      reset: () =>
        this.pointer([
          { type: "pointerUp", button: BUTTONS.left },
          { type: "pointerMove", duration: 0, x: 0, y: 0 },
        ]),
    };
  }

  keys(actions) {
    return this.manager.performActions(null, [{ type: "key", id: "keyboard", actions }]);
  }

  pointer(actions) {
    return this.manager.performActions(null, [
      { type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions },
    ]);
  }

  setViewport(viewport) {
    return this.manager.setViewport(viewport);
  }
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, which this launcher starts (in a virtual X
 * display) on a free port when the tests start and stops when they end.
 */
class WebKitLauncher extends WebdriverLauncher {
  constructor(miniBrowser) {
    super({
      hostname: "127.0.0.1",
      port: 0, // set once the driver runs
      logLevel: "error",
      capabilities: {
        browserName: "MiniBrowser",
        // webdriverio would otherwise ask for WebDriver BiDi, which WebKitGTK does not complete.
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
      },
    });
  }

  async initialize(config, testFiles) {
    await super.initialize(config, testFiles);
    this.name = "WebKit";
    this.options.port = await freePort();
    this.webDriver = spawn(
      "xvfb-run",
      [
        "--auto-servernum",
        "--server-args=-screen 0 1920x1200x24",
        "WebKitWebDriver",
        `--port=${this.options.port}`,
      ],
      {
        // MiniBrowser renders without DMA-BUF in a virtual display (it crashes otherwise).
        env: { ...process.env, WEBKIT_DISABLE_DMABUF_RENDERER: "1" },
        stdio: "ignore",
        detached: true, // its own process group, so stop() ends Xvfb and the browser with it
      },
    );
    await waitForPort(this.options.port, 20000);
  }

  /** The commands plugins (setViewport, sendKeys, sendMouse) take this launcher for puppeteer's. */
  get type() {
    return "puppeteer";
  }

  set type(_ignored) {
    // WebdriverLauncher's constructor sets "webdriver"; the getter above decides.
  }

  async createDriverManager() {
    this.driver = await remote(this.options);
    // A window larger than any viewport a test asks for; the frame inside it is the viewport.
    await this.driver.setWindowRect(0, 0, 1600, 1100);
    this.driverManager = new FramedSessionManager(this.driver);
    return this.driverManager;
  }

  getPage() {
    if (!this.driverManager) throw new Error("WebKit is not running");
    return new WebDriverPage(this.driverManager);
  }

  async stop() {
    await super.stop();
    if (this.webDriver?.pid) {
      try {
        process.kill(-this.webDriver.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
