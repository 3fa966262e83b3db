import * as v from "valibot";
import { OLD_PRODUCT_ID, PRODUCT_ID_BATCH_SIZE, PRODUCT_ID_POOL_SIZE } from "../config/constants";
import { logError } from "../lib/log";
import { objectSchema } from "../lib/schema";
import { AnswerError, ResponseError } from "./errors";
import { request, type ServiceContext } from "./request";

/**
 * The product-id mapping from old to new ids: only ids of exactly 9 digits are old ids, asked in
 * batches of 24. Ids that are not 9 digits are already new ids: they are passed through
 * unchanged, without a request.
 */

const BASE = "/service/productdata/api";

const newIdAnswer = objectSchema({ productId: v.string() });
const mappingsAnswer = objectSchema({
  mappings: v.array(objectSchema({ oldProductId: v.string(), newProductId: v.string() })),
});

export interface ProductIdMapping {
  oldProductId: string;
  /** `undefined` when the service knows no new id or its batch failed. */
  newProductId: string | undefined;
}

/** A mapping that fails is logged; a non-2xx or malformed answer gives nothing, no answer throws. */
function isAnswerFailure(error: unknown): boolean {
  return error instanceof ResponseError || error instanceof AnswerError;
}

/**
 * GET …/new-product-id?old_product_id={id}.
 * @returns the new id; the id itself when it is not 9 digits; `undefined` when the service
 * answers a non-2xx status or a malformed body (logged).
 * @throws what fetch throws when no answer comes (network failure, time-out).
 */
export async function fetchNewProductId(context: ServiceContext, oldId: string): Promise<string | undefined> {
  if (!OLD_PRODUCT_ID.test(oldId)) return oldId;
  try {
    const answer = await request(
      context,
      `${BASE}/new-product-id?${new URLSearchParams({ old_product_id: oldId })}`,
      newIdAnswer,
    );
    return answer.productId;
  } catch (error) {
    if (!isAnswerFailure(error)) throw error;
    logError(`no new product id for ${oldId}`, error);
    return undefined;
  }
}

/**
 * GET …/new-product-ids?old_product_ids={ids, comma-separated}, 24 distinct 9-digit ids per
 * request. At most {@link PRODUCT_ID_POOL_SIZE} batches are in flight at once: with 100 000 ids,
 * thousands of parallel requests would be refused by the browser, and the time each spent queued
 * would count against its 15 s time-out.
 * @returns one mapping per given id, in the given order (duplicates included); ids that are not 9
 * digits map to themselves; the ids of a batch that failed (a non-2xx status, a malformed body, or
 * no answer) map to `undefined`, and the failed batches are logged once for the call. The results
 * of the batches that answered are kept.
 * @throws what fetch throws (network failure, time-out) when no batch got an answer at all.
 */
export async function fetchNewProductIds(
  context: ServiceContext,
  oldIds: readonly string[],
): Promise<ProductIdMapping[]> {
  const toMap = [...new Set(oldIds.filter((id) => OLD_PRODUCT_ID.test(id)))];
  const batches: string[][] = [];
  for (let start = 0; start < toMap.length; start += PRODUCT_ID_BATCH_SIZE) {
    batches.push(toMap.slice(start, start + PRODUCT_ID_BATCH_SIZE));
  }
  const found = new Map<string, string>();
  const failures: unknown[] = [];
  let unanswered = 0;
  await inPool(batches, PRODUCT_ID_POOL_SIZE, async (batch) => {
    try {
      const query = new URLSearchParams({ old_product_ids: batch.join(",") });
      const answer = await request(context, `${BASE}/new-product-ids?${query}`, mappingsAnswer);
      for (const { oldProductId, newProductId } of answer.mappings) found.set(oldProductId, newProductId);
    } catch (error) {
      failures.push(error);
      if (!isAnswerFailure(error)) unanswered += 1;
    }
  });
  if (batches.length > 0 && unanswered === batches.length) throw failures[0];
  if (failures.length > 0) {
    logError(`no new product ids for ${failures.length} of ${batches.length} batches`, failures[0]);
  }
  return oldIds.map((oldProductId) => ({
    oldProductId,
    newProductId: OLD_PRODUCT_ID.test(oldProductId) ? found.get(oldProductId) : oldProductId,
  }));
}

/** Runs `work` on every item, at most `size` at a time, in order; resolves when all are done. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
