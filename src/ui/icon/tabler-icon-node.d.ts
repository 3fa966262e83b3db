/**
 * Types of @tabler/icons-react's per-icon modules as the footer uses them: each module
 * (dist/esm/icons/Icon<Name>.mjs) exports its drawing as `__iconNode` beside the component, but
 * the published types declare only the package's index; tsconfig.json maps the specifier here for
 * the type checker only (rollup still resolves the real module).
 */
import type { IconNode } from "./icon";

export declare const __iconNode: IconNode;
declare const component: unknown;
export default component;
