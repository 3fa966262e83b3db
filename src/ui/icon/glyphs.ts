import { __iconData as chevronDown } from "lucide-react/icons/chevron-down";
import { __iconData as eye } from "lucide-react/icons/eye";
import { __iconData as x } from "lucide-react/icons/x";
import type { IconSet } from "./icon";

/**
 * The icons the widgets draw themselves; the default set of <Icon>. `eye-off` is lucide's eye
 * struck through by lucide's own stroke (its `eye-off` would add 0.15 KB gzip to the bundle).
 */
export const glyphs: IconSet = {
  close: x.node,
  "chevron-down": chevronDown.node,
  eye: eye.node,
  "eye-off": [...eye.node, ["path", { d: "m2 2 20 20" }]],
};
