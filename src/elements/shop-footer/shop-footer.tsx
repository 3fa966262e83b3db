import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { startSessionRenewal } from "../../session/renewal";
import type { ElementProps } from "../define";

/** Spec §2 "Footer (all nine sites)": the inputs; §5: the site must be one of the nine keys. */
export const footerAttributes = {
  reduced: { kind: "boolean", default: false },
  platform: { kind: "enum", values: ["CLASSIC", "MATCH", "TABLET"], default: "CLASSIC" },
  newsletter: { kind: "boolean", default: true },
  preview: { kind: "boolean", default: false },
  hunterContent: { kind: "text", default: "" },
} as const;

type FooterProps = ElementProps<typeof footerAttributes>;

/** Spec §2 "Default page layout": the footer is left out when Hunter-Content contains NO_FOOTER, any case. */
export function isFooterSuppressed(hunterContent: string): boolean {
  return hunterContent.toUpperCase().includes("NO_FOOTER");
}

export function ShopFooter({ hunterContent, platform, reduced, site, apiBase }: FooterProps) {
  const { t } = useLingui();
  // Spec §4: the login-token renewal runs once per page from the footer (not on MATCH/TABLET).
  useEffect(() => startSessionRenewal({ site, apiBase, platform }), [site, apiBase, platform]);
  if (isFooterSuppressed(hunterContent)) return null;
  return (
    <footer part="footer" data-platform={platform} data-reduced={reduced || undefined}>
      <h2>{t`We are here for you`}</h2>
      <p>{t`Service, help and everything about your order`}</p>
    </footer>
  );
}
