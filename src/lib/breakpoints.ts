/**
 * The widths at which the elements change their layout, in CSS pixels: the one place they are
 * written. The code imports them; the stylesheets name them in their container queries as
 * `--breakpoint-<name>` (`@container footer (width >= --breakpoint-phone)`), and the elements'
 * JSDoc in its prose, which the build replaces by the value (scripts/breakpoints.mjs, for the
 * sheets and the manifest; a name not here fails the build). Container queries take no custom
 * property, so the name is replaced, not read at run time.
 *
 * A module without imports, so that the build can read it as it is.
 */
export const BREAKPOINTS = {
  /**
   * A viewport narrower than this is a phone's (platform MATCH, src/lib/viewport.ts), and a footer
   * narrower than this is laid out as on a phone: one column, the teaser groups as the accordion.
   */
  phone: 768,
  /**
   * From this width the sign-up form shows its image beside the form: of the element's own width
   * for the layout, of the viewport for the choice of the image's files (the specification's 767).
   */
  formImage: 767,
} as const;
