/** What the elements read from the host page (contracts README, "Page state the elements read"). */

/** The page's CSRF token for `X-Hunter-CSRF`, from `<meta name="csrf-token" content="…">`. */
export function csrfToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || undefined;
}

/** `X-Original-Address`: the address of the page the shopper is on. */
export function pageAddress(): string {
  return location.href;
}
