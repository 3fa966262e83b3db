/**
 * Runs `work` at once while the page is still being parsed, so that what it defines applies to
 * the elements the parser adds next; once the page is parsed, in a task of its own, so that it
 * does not lengthen the task that asked for it (a deferred script runs inside the browser's last
 * task of parsing, beside the page's own work there).
 */
export function atOnceWhileParsing(work: () => void): void {
  if (document.readyState === "loading") work();
  else setTimeout(work);
}
