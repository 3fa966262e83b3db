import { ChevronDown, Eye, EyeOff, X } from "lucide";
import type { IconSet } from "./icon";

/** The icons the widgets draw themselves; the default set of <Icon>. */
export const glyphs: IconSet = {
  close: X,
  "chevron-down": ChevronDown,
};

/** PasswordField's show/hide glyphs, a set of their own so that a script without a password field does not carry them. */
export const passwordGlyphs: IconSet = {
  eye: Eye,
  "eye-off": EyeOff,
};
