/**
 * Host pages as shops have them: each shows the form with its texts and the footer with its
 * content, lets a visitor type into the form and sign up, and logs no error, whatever the page
 * did before the script (its base URL, its globals, its mode, its direction, its reset, its own
 * React, its CSS framework) and at 200 % zoom.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { control, requestsTo, SUBSCRIBE_PATH, submitButton, typeInto } from "../helpers/newsletter.js";
import { canTypeIntoFrames, closeHosts, expectShown, openHost, signUp } from "../helpers/hosts.js";
import { standIn } from "../helpers/stand-in.js";

/**
 * Typing checks run where the test's key presses reach a field in a frame: WebKitGTK's WebDriver
 * sends them to the test page only, never into a frame in it, so there they could not fail and
 * are not defined.
 */
const itTypingIntoFrames = (await canTypeIntoFrames()) ? it : () => {};

const FOOTER_CONTENT_PATH = "/service/promotion/api/promotion/SHOP_FOOTER";

beforeEach(() => standIn.reset());
afterEach(closeHosts);

/** Types into the form's e-mail field with key presses: the field takes focus and the text. */
async function expectTypingWorks({ page, document: doc, form }) {
  const input = control(form, "newsletterEmail");
  // Key presses go to the focused frame: the host page's, as in a tab of its own.
  page.focus();
  await typeInto(input, "anna@example.de");
  expect(form.shadowRoot.activeElement === input, "the e-mail field has the focus").to.equal(true);
  expect(doc.activeElement === form, "the page's focus is on the form").to.equal(true);
  expect(input.value).to.equal("anna@example.de");
}

/** The addresses of every image the elements show, the nested form's in the footer included. */
function imageSources(...roots) {
  const sources = [];
  for (const root of roots) {
    for (const image of root.querySelectorAll("img")) sources.push(image.src);
    for (const source of root.querySelectorAll("source"))
      sources.push(new URL(source.srcset, source.baseURI).href);
    for (const host of root.querySelectorAll("*"))
      if (host.shadowRoot) sources.push(...imageSources(host.shadowRoot));
  }
  return sources.filter(Boolean);
}

/**
 * 200 % zoom of a 1440 px window: a zoomed page lays out in CSS pixels, 1440 / 2 = 720 of them
 * across, and its media queries see that width; so a frame 720 px wide lays out the same.
 */
const ZOOMED_WIDTH = 720;

/** A page 200 % zoomed: the elements fit its width and the footer takes the layout for it. */
function expectFitsZoomed({ page, document: doc, form, footer }) {
  // The window's width, its vertical scroll bar included (Firefox's takes room from the page).
  expect(page.innerWidth).to.equal(ZOOMED_WIDTH);
  const { scrollWidth, clientWidth } = doc.documentElement;
  expect(scrollWidth, "the page scrolls sideways").to.be.at.most(clientWidth);
  for (const host of [form, footer])
    expect(host.scrollWidth, `<${host.localName}>'s content overflows it`).to.be.at.most(host.clientWidth);
  // Below 768 px the footer's teaser groups are an accordion, as on a phone.
  expect(footer.shadowRoot.querySelector("[part=footer]").dataset.layout).to.equal("accordion");
}

/** The page's React 18 app re-renders with a new `lang` for the footer: the element follows. */
async function expectFollowsTheApp({ page, form, footer }) {
  expect(page.React.version, "the page's own React").to.match(/^18\./);
  page.setFooterLang("de-AT");
  await waitUntil(() => footer.getAttribute("lang") === "de-AT", "the app never re-rendered");
  const base = () => footer.shadowRoot.querySelector("[part=base]");
  await waitUntil(() => base()?.lang === "de-AT", "the footer kept its language");
  expect(page.document.querySelector("newsletter-signup") === form, "the app kept the form").to.equal(true);
  expect(page.document.querySelector("shop-footer") === footer, "the app kept the footer").to.equal(true);
}

/** What the elements look like, read inside their shadow roots: the same on every page. */
function looks({ page, form, footer }) {
  const formRoot = form.shadowRoot;
  const link = footer.shadowRoot.querySelector("li > a");
  return {
    headingFontSize: page.getComputedStyle(formRoot.querySelector("h2")).fontSize,
    submitHeight: submitButton(form).getBoundingClientRect().height,
    footerLinkFontSize: page.getComputedStyle(link).fontSize,
  };
}

/** The elements on a page with Bootstrap's and Tailwind's base styles look as on the plain page. */
async function expectLooksAsOnThePlainPage(host) {
  const hostLooks = looks(host);
  // The plain page takes the host page's place meanwhile, in view: WebKit may not finish loading
  // a whole page in a frame below the viewport (seen: its frame's load never came within 20 s).
  host.frame.style.display = "none";
  const plain = await openHost("/test/fixtures/hosts/page.html");
  await expectShown(plain);
  const plainLooks = looks(plain);
  plain.frame.remove();
  host.frame.style.display = "block";
  expect(hostLooks).to.deep.equal(plainLooks);
}

