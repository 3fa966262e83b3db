/**
 * A plugin for @custom-elements-manifest/analyzer (custom-elements-manifest.config.mjs) that
 * documents the elements made by `defineElement({ tag, attributes, ... })` (src/elements/define.ts).
 * They are not classes the analyzer could read: defineElement makes them around React components. For each
 * call it adds a custom-element declaration and its definition to the module's manifest:
 *
 * - the tag name from the call's `tag`, and the declaration's name from the type the module gives
 *   that tag in `HTMLElementTagNameMap`;
 * - the description and the `@fires`, `@csspart` and `@cssproperty` tags from the JSDoc on the
 *   call (TypeScript's JSDoc parsing), as for a class: `@fires name - text`,
 *   `@csspart name - text`, `@cssproperty name - text` or `@cssproperty [name=default] - text`;
 * - the attributes from the attribute specs themselves (src/elements/attributes.ts): the shared
 *   ones, then the call's `attributes`, as `defineElement` merges them. Each one's name by
 *   `attributeName()` (the elements' own rule), its type from the spec's kind (an enum's values as
 *   a union of string literals), its default from the spec, and its description from the doc
 *   comment on the spec's property. An attribute without a doc comment fails the build.
 *
 * The specs are read with TypeScript's type checker, so that values given by name (`SITES`) or
 * spread from elsewhere read as the element reads them: the analyzer must be given the program's
 * source files (`overrideModuleCreation` in the config, `createProgram` below).
 */
import { withBreakpoints } from "./breakpoints.mjs";

/**
 * The program the plugin reads: `files` with the compiler options of `tsconfig`. Its source files
 * are the modules to hand to the analyzer.
 *
 * @param {typeof import("typescript")} ts the analyzer's TypeScript
 * @param {string[]} files
 * @param {string} tsconfig
 */
export function createProgram(ts, files, tsconfig) {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic(diagnostic) {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  return ts.createProgram(files, config.options);
}

/**
 * @param {object} options
 * @param {() => import("typescript").Program} options.program the program of `createProgram`,
 *   asked for once the analyzer starts (the config makes it in `overrideModuleCreation`)
 * @param {(property: string) => string} options.attributeName property name → attribute name
 * @param {{ module: string, name: string }} options.sharedAttributes the export holding the
 *   attribute specs every element has
 * @param {string} [options.definer] the name of the function that defines an element
 */
export function defineElementPlugin({ program, attributeName, sharedAttributes, definer = "defineElement" }) {
  /** @type {import("typescript").TypeChecker} */
  let checker;
  /** @type {import("typescript").Symbol[]} */
  let shared;

  return {
    name: "shop-components: defineElement",

    initialize() {
      checker = program().getTypeChecker();
      shared = checker.getTypeOfSymbol(sharedExport(program(), checker, sharedAttributes)).getProperties();
    },

    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isExpressionStatement(node) || !isCallTo(ts, node.expression, definer)) return;
      const where = position(node);
      const definition = node.expression.arguments[0];
      if (!definition || !ts.isObjectLiteralExpression(definition)) {
        throw new Error(`${where}: ${definer}() is given its definition as an object literal`);
      }
      const property = (name) =>
        definition.properties.find(
          (candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
        )?.initializer;

      const tag = property("tag");
      if (!tag || !ts.isStringLiteral(tag)) throw new Error(`${where}: the tag must be a string literal`);
      const attributes = property("attributes");
      if (!attributes) throw new Error(`${where}: the definition has no attributes`);

      const name = tagNameMapType(ts, node.getSourceFile(), tag.text);
      if (!name) {
        throw new Error(
          `${where}: declare <${tag.text}>'s type in HTMLElementTagNameMap in this module (conventions note)`,
        );
      }
      const specs = new Map();
      // Shared first, the element's own after, as defineElement spreads them.
      for (const symbol of [...shared, ...checker.getTypeAtLocation(attributes).getProperties()]) {
        specs.set(symbol.name, symbol);
      }

      // The schema knows custom elements only as classes; defineElement() makes one (define.ts).
      const declaration = {
        kind: "class",
        name,
        tagName: tag.text,
        customElement: true,
        ...contract(ts, node, where),
        attributes: [...specs.values()].map((symbol) => attribute(ts, checker, symbol, attributeName)),
      };
      moduleDoc.declarations.push(declaration);
      moduleDoc.exports.push({
        kind: "custom-element-definition",
        name: tag.text,
        declaration: { name, module: moduleDoc.path },
      });
    },
  };
}

function isCallTo(ts, expression, name) {
  return (
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === name
  );
}

