import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Bundle } from '../../../core/bundle';
import { lookup } from '../../../core/messages/format';
import { createAjv } from '../../../core/schema/ajv-setup';
import { ApiError } from '../../errors/api-error';
import type { ErrorMessages } from '../../errors/messages';
import { agentWords } from './rules';

export type BodyCheck = (body: unknown) => void;

/** One ajv per bundle for every agents' body schema, made on the first check (not at start: server start time). */
const instances = new WeakMap<Bundle, { ajv: ReturnType<typeof createAjv>; compiled: WeakMap<object, ValidateFunction> }>();

function compiledFor(bundle: Bundle, schema: Record<string, unknown>): ValidateFunction {
  let instance = instances.get(bundle);
  if (!instance) {
    instance = { ajv: createAjv(() => undefined, { verbose: false }), compiled: new WeakMap() };
    instances.set(bundle, instance);
  }
  let validate = instance.compiled.get(schema);
  if (!validate) {
    validate = instance.ajv.compile(schema);
    instance.compiled.set(schema, validate);
  }
  return validate;
}

/**
 * Request bodies of the agents' calls, checked against a schema of schemas/rules/agents.json.
 * A failure is FieldsValidation with one item per field ("$.custName"), its sentence named by
 * the field's label of content/en/agents.json (`fields`) or an override (`messages`,
 * "<field>.<keyword>"). Each schema is compiled on its first check.
 */
export function bodyChecker(bundle: Bundle, messages: ErrorMessages): (schema: Record<string, unknown>) => BodyCheck {
  const words = agentWords(bundle);

  const item = (error: ErrorObject) => {
    const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : undefined;
    const field = missing ?? error.instancePath.split('/').filter(Boolean).pop() ?? '';
    const label = lookup(words, `fields.${field}`) ?? field;
    const limit = (error.params as { limit?: number }).limit;
    const message =
      lookup(words, `messages.${field}.${error.keyword}`) ?? messages.forValidation(error.keyword, { field: label, ...(limit !== undefined ? { limit } : {}) });
    return { errorCode: 'FIELD_INVALID', fieldPath: field ? `$.${field}` : '$', message };
  };

  return (schema) => {
    return (body) => {
      const check = compiledFor(bundle, schema);
      if (check(body ?? {})) return;
      const seen = new Set<string>();
      const items = (check.errors ?? []).map(item).filter((entry) => !seen.has(entry.fieldPath) && seen.add(entry.fieldPath) !== undefined);
      throw new ApiError(400, 'FieldsValidation', items);
    };
  };
}

/** The trimmed text of a body field ('' when absent or not text). */
export function textField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}
