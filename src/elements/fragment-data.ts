import * as v from "valibot";
import { objectSchema } from "../lib/schema";
import { FRAGMENT_DATA_ATTRIBUTE, type FragmentData } from "../lib/prerender";

const fragmentDataSchema = objectSchema({
  build: v.string(),
  attributes: v.record(v.string(), v.string()),
  origin: v.string(),
  viewport: v.picklist(["phone", "desktop"]),
  footerContent: v.optional(v.unknown()),
});

/**
 * Takes what the server put into a declarative shadow root besides the element's markup out of
 * it: the fragment's data (returned; `undefined` when there is none or it cannot be read) and the
 * link to the element's stylesheet, which the adopted sheet with the same rules replaces. What is
 * left is the markup React hydrates.
 */
export function takeFragmentData(root: ShadowRoot): FragmentData | undefined {
  // The root's own children (`:scope` means nothing in a shadow root's querySelector).
  const children = [...root.children];
  const script = children.find((child) => child.matches(`script[${FRAGMENT_DATA_ATTRIBUTE}]`));
  for (const link of children.filter((child) => child.matches("link[rel=stylesheet]"))) link.remove();
  if (!script) return undefined;
  script.remove();
  try {
    const result = v.safeParse(fragmentDataSchema, JSON.parse(script.textContent ?? ""));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}