/** `path:line` of a node, for errors. */
function position(node) {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${file.fileName}:${line + 1}`;
}

function sharedExport(program, checker, { module, name }) {
  const file = program.getSourceFile(module);
  const symbol =
    file && checker.getExportsOfModule(checker.getSymbolAtLocation(file)).find((s) => s.name === name);
  if (!symbol) throw new Error(`${module} does not export ${name} (the shared attribute specs)`);
  return symbol;
}

/**
 * The name of the type that `declare global { interface HTMLElementTagNameMap { "tag": Type } }`
 * in `file` gives `tag`.
 */
function tagNameMapType(ts, file, tag) {
  for (const statement of file.statements) {
    if (!ts.isModuleDeclaration(statement) || statement.name.getText() !== "global" || !statement.body)
      continue;
    for (const declaration of statement.body.statements) {
      if (!ts.isInterfaceDeclaration(declaration) || declaration.name.text !== "HTMLElementTagNameMap")
        continue;
      for (const member of declaration.members) {
        if (
          ts.isPropertySignature(member) &&
          ts.isStringLiteral(member.name) &&
          member.name.text === tag &&
          member.type &&
          ts.isTypeReferenceNode(member.type)
        ) {
          return member.type.typeName.getText();
        }
      }
    }
  }
  return undefined;
}

/** The description and the events, parts and custom properties that the JSDoc on the call states. */
function contract(ts, statement, where) {
  const docs = ts.getJSDocCommentsAndTags(statement).filter((doc) => ts.isJSDoc(doc));
  // The prose names the layout's breakpoints (`--breakpoint-phone`): the manifest gives the width.
  const prose = (text) => withBreakpoints(where, text ?? "");
  const description = prose(ts.getTextOfJSDocComment(docs.at(-1)?.comment)).trim();
  if (!description) throw new Error(`${where}: the call has no JSDoc describing the element`);

  const result = { description, events: [], cssParts: [], cssProperties: [] };
  for (const tag of ts.getJSDocTags(statement)) {
    const { name, defaultValue, description } = splitTag(prose(ts.getTextOfJSDocComment(tag.comment)));
    if (!name || !description)
      throw new Error(`${where}: @${tag.tagName.text} needs a name and a description`);
    switch (tag.tagName.text) {
      case "fires":
        result.events.push({ name, type: { text: "CustomEvent" }, description });
        break;
      case "csspart":
        result.cssParts.push({ name, description });
        break;
      case "cssproperty":
        result.cssProperties.push({
          name,
          ...(defaultValue === undefined ? {} : { default: defaultValue }),
          description,
        });
        break;
      default:
        // @tag and @attr included: the tag is the call's, an attribute is documented on its spec.
        throw new Error(
          `${where}: @${tag.tagName.text} is not read here; the tag is the call's \`tag\`, an ` +
            `attribute's description is the doc comment on its spec`,
        );
    }
  }
  return result;
}

/** `name - text`, `name text` or `[name=default] - text`, as the analyzer reads its class tags. */
function splitTag(text) {
  const trimmed = text.trim();
  const bracketed = trimmed.startsWith("[");
  const end = bracketed ? trimmed.indexOf("]") + 1 : trimmed.indexOf(" ");
  const head = end > 0 ? trimmed.slice(0, end) : trimmed;
  let description = trimmed.slice(head.length).trim();
  if (description.startsWith("- ")) description = description.slice(2).trim();
  if (!bracketed) return { name: head, defaultValue: undefined, description };
  const inner = head.slice(1, -1);
  const equals = inner.indexOf("=");
  return equals === -1
    ? { name: inner, defaultValue: undefined, description }
    : { name: inner.slice(0, equals), defaultValue: inner.slice(equals + 1), description };
}

/** One attribute of the manifest from its spec: `symbol` is the spec's property. */
function attribute(ts, checker, symbol, attributeName) {
  const declaration = symbol.valueDeclaration;
  const where = declaration ? position(declaration) : symbol.name;
  const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  if (!description) {
    throw new Error(
      `${where}: the attribute spec "${symbol.name}" has no doc comment; it is the attribute's ` +
        `description in the manifest`,
    );
  }
  const spec = checker.getTypeOfSymbol(symbol);
  const field = (name) => {
    const property = spec.getProperty(name);
    return property && checker.getTypeOfSymbol(property);
  };
  const kind = literal(checker, field("kind"), where);
  const types = {
    boolean: () => "boolean",
    text: () => "string",
    origin: () => "string",
    link: () => "string",
    enum: () =>
      enumValues(checker, field("values"), where)
        .map((value) => JSON.stringify(value))
        .join(" | "),
  };
  if (!types[kind]) throw new Error(`${where}: unknown attribute kind "${kind}"`);
  const defaultType = field("default");
  return {
    name: attributeName(symbol.name),
    fieldName: symbol.name,
    type: { text: types[kind]() },
    // As the analyzer writes a class field's initializer: a JavaScript expression ("\"CLASSIC\"", "false").
    ...(defaultType ? { default: JSON.stringify(literal(checker, defaultType, where)) } : {}),
    description,
  };
}

/** The value of a string or boolean literal type (the specs are `as const`). */
function literal(checker, type, where) {
  if (type?.isStringLiteral()) return type.value;
  const text = type && checker.typeToString(type);
  if (text === "true" || text === "false") return text === "true";
  throw new Error(`${where}: expected a literal, found ${text ?? "nothing"}`);
}

/** An enum's values in order: a tuple's elements, or the members of an array's union of literals. */
function enumValues(checker, type, where) {
  const isList = type && (checker.isTupleType(type) || checker.isArrayType(type));
  const elements = isList ? checker.getTypeArguments(type) : [];
  const values = elements.flatMap((element) => (element.isUnion() ? element.types : [element]));
  if (!values.length || !values.every((value) => value.isStringLiteral())) {
    throw new Error(`${where}: an enum's values must be string literals`);
  }
  return values.map((value) => value.value);
}
