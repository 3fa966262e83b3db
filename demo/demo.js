// The QA shell: drives the legacy page in the iframe (demo/shop-page.html) through its query
// string, sets the staff cookies and the stand-in's scenario, and logs events and requests.
import { attributeControls } from "./attribute-controls.mjs";
import { describePageMessage, describeRequest, formatTime, parseDetail } from "./log-lines.mjs";

const form = document.getElementById("controls");
const frame = document.getElementById("page");
const frameBox = frame.parentElement;
const log = document.getElementById("log");
const STORAGE_KEY = "shop-components-demo";
const FAST_TIMERS_SPEED = 60;
/** The viewport preset that shows each view of the view changer (README "Events"). */
const VIEWPORT_BY_VIEW = { mobile: "375", desktop: "1440" };

/**
 * Adds a line to the log, newest first, in the order things happened: a line that arrives late (a
 * request's, once the stand-in has answered it) goes where its time puts it. `who` says who asked
 * for a request or whose event it is; the shell's own lines are the demo's.
 */
function addLogLine({ kind, text, who = "demo", at = Date.now() }) {
  const line = document.createElement("li");
  line.className = kind;
  line.dataset.at = String(at);
  const time = document.createElement("time");
  time.dateTime = new Date(at).toISOString();
  time.textContent = formatTime(at);
  const source = document.createElement("span");
  source.className = "who";
  source.textContent = who;
  line.append(time, " ", source, " ", text);
  const later = [...log.children].findLast((other) => Number(other.dataset.at) > at);
  if (later) later.after(line);
  else log.prepend(line);
  if (logBox.classList.contains("folded")) {
    unseen += 1;
    showUnseen();
  }
}

// ---- the log's fold ---------------------------------------------------------------------------

const FOLD_KEY = "shop-components-demo-log";
const logBox = log.closest(".log");
const foldButton = document.getElementById("fold-log");
/** Lines added while the log is folded: its button counts them. */
let unseen = 0;

/**
 * Takes the log away, its column given to the frame, or shows it; its button in the header counts
 * the lines since. A window narrower than 1280 px starts with it folded (beside it, the 1024
 * preset would be shown at about half its size); QA's choice is kept.
 */
function foldLog(folded) {
  logBox.classList.toggle("folded", folded);
  foldButton.setAttribute("aria-expanded", String(!folded));
  if (!folded) unseen = 0;
  showUnseen();
  fitFrame();
}

function showUnseen() {
  if (!logBox.classList.contains("folded")) foldButton.textContent = "Hide log";
  else foldButton.textContent = unseen ? `Show log (${unseen} new)` : "Show log";
}

function restoreFold() {
  const chosen = localStorage.getItem(FOLD_KEY);
  foldLog(chosen ? chosen === "folded" : matchMedia("(max-width: 79.99rem)").matches);
}

foldButton.addEventListener("click", () => {
  const folded = !logBox.classList.contains("folded");
  localStorage.setItem(FOLD_KEY, folded ? "folded" : "shown");
  foldLog(folded);
});

// ---- the elements' attributes ------------------------------------------------------------------

/** The elements' boolean and enum attributes, from the manifest the build writes from their code. */
const controls = attributeControls(await (await fetch("/dist/custom-elements.json")).json());

/**
 * A control for each, in the platform's group after it, and its line in the guide: each element's
 * attributes under its tag, with their descriptions.
 */
