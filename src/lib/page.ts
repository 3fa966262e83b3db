/** What the elements read from the host page for their requests: its CSRF token and its address. */

/** The page's CSRF token for `X-Hunter-CSRF`, from `<meta name="csrf-token" content="…">`. */
export function csrfToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || undefined;
}

/** `X-Original-Address`: the address of the page the shopper is on. */
export function pageAddress(): string {
  return location.href;
}

/**
 * The origin of the shop's services unless an element has `api-base`: the page's own, whatever a
 * `<base href>` in the page says (old CMS pages point it at a CDN, where no service is).
 * `window.origin`, not `location.origin`: a document written into an iframe (`srcdoc`) has its
 * parent's origin but no address of its own.
 */
export function pageOrigin(): string {
  return window.origin;
}
