import type { ErrorObject } from 'ajv';
import type { Bundle } from '../../../core/bundle';
import { schemaFile } from '../../../core/bundle';
import { createAjv } from '../../../core/schema/ajv-setup';
import type { FieldError, Registry } from '../../../core/schema/registry';
import type { ValidateFn } from '../../../core/schema/schema-validators';
import { toFieldPath } from '../../errors/error-answer';
import { linkedRecordCheck } from '../validators/server-validators';
import type { JsonObject } from './columns';
import { RECORD_CHECK_OPTIONS, RECORD_FILES } from './record-files';

const checks = new WeakMap<Bundle, ValidateFn>();

/** The record schemas of the bundle (schemas/record/): generated in a release thread, or compiled here once per bundle on the first check before that. */
function recordCheck(bundle: Bundle): ValidateFn {
  const linked = linkedRecordCheck(bundle);
  if (linked) return linked;
  let check = checks.get(bundle);
  if (!check) {
    const ajv = createAjv(() => undefined, RECORD_CHECK_OPTIONS);
    for (const file of RECORD_FILES) ajv.addSchema(schemaFile<object>(bundle, file), file);
    check = ajv.getSchema(RECORD_FILES[0])! as ValidateFn;
    checks.set(bundle, check);
  }
  return check;
}

/**
 * Security suite finding: the wizards' step schemas check the fields they show, not every value a
 * record holds, so a body with `documents: "x"`, `accountType: {}` or `countryCode: [..]` was stored
 * as such. The whole record to store must have the types (and the few patterns) the record schemas
 * of schemas/record/ give it; each breach is a field error in the usual words.
 */
export function recordTypeErrors(bundle: Bundle, registry: Registry, record: JsonObject): FieldError[] {
  const check = recordCheck(bundle);
  if (check(record)) return [];
  return ((check.errors ?? []) as ErrorObject[]).map((error) => {
    const field = error.instancePath.split('/').filter(Boolean).pop() ?? '';
    const params = { field, limit: (error.params as { limit?: unknown }).limit };
    const messageKey = `keywords.${error.keyword}`;
    return { path: toFieldPath(error.instancePath), keyword: error.keyword, message: registry.text('messages', messageKey, params), messageKey, params };
  });
}
