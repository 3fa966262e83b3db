/**
 * JSON text of plain data (what the elements send and store), written as the data is whatever the
 * page did to the built-ins: an array or a plain object is never serialised through a `toJSON` it
 * inherits. Prototype.js gives every array one that returns the array's JSON as a string, which
 * `JSON.stringify` would send as `"consents": "[]"`; a page may put one on Object.prototype too.
 */
export function jsonText(data: unknown): string {
  // JSON.stringify calls a value's toJSON before the replacer; the replacer reads the value from
  // its holder (`this`) again and keeps it as it was when it is plain data.
  return JSON.stringify(data, function (this: Record<string, unknown>, key: string, value: unknown) {
    const original = this[key];
    return isPlainData(original) ? original : value;
  });
}

function isPlainData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
