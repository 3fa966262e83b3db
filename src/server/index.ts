/**
 * The server module (dist/server.mjs): the shop's elements rendered where the shop renders its
 * pages, for the script to hydrate. `renderElement` renders one; the fragment handler answers
 * an edge's or a template's include; the CLI (dist/cli.mjs) writes fragment files.
 */
export {
  AttributeError,
  ELEMENT_TAGS,
  SERVER_RENDERED_TAGS,
  STYLESHEETS,
  attributeMarkup,
  attributeNames,
  stylesheet,
  type ElementAttributes,
} from "./render";
export { fetchContent, renderElement, type RenderOptions } from "./render-element";
export { createFragmentHandler, type FragmentHandler, type FragmentHandlerOptions } from "./fragments";
export type { ContentState, DataState, FetchData } from "./data-cache";
