import { createContext, useContext, useLayoutEffect, useState } from "react";
import type { Site } from "../config/sites";
import { isPrerenderedFor, type Prerendered } from "./fragment";
import { pageOrigin } from "./page";

/*
 * The one module the components read the server from (as React Aria's useIsSSR): what an
 * element rendered on the server carries, and the few hooks through which a component renders
 * the same on the server and when it hydrates. Nothing else in a component knows about either.
 */

export const PrerenderContext = createContext<Prerendered | undefined>(undefined);

/** The fragment's data while the element renders on the server or hydrates; else undefined. */
function usePrerendered(): Prerendered | undefined {
  return useContext(PrerenderContext);
}

/** Whether the element renders on the server, or renders what the server rendered (it hydrates). */
export function useIsPrerendered(): boolean {
  return usePrerendered() !== undefined;
}

/** The viewport the element is rendered for on the server, and hydrates in; a desktop's otherwise. */
export function useServerViewport(): "phone" | "desktop" {
  return usePrerendered()?.viewport ?? "desktop";
}

/**
 * What the server fetched for the element (the footer's content), read by `read` (a data block in
 * a page is not trusted: the same validation as a service's answer), when it was rendered for
 * `site` and `apiBase`; `undefined` when not, or when the element was not rendered on the server.
 * Read once, when the element first renders.
 */
export function usePrerenderedData<T>(
  site: Site,
  apiBase: string | undefined,
  read: (raw: unknown) => T,
): T | undefined {
  const prerendered = usePrerendered();
  const isForThese = isPrerenderedFor(prerendered, site, apiBase);
  const [data] = useState(() => (isForThese ? read(prerendered.data) : undefined));
  return isForThese ? data : undefined;
}

/**
 * A nested element's declarative shadow root (the footer's form): on the server, its markup as a
 * `<template shadowrootmode>`; in the browser nothing, as the parser has made it the nested
 * element's shadow root.
 */
export function NestedShadowRoot({ tag, attributes }: { tag: string; attributes: Record<string, string> }) {
  return usePrerendered()?.nestedShadowRoot?.(tag, attributes) ?? null;
}

/**
 * The element's form without the script: where it posts (`action`; `undefined` when the element
 * was rendered in the browser, where its handler always submits), and, on the server answering
 * such a post, the state the submit left it in and the page to go back to.
 */
export function useFormWithoutScript(): { action: string | undefined; posted: Prerendered["posted"] } {
  const prerendered = usePrerendered();
  return { action: prerendered?.formAction, posted: prerendered?.posted };
}

/**
 * Runs `pickUp` once, as the element hydrates (before the browser paints): for what a visitor did
 * with the server's markup before the script ran, which React keeps in the page but not in state.
 */
export function useOnHydration(pickUp: () => void): void {
  const isHydrating = useIsPrerendered() && typeof window !== "undefined";
  useLayoutEffect(() => {
    if (isHydrating) pickUp();
    // Once: later the state leads and the page follows it.
  }, []);
}

/**
 * The origin of the addresses an element makes (its images): `api-base`, else on the server the
 * origin it was given, else the page's own.
 */
export function useAddressOrigin(apiBase: string | undefined): string {
  const serverOrigin = usePrerendered()?.serverOrigin;
  return apiBase ?? serverOrigin ?? pageOrigin();
}
