/** The themes the tests show the elements in besides the default one. */

/** The tokens of demo/theme-dark.html, the demo's second theme (its font is the test page's). */
export const DARK_THEME = [
  "--shop-color-text: #f3ece4",
  "--shop-color-muted: #b9aea3",
  "--shop-color-background: #1f1a17",
  "--shop-color-surface: #2a231f",
  "--shop-color-surface-strong: #1c1714",
  "--shop-color-border: #4a3f38",
  "--shop-color-divider: rgb(243 236 228 / 0.12)",
  "--shop-color-primary: #e0a868",
  "--shop-color-on-primary: #1c1714",
  "--shop-color-link: #e8b57e",
  "--shop-color-error: #ff8f87",
  "--shop-color-success: #86d993",
  "--shop-color-focus: #e8b57e",
  "--shop-radius: 2px",
  "--shop-radius-l: 2px",
  "--shop-footer-logo-plate: #f4f1ed",
  "--shop-footer-logo-plate-padding: 3px",
].join("; ");
