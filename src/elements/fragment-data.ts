import * as v from "valibot";
import { objectSchema } from "../lib/schema";
import { FRAGMENT_DATA_ATTRIBUTE, isOwnPath, type FragmentData } from "../lib/prerender";

const fragmentDataSchema = objectSchema({
  build: v.string(),
  attributes: v.record(v.string(), v.string()),
  viewport: v.picklist(["phone", "desktop"]),
  data: v.optional(v.unknown()),
  formAction: v.optional(v.pipe(v.string(), v.check(isOwnPath))),
});

/** A declarative shadow root as the server wrote it, once its data and stylesheet link are taken out. */
export interface Fragment {
  root: ShadowRoot;
  /** Its data; none when the server's markup came without (or with unreadable) data. */
  data: FragmentData | undefined;
  /** The element React hydrates (`part="base"`), when the root holds it and nothing else. */
  container: HTMLElement | undefined;
}

/**
 * Takes what the server put into a declarative shadow root besides the element's markup out of
 * it: the fragment's data (`undefined` when there is none or it cannot be read) and the link to
 * the element's stylesheet, which the adopted sheet with the same rules replaces. What is left is
 * the container whose markup React hydrates.
 */
export function takeFragment(root: ShadowRoot): Fragment {
  // The root's own children (`:scope` means nothing in a shadow root's querySelector).
  const children = [...root.children];
  const script = children.find((child) => child.matches(`script[${FRAGMENT_DATA_ATTRIBUTE}]`));
  for (const link of children.filter((child) => child.matches("link[rel=stylesheet]"))) link.remove();
  script?.remove();
  const [container, ...others] = [...root.children];
  const isContainer = container instanceof HTMLElement && container.matches("[part=base]") && !others.length;
  return { root, data: script && readData(script), container: isContainer ? container : undefined };
}

function readData(script: Element): FragmentData | undefined {
  try {
    const result = v.safeParse(fragmentDataSchema, JSON.parse(script.textContent ?? ""));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}