function addAttributeControls() {
  const platformGroup = form.elements.platform.closest(".group");
  for (const { key, name, kind, values, initial, tag, description } of controls) {
    const label = document.createElement("label");
    label.title = `<${tag} ${name}>: ${description}`;
    if (kind === "boolean") {
      const box = Object.assign(document.createElement("input"), { type: "checkbox", name: key });
      box.checked = box.defaultChecked = initial;
      label.append(box, ` ${name}`);
    } else {
      const select = Object.assign(document.createElement("select"), { name: key });
      for (const value of values) select.add(new Option(value, value, value === initial, value === initial));
      label.append(`${name} `, select);
    }
    platformGroup.append(" ", label);
  }
  // The guide's list takes one group (a div of a term and its definition) for each element, in
  // place of its placeholder.
  const groups = [];
  for (const tag of new Set(controls.map((control) => control.tag))) {
    const own = controls.filter((control) => control.tag === tag);
    const term = document.createElement("dt");
    term.append(Object.assign(document.createElement("code"), { textContent: `<${tag}>` }));
    term.append(`: ${own.map((control) => control.name).join(", ")}`);
    const list = document.createElement("ul");
    for (const { name, description } of own) {
      const item = document.createElement("li");
      item.append(Object.assign(document.createElement("em"), { textContent: name }), `: ${description}`);
      list.append(item);
    }
    const definition = document.createElement("dd");
    definition.append(list);
    const group = document.createElement("div");
    group.dataset.attributeGuide = tag;
    group.append(term, definition);
    groups.push(group);
  }
  document.getElementById("attribute-guide").replaceWith(...groups);
}

/** Each attribute's value as its control sets it, keyed as the page's query names it (`tag.name`). */
function attributeSettings() {
  return Object.fromEntries(
    controls.map(({ key, kind }) => {
      const field = form.elements[key];
      return [key, kind === "boolean" ? field.checked : field.value];
    }),
  );
}

function settings() {
  const data = new FormData(form);
  return {
    site: data.get("site"),
    viewport: data.get("viewport"),
    fit: data.has("fit"),
    platform: data.get("platform"),
    ...attributeSettings(),
    prerendered: data.has("prerendered"),
    staff: data.has("staff"),
    customer: data.has("customer"),
    fastTimers: data.has("fastTimers"),
    activity: data.has("activity"),
    scenario: data.get("scenario"),
    subscriberToken: data.get("subscriberToken"),
  };
}

function pageUrl(current, clock) {
  const query = new URLSearchParams({ site: current.site });
  if (current.platform) query.set("platform", current.platform);
  for (const { key } of controls) query.set(key, String(current[key]));
  if (current.prerendered) query.set("prerendered", "true");
  if (current.subscriberToken) query.set("subscriberToken", current.subscriberToken);
  if (clock.speed > 1) {
    query.set("fastTimers", String(clock.speed));
    query.set("clockStart", String(clock.start));
  }
  if (current.activity) query.set("activity", "true");
  return `/demo/shop-page.html?${query}`;
}

/**
 * Fast timers: the stand-in's token clock runs as fast as the page's (demo/qa-hooks.js takes the
 * same start), so that the tokens it hands out come due when the page's clock says so.
 */
async function setClock(isFast) {
  const response = await fetch("/__standin/clock", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ speed: isFast ? FAST_TIMERS_SPEED : 1 }),
  });
  return response.json();
}

