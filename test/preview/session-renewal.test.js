/**
 * The login-token renewal: started by <shop-footer> once per page, driven here with a fake clock
 * in place of the page's `Date.now`, `setInterval` and `clearInterval` (./support.js); outcomes
 * read from the `shop-session-renewal` event on document. Where nothing may happen after the clock
 * moved, `afterStartedWork()` waits until what the due timers started has reported or been answered.
 */
import { expect } from "@open-wc/testing";
import { mount, unmountAll, recordConsoleErrors } from "../helpers/page.js";
import { standIn } from "../helpers/stand-in.js";
import {
  afterStartedWork,
  clearCookie,
  clearSessionCookies,
  installFakeClock,
  recordRenewalCodes,
  requestsTo,
  restoreVisibility,
  secondsFromNow,
  setCookie,
  setVisibility,
  token,
  uninstallFakeClock,
  waitForRequests,
} from "./support.js";

const CHECK_MS = 180_000;
const POLL_MS = 10_000;
const RENEW = "/logintoken/renew";
const LONG_TERM_RENEW = "/longtermtoken/renew";

/** A login token that is due: past `ren`, before `exp`. */
const dueToken = () => token({ exp: secondsFromNow(1800), ren: secondsFromNow(-60), lid: true });

let clock;
let renewals;

beforeEach(async () => {
  await standIn.reset();
  clock = installFakeClock();
  renewals = recordRenewalCodes();
});

afterEach(() => {
  unmountAll();
  renewals.stop();
  uninstallFakeClock();
  clearSessionCookies();
  restoreVisibility();
});

/**
 * A footer, once its page-level work (the renewal) has started. The element starts it in a task
 * of its own, queued as the element was added; the footer may be ready before that task has run
 * (an element of a tag that rendered before renders at once), and a task queued now runs after it.
 */
async function afterPageWork(footer) {
  await new Promise((resolve) => setTimeout(resolve));
  return footer;
}

const mountFooter = async (platform = "CLASSIC") =>
  afterPageWork(
    await mount(`<shop-footer site="de" platform="${platform}" newsletter="false"></shop-footer>`),
  );

/** One check interval with visitor activity before it. */
async function activeInterval() {
  document.body.click();
  clock.tick(CHECK_MS);
  return renewals.next();
}

