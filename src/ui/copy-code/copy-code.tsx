import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button, buttonStyles } from "../button/button";
import css from "./copy-code.css";
import { widgetStyles } from "../widget-styles";

export interface CopyCodeProps {
  /** The promotion code to show and copy. */
  code: string;
}

/**
 * A promotion code with a 'Copy code' button that puts the code on the clipboard and says 'Code
 * copied' from then on, also to screen readers. Where the browser refuses the clipboard, nothing
 * changes: the code stays visible and selectable.
 */
export function CopyCode({ code }: CopyCodeProps) {
  const { t } = useLingui();
  const [isCopied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => undefined,
    );

  return (
    <div className="copy-code">
      <code>{code}</code>
      <Button variant="secondary" onClick={copy}>
        {isCopied ? t`Code copied` : t`Copy code`}
      </Button>
      <span className="visually-hidden" role="status">
        {isCopied && t`Code copied`}
      </span>
    </div>
  );
}

/** The copy code's sheet, and those of the widgets it renders. */
export const copyCodeStyles = widgetStyles(css, [buttonStyles]);
