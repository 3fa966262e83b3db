import * as v from "valibot";
import { describeIssues } from "../lib/log-text";
import { objectSchema } from "../lib/schema";

/**
 * The tracking event kinds. Their fields are not fixed, so each kind asks only for what makes it
 * that kind and passes every other field to the data layer as given:
 *
 * - `InitialPageData`: the page's data (page type, member status, …); any object.
 * - `CustomEventData`: an `event` name, e.g. `{ event: "sign_up", subject: "newsletter" }`.
 * - `ProductSourceEventData`: an `event` name; where a product was found.
 * - `EcommerceEventData`: an `event` of {@link ECOMMERCE_EVENTS} and an `ecommerce` object.
 * - `ItemListData`: an `event` name and `ecommerce.items`, a list of objects.
 * - `LeadData`: an `event` name.
 * - `Reset`: clears the data layer's model (Google Tag Manager's `this.reset()`).
 *
 * The kind is given as `kind`; without it an event whose name is an e-commerce event is
 * `EcommerceEventData`, any other `CustomEventData`. `kind` itself is not pushed.
 */
export const ECOMMERCE_EVENTS = [
  "view_item",
  "add_to_cart",
  "view_cart",
  "begin_checkout",
  "progress_checkout",
  "reverse_checkout",
  "purchase",
  "view_wishlist",
  "add_to_wishlist",
  "remove_from_wishlist",
] as const;

export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[number];

const eventName = v.pipe(
  v.string(),
  v.check((name) => name !== "", "Invalid event: empty"),
);
const anyObject = objectSchema({});
const named = objectSchema({ event: eventName });

// Checked with `object`, which ignores fields it does not name; the event's own object is pushed.
const KINDS = {
  InitialPageData: anyObject,
  CustomEventData: named,
  ProductSourceEventData: named,
  EcommerceEventData: objectSchema({ event: v.picklist(ECOMMERCE_EVENTS), ecommerce: anyObject }),
  ItemListData: objectSchema({ event: eventName, ecommerce: objectSchema({ items: v.array(anyObject) }) }),
  LeadData: named,
  Reset: anyObject,
} as const;

export type TrackingKind = keyof typeof KINDS;

type Data = Record<string, unknown>;
export type TrackingEvent =
  | ({ kind: "InitialPageData" } & Data)
  | ({ kind?: "CustomEventData" | "ProductSourceEventData" | "LeadData"; event: string } & Data)
  | ({ kind?: "EcommerceEventData"; event: EcommerceEventName; ecommerce: Data } & Data)
  | ({ kind: "ItemListData"; event: string; ecommerce: { items: Data[] } & Data } & Data)
  | { kind: "Reset" };

/** What goes into `window.dataLayer`: objects, or GTM's reset command. */
export type DataLayerEntry = Data | ((this: { reset(): void }) => void);

function resetModel(this: { reset(): void }) {
  this.reset();
}

const withKind = objectSchema({ kind: v.optional(v.picklist(Object.keys(KINDS) as TrackingKind[])) });

/**
 * The data-layer entries for `input`, or a message saying why it is not a tracking event (where
 * and what was expected, never the value given: it may be personal, or very long). Reading a
 * hostile `input` (a Proxy, a throwing getter) may throw; the tracking client catches that.
 * E-commerce and item-list events are preceded by `{ ecommerce: null }`, as Google's GA4
 * guidance asks, so that one event's items do not leak into the next.
 */
export function toDataLayerEntries(input: unknown): DataLayerEntry[] | string {
  const parsed = v.safeParse(withKind, input);
  if (!parsed.success) return describeIssues(parsed.issues);
  const data: Data = { ...(input as Data) };
  delete data.kind;
  const kind =
    parsed.output.kind ??
    (ECOMMERCE_EVENTS.includes(data.event as EcommerceEventName) ? "EcommerceEventData" : "CustomEventData");
  const checked = v.safeParse(KINDS[kind], data);
  if (!checked.success) return `${kind}: ${describeIssues(checked.issues)}`;
  if (kind === "Reset") return [resetModel];
  return kind === "EcommerceEventData" || kind === "ItemListData" ? [{ ecommerce: null }, data] : [data];
}
