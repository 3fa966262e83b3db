// JSON text of plain data (src/lib/json.ts), whatever a page did to the built-ins' toJSON.
import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";
import { jsonText } from "../../src/lib/json.ts";

describe("jsonText()", () => {
  afterEach(() => {
    delete Array.prototype.toJSON;
    delete Object.prototype.toJSON;
  });

  it("writes plain data as JSON.stringify does", () => {
    const data = { email: "a@b.de", consents: ["DNE"], nested: { n: 1, none: null }, skip: undefined };
    assert.equal(jsonText(data), JSON.stringify(data));
    assert.equal(jsonText([]), "[]");
    assert.equal(jsonText("x"), '"x"');
  });

  it("ignores the toJSON Prototype.js puts on every array", () => {
    Array.prototype.toJSON = function () {
      return `[${this.map((item) => JSON.stringify(item)).join(",")}]`;
    };
    assert.equal(JSON.stringify({ consents: [] }), '{"consents":"[]"}');
    assert.equal(jsonText({ consents: ["DNE"], lists: [[1]] }), '{"consents":["DNE"],"lists":[[1]]}');
    assert.equal(jsonText([1, 2]), "[1,2]");
  });

  it("ignores a toJSON a page put on Object.prototype, also for objects without a prototype", () => {
    Object.defineProperty(Object.prototype, "toJSON", {
      value: () => "hijacked",
      configurable: true,
      writable: true,
    });
    const bare = Object.assign(Object.create(null), { a: 1 });
    assert.equal(jsonText({ a: { b: 1 }, bare }), '{"a":{"b":1},"bare":{"a":1}}');
  });

  it("keeps the toJSON of a value that is not plain data (a date)", () => {
    const time = new Date(0);
    assert.equal(jsonText({ time }), '{"time":"1970-01-01T00:00:00.000Z"}');
  });
});
