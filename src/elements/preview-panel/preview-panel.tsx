import { useEffect, useState } from "react";
import { checkStaffAuth } from "../../api/preview";
import type { ElementProps } from "../define";

type PreviewProps = ElementProps<Record<never, never>>;

export function PreviewPanel({ site, apiBase }: PreviewProps) {
  const [isStaff, setIsStaff] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void checkStaffAuth({ site, apiBase }, controller.signal).then((authenticated) => {
      if (!controller.signal.aborted) setIsStaff(authenticated);
    });
    return () => controller.abort();
  }, [site, apiBase]);

  if (!isStaff) return null;
  return (
    <section part="panel" lang="en" aria-label="Staff preview">
      <p>Staff preview is active for this page.</p>
    </section>
  );
}
