/**
 * Stop-gap widgets until the shared kit (src/ui/, issue 3) lands: the smallest versions of the
 * kit's Button (loading state), Notification (banner) and Spinner that this form needs.
 */
import type { ReactNode } from "react";

interface SubmitButtonProps {
  isLoading: boolean;
  loadingLabel: string;
  children: ReactNode;
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/**
 * While loading the button keeps its focus and stays in the tab order (no `disabled`, which
 * would drop focus and the screen reader's place); `aria-busy` tells that it is working, and the
 * form ignores submits meanwhile.
 */
export function SubmitButton({ isLoading, loadingLabel, children, buttonRef }: SubmitButtonProps) {
  return (
    <button ref={buttonRef} type="submit" part="button" aria-busy={isLoading} data-state={isLoading ? "loading" : undefined}>
      {isLoading ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {loadingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A banner notification; `role="alert"` announces it as soon as it appears. */
export function Banner({ children }: { children: ReactNode }) {
  return (
    <p className="banner" role="alert" data-state="error">
      {children}
    </p>
  );
}
