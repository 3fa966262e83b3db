import type * as v from "valibot";

/**
 * What may be logged: log texts go to the console and to the error-monitoring log, so they are
 * scrubbed by an ALLOW-LIST of shapes, not by patterns of what may not be logged (an e-mail
 * address, a token or a name has too many shapes to recognise them all).
 *
 * - A text is cut to {@link LOG_TEXT_MAX_CHARS} characters before anything else looks at it, and
 *   every step after that is a single pass over the (cut) text: untrusted text never costs more
 *   than linear time.
 * - The text is split at white space; each word is kept only when it has one of the shapes of
 *   {@link WORD_SHAPES} (a plain word, a number of at most 9 digits, a service path, a part path
 *   such as `teaserGroups[3].links[0].href`, a file name, a symbol). Anything else (an address,
 *   a token with digits, a query, a URL, a text of more than {@link WORD_MAX_CHARS} characters)
 *   is replaced by {@link REDACTED}. Paths are checked segment by segment, so
 *   `/newsletter-subscribers/3f2b…/doi` keeps its plain segments.
 * - The texts the code writes never put personal values in at all: tokens become `{token}` in
 *   paths (src/api/errors.ts), rejected values are described by their kind, never repeated
 *   ({@link describeIssues}), and the page's address is logged as its origin only
 *   (src/api/error-log.ts).
 */
/** Long enough for the footer's report of every part it left out (about 30 in the worst real case). */
export const LOG_TEXT_MAX_CHARS = 4000;
export const WORD_MAX_CHARS = 100;
export const REDACTED = "[…]";

const OPENING = `(["'<`;
const CLOSING = `)"'>.,:;!?`;

/**
 * The shapes of words that may be logged. Each is anchored and unambiguous (no alternative of a
 * repetition can match the same text two ways), and words are at most WORD_MAX_CHARS long.
 */
const WORD_SHAPES: readonly RegExp[] = [
  // Plain words: "failed", "de-DE", "TypeError", "BAD_REQUEST", "http(s)".
  /^[A-Za-z]+(?:[-_][A-Za-z]+)*(?:\(s\))?$/,
  // Numbers: statuses, counts, 9-digit product ids.
  /^\d{1,9}$/,
  // Part paths and file names: "teaserGroups[3].links[0].href", "unknown-logo.svg".
  /^[A-Za-z][A-Za-z-]{0,39}(?:\[\d{1,6}\])?(?:\.[A-Za-z][A-Za-z-]{0,39}(?:\[\d{1,6}\])?){0,6}$/,
  // Symbols: "|", "→", "×", "—".
  /^[\p{P}\p{S}]{1,3}$/u,
];

/** A segment of a service path: "newsletter-subscribers", "v1", "SHOP_FOOTER", "{token}". */
const PATH_SEGMENT = /^(?:[a-z]+(?:-[a-z]+)*|v\d{1,2}|[A-Z]+(?:_[A-Z]+)*|\{[A-Za-z]+\})$/;

function isAllowedWord(core: string): boolean {
  return WORD_SHAPES.some((shape) => shape.test(core));
}

function scrubWord(word: string): string {
  if (word.length > WORD_MAX_CHARS) return REDACTED;
  let start = 0;
  let end = word.length;
  while (start < end && OPENING.includes(word[start] as string)) start += 1;
  while (end > start && CLOSING.includes(word[end - 1] as string)) end -= 1;
  // Punctuation that closes a word may belong to it: "http(s)" is checked whole first.
  if (isAllowedWord(word)) return word;
  const core = word.slice(start, end);
  let kept: string;
  if (core === "" || isAllowedWord(core)) kept = core;
  else if (core.startsWith("/"))
    kept = core
      .split("/")
      .map((segment) => (segment === "" || PATH_SEGMENT.test(segment) ? segment : REDACTED))
      .join("/");
  else kept = REDACTED;
  return word.slice(0, start) + kept + word.slice(end);
}

/**
 * The text as it may be logged: cut to LOG_TEXT_MAX_CHARS, every word not of an allowed shape
 * replaced by "[…]". Linear in the length of the (cut) text.
 */
export function scrub(text: string): string {
  const isCut = text.length > LOG_TEXT_MAX_CHARS;
  const words = (isCut ? text.slice(0, LOG_TEXT_MAX_CHARS) : text).split(/(\s+)/);
  const scrubbed = words.map((part, index) => (index % 2 === 1 ? part : scrubWord(part))).join("");
  return isCut ? `${scrubbed} ${REDACTED} (cut at ${LOG_TEXT_MAX_CHARS} characters)` : scrubbed;
}

/** A failure in words: its message and what may be said of the error (not yet scrubbed). */
export function failureText(message: string, error?: unknown): string {
  return error === undefined ? message : `${message} (${describeError(error)})`;
}

/** A failure as the logs say it: {@link failureText}, scrubbed. */
export function logLine(message: string, error?: unknown): string {
  return scrub(failureText(message, error));
}

const ERROR_NAME = /^[A-Za-z]{1,40}$/;

/**
 * What may be said of a thrown value: the name of an Error (TypeError, TimeoutError,
 * ResponseError …) and, for the errors of this code, which carry only texts it wrote, their
 * message. Other messages may hold anything (a browser's, a page script's), so they are left
 * out. Never throws, whatever was thrown (a Proxy, an object whose getters throw).
 */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error || error instanceof DOMException) {
      const name = typeof error.name === "string" && ERROR_NAME.test(error.name) ? error.name : "Error";
      return error instanceof LoggableError ? `${name}: ${error.message.slice(0, LOG_TEXT_MAX_CHARS)}` : name;
    }
    return typeof error === "object" && error !== null ? "a thrown object" : `a thrown ${typeof error}`;
  } catch {
    return "an unreadable thrown value";
  }
}

/**
 * An error whose message this code writes from texts it chose (src/api/errors.ts, the catalog
 * loader): {@link describeError} logs its message, still scrubbed.
 */
export class LoggableError extends Error {}

/**
 * Valibot issues as a log text: where each problem is and what was expected, never the value
 * received (which may be personal, or 40 000 characters long). At most three issues.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const described = issues.slice(0, 3).map((issue) => {
    const path = issue.path?.map((item) => String(item.key).slice(0, 40)).join(".");
    const what = issue.expected
      ? `expected ${issue.expected}`
      : issue.kind === "validation"
        ? issue.message
        : "";
    return `${path ? `${path}: ` : ""}${what || `invalid ${issue.type}`}`;
  });
  if (issues.length > 3) described.push(`and ${issues.length - 3} more`);
  return described.join("; ");
}
