// The fragment server's weighed LRU cache (src/server/lru.ts).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LruCache } from "../../src/server/lru.ts";

const byLength = (_key, value) => value.length;

describe("LruCache", () => {
  it("forgets the least recently used entries once the total weight passes the capacity", () => {
    const cache = new LruCache(10, byLength);
    cache.set("a", "xxxx");
    cache.set("b", "xxxx");
    cache.get("a");
    cache.set("c", "xxxx");
    assert.equal(cache.get("b"), undefined);
    assert.equal(cache.get("a"), "xxxx");
    assert.equal(cache.get("c"), "xxxx");
    assert.equal(cache.weight, 8);
  });

  it("forgets as many as it takes for a heavy entry", () => {
    const cache = new LruCache(10, byLength);
    for (const key of ["a", "b", "c"]) cache.set(key, "xxx");
    cache.set("d", "xxxxxxxx");
    assert.deepEqual(
      ["a", "b", "c", "d"].map((key) => cache.get(key)),
      [undefined, undefined, undefined, "xxxxxxxx"],
    );
    assert.equal(cache.size, 1);
  });

  it("replacing an entry counts its new weight only", () => {
    const cache = new LruCache(10, byLength);
    cache.set("a", "xxxxxx");
    cache.set("a", "xx");
    assert.equal(cache.weight, 2);
    cache.set("b", "xxxxxxxx");
    assert.equal(cache.get("a"), "xx");
  });

  it("keeps no entry heavier than the whole capacity, and drops the key's older value", () => {
    const cache = new LruCache(10, byLength);
    cache.set("a", "x");
    cache.set("a", "x".repeat(11));
    assert.equal(cache.get("a"), undefined);
    assert.equal(cache.size, 0);
    assert.equal(cache.weight, 0);
  });

  it("a capacity of 0 holds nothing", () => {
    const cache = new LruCache(0, byLength);
    cache.set("a", "x");
    assert.equal(cache.get("a"), undefined);
    assert.equal(cache.size, 0);
  });

  it("delete of an unknown key changes nothing", () => {
    const cache = new LruCache(10, byLength);
    cache.set("a", "xx");
    cache.delete("b");
    assert.equal(cache.weight, 2);
    cache.delete("a");
    assert.equal(cache.weight, 0);
  });
});
