/**
 * Route tables: `[method, pattern, handler]` rows, where a pattern is a path whose segments are
 * literal, `:name` (one segment, captured) or `a|b` (one of the alternatives). A route's id is
 * its handler's name; scenarios replace single routes by that id.
 */

import { json, PROBLEMS } from "./http.mjs";

export function compileRoutes(table) {
  return table.map(([method, pattern, handler]) => {
    const source = pattern
      .split("/")
      .map((segment) => {
        if (segment.startsWith(":")) return `(?<${segment.slice(1)}>[^/]+)`;
        return `(?:${segment.split("|").map(escapeRegExp).join("|")})`;
      })
      .join("/");
    return { method, id: handler.name, handler, regExp: new RegExp(`^${source}$`) };
  });
}

/** @returns {{ route, params } | { allowed: string[] } | null} */
export function matchRoute(routes, method, pathname) {
  const allowed = [];
  for (const route of routes) {
    const found = route.regExp.exec(pathname);
    if (!found) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    try {
      const params = Object.fromEntries(
        Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      );
      return { route, params };
    } catch {
      return null;
    }
  }
  return allowed.length > 0 ? { allowed: [...new Set(allowed)] } : null;
}

/**
 * The answer of the matched route (or of the scenario's replacement for it, from `overrides`),
 * or 404, 405 and 413 when there is no route, no route for the method, or the body is too large.
 */
export async function routeResponse(match, ctx, overrides = {}) {
  if (!match) return json(404, PROBLEMS.notFound);
  if (match.allowed) {
    return json(405, PROBLEMS.methodNotAllowed, { allow: match.allowed.join(", ") });
  }
  if (ctx.body.kind === "too-large") return json(413, PROBLEMS.payloadTooLarge);
  const handler = overrides[match.route.id] ?? match.route.handler;
  return handler({ ...ctx, params: match.params });
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
