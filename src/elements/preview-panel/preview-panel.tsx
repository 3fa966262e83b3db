import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from "react";
import { checkStaffAuth } from "../../api/preview";
import { logError } from "../../lib/log";
import { pageRegistry, runScriptBeside } from "../../lib/page-registry";
import type { ElementProps } from "../define";
import type { StaffToolProps } from "./staff-tool";

type PreviewProps = ElementProps<Record<never, never>>;

/**
 * The staff tool's code: a script of its own beside the page's (dist/shop-components-staff.js),
 * downloaded only once the preview check succeeded. It registers its component in the page
 * registry when it runs.
 */
const StaffTool = lazy(async () => {
  try {
    await runScriptBeside("shop-components-staff.js");
  } catch (error) {
    logError("the script of the staff tool could not be loaded", error);
  }
  // Not there (not deployed, blocked): the panel stays empty, as without staff cookies.
  return { default: pageRegistry.staffTool ?? NoStaffTool };
});

const NoStaffTool: ComponentType<StaffToolProps> = () => null;

/**
 * The staff preview panel (spec §2 "Staff preview panel"): nothing until the preview check with
 * the staff cookies succeeds (§6); then the staff tool (./staff-tool.tsx), whose code only then
 * comes. Also rendered at the bottom of `<shop-footer preview>`, which passes its own site,
 * apiBase and emit.
 */
export function PreviewPanel({ site, apiBase, emit }: Pick<PreviewProps, "site" | "apiBase" | "emit">) {
  const context = useMemo(() => ({ site, apiBase }), [site, apiBase]);
  const [isStaff, setIsStaff] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void checkStaffAuth(context, controller.signal).then((authenticated) => {
      if (!controller.signal.aborted) setIsStaff(authenticated);
    });
    return () => controller.abort();
  }, [context]);

  if (!isStaff) return null;
  return (
    <Suspense fallback={null}>
      <StaffTool context={context} emit={emit} onLogout={() => setIsStaff(false)} />
    </Suspense>
  );
}
