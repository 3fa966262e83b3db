import * as v from "valibot";
import { objectSchema } from "../lib/schema";
import { pageOrigin } from "../lib/page";
import { FRAGMENT_DATA_ATTRIBUTE, ownPathOf, type FragmentData } from "../lib/fragment";

const fragmentDataSchema = objectSchema({
  build: v.string(),
  attributes: v.record(v.string(), v.string()),
  viewport: v.picklist(["phone", "desktop"]),
  data: v.optional(v.unknown()),
  // Where the form posts before the script runs: a path on the page's own origin, as it stands.
  formAction: v.optional(
    v.pipe(
      v.string(),
      v.check((action) => ownPathOf(action, pageOrigin()) === action),
    ),
  ),
});

/** A declarative shadow root as the server wrote it, once its data is taken out. */
export interface Fragment {
  root: ShadowRoot;
  /** Its data; none when the server's markup came without (or with unreadable) data. */
  data: FragmentData | undefined;
  /** The element React hydrates (`part="base"`), when the root holds it beside the stylesheet links only. */
  container: HTMLElement | undefined;
  /**
   * The links to the element's stylesheet: they style the server's markup until the element
   * adopts its own sheet with the same rules, which it does when it hydrates (so that the
   * upgrade neither parses the sheet again nor restyles markup already styled).
   */
  links: Element[];
}

/**
 * Takes the fragment's data out of a declarative shadow root (`undefined` when there is none or
 * it cannot be read), and finds the container whose markup React hydrates and the stylesheet
 * links beside it.
 */
export function takeFragment(root: ShadowRoot): Fragment {
  // The root's own children (`:scope` means nothing in a shadow root's querySelector).
  const children = [...root.children];
  const script = children.find((child) => child.matches(`script[${FRAGMENT_DATA_ATTRIBUTE}]`));
  script?.remove();
  const links = children.filter((child) => child.matches("link[rel=stylesheet]"));
  const [container, ...others] = children.filter((child) => child !== script && !links.includes(child));
  const isContainer = container instanceof HTMLElement && container.matches("[part=base]") && !others.length;
  return { root, data: script && readData(script), container: isContainer ? container : undefined, links };
}

function readData(script: Element): FragmentData | undefined {
  try {
    const result = v.safeParse(fragmentDataSchema, JSON.parse(script.textContent ?? ""));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}
