/**
 * Types of lucide-react's per-icon modules as the widgets use them. Each module
 * (`lucide-react/icons/<name>` → dist/esm/icons/<name>.mjs) exports its drawing as `__iconData`
 * beside the component, but the published types declare only the component; tsconfig.json maps
 * the specifier here for the type checker only (rollup still resolves the real module).
 */
import type { IconNode } from "./icon";

export declare const __iconData: { readonly node: IconNode };
declare const component: unknown;
export default component;
