import type { ReactNode } from "react";
import type { Site } from "../config/sites";

/*
 * What an element rendered on the server (src/server/) brings into the page, as plain data: the
 * fragment's data block, the build that wrote it, and the rules for the addresses a fragment
 * holds. The script reads it before any element renders (no React here: src/lib/prerender.ts has
 * the hooks through which the components read it).
 */

/**
 * What an element rendered on the server (src/server/) carries into the page for the script to
 * hydrate it with, as JSON in a `<script type="application/json">` at the start of its
 * declarative shadow root (CSP does not apply to data). The browser renders from the same values
 * the server did, so that hydration finds the markup it would render and changes nothing.
 */
export interface FragmentData {
  /** The build that rendered it: markup from another build is rendered anew, not hydrated. */
  build: string;
  /** The element's attributes as the server read them, by name (absent ones left out). */
  attributes: Record<string, string>;
  /** The viewport the server rendered for (the element's definition chooses it unless the page's server says). */
  viewport: "phone" | "desktop";
  /**
   * What the server fetched for the element before rendering it (the footer's content), as the
   * element's definition read it (its valid parts only; null: none). The browser reads it again.
   */
  data?: unknown;
  /**
   * Where the element's form posts before the script runs, or without it: the fragment endpoint's
   * address for the element's attributes (a path on the page's own origin). Rendered into the
   * form's `action`, so that hydration finds the same markup; with the script the form never
   * posts (its handler signs up), so a forged data block cannot send a visitor's entries anywhere.
   */
  formAction?: string;
}

/** What the components read while rendering on the server or hydrating: the fragment's data. */
export interface Prerendered extends FragmentData {
  site: Site;
  apiBase: string | undefined;
  /**
   * On the server only: the origin the element's addresses (logos, image) are made with. In the
   * browser they come from the page's origin or `api-base`, never from a data block, which
   * anybody who can put HTML into a page could write.
   */
  serverOrigin?: string;
  /**
   * On the server only: the declarative shadow root (a `<template shadowrootmode>`) of a nested
   * element, by tag. In the browser the parser has turned it into the nested element's shadow root.
   */
  nestedShadowRoot?: (tag: string, attributes: Record<string, string>) => ReactNode;
  /**
   * On the server only, answering a form posted without the script: the state the element's form
   * submit left it in, and the page the visitor came from, which the element links back to.
   */
  posted?: { state: unknown; returnTo: string };
}

/**
 * `text` read as a browser reads an address on `origin` (tabs and newlines dropped, a backslash
 * taken for a slash, dot-segments resolved, percent-escapes kept): its path and query when it
 * leads to `origin`, else `undefined`. A path that starts with two slashes is refused too: written
 * back into a page or a `Location`, a browser reads "//other.host/x" as another host.
 */
export function ownPathOf(text: string, origin: string): string | undefined {
  try {
    const url = new URL(text, origin);
    const path = `${url.pathname}${url.search}`;
    return url.origin === new URL(origin).origin && !path.startsWith("//") ? path : undefined;
  } catch {
    // Not an address at all ("//[", an opaque origin).
    return undefined;
  }
}

/**
 * The hidden field of a form answered without the script that carries the page the visitor first
 * posted from, so that a second post (after correcting a field) still leads back there.
 */
export const RETURN_FIELD = "returnTo";

/** The data attribute that marks the fragment's JSON. */
export const FRAGMENT_DATA_ATTRIBUTE = "data-shop-fragment";

/**
 * The build's identity (scripts/build-parts.mjs: the version and a hash of the sources and texts), the
 * same in the script and in the server module built with it.
 */
export const BUILD = __BUILD__;

/**
 * Whether the fragment's data answers the requests of an element showing `site` from `apiBase`:
 * what it carries was fetched for the site and services it was rendered for, not for others.
 */
export function isPrerenderedFor(
  prerendered: Prerendered | undefined,
  site: Site,
  apiBase: string | undefined,
): prerendered is Prerendered {
  return prerendered?.site === site && prerendered.apiBase === apiBase;
}
