import * as v from "valibot";

/**
 * `v.object()` with entries that have no prototype: the one way src/ builds object schemas.
 * valibot's object schema walks its entries with `for…in`, which also meets every enumerable
 * property a page added to `Object.prototype` (old libraries assign helpers there) and runs it as
 * a schema; entries without a prototype hold their own keys only. The schema's output objects are
 * ordinary objects, as with `v.object()`.
 */
export function objectSchema<const E extends v.ObjectEntries>(entries: E): v.ObjectSchema<E, undefined> {
  return v.object(Object.assign(Object.create(null) as E, entries));
}
