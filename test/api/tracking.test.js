/**
 * The tracking client: while window.dataLayer is missing it keeps the events and looks again (by
 * default 100 times, 200 ms apart), then drops them and logs that once; and the values it reads
 * (member status by card status, platform and screen-size cluster by window width).
 * Timing is shortened through the client's options; the defaults are checked through the page API.
 */
import { expect } from "@open-wc/testing";
import { waitUntil } from "../helpers/wait.js";
import { recordConsoleErrors } from "../helpers/page.js";
import { api, internals } from "../helpers/api.js";

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe("tracking client: waits for the data layer, then drops the events and logs", () => {
  it("looks for the data layer every interval and delivers the waiting events in order", async () => {
    let layer;
    let looks = 0;
    const client = internals().createTrackingClient({
      retries: 50,
      intervalMs: 10,
      dataLayer: () => {
        looks += 1;
        return layer;
      },
    });
    client.push({ event: "one" });
    client.push({ event: "two" });
    // Conditions, not time windows: a loaded machine runs timers late, never early.
    await waitUntil(() => looks >= 4, "the client stopped looking for the data layer", { timeout: 3000 });
    layer = [];
    await waitUntil(() => layer.length === 2, "never delivered", { timeout: 3000 });
    client.push({ event: "three" });
    expect(layer).to.deep.equal([{ event: "one" }, { event: "two" }, { event: "three" }]);
  });

  it("after the last try drops the waiting events and logs that once", async () => {
    let layer;
    let looks = 0;
    const client = internals().createTrackingClient({
      retries: 4,
      intervalMs: 5,
      dataLayer: () => {
        looks += 1;
        return layer;
      },
    });
    const errors = recordConsoleErrors();
    try {
      client.push({ event: "lost-1" });
      client.push({ event: "lost-2" });
      await waitUntil(() => errors.messages.length > 0, "the dropped events were never logged", {
        timeout: 3000,
      });
      // The last try stopped the timer: no more looks.
      await wait(50);
    } finally {
      errors.restore();
    }
    // Two pushes looked once each, then 4 tries.
    expect(looks).to.equal(6);
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain("2 tracking events dropped");
    layer = [];
    client.push({ event: "later" });
    expect(layer).to.deep.equal([{ event: "later" }]);
  });

  it("the page's client looks for window.dataLayer every 200 ms by default and keeps the events meanwhile", async () => {
    const looks = [];
    let layer;
    Object.defineProperty(window, "dataLayer", {
      configurable: true,
      get: () => {
        looks.push(performance.now());
        return layer;
      },
    });
    const errors = recordConsoleErrors();
    try {
      const pushed = performance.now();
      api().tracking.push({ event: "early" });
      // One look at the push, then one per 200 ms. Timers run late on a loaded machine, never
      // early: the k-th look after the push comes no sooner than k × 200 ms, and four of them
      // within 5 s rule out any interval much longer than 200 ms.
      await waitUntil(() => looks.length >= 5, "the client stopped looking for the data layer", {
        timeout: 5000,
      });
      looks.slice(1).forEach((time, index) => expect(time - pushed).to.be.at.least((index + 1) * 200 - 5));
      layer = [];
      await waitUntil(() => layer.length === 1, "dropped too early", { timeout: 3000 });
    } finally {
      errors.restore();
      delete window.dataLayer;
    }
    expect(errors.messages).to.deep.equal([]);
  });

  it("trackSignUp pushes the newsletter sign_up event with the form's origin", () => {
    window.dataLayer = [];
    try {
      internals().trackSignUp("footer");
      expect(window.dataLayer).to.deep.equal([{ event: "sign_up", subject: "newsletter", origin: "footer" }]);
    } finally {
      delete window.dataLayer;
    }
  });
});

describe("card status to member status", () => {
  it("REGULAR → regular, GOLD → gold, NO_CARD → false, anything else → undefined", () => {
    const { memberStatus } = internals();
    expect(memberStatus("REGULAR")).to.equal("regular");
    expect(memberStatus("GOLD")).to.equal("gold");
    expect(memberStatus("NO_CARD")).to.equal(false);
    for (const other of ["regular", "SILVER", "", undefined, null, 1])
      expect(memberStatus(other)).to.equal(undefined);
  });
});

describe("platform and screen-size cluster by window width", () => {
  it("platform: below 768 MATCH, below 1280 TABLET, else CLASSIC", () => {
    const { platformByWidth } = internals();
    const table = [
      [0, "MATCH"],
      [767, "MATCH"],
      [768, "TABLET"],
      [1279, "TABLET"],
      [1280, "CLASSIC"],
      [20000, "CLASSIC"],
    ];
    for (const [width, platform] of table) expect(platformByWidth(width), String(width)).to.equal(platform);
  });

  it("screen-size clusters XS…5XL: the next one starts at 375, 668, 768, 980, 1024, 1280, 1440 and 1920 px", () => {
    const { screenSizeCluster } = internals();
    const table = [
      [0, "XS"],
      [374, "XS"],
      [375, "S"],
      [667, "S"],
      [668, "M"],
      [767, "M"],
      [768, "L"],
      [979, "L"],
      [980, "XL"],
      [1023, "XL"],
      [1024, "XXL"],
      [1279, "XXL"],
      [1280, "3XL"],
      [1439, "3XL"],
      [1440, "4XL"],
      [1919, "4XL"],
      [1920, "5XL"],
      [5000, "5XL"],
    ];
    for (const [width, cluster] of table) expect(screenSizeCluster(width), String(width)).to.equal(cluster);
  });
});
