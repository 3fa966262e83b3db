import { useEffect, useId, useState } from "react";
import { logoutStaff, renewStaffSession } from "../../api/preview";
import type { ServiceContext } from "../../api/request";
import { STAFF_SESSION_RENEWAL_MS } from "../../config/constants";
import { Button } from "../../ui/button/button";
import { Modal } from "../../ui/modal/modal";
import type { Emit } from "../events";
import { PreviewSettingsForm } from "./preview-settings-form";
import { usePreviewSettings } from "./use-preview-settings";

export interface StaffToolProps {
  context: ServiceContext;
  emit: Emit;
  /** Staff logged out: the panel hides the tool. */
  onLogout: () => void;
}

/**
 * The staff tool, shown once the preview check succeeded (./preview-panel.tsx): the 'Preview
 * settings' button and its modal. Its texts are English, not translated. Its styles are the
 * element's (./index.ts): it renders no <style> of its own, which a page's strict
 * Content-Security-Policy (`style-src 'self'`) would block.
 */
export function StaffTool(props: StaffToolProps) {
  const { isOpen, hasOpened, open, close, logout, signal } = useStaffTool(props);
  const formId = useId();
  const settings = usePreviewSettings({
    context: props.context,
    emit: props.emit,
    isOpen,
    hasOpened,
    signal,
  });
  return (
    <section part="panel" lang="en" aria-label="Staff preview">
      <Button part="trigger" onClick={open}>
        Preview settings
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title="Preview settings"
        closeLabel="Close"
        // Both actions stay in view in the modal's footer, however long its body grows on a phone
        // (the A/B error, a group 'Required'): 'Set preview settings' is the one the modal is for,
        // submitting its form from outside it; leaving is the secondary action.
        footer={
          <>
            <Button variant="secondary" onClick={logout}>
              Logout
            </Button>
            <Button type="submit" form={formId} aria-disabled={settings.isApplying || undefined}>
              Set preview settings
            </Button>
          </>
        }
      >
        <PreviewSettingsForm id={formId} settings={settings} />
      </Modal>
    </section>
  );
}

/**
 * The modal's state and the staff session: renewed every 5 minutes while the tool is shown, ended
 * by 'Logout'. Calls end with the tool: none outlives it.
 */
function useStaffTool({ context, emit, onLogout }: StaffToolProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  /** Aborted when the panel leaves the page. */
  const [lifetime] = useState(() => new AbortController());
  useEffect(() => () => lifetime.abort(), [lifetime]);

  useEffect(() => {
    // The page's interval timer, looked up when used, so that a test page that replaces it drives it.
    const timer = window.setInterval(() => {
      renewStaffSession(context, lifetime.signal).catch(() => undefined);
    }, STAFF_SESSION_RENEWAL_MS);
    return () => window.clearInterval(timer);
  }, [context, lifetime]);

  const logout = async () => {
    // The panel goes either way: staff asked to leave, and a failed call leaves nothing to show.
    await logoutStaff(context, lifetime.signal).catch(() => undefined);
    if (lifetime.signal.aborted) return;
    onLogout();
    emit("shop-preview-logout", {});
  };

  return {
    isOpen,
    hasOpened,
    open: () => {
      setIsOpen(true);
      setHasOpened(true);
    },
    close: () => setIsOpen(false),
    logout: () => void logout(),
    signal: lifetime.signal,
  };
}
