import type { ReactNode } from "react";
import { FormLabel } from "../../ui/form-label/form-label";
import { InputField } from "../../ui/input-field/input-field";
import { Consent } from "./consent";
import { FieldFrame, controlProps, inputFieldProps, type FieldWiring } from "./field-wiring";
import type { ConsentKey, FieldView, TextKey } from "./fields";
import type { FieldError } from "./form-rules";

/** What the fields say in the form's locale; newsletter-signup.tsx, which holds the texts, makes it. */
export interface FieldTexts {
  labels: Record<TextKey, string> & Record<ConsentKey, ReactNode>;
  /** The select's choices' texts, by value. */
  choices: Record<string, string>;
  /** The select's empty choice. */
  noChoice: string;
  errorText: (error: FieldError) => string;
}

/** Any field of the form, from its row of the field table bound to the form's state (fields.ts). */
export function FormField({ view, texts }: { view: FieldView; texts: FieldTexts }) {
  const wiring: FieldWiring = {
    id: view.id,
    errorText: view.error && texts.errorText(view.error),
    isRequired: view.presence === "required",
    isDisabled: view.isDisabled,
  };
  switch (view.control) {
    case "text":
      return (
        <InputField
          {...inputFieldProps(wiring)}
          label={texts.labels[view.spec.key]}
          {...view.spec.attributes}
          isRequiredMarkHidden={!view.showsRequiredMark}
          // Short fields, often autofilled: a clear button in each filled one is noise.
          isClearable={false}
          value={view.value}
          onValueChange={view.onChange}
          onBlur={view.onBlur}
          onFocus={view.onFocus}
        />
      );
    case "select":
      return (
        <FieldFrame wiring={wiring}>
          <FormLabel htmlFor={view.id} isRequired={view.showsRequiredMark}>
            {texts.labels[view.spec.key]}
          </FormLabel>
          <select
            {...controlProps(wiring)}
            {...view.spec.attributes}
            value={view.value}
            onChange={(event) => view.onChange(event.target.value)}
            onBlur={view.onBlur}
            onFocus={view.onFocus}
          >
            <option value="">{texts.noChoice}</option>
            {view.spec.choices(view.value).map((choice) => (
              <option key={choice} value={choice}>
                {texts.choices[choice]}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    case "consent":
      return (
        <Consent
          wiring={wiring}
          {...view.spec.attributes}
          isChecked={view.value}
          showsRequiredMark={view.showsRequiredMark}
          onChange={view.onChange}
          onBlur={view.onBlur}
          onFocus={view.onFocus}
        >
          {texts.labels[view.spec.key]}
        </Consent>
      );
  }
}
