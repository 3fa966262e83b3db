/**
 * Stop-gap widgets until the shared kit (src/ui/, issue 3) lands: the smallest versions of the
 * kit's Button (loading state), Notification (banner) and Spinner that this form needs.
 */
import type { ReactNode } from "react";

const LINK_MARKUP = /<(\d)>(.*?)<\/\1>/;

/**
 * Renders a translated sentence whose `<0>…</0>`, `<1>…</1>` parts link to `hrefs[0]`, `hrefs[1]`:
 * the markup translators know from Lingui's `<Trans>`, so a link stays inside its sentence in
 * every language. Not `<Trans>` itself: its runtime costs about 1 KB gzip of the bundle budget
 * for the handful of sentences here, and links are all they need. The text is rendered as text,
 * never as HTML.
 */
export function withLinks(text: string, hrefs: readonly string[]): ReactNode[] {
  const parts = text.split(LINK_MARKUP);
  return parts.map((part, index) =>
    index % 3 === 2 ? (
      <a key={index} href={hrefs[Number(parts[index - 1])]}>
        {part}
      </a>
    ) : index % 3 ? null : (
      part
    ),
  );
}

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
    <button ref={buttonRef} type="submit" part="button" aria-busy={isLoading}>
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
  return <p role="alert">{children}</p>;
}
