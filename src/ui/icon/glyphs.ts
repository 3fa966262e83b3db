import { __iconData as chevronDown } from "lucide-react/icons/chevron-down";
import { __iconData as eye } from "lucide-react/icons/eye";
import { __iconData as x } from "lucide-react/icons/x";
import type { IconSet } from "./icon";

/** The icons the widgets draw themselves; the default set of <Icon>. */
export const glyphs: IconSet = {
  close: x.node,
  "chevron-down": chevronDown.node,
};

/**
 * PasswordField's show/hide glyphs, a set of their own so that a script without a password field
 * does not carry them. `eye-off` is lucide's eye struck through by lucide's own stroke (its
 * `eye-off` would add 0.15 KB gzip).
 */
export const passwordGlyphs: IconSet = {
  eye: eye.node,
  "eye-off": [...eye.node, ["path", { d: "m2 2 20 20" }]],
};
