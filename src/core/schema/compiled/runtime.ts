/**
 * What the generated validators use besides our keyword functions: ajv's small run-time helpers
 * and ajv-formats' format checks (never ajv's compiler). The generator rewrites each
 * `require("<module>")` of ajv's standalone code into `rt["<module>"]`, and fails the build on a
 * module missing here: add it (an import below) after checking it holds no code generator.
 */
import * as equal from 'ajv/dist/runtime/equal';
import * as ucs2length from 'ajv/dist/runtime/ucs2length';
import * as formats from 'ajv-formats/dist/formats';

/** A CommonJS module's exports, whichever way the bundler (Vite) or Node hands them to ESM. */
function cjs(namespace: Record<string, unknown>): Record<string, unknown> {
  const inner = namespace.default as Record<string, unknown> | undefined;
  return inner && typeof inner === 'object' && inner.__esModule ? inner : namespace;
}

export const modules: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/equal': cjs(equal),
  'ajv/dist/runtime/ucs2length': cjs(ucs2length),
  'ajv-formats/dist/formats': cjs(formats),
};

/** The module names the generated code may ask for. */
export const RUNTIME_MODULES: readonly string[] = Object.keys(modules);
