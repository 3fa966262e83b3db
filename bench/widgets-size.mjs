/**
 * What the widget kit (src/ui/) adds to dist/shop-components.js once the elements use it (the
 * goal: at most +4 KB gzip with every widget referenced). Nothing of the kit is in the bundle
 * until an element imports it, so this builds the bundle's entry with the same plugin chain, once
 * alone and once with the kit's exports kept alive, and prints the difference (gzip -9, as
 * bench/size.mjs):
 *
 *   widgets     every shared widget, its rules, the widgets' own glyphs and the stylesheet
 *   + texts     and the interface texts no widget shows, with their helpers (base price, …)
 *   + footer    and the footer's icon set (service teasers, social media brands)
 *   + products  and the icon set of the shop's product areas (coffee, kitchen, sale, …)
 *
 *   npm run bench:widgets
 */
import { gzipSync } from "node:zlib";
import { rollup } from "rollup";
import { plugins } from "../rollup.config.mjs";

/** The shared widgets with what they need (rules, the widgets' glyphs, the stylesheet). */
const WIDGETS = [
  "Banderole",
  "Button",
  "CopyCode",
  "ExpansionPanel",
  "FormLabel",
  "Icon",
  "IconButton",
  "InputField",
  "Modal",
  "Notification",
  "PasswordStrengthMeter",
  "ShowMore",
  "Spinner",
  "TextLink",
  "formatIban",
  "digitsOnly",
  "passwordStrength",
  "safeHref",
  "uiStyles",
];

/** The interface texts that no widget shows, and the helpers that format them. */
const TEXTS = [
  "BasePrice",
  "formatDate",
  "phonePrefixes",
  "backToTop",
  "pageOfPages",
  "previousPage",
  "nextPage",
  "energyEfficiencyClass",
  "removeFile",
  "search",
  "increaseQuantity",
  "decreaseQuantity",
  "nationalPhoneNumber",
  "areaCode",
  "insertSuggestion",
  "skipList",
  "sliderPrevious",
  "sliderNext",
  "slideshowPrevious",
  "slideshowNext",
];

/** The bundle's entry plus `names` from the kit, stored on window so that none is shaken out. */
function entry(names) {
  const id = "\0widgets-size-entry";
  return {
    name: "widgets-size-entry",
    resolveId: (source) => (source === id ? id : null),
    load: (source) =>
      source === id
        ? `import "./src/index.ts";\n` +
          (names.length
            ? `import { ${names.join(", ")} } from "./src/ui/index.ts";\nwindow.kit = [${names.join(", ")}];`
            : "")
        : null,
  };
}

async function gzipSize(names) {
  const bundle = await rollup({
    input: "\0widgets-size-entry",
    plugins: [entry(names), ...plugins()],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: "iife" });
  await bundle.close();
  return gzipSync(output[0].code, { level: 9 }).length;
}

const variants = {
  "shop-components.js without the kit": [],
  widgets: WIDGETS,
  "+ texts": [...WIDGETS, ...TEXTS],
  "+ footer icons": [...WIDGETS, ...TEXTS, "footerIcons"],
  "+ product icons": [...WIDGETS, ...TEXTS, "footerIcons", "productIcons"],
};
const sizes = {};
for (const [name, names] of Object.entries(variants)) sizes[name] = await gzipSize(names);
const [base, ...rest] = Object.entries(sizes);
console.log(`${base[0]}: ${base[1]} B gzip`);
for (const [name, size] of rest) {
  console.log(`${name}: ${size} B gzip, +${size - base[1]} B (+${((size - base[1]) / 1024).toFixed(2)} KB)`);
}
