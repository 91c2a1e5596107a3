import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Bundle } from '../../../core/bundle';
import { lookup } from '../../../core/messages/format';
import { createAjv } from '../../../core/schema/ajv-setup';
import { ApiError } from '../../errors/api-error';
import type { ErrorMessages } from '../../errors/messages';
import { agentWords } from './rules';

export type BodyCheck = (body: unknown) => void;

/**
 * Request bodies of the agents' calls, checked against a schema of schemas/rules/agents.json.
 * A failure is FieldsValidation with one item per field ("$.custName"), its sentence named by
 * the field's label of content/en/agents.json (`fields`) or an override (`messages`,
 * "<field>.<keyword>").
 */
export function bodyChecker(bundle: Bundle, messages: ErrorMessages): (schema: Record<string, unknown>) => BodyCheck {
  const ajv = createAjv(() => undefined, { verbose: false });
  const words = agentWords(bundle);
  const compiled = new WeakMap<object, ValidateFunction>();

  const item = (error: ErrorObject) => {
    const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : undefined;
    const field = missing ?? error.instancePath.split('/').filter(Boolean).pop() ?? '';
    const label = lookup(words, `fields.${field}`) ?? field;
    const limit = (error.params as { limit?: number }).limit;
    const message =
      lookup(words, `messages.${field}.${error.keyword}`) ??
      messages.forValidation(error.keyword, { field: label, ...(limit !== undefined ? { limit } : {}) });
    return { errorCode: 'FIELD_INVALID', fieldPath: field ? `$.${field}` : '$', message };
  };

  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    const check = validate;
    return (body) => {
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
