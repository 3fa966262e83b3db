import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { ElementProps } from "../define";

/** Contracts README, `<newsletter-signup>`; spec §3 "Subscriber request" for the defaults. */
export const newsletterAttributes = {
  origin: { kind: "text", default: "onsite" },
  originAddition: { kind: "text", default: "subsite" },
  internal: { kind: "boolean", default: false },
  subscriberToken: { kind: "text", default: "" },
} as const;

type NewsletterProps = ElementProps<typeof newsletterAttributes>;

export function NewsletterSignup(_props: NewsletterProps) {
  const { t } = useLingui();
  const emailId = useId();
  return (
    <form part="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <h2>{t`Subscribe to our newsletter and get 10% off`}</h2>
      <label htmlFor={emailId}>{t`E-mail address`}</label>
      <input id={emailId} name="newsletterEmail" type="email" autoComplete="email" maxLength={256} />
      <button type="submit">{t`Subscribe`}</button>
    </form>
  );
}
