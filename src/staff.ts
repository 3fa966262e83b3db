/**
 * The staff tool's script (`dist/shop-components-staff.js`): the preview panel imports it once
 * the staff check succeeded (src/elements/preview-panel/preview-panel.tsx), so that shoppers
 * never download it. It takes React and Lingui's binding from the page's script
 * (src/lib/page-registry.ts) and registers the tool's component there.
 */
import { StaffTool } from "./elements/preview-panel/staff-tool";
import { pageRegistry } from "./lib/page-registry";

pageRegistry.staffTool = StaffTool;