async function setStaffCookies(isStaff) {
  if (!isStaff) {
    for (const name of ["StaffAuthToken", "CobraAuthToken"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
    return;
  }
  // Fresh cookies from the stand-in: it remembers sessions logged out by the panel's 'Logout'.
  if (!document.cookie.includes("StaffAuthToken=")) await fetch("/__standin/staff-login", { method: "POST" });
}

/** What a bot does and no visitor can: fills the newsletter form's hidden honeypot field. */
function fillHoneypot() {
  for (const element of frame.contentDocument?.querySelectorAll("newsletter-signup") ?? []) {
    const honeypot = element.shadowRoot?.querySelector("input[name=email]");
    if (!honeypot) continue;
    const { set } = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    set.call(honeypot, "bot@example.com");
    honeypot.dispatchEvent(new Event("input", { bubbles: true }));
  }
  addLogLine({ kind: "event", text: "honeypot filled: the next sign-up of the form is treated as a bot's" });
}

/**
 * A logged-in customer (LoginToken and LongTermToken cookies) through the stand-in's login, again
 * on every reload so that the token follows the scenario (token-malformed hands out a bad one)
 * and the clock (set before).
 */
async function setCustomer(isLoggedIn) {
  if (!isLoggedIn) {
    for (const name of ["LoginToken", "LongTermToken"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
    return;
  }
  await fetch("/service/login/api/v1/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "demo" }),
  });
}

// ---- the view changer's cookie --------------------------------------------------------------

function shopViewCookie() {
  const cookie = document.cookie.split("; ").find((entry) => entry.startsWith("ShopView="));
  return cookie?.slice("ShopView=".length);
}

function showShopView() {
  const view = shopViewCookie();
  const platform = { mobile: "MATCH", desktop: "CLASSIC" }[view];
  document.getElementById("platform-from-view").textContent = `(ShopView → ${platform ?? "CLASSIC"})`;
}

/** A platform chosen here is the template's: the cookie would override it (demo/server.mjs). */
function clearShopView() {
  document.cookie = "ShopView=; Path=/; Max-Age=0";
  showShopView();
}

/**
 * The footer's view changer set the cookie and reloads the page, which the server renders in that
 * view; the shell follows: platform from the cookie, the view's viewport preset.
 */
function followViewChange(view) {
  if (!Object.hasOwn(VIEWPORT_BY_VIEW, view)) return;
  form.elements.platform.value = "";
  form.elements.viewport.value = VIEWPORT_BY_VIEW[view];
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings()));
  // The cookie is set once the event's listeners have run: read it after this turn.
  setTimeout(showShopView);
  fitFrame();
}

// ---- the frame --------------------------------------------------------------------------------

/**
 * The page inside the frame is exactly the preset's width (its media queries see it; the frame's
 * border lies outside it). It is shown at 100 %, so its text reads as on a device, and a frame
 * wider than the window scrolls sideways; "Fit to window" scales it down to the width the window
 * has instead. The percentage shown is always said beside the presets.
 */
function fitFrame() {
  const { viewport, fit } = settings();
  const width = Number(viewport);
  frame.style.width = `${width}px`;
  const borders = frame.offsetWidth - frame.clientWidth;
  const available = frameBox.clientWidth;
  const scale = fit ? Math.min(1, available / (width + borders)) : 1;
  frame.style.height = `${Math.max(0, frameBox.clientHeight / scale - borders)}px`;
  frame.style.left = `${Math.max(0, (available - (width + borders) * scale) / 2)}px`;
  frame.style.transform = scale < 1 ? `scale(${scale})` : "";
  document.getElementById("frame-scale").textContent = describeScale(scale, width + borders > available);
}

function describeScale(scale, isWider) {
  if (scale < 1) return `shown at ${Math.floor(scale * 100)} %`;
  // As short as "shown at 67 %": a longer line would push the header's groups onto another row.
  return isWider ? "100 %, scroll" : "100 %";
}

new ResizeObserver(fitFrame).observe(frameBox);

/** Fast timers show nothing without a logged-in customer on a page that renews: say so once. */
function explainFastTimers(current) {
  if (!current.fastTimers) return;
  const platform = current.platform || { mobile: "MATCH" }[shopViewCookie()] || "CLASSIC";
  let hint = "fast timers: the login token is checked every 3 s";
  if (!current.customer) hint += "; nobody is logged in, so tick 'Customer logged in' to see renewals";
  else if (platform !== "CLASSIC") hint += `; but ${platform} pages do not renew the login: choose CLASSIC`;
  else if (!current.activity) hint += " only after activity in the page (Simulated activity is off)";
  addLogLine({ kind: "event", text: hint });
}

async function loadPage() {
  const current = settings();
  localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  // The clock first: the customer's login hands out tokens on it.
  const clock = await setClock(current.fastTimers);
  await Promise.all([setStaffCookies(current.staff), setCustomer(current.customer)]);
  fitFrame();
  explainFastTimers(current);
  frame.src = pageUrl(current, clock);
}

/** The scenarios as the stand-in lists them (GET /__standin/scenarios), once loaded. */
let scenarios = [];

/** What QA chose that makes the page fail on purpose: its errors about it are planned. */
function plannedBy() {
  const { site, scenario } = settings();
  return { site, scenario: scenarios.find((candidate) => candidate.id === scenario) };
}

// Events and errors of the page, reported by demo/qa-hooks.js inside it.
window.addEventListener("message", (event) => {
  if (event.origin !== location.origin || event.data?.source !== "shop-page") return;
  addLogLine(describePageMessage(event.data, plannedBy()));
  if (event.data.type === "shop-view-change") followViewChange(parseDetail(event.data.detail)?.view);
});

// Requests as the stand-in saw them (headers and bodies, personal data masked), from the moment the
// demo was opened on: the stand-in keeps earlier sessions' requests, which are not this one's.
let lastSeq = 0;
async function startFromNow() {
  lastSeq = (await (await fetch("/__standin/requests/last")).json()).seq;
}

async function pollRequests() {
  try {
    const response = await fetch(`/__standin/requests?since=${lastSeq}`);
    if (response.ok) {
      for (const entry of await response.json()) {
        lastSeq = Math.max(lastSeq, entry.seq);
        addLogLine(describeRequest(entry));
      }
    }
  } finally {
    setTimeout(pollRequests, 1000);
  }
}

async function loadScenarios() {
  const select = form.elements.scenario;
  scenarios = await (await fetch("/__standin/scenarios")).json();
  const current = await (await fetch("/__standin/scenario")).json();
  for (const scenario of scenarios) select.add(new Option(scenario.label, scenario.id));
  select.value = current.id;
  const describe = () => {
    const chosen = scenarios.find((scenario) => scenario.id === select.value);
    document.getElementById("scenario-description").textContent = chosen
      ? `${chosen.description} Look for: ${chosen.lookFor}`
      : "";
  };
  describe();
  select.addEventListener("change", async () => {
    await fetch("/__standin/scenario", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: select.value }),
    });
    const chosen = scenarios.find((scenario) => scenario.id === select.value);
    addLogLine({ kind: "event", text: `scenario: ${chosen?.label} (${select.value})` });
    describe();
    void loadPage();
  });
}

