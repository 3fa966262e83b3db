import { RETURN_FIELD, isOwnPath } from "../lib/prerender";
import { plainAnswer, type Answer, type FragmentRequest } from "./fragment-http";
import { escapeAttribute, renderFragment, type ServerElement } from "./render";
import type { Settings } from "./settings";

/**
 * A form posted to the fragment endpoint without the script (`POST {prefix}/<tag>?<attributes>`,
 * the action the server renders into the element's form): checked to come from a page of the
 * shop's own host, read within a bound, handed to the element's own submit (its definition's
 * `server.form`), and answered with a page that shows the element in the resulting state, in its
 * language, with a link back to the page the visitor came from; or, for a form that only sets a
 * cookie (the footer's view changer), with a 303 back to that page. As a hosted sign-up form answers a
 * post without JavaScript (Mailchimp's): the result, then "back to the shop".
 */

/** A form's fields come to a few hundred bytes; a longer body is not read. */
export const MAX_FORM_BYTES = 8192;

/** The host the request was sent to: the absolute address's (a web `Request`), else `Host`. */
function ownHost(request: FragmentRequest): string | undefined {
  if (!request.url.startsWith("/")) return new URL(request.url).host;
  return request.headers.get("host") ?? undefined;
}

/** `address`'s host, or undefined when it is not an http(s) address. */
function hostOf(address: string | null): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the post was sent by a page of this host, so that another site cannot sign its visitors
 * up (cross-site request forgery). Browsers say where a request comes from: `Sec-Fetch-Site`
 * (Chromium, Firefox and Safari since 2023) must be `same-origin`; a browser without it sends
 * `Origin` with every POST, which must name this host. A request with neither is not a browser's
 * form and is refused.
 */
function isFromOwnPage(request: FragmentRequest): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = hostOf(request.headers.get("origin"));
  return origin !== undefined && origin === ownHost(request);
}

/**
 * The page the visitor posted from, when the browser said and it is on this host: a form this
 * endpoint answered carries the page they first came from (`RETURN_FIELD`), so that a second post
 * still leads back there.
 */
function pageOf(request: FragmentRequest, fields: URLSearchParams): URL | undefined {
  const referer = request.headers.get("referer");
  const host = hostOf(referer);
  if (host === undefined || host !== ownHost(request)) return undefined;
  const first = fields.get(RETURN_FIELD);
  return first && isOwnPath(first) ? new URL(first, referer as string) : new URL(referer as string);
}

async function* chunksOf(body: NonNullable<FragmentRequest["body"]>): AsyncGenerator<Uint8Array> {
  if (!("getReader" in body)) return yield* body;
  const reader = body.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) yield part.value;
  } finally {
    reader.releaseLock();
  }
}

/**
 * The posted fields, read up to {@link MAX_FORM_BYTES}; or the 413 or 415 that says why not. A
 * body that goes on past the bound is not read on: its connection is closed.
 */
async function readFields(request: FragmentRequest): Promise<URLSearchParams | Answer> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    return plainAnswer(415, "A form is posted as application/x-www-form-urlencoded.");
  const tooLong = () => plainAnswer(413, `A form has at most ${MAX_FORM_BYTES} bytes.`);
  if (Number(request.headers.get("content-length")) > MAX_FORM_BYTES) return tooLong();
  const bytes = new Uint8Array(MAX_FORM_BYTES);
  let length = 0;
  for await (const chunk of request.body ? chunksOf(request.body) : []) {
    if (length + chunk.byteLength > MAX_FORM_BYTES) return tooLong();
    bytes.set(chunk, length);
    length += chunk.byteLength;
  }
  return new URLSearchParams(new TextDecoder().decode(bytes.subarray(0, length)));
}

/**
 * The answer page's policy: nothing runs, its stylesheets and the element's images load from
 * where fragments take them, and its form posts only to this host.
 */
function pagePolicy(settings: Settings): string {
  const stylesheets = /^https?:\/\//.test(settings.stylesheets)
    ? new URL(settings.stylesheets).origin
    : "'self'";
  return [
    "default-src 'none'",
    `style-src ${stylesheets}`,
    `img-src 'self' ${settings.origin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The answer to a form of `element` posted without the script. */
export async function answerFormPost(
  element: ServerElement,
  request: FragmentRequest,
  settings: Settings,
): Promise<Answer> {
  const form = element.definition.server.form;
  if (!form) return plainAnswer(405, "This element has no form.", { Allow: "GET, HEAD" });
  if (!isFromOwnPage(request)) return plainAnswer(403, "A form is taken from the shop's own pages only.");
  const fields = await readFields(request);
  if (!(fields instanceof URLSearchParams)) return fields;
  const page = pageOf(request, fields);
  const from = { origin: settings.origin, page: page?.href, timeoutMs: settings.fetchTimeoutMs };
  const outcome = await form.submit(element.props, fields, from);
  // Back to the page, as a path on this host; the shop's home when the browser did not say.
  const returnTo = page ? `${page.pathname}${page.search}` : "/";
  if ("backWithCookie" in outcome) {
    const headers = { Location: returnTo, "Set-Cookie": outcome.backWithCookie, "Cache-Control": "no-store" };
    return { status: 303, headers };
  }
  const options = {
    origin: settings.origin,
    stylesheets: settings.stylesheets,
    endpoint: settings.prefix,
    posted: { state: outcome.state, returnTo },
    log: settings.log,
  };
  const { html } = renderFragment(element, null, options);
  const body =
    `<!doctype html><html lang="${escapeAttribute(String(element.props.locale))}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeAttribute(outcome.title)}</title></head><body>${html}</body></html>`;
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    // What a visitor typed is in it: no cache keeps it, and no other page is told where they were.
    "Cache-Control": "no-store",
    "Content-Security-Policy": pagePolicy(settings),
    "Referrer-Policy": "same-origin",
  };
  return { status: 200, headers, body };
}