/**
 * A page whose <base href> points at a CDN, its scripts addressed absolutely (served as srcdoc).
 * It links nothing relative of its own: the CDN does not exist, and a request to it would make the
 * frame's load wait until this machine's name lookup gives up, which is not in the test's hands.
 */
const baseHrefPage = () => `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8">
    <base href="https://cdn.example/">
    <meta name="csrf-token" content="host-page-csrf-token">
    <script src="${location.origin}/test/fixtures/record-errors.js"></script>
    <script src="${location.origin}/dist/shop-components.js"></script>
  </head>
  <body>
    <main><h1>Unser Newsletter</h1><newsletter-signup site="de"></newsletter-signup></main>
    <shop-footer site="de"></shop-footer>
  </body>
</html>`;

describe("host pages", () => {
  it("<base href> on a CDN: every service call and image still goes to the page's origin", async () => {
    const host = await openHost(baseHrefPage());
    expect(host.document.baseURI).to.equal("https://cdn.example/");
    await expectShown(host);
    await signUp(host.form);
    const [content] = await requestsTo(FOOTER_CONTENT_PATH, "GET");
    expect(content?.status, "the footer content, from the stand-in on the page's origin").to.equal(200);
    const [signUpRequest] = await requestsTo(SUBSCRIBE_PATH, "POST");
    expect(signUpRequest?.status, "the sign-up, from the stand-in on the page's origin").to.equal(201);
    const sources = imageSources(host.form.shadowRoot, host.footer.shadowRoot);
    expect(sources.length, "the footer's logos and flags").to.be.above(0);
    expect(sources.filter((source) => !source.startsWith(`${location.origin}/`))).to.deep.equal([]);
    expect(host.page.pageErrors).to.deep.equal([]);
  });

  /**
   * Each page: its name, its file, what is particular to it, checked once the elements show, and
   * the frame's size when not the default.
   */
  const PAGES = [
    ["a plain shop page", "page.html?host=plain", () => {}],
    [
      "a frozen Object.prototype",
      "page.html?host=frozen-prototype",
      ({ page }) => expect(page.Object.isFrozen(page.Object.prototype)).to.equal(true),
    ],
    [
      "window.process = {} and window.global = window",
      "page.html?host=node-globals",
      ({ page }) => {
        expect(Object.keys(page.process), "the page's process, left as it was").to.deep.equal([]);
        expect(page.global === page).to.equal(true);
      },
    ],
    [
      "no doctype (quirks mode)",
      "quirks.html",
      ({ document: doc }) => expect(doc.compatMode).to.equal("BackCompat"),
    ],
    [
      'dir="rtl" on <html>',
      "page.html?host=rtl",
      ({ document: doc }) => {
        expect(doc.dir).to.equal("rtl");
        const { scrollWidth, clientWidth } = doc.documentElement;
        expect(scrollWidth, "the page scrolls sideways").to.be.at.most(clientWidth);
      },
    ],
    [
      "a global `* { all: unset }` reset",
      "page.html?host=all-unset",
      ({ page, form }) => {
        expect(page.getComputedStyle(form).display, "the reset reaches the element").to.equal("inline");
        const button = form.shadowRoot.querySelector("button[type=submit]");
        expect(button.checkVisibility() && button.getBoundingClientRect().height > 0).to.equal(true);
      },
    ],
    ["a React 18 app rendering the elements", "react18-app.html", expectFollowsTheApp],
    [
      "Bootstrap 5's and Tailwind 3's base styles",
      "page.html?host=bootstrap-tailwind",
      expectLooksAsOnThePlainPage,
    ],
    [
      "200 % zoom of a 1440 px window",
      "page.html?host=centred-column",
      expectFitsZoomed,
      { width: ZOOMED_WIDTH },
    ],
  ];
  for (const [name, file, checkPage, size] of PAGES) {
    it(`${name}: the form and the footer show, the sign-up works`, async function () {
      // A whole host page, its footer content and a sign-up: up to 10 s in WebKit on a busy machine.
      this.timeout(20000);
      const host = await openHost(`/test/fixtures/hosts/${file}`, size);
      await expectShown(host);
      await checkPage(host);
      await signUp(host.form);
      expect(host.page.pageErrors).to.deep.equal([]);
    });

    itTypingIntoFrames(`${name}: the e-mail field takes the focus and what is typed`, async () => {
      const host = await openHost(`/test/fixtures/hosts/${file}`, size);
      await expectShown(host);
      await expectTypingWorks(host);
      expect(host.page.pageErrors).to.deep.equal([]);
    });
  }
});
