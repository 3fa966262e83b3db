import { logLine } from "../lib/log-text";
import { isFromOwnPage, wayBack } from "./form-origin";
import { plainAnswer, type Answer, type FragmentRequest } from "./fragment-http";
import { ANSWER_PAGE_STYLESHEET } from "./answer-page";
import { escapeAttribute, renderFragment, stylesheetAddress, type ServerElement } from "./render";
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

/**
 * A browser sends a form's few hundred bytes at once; a body still incomplete after this long is
 * a client holding the connection open (a byte at a time), and is answered 408 and closed.
 */
export const FORM_READ_DEADLINE_MS = 5000;

/** The body's chunks one at a time, and a way to stop reading it. */
function bodyReader(body: FragmentRequest["body"]) {
  if (!body) return { next: async () => undefined, stop: () => {} };
  if ("getReader" in body) {
    const reader = body.getReader();
    return {
      next: async () => (await reader.read()).value,
      stop: () => void reader.cancel().catch(() => {}),
    };
  }
  // Node's request: its door closes the connection after an answer that did not read it all.
  const chunks = body[Symbol.asyncIterator]();
  return { next: async () => (await chunks.next()).value, stop: () => {} };
}

const TIMED_OUT = Symbol("timed out");

/**
 * The posted fields, read up to {@link MAX_FORM_BYTES} within {@link FORM_READ_DEADLINE_MS}; or
 * the 413, 415 or 408 that says why not. A body not read whole is not read on, and its
 * connection is closed after the answer.
 */
async function readFields(request: FragmentRequest): Promise<URLSearchParams | Answer> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    return plainAnswer(415, "A form is posted as application/x-www-form-urlencoded.");
  const tooLong = plainAnswer(413, `A form has at most ${MAX_FORM_BYTES} bytes.`);
  if (Number(request.headers.get("content-length")) > MAX_FORM_BYTES)
    return { ...tooLong, closesConnection: true };
  const reader = bodyReader(request.body);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), FORM_READ_DEADLINE_MS);
  });
  const unread = (answer: Answer): Answer => {
    reader.stop();
    return { ...answer, closesConnection: true };
  };
  try {
    const bytes = new Uint8Array(MAX_FORM_BYTES);
    let length = 0;
    for (;;) {
      const chunk = await Promise.race([reader.next(), deadline]);
      if (chunk === TIMED_OUT)
        return unread(plainAnswer(408, `A form is sent within ${FORM_READ_DEADLINE_MS / 1000} s.`));
      if (chunk === undefined) break;
      if (length + chunk.byteLength > MAX_FORM_BYTES) return unread(tooLong);
      bytes.set(chunk, length);
      length += chunk.byteLength;
    }
    return new URLSearchParams(new TextDecoder().decode(bytes.subarray(0, length)));
  } finally {
    clearTimeout(timer);
  }
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
  const loadForm = element.definition.server.form;
  if (!loadForm) return plainAnswer(405, "This element has no form.", { Allow: "GET, HEAD" });
  if (!isFromOwnPage(request)) return plainAnswer(403, "A form is taken from the shop's own pages only.");
  const fields = await readFields(request);
  if (!(fields instanceof URLSearchParams)) return fields;
  const { returnTo, page } = wayBack(request, fields, element.props.site);
  // The sign-up's failures go to the handler's log as the page's log says them: the error's name
  // and this code's own message, scrubbed (a service's answer may echo what the visitor typed).
  const log = (message: string, error?: unknown) => settings.log(logLine(message, error));
  const from = { origin: settings.origin, page, timeoutMs: settings.fetchTimeoutMs, log };
  const outcome = await (await loadForm()).submit(element.props, fields, from);
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
  // The page's look is a stylesheet from the fragments' folder (./answer-page.css): its policy
  // allows no inline style.
  const sheet = stylesheetAddress(settings.stylesheets, ANSWER_PAGE_STYLESHEET);
  const body =
    `<!doctype html><html lang="${escapeAttribute(String(element.props.locale))}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeAttribute(outcome.title)}</title><link rel="stylesheet" href="${escapeAttribute(sheet)}">` +
    `</head><body><main>${html}</main></body></html>`;
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    // What a visitor typed is in it: no cache keeps it, and no other page is told where they were.
    "Cache-Control": "no-store",
    "Content-Security-Policy": pagePolicy(settings),
    "Referrer-Policy": "same-origin",
  };
  return { status: 200, headers, body };
}
