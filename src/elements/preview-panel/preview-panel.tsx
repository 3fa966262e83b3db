import { useEffect, useMemo, useState } from "react";
import { checkStaffAuth } from "../../api/preview";
import type { ElementProps } from "../element-definition";
import { StaffTool } from "./staff-tool";

type PreviewProps = ElementProps<Record<never, never>>;

/**
 * The staff preview panel: nothing until the server accepts the staff cookies (the preview
 * check); then the staff tool (./staff-tool.tsx). Also rendered at the bottom of
 * `<shop-footer preview>`, which passes its own site, apiBase and emit.
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
  return <StaffTool context={context} emit={emit} onLogout={() => setIsStaff(false)} />;
}
