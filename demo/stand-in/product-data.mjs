/**
 * The product data service: maps an old 9-digit product id to the new one, singly or in batches
 * of up to 24. The new id is made up, but always the same for the same old id.
 */

import { fail, json, PROBLEMS } from "./http.mjs";

const PRODUCT_PROBLEMS = Object.freeze({
  notFound: { type: "urn:productdata:not_found" },
  badRequest: { type: "urn:productdata:bad_request" },
  tooManyIds: { type: "urn:productdata:too_many_ids" },
});
const PRODUCT_BATCH_LIMIT = 24;
const PRODUCT_ID_PATTERN = /^\d{9}$/;

export const PRODUCT_DATA_SCENARIOS = Object.freeze([
  {
    id: "product-mapping-failure",
    label: "Product id mapping fails",
    description: "Both product id mapping calls answer 500.",
    lookFor:
      "On the page-facing API page (link at the top): newProductId and newProductIds give undefined and log errors.",
    respond: {
      newProductId: fail(500, PROBLEMS.serverError),
      newProductIds: fail(500, PROBLEMS.serverError),
    },
  },
]);

export const PRODUCT_DATA_ROUTES = Object.freeze([
  ["GET", "/service/productdata/api/new-product-id", newProductId],
  ["GET", "/service/productdata/api/new-product-ids", newProductIds],
]);

function newProductId(ctx) {
  const oldId = ctx.url.searchParams.get("old_product_id") ?? "";
  if (!PRODUCT_ID_PATTERN.test(oldId)) return json(404, PRODUCT_PROBLEMS.notFound);
  return json(200, { productId: mapProductId(oldId) });
}

/** Unknown or malformed ids are left out of the mappings; repeated ones are mapped once. */
function newProductIds(ctx) {
  const list = ctx.url.searchParams.get("old_product_ids");
  if (list === null) return json(400, PRODUCT_PROBLEMS.badRequest);
  const ids = list
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > PRODUCT_BATCH_LIMIT) return json(400, PRODUCT_PROBLEMS.tooManyIds);
  const mappings = [...new Set(ids)]
    .filter((id) => PRODUCT_ID_PATTERN.test(id))
    .map((oldProductId) => ({ oldProductId, newProductId: mapProductId(oldProductId) }));
  return json(200, { mappings });
}

/** Another 9-digit id, always the same for the same old id. */
function mapProductId(oldId) {
  const spread = (Number(oldId) * 7 + 123456789) % 900000000;
  let newId = 100000000 + spread;
  if (String(newId) === oldId) newId = newId === 999999999 ? 100000000 : newId + 1;
  return String(newId);
}
