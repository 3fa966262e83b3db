/**
 * The QA shell's controls for the elements' attributes, made from the manifest that the build
 * writes from the elements' code (dist/custom-elements.json): a checkbox for every boolean
 * attribute and a list for every enum attribute of every element, each with its guide line (the
 * attribute's description). A new boolean or enum attribute reaches the shell and its guide with
 * the code edit alone. The page-wide attributes have controls of their own: the site (and the
 * language it gives), and the platform, which follows the shop's view cookie (demo/demo.js).
 * Attributes that take free text (addresses, tokens) are left to the page's query
 * (`shop-footer.hunter-content=…`, demo/shop-page.mjs).
 */
export const PAGE_WIDE_ATTRIBUTES = ["site", "lang", "platform"];

/**
 * Each control: the element's `tag`, the attribute's `name`, its `key` in the page's query
 * (`tag.name`), its `kind` ("boolean" or "enum"), an enum's `values`, its `initial` value as the
 * attribute's default, and its `description`.
 */
export function attributeControls(manifest) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName);
  return elements.flatMap(({ tagName: tag, attributes = [] }) =>
    attributes.flatMap((attribute) => {
      if (PAGE_WIDE_ATTRIBUTES.includes(attribute.name)) return [];
      const type = attribute.type?.text ?? "";
      const values = enumValues(type);
      const kind = type === "boolean" ? "boolean" : values ? "enum" : undefined;
      if (!kind) return [];
      const initial = attribute.default === undefined ? undefined : JSON.parse(attribute.default);
      return [
        {
          tag,
          name: attribute.name,
          key: `${tag}.${attribute.name}`,
          kind,
          ...(values && { values }),
          initial: kind === "boolean" ? initial === true : (initial ?? values[0]),
          description: attribute.description ?? "",
        },
      ];
    }),
  );
}

/** The values of a union of string literals (`"A" | "B"`), or undefined for any other type. */
function enumValues(type) {
  if (!/^"[^"]*"(?: \| "[^"]*")*$/.test(type)) return undefined;
  return type.split(" | ").map((literal) => JSON.parse(literal));
}
