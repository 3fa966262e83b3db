/** What the elements read from the host page for their requests: its CSRF token and its address. */

/** The page's CSRF token for `X-Hunter-CSRF`, from `<meta name="csrf-token" content="…">`. */
export function csrfToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || undefined;
}

/** `X-Original-Address`: the address of the page the shopper is on. */
export function pageAddress(): string {
  return location.href;
}
