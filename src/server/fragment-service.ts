import { SITES } from "../config/sites";
import { createFragmentAnswers } from "./fragment-answers";
import {
  MAX_URL_LENGTH,
  encoded,
  finalAnswer,
  pathAndQuery,
  plainAnswer,
  type Answer,
  type FragmentRequest,
} from "./fragment-http";
import { SERVER_RENDERED_TAGS, STYLESHEETS, loadViews, serverDefinition } from "./render";
import type { Settings } from "./settings";

/**
 * What the fragment endpoint answers, whatever the runtime: a table of routes under the prefix,
 * each with the methods it takes. `GET|HEAD {prefix}/<tag>?<attributes>` is a fragment,
 * `{prefix}/<tag>.css` its stylesheet (`{prefix}/answer-page.css`: the answer page's);
 * `POST {prefix}/<tag>?<attributes>` a form of the element posted without the script (the
 * newsletter sign-up, ./form-post.ts); `POST {prefix}/_refresh?site=de` (with the configured
 * bearer token) is the publish hook. The Node handler and the web `fetch` handler both call it.
 */

interface Route {
  methods: readonly string[];
  answer(request: FragmentRequest, query: string): Promise<Answer>;
}

const READ = ["GET", "HEAD"] as const;

const digestOf = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", encoded(text))).join();

/**
 * The publish hook: the content of every element of `site` is asked for now, so that a purge
 * at the edge that follows finds it. Compared as digests, so that the time a comparison takes
 * says nothing about the token.
 */
function refreshRoute(token: string, refreshSite: (site: string) => Promise<unknown[]>): Route {
  const expected = digestOf(`Bearer ${token}`);
  return {
    methods: ["POST"],
    async answer(request, query) {
      const given = (await digestOf(request.headers.get("authorization") ?? "")) === (await expected);
      if (!given)
        return plainAnswer(401, "A publish needs the bearer token.", { "WWW-Authenticate": "Bearer" });
      const site = new URLSearchParams(query).get("site") ?? "";
      if (!(SITES as readonly string[]).includes(site))
        return plainAnswer(400, `site=${JSON.stringify(site)} is not a site; sites: ${SITES.join(", ")}.`);
      const refreshed = await refreshSite(site);
      const headers = { "Content-Type": "application/json", "Cache-Control": "no-store" };
      return { status: 200, headers, body: JSON.stringify({ site, refreshed }) };
    },
  };
}

/**
 * Whether the request is for this host: an absolute address as its target (`GET
 * http://other.host/fragments/…`, as a proxy is asked) must name the host `Host` names; a web
 * `Request`'s address is made from its `Host`.
 */
function isOwnTarget(request: FragmentRequest): boolean {
  const host = request.headers.get("host");
  if (request.url.startsWith("/") || host === null) return true;
  const target = new URL(request.url);
  try {
    return new URL(`${target.protocol}//${host}`).host === target.host;
  } catch {
    return false;
  }
}

export function createFragmentService(settings: Settings) {
  const answers = createFragmentAnswers(settings);
  const routes = new Map<string, Route>();
  for (const tag of SERVER_RENDERED_TAGS) {
    const hasForm = serverDefinition(tag).server.form !== undefined;
    routes.set(tag, {
      methods: hasForm ? [...READ, "POST"] : READ,
      answer: (request, query) =>
        request.method === "POST" ? answers.post(tag, request, query) : answers.fragment(tag, query),
    });
  }
  for (const name of STYLESHEETS)
    routes.set(`${name}.css`, {
      methods: READ,
      answer: (_request, query) => answers.stylesheet(name, query),
    });
  if (settings.refreshToken) routes.set("_refresh", refreshRoute(settings.refreshToken, answers.refreshSite));

  async function routed(request: FragmentRequest, name: string, query: string, length: number) {
    if (length > MAX_URL_LENGTH)
      return plainAnswer(414, `A fragment's address has at most ${MAX_URL_LENGTH} characters.`);
    const route = routes.get(name);
    if (!route) return plainAnswer(404, `No fragment here; there are: ${SERVER_RENDERED_TAGS.join(", ")}.`);
    if (!route.methods.includes(request.method)) {
      const allow = route.methods.join(", ");
      return plainAnswer(405, `Only ${allow} are answered here.`, { Allow: allow });
    }
    return route.answer(request, query);
  }

  return {
    /** The answer to `request`, ready to send; `undefined` when its path is not under the prefix. */
    async answer(request: FragmentRequest): Promise<Answer | undefined> {
      const { path, query, length } = pathAndQuery(request.url);
      if (path !== settings.prefix && !path.startsWith(`${settings.prefix}/`)) return undefined;
      try {
        await loadViews();
        if (!isOwnTarget(request))
          return finalAnswer(
            request,
            plainAnswer(400, "A request names a path on this host, not another host."),
          );
        const name = path.slice(settings.prefix.length + 1);
        return finalAnswer(request, await routed(request, name, query, length));
      } catch (error) {
        // Not reached by any input tried (test/server/security.test.mjs): a page then holds
        // nothing at this place rather than an error text, and no cache keeps it.
        settings.log(`the fragment ${path}?${query} could not be answered`, error);
        return { status: 200, headers: { "Cache-Control": "no-store", "Content-Length": "0" } };
      }
    },
    refresh: answers.refreshSite,
    stats: answers.stats,
  };
}
