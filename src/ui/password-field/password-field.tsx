import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { passwordGlyphs } from "../icon/glyphs";
import { Icon, iconStyles } from "../icon/icon";
import { IconButton, iconButtonStyles } from "../icon-button/icon-button";
import { InputField, inputFieldStyles, type InputFieldProps } from "../input-field/input-field";
import { widgetStyles } from "../widget-styles";

/**
 * A password field with a button that shows and hides the password; no 'Clear' button.
 * No element shows one yet: its texts are in the gallery's catalog (lingui.config.js).
 */
export function PasswordField(props: Omit<InputFieldProps, "type" | "rules" | "trailing" | "isClearable">) {
  const { t } = useLingui();
  const [isShown, setShown] = useState(false);
  return (
    <InputField
      {...props}
      type={isShown ? "text" : "password"}
      isClearable={false}
      trailing={
        <IconButton
          icon={<Icon name={isShown ? "eye-off" : "eye"} set={passwordGlyphs} />}
          label={isShown ? t`Hide password` : t`Show password`}
          disabled={props.isDisabled}
          onClick={() => setShown(!isShown)}
        />
      }
    />
  );
}

/** The password field has no sheet of its own: it is an input field with a show/hide button. */
export const passwordFieldStyles = widgetStyles("", [inputFieldStyles, iconStyles, iconButtonStyles]);
