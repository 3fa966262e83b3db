// The QA shell: drives the legacy page in the iframe (demo/shop-page.html) through its query
// string, sets the staff cookies and the stand-in's scenario, and logs events and requests.
const form = document.getElementById("controls");
const frame = document.getElementById("page");
const log = document.getElementById("log");
const STORAGE_KEY = "shop-components-demo";

function addLogLine(kind, text, isFailure = false) {
  const line = document.createElement("li");
  line.className = `${kind}${isFailure ? " failed" : ""}`;
  line.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  log.prepend(line);
}

function settings() {
  const data = new FormData(form);
  return {
    site: data.get("site"),
    viewport: data.get("viewport"),
    platform: data.get("platform"),
    reduced: data.has("reduced"),
    newsletter: data.has("newsletter"),
    preview: data.has("preview"),
    staff: data.has("staff"),
    customer: data.has("customer"),
    fastTimers: data.has("fastTimers"),
    scenario: data.get("scenario"),
    subscriberToken: data.get("subscriberToken"),
  };
}

function pageUrl(current) {
  const query = new URLSearchParams({ site: current.site });
  if (current.platform) query.set("platform", current.platform);
  query.set("reduced", String(current.reduced));
  query.set("newsletter", String(current.newsletter));
  query.set("preview", String(current.preview));
  if (current.subscriberToken) query.set("subscriberToken", current.subscriberToken);
  if (current.fastTimers) query.set("fastTimers", "60");
  return `/demo/shop-page.html?${query}`;
}

async function setStaffCookies(isStaff) {
  if (!isStaff) {
    for (const name of ["StaffAuthToken", "CobraAuthToken"]) document.cookie = `${name}=; Path=/; Max-Age=0`;
    return;
  }
  // Fresh cookies from the stand-in: it remembers sessions logged out by the panel's 'Logout'.
  if (!document.cookie.includes("StaffAuthToken=")) await fetch("/__standin/staff-login", { method: "POST" });
}

/** What a bot does and no visitor can: fills the newsletter form's honeypot (spec §4, 6). */
function fillHoneypot() {
  for (const element of frame.contentDocument?.querySelectorAll("newsletter-signup") ?? []) {
    const honeypot = element.shadowRoot?.querySelector("input[name=email]");
    if (!honeypot) continue;
    const { set } = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    set.call(honeypot, "bot@example.com");
    honeypot.dispatchEvent(new Event("input", { bubbles: true }));
  }
  addLogLine("event", "honeypot filled: the next sign-up of the form is treated as a bot's");
}

/**
 * A logged-in customer (LoginToken and LongTermToken cookies) through the stand-in's login, again
 * on every reload so that the token follows the scenario (token-malformed hands out a bad one).
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

async function loadPage() {
  const current = settings();
  localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  await Promise.all([setStaffCookies(current.staff), setCustomer(current.customer)]);
  frame.style.width = `${current.viewport}px`;
  frame.src = pageUrl(current);
}

// Events and errors of the page, reported by demo/qa-hooks.js inside it.
window.addEventListener("message", (event) => {
  if (event.origin !== location.origin || event.data?.source !== "shop-page") return;
  const { kind, type, tag, detail, text } = event.data;
  if (kind === "event") addLogLine("event", `${type} from <${tag}> ${detail}`);
  else addLogLine("event", text, true);
});

// Requests as the stand-in saw them (headers and bodies, personal data masked).
let lastSeq = 0;
async function pollRequests() {
  try {
    const response = await fetch(`/__standin/requests?since=${lastSeq}`);
    if (response.ok) {
      const answer = await response.json();
      const entries = Array.isArray(answer) ? answer : answer.requests;
      for (const entry of entries) {
        lastSeq = Math.max(lastSeq, entry.seq);
        const query =
          entry.query && Object.keys(entry.query).length ? `?${new URLSearchParams(entry.query)}` : "";
        const site = entry.headers?.["x-hunter-site"] ? ` [${entry.headers["x-hunter-site"]}]` : "";
        const body = entry.body ? ` ${JSON.stringify(entry.body)}` : "";
        addLogLine(
          "request",
          `${entry.method} ${entry.path}${query}${site} → ${entry.status} (${entry.durationMs} ms)${body}`,
          entry.status >= 400,
        );
      }
    }
  } finally {
    setTimeout(pollRequests, 1000);
  }
}

async function loadScenarios() {
  const select = form.elements.scenario;
  const scenarios = await (await fetch("/__standin/scenarios")).json();
  const current = await (await fetch("/__standin/scenario")).json();
  for (const scenario of scenarios) select.add(new Option(scenario.label, scenario.id));
  select.value = current.id;
  const describe = () => {
    const chosen = scenarios.find((scenario) => scenario.id === select.value);
    document.getElementById("scenario-description").textContent = chosen?.description ?? "";
  };
  describe();
  select.addEventListener("change", async () => {
    await fetch("/__standin/scenario", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: select.value }),
    });
    addLogLine("event", `scenario: ${select.value}`);
    describe();
    void loadPage();
  });
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
  if (event.target.name !== "scenario") void loadPage();
});
document.getElementById("reload").addEventListener("click", () => void loadPage());
document.getElementById("fill-honeypot").addEventListener("click", fillHoneypot);
document.getElementById("clear-log").addEventListener("click", () => log.replaceChildren());

restore();
void loadPage();
void loadScenarios();
void pollRequests();
