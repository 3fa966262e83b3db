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