describe("session-token renewal: checked every 3 minutes while the visitor is active", () => {
  describe("outcome codes", () => {
    it("0: a due token (now past ren, before exp) is renewed by POST logintoken/renew, answer 201", async () => {
      setCookie("LoginToken", dueToken());
      await mountFooter();
      expect(await activeInterval()).to.equal(0);
      const calls = await requestsTo(RENEW);
      expect(calls).to.have.length(1);
      expect(calls[0].method).to.equal("POST");
      expect(calls[0].headers["x-hunter-site"]).to.equal("de");
      expect(calls[0].cookieSent).to.equal(true);
      // The renewal goes on with the new token the answer set (due only in 10 minutes).
      expect(await activeInterval()).to.equal(4);
    });

    it("1: an answer 200 stops the renewal", async () => {
      await standIn.scenario("token-renew-200");
      setCookie("LoginToken", dueToken());
      await mountFooter();
      expect(await activeInterval()).to.equal(1);
      expect(clock.timerCount).to.equal(0);
      document.body.click();
      clock.tick(3 * CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([1]);
      expect(await requestsTo(RENEW)).to.have.length(1);
    });

    it("2: an answer 500 is reported and the renewal goes on", async () => {
      await standIn.scenario("token-renew-500");
      setCookie("LoginToken", dueToken());
      await mountFooter();
      expect(await activeInterval()).to.equal(2);
      expect(await activeInterval()).to.equal(2);
      expect(await requestsTo(RENEW)).to.have.length(2);
    });

    it("3: any other answer (here 401: the server finds the token expired)", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(-10), ren: secondsFromNow(-100), lid: true }));
      // The page's clock runs behind the server's: at the first check (3 minutes after start) it
      // reads 50 s before now, when the token is due for the page.
      clock = installFakeClock(Date.now() - 50_000 - CHECK_MS);
      await mountFooter();
      expect(await activeInterval()).to.equal(3);
      expect((await requestsTo(RENEW))[0].status).to.equal(401);
    });

    it("3: the token cookie is gone at the check; no call, and polling for a login again", async () => {
      setCookie("LoginToken", dueToken());
      await mountFooter();
      clearCookie("LoginToken");
      expect(await activeInterval()).to.equal(3);
      expect(await requestsTo(RENEW)).to.have.length(0);
      // Logged out now: the token appearing is noticed by the 10 s poll, then checked after 3 minutes.
      setCookie("LoginToken", dueToken());
      document.body.click();
      clock.tick(POLL_MS + CHECK_MS);
      expect(await renewals.next()).to.equal(0);
    });

    it("3: a token that does not decode logs 'Invalid token specified' and makes no call", async () => {
      setCookie("LoginToken", "this-is-not-a-jwt");
      const errors = recordConsoleErrors();
      try {
        await mountFooter();
        expect(await activeInterval()).to.equal(3);
      } finally {
        errors.restore();
      }
      expect(errors.messages.some((message) => message.includes("Invalid token specified"))).to.equal(true);
      expect(errors.messages.join(" ")).to.not.include("this-is-not-a-jwt");
      expect(await requestsTo(RENEW)).to.have.length(0);
    });

    it("4: a token before its ren is not yet due: no call", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(600), lid: true }));
      await mountFooter();
      expect(await activeInterval()).to.equal(4);
      expect(await requestsTo(RENEW)).to.have.length(0);
    });

    it("4 then 0: the same token becomes due once the clock passes ren", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(200), lid: true }));
      await mountFooter();
      expect(await activeInterval()).to.equal(4);
      expect(await activeInterval()).to.equal(0);
    });

    it("5: an expired token stops the renewal without a call", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(-10), ren: secondsFromNow(-100), lid: true }));
      await mountFooter();
      expect(await activeInterval()).to.equal(5);
      expect(clock.timerCount).to.equal(0);
      document.body.click();
      clock.tick(3 * CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([5]);
      expect(await requestsTo(RENEW)).to.have.length(0);
    });

    it("5: a token that expires while the page is open is past exp at the check: not renewed", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(100), ren: secondsFromNow(50), lid: true }));
      await mountFooter();
      expect(await activeInterval()).to.equal(5);
    });
  });

  describe("activity gating: a touch, key, scroll or click since the last check, read once per interval", () => {
    it("no activity since the last check: no check, no call", async () => {
      setCookie("LoginToken", dueToken());
      await mountFooter();
      clock.tick(2 * CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      expect(await requestsTo(RENEW)).to.have.length(0);
    });

    it("the flag is cleared by each check: the next interval needs new activity", async () => {
      setCookie("LoginToken", dueToken());
      await mountFooter();
      expect(await activeInterval()).to.equal(0);
      clock.tick(CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([0]);
    });

    it("a check runs every 3 minutes (180 000 ms), not sooner", async () => {
      setCookie("LoginToken", dueToken());
      await mountFooter();
      document.body.click();
      clock.tick(CHECK_MS - 1);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      clock.tick(1);
      expect(await renewals.next()).to.equal(0);
    });

    const activities = {
      touch: () => document.body.dispatchEvent(new Event("touchstart", { bubbles: true })),
      key: () => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true })),
      // scroll does not bubble: the renewal must listen in the capture phase to see it
      scroll: () => {
        const box = document.createElement("div");
        document.body.append(box);
        box.dispatchEvent(new Event("scroll"));
        box.remove();
      },
      click: () => document.body.click(),
    };
    for (const [name, act] of Object.entries(activities)) {
      it(`${name} counts as activity`, async () => {
        setCookie("LoginToken", dueToken());
        await mountFooter();
        act();
        clock.tick(CHECK_MS);
        expect(await renewals.next()).to.equal(0);
      });
    }
  });

  describe("logged out: polls every 10 seconds for the login token", () => {
    it("notices a login token at the next 10 s poll, then checks 3 minutes later", async () => {
      await mountFooter();
      setCookie("LoginToken", dueToken());
      document.body.click();
      // The poll at 10 s switches to the 3-minute check, which first runs at 190 s.
      clock.tick(POLL_MS + CHECK_MS - 1);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      clock.tick(1);
      expect(await renewals.next()).to.equal(0);
    });

    it("without a login token nothing is checked or called", async () => {
      await mountFooter();
      document.body.click();
      clock.tick(10 * CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      expect(await requestsTo(RENEW)).to.have.length(0);
      expect(clock.timerCount).to.equal(1);
    });
  });

  describe("tab visibility: a hidden tab stops polling, a visible tab resumes it", () => {
    it("hidden: no timer and no check; visible again: checks resume", async () => {
      setCookie("LoginToken", dueToken());
      await mountFooter();
      setVisibility("hidden");
      expect(clock.timerCount).to.equal(0);
      document.body.click();
      clock.tick(3 * CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      setVisibility("visible");
      expect(clock.timerCount).to.equal(1);
      expect(await activeInterval()).to.equal(0);
    });

    it("hidden while logged out: the 10 s poll stops too", async () => {
      await mountFooter();
      setVisibility("hidden");
      setCookie("LoginToken", dueToken());
      document.body.click();
      clock.tick(POLL_MS + CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      setVisibility("visible");
      document.body.click();
      clock.tick(POLL_MS + CHECK_MS);
      expect(await renewals.next()).to.equal(0);
    });
  });

  describe("start and stop", () => {
    for (const platform of ["MATCH", "TABLET"]) {
      it(`does not start on ${platform} (not on phones or tablets)`, async () => {
        setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(-60) }));
        setCookie("LongTermToken", token({ exp: secondsFromNow(9999), ren: secondsFromNow(-60) }));
        await mountFooter(platform);
        expect(clock.timerCount).to.equal(0);
        document.body.click();
        clock.tick(2 * CHECK_MS);
        await afterStartedWork();
        expect(renewals.codes).to.deep.equal([]);
        expect(await requestsTo("/renew")).to.have.length(0);
      });
    }

    it("one long-term renew call at start when the long-term token is past its ren", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(600), lid: true }));
      setCookie("LongTermToken", token({ exp: secondsFromNow(9999), ren: secondsFromNow(-60) }));
      await mountFooter();
      const calls = await waitForRequests(LONG_TERM_RENEW, 1);
      expect(calls[0].method).to.equal("POST");
      await afterStartedWork();
      expect(await requestsTo(LONG_TERM_RENEW)).to.have.length(1);
    });

    it("one long-term renew call at start when the login token lacks lid", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(600) }));
      setCookie("LongTermToken", token({ exp: secondsFromNow(9999), ren: secondsFromNow(600) }));
      await mountFooter();
      await waitForRequests(LONG_TERM_RENEW, 1);
    });

    it("no long-term renew call when neither holds", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(600), lid: true }));
      setCookie("LongTermToken", token({ exp: secondsFromNow(9999), ren: secondsFromNow(600) }));
      await mountFooter();
      await afterStartedWork();
      expect(await requestsTo(LONG_TERM_RENEW)).to.have.length(0);
    });

    it("once per page: two footers make one long-term call and one check per interval", async () => {
      setCookie("LoginToken", token({ exp: secondsFromNow(1800), ren: secondsFromNow(-60) }));
      const first = await mountFooter();
      await mountFooter();
      expect(clock.timerCount).to.equal(1);
      await waitForRequests(LONG_TERM_RENEW, 1);
      expect(await activeInterval()).to.equal(0);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([0]);
      expect(await requestsTo(LONG_TERM_RENEW)).to.have.length(1);
      // The renewal lives while any footer does (the renewed token is due in 10 minutes only).
      first.remove();
      expect(clock.timerCount).to.equal(1);
      expect(await activeInterval()).to.equal(4);
    });

    it("no timer survives the footer's removal, and a new footer starts afresh", async () => {
      setCookie("LoginToken", dueToken());
      const footer = await mountFooter();
      expect(clock.timerCount).to.equal(1);
      footer.remove();
      // The element unmounts a microtask after it leaves the page (a move keeps it mounted).
      await Promise.resolve();
      expect(clock.timerCount).to.equal(0);
      document.body.click();
      clock.tick(2 * CHECK_MS);
      await afterStartedWork();
      expect(renewals.codes).to.deep.equal([]);
      await mountFooter();
      expect(clock.timerCount).to.equal(1);
      expect(await activeInterval()).to.equal(0);
    });

    it("a footer with NO_FOOTER still keeps the session alive (it renders nothing, but is on the page)", async () => {
      setCookie("LoginToken", dueToken());
      await afterPageWork(await mount(`<shop-footer site="de" hunter-content="NO_FOOTER"></shop-footer>`));
      expect(await activeInterval()).to.equal(0);
    });
  });
});