/**
 * The site selector's options: the shop's sites from the site table (GET /__standin/sites), before
 * the invalid one the page offers for the error case.
 */
async function loadSites() {
  const select = form.elements.site;
  const sites = await (await fetch("/__standin/sites")).json();
  const invalid = select.options[0];
  // The key tells the two Swiss sites apart (ch, ch_fr); the language would only widen the header.
  for (const { site, label } of sites) select.add(new Option(`${site} — ${label}`, site), invalid);
  select.value = sites[0].site;
}

function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    for (const [name, value] of Object.entries(saved)) {
      const field = form.elements[name];
      if (!field || name === "scenario") continue;
      if (field instanceof RadioNodeList) field.value = value;
      else if (field.type === "checkbox") field.checked = Boolean(value);
      else field.value = value;
    }
  } catch {
    localStorage.removeItem(STORAGE_KEY);
  }
}

form.addEventListener("change", (event) => {
  if (event.target.name === "scenario") return;
  if (event.target.name === "fit") {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings()));
    fitFrame();
    return;
  }
  if (event.target.name === "platform") clearShopView();
  void loadPage();
});
document.getElementById("reload").addEventListener("click", () => void loadPage());
document.getElementById("fill-honeypot").addEventListener("click", fillHoneypot);
document.getElementById("clear-log").addEventListener("click", () => log.replaceChildren());

await loadSites();
addAttributeControls();
restore();
restoreFold();
showShopView();
await startFromNow();
void loadPage();
void loadScenarios();
void pollRequests();
