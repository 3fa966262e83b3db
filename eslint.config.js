import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "build/", "node_modules/", "locales/**/*.po", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["src/**/*.{ts,tsx}", "test/build/**/*.ts"],
    languageOptions: { globals: globals.browser },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // A function that needs a scroll bar to read is two functions (a component renders, its
      // state lives in a hook).
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
      // valibot's object() reads its entries with for…in: a page's enumerable additions to
      // Object.prototype would be read as schemas. src/lib/schema.ts builds entries without one.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='v'][callee.property.name='object']",
          message:
            "Use objectSchema() from src/lib/schema.ts: its entries have no prototype a page can extend.",
        },
      ],
    },
  },
  {
    files: ["src/lib/schema.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["test/**/*.js"],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
    // chai's property assertions (`expect(x).to.exist`) are expressions by design.
    rules: { "@typescript-eslint/no-unused-expressions": "off" },
  },
  {
    files: [
      "demo/**/*.{js,mjs}",
      "scripts/**/*.mjs",
      "bench/**/*.{js,mjs}",
      "test/server/**/*.mjs",
      "test/edge/**/*.mjs",
      "test/unit/**/*.mjs",
      "test/fixtures/**/*.mjs",
      "*.{js,mjs}",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
