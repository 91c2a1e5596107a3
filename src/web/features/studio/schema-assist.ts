/**
 * Completion and checks in the studio's editor from the file's JSON Schema (core/schema/file-schemas.ts),
 * read straight from the schema: property names an object takes (and those it refuses), the values
 * a list allows, the type a setting wants. No validator is compiled (the page's CSP allows no eval);
 * the release check on the server remains the judge (decision 0010).
 */
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The branches a schema node stands for: itself, its anyOf/oneOf/allOf, a `#` reference to the root. */
function branches(node: unknown, root: Schema, depth = 0): Schema[] {
  if (!isObject(node) || depth > 8) return [];
  if (node.$ref === '#') return branches(root, root, depth + 1);
  const out: Schema[] = [node];
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(node[key])) for (const item of node[key] as unknown[]) out.push(...branches(item, root, depth + 1));
  return out;
}

/** The schema of a property or an item of `node`. */
function childSchema(node: unknown, root: Schema, key: string | number): Schema[] {
  const out: Schema[] = [];
  for (const branch of branches(node, root)) {
    if (typeof key === 'number') {
      if (isObject(branch.items)) out.push(...branches(branch.items, root));
      continue;
    }
    const properties = isObject(branch.properties) ? branch.properties : {};
    if (isObject(properties[key])) out.push(...branches(properties[key], root));
    else if (isObject(branch.patternProperties) && Object.entries(branch.patternProperties).some(([pattern]) => new RegExp(pattern).test(key))) out.push({});
    else if (isObject(branch.additionalProperties)) out.push(...branches(branch.additionalProperties, root));
  }
  return out;
}

/** Whether an object of `node` refuses a property named `key`. */
function refuses(node: Schema[], key: string): boolean {
  if (node.length === 0) return false;
  return node.every((branch) => {
    if (branch.additionalProperties !== false) return false;
    if (isObject(branch.properties) && key in branch.properties) return false;
    return !(isObject(branch.patternProperties) && Object.keys(branch.patternProperties).some((pattern) => new RegExp(pattern).test(key)));
  });
}

const propertyName = (state: EditorState, node: SyntaxNode): string | undefined => {
  const name = node.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(state.sliceDoc(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
};

/** The schema branches at `node` (an Object, Array or value), found by walking up to the document. */
function schemaOfNode(state: EditorState, node: SyntaxNode, root: Schema): Schema[] {
  const steps: (string | number)[] = [];
  let at: SyntaxNode | null = node;
  while (at && at.parent && at.parent.name !== 'JsonText') {
    const parent: SyntaxNode = at.parent;
    if (parent.name === 'Property') {
      const key = propertyName(state, parent);
      if (key === undefined) return [];
      steps.unshift(key);
      at = parent.parent;
      continue;
    }
    if (parent.name === 'Array') {
      steps.unshift(0);
      at = parent;
      continue;
    }
    at = parent;
  }
  let schemas = branches(root, root);
  for (const step of steps) {
    schemas = schemas.flatMap((schema) => childSchema(schema, root, step));
    if (schemas.length === 0) return [];
  }
  return schemas;
}

const enumOf = (schemas: Schema[]): unknown[] =>
  schemas.flatMap((schema) => (Array.isArray(schema.enum) ? schema.enum : schema.const !== undefined ? [schema.const] : []));

/** Completion: the property names an object takes, and the values a setting allows. */
export function schemaCompletion(schema: Schema) {
  return (context: CompletionContext): CompletionResult | null => {
    const tree = syntaxTree(context.state);
    const node = tree.resolveInner(context.pos, -1);
    const word = context.matchBefore(/"?[\w:$.*/-]*/);
    const from = word ? word.from : context.pos;
    // inside an object, where a property name goes
    const object =
      node.name === 'Object'
        ? node
        : node.parent?.name === 'Object' && node.name !== 'Property'
          ? node.parent
          : node.name === 'PropertyName'
            ? node.parent?.parent
            : null;
    if (object && object.name === 'Object') {
      const present = new Set<string>();
      for (let child = object.getChild('Property'); child; child = child.nextSibling)
        if (child.name === 'Property') present.add(propertyName(context.state, child) ?? '');
      const names = new Set<string>();
      for (const branch of schemaOfNode(context.state, object, schema))
        if (isObject(branch.properties)) for (const name of Object.keys(branch.properties)) names.add(name);
      const options = [...names]
        .filter((name) => !present.has(name))
        .map((name) => ({ label: JSON.stringify(name), type: 'property', apply: `${JSON.stringify(name)}: ` }));
      return options.length ? { from, options, validFor: /^"?[\w:$.*/-]*$/ } : null;
    }
    // a value: the enum of its setting, or the items of its list
    const values = enumOf(schemaOfNode(context.state, node, schema));
    if (values.length === 0) return null;
    return { from, options: values.map((value) => ({ label: JSON.stringify(value), type: 'enum' })), validFor: /^"?[\w:$.*/-]*$/ };
  };
}

const TYPE_OF: Record<string, string> = {
  String: 'string',
  Number: 'number',
  True: 'boolean',
  False: 'boolean',
  Null: 'null',
  Object: 'object',
  Array: 'array',
};

/** Checks from the schema: a property an object refuses, a value outside a setting's list, a value of the wrong type. */
export function schemaLint(schema: Schema) {
  return (state: EditorState): Diagnostic[] => {
    const found: Diagnostic[] = [];
    syntaxTree(state).iterate({
      enter(node) {
        if (node.name === 'Property') {
          const key = propertyName(state, node.node);
          const parentSchemas = node.node.parent ? schemaOfNode(state, node.node.parent, schema) : [];
          if (key !== undefined && refuses(parentSchemas, key)) {
            const name = node.node.getChild('PropertyName')!;
            found.push({ from: name.from, to: name.to, severity: 'error', message: `"${key}" is not a setting of this place`, source: 'schema' });
          }
          return;
        }
        const type = TYPE_OF[node.name];
        if (!type || node.node.parent?.name === 'JsonText') return;
        const schemas = schemaOfNode(state, node.node, schema);
        if (schemas.length === 0) return;
        const allowed = enumOf(schemas);
        const text = state.sliceDoc(node.from, node.to);
        if (allowed.length > 0 && (type === 'string' || type === 'number' || type === 'boolean')) {
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            return;
          }
          if (!allowed.some((option) => option === value))
            found.push({
              from: node.from,
              to: node.to,
              severity: 'error',
              message: `Allowed here: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
              source: 'schema',
            });
          return;
        }
        const types = schemas.flatMap((s) => (typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : []));
        const fits = types.length === 0 || types.some((t) => t === type || (t === 'integer' && type === 'number' && Number.isInteger(Number(text))));
        if (!fits) found.push({ from: node.from, to: node.to, severity: 'error', message: `Should be ${types.join(' or ')}`, source: 'schema' });
      },
    });
    return found;
  };
}
