/**
 * RJSF validators for the two modes: a small `ValidatorType` over the registry's validate functions
 * (same keywords, same compiled schema files as the server; generated at build time in the
 * production browser bundle, see ./schema-validators.ts) that localizes every error before the
 * form sees it:
 * (a) ajv-errors' object-level `required` messages move onto the missing property;
 * (b) each message becomes the keyword's template from messages.json, filled with the field label;
 * (c) a schema's `errorMessage` names a messages.json key that wins over the template.
 *
 * Render the form with `registry.step(key).schema` (it keeps its `$id`, so validation uses the
 * compiled file of the chosen mode, e.g. draft while typing, submit on Continue). The parts RJSF
 * asks `isValid` about (its `if`s) are found by their RJSF key (`$id` or hashForSchema), the way
 * @rjsf/validator-ajv8's precompiled validator finds them.
 */
import {
  createErrorHandler,
  getDefaultFormState,
  hashForSchema,
  ID_KEY,
  JUNK_OPTION_ID,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { describe, rawFromAjv, splitPointer } from './describe-errors';
import type { Mode, Registry } from './registry';
import type { ValidateFn } from './schema-validators';

export type RjsfValidator = ValidatorType;

function toPointer(property: string | undefined): string {
  if (!property) return '';
  const segments = property.replace(/^\./, '').split('.').filter(Boolean);
  return segments.length ? `/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
}

/** RJSF's errors of the step `schemaId` with our sentences (also usable as a Form `transformErrors`). */
export function localizeRjsfErrors(registry: Registry, schemaId: string | undefined, errors: RJSFValidationError[]): RJSFValidationError[] {
  const stepKey = schemaId?.startsWith('steps/') ? schemaId : undefined;
  const fields = stepKey ? registry.fields(stepKey) : undefined;
  const texts = {
    messages: registry.bundle.content[`${registry.lang}/messages.json`] ?? {},
    fields: registry.bundle.content[`${registry.lang}/fields.json`] ?? {},
  };
  const out: RJSFValidationError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (!error.name) {
      out.push(error);
      continue;
    }
    const params = (error.params ?? {}) as Record<string, unknown>;
    let pointer = toPointer(error.property);
    // RJSF already appended the missing property of a plain `required` error: undo, rawFromAjv adds it
    if (error.name === 'required' && params.missingProperty !== undefined) pointer = pointer.split('/').slice(0, -1).join('/');
    const raw = rawFromAjv({ instancePath: pointer, keyword: error.name, params, message: error.message }, splitPointer(pointer));
    if (!raw) continue;
    const described = describe(raw, fields, texts);
    const property = raw.segments.length ? `.${raw.segments.join('.')}` : '';
    const key = `${property}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      ...error,
      name: described.keyword,
      property,
      message: described.message,
      stack: described.message,
      title: String(described.params.field ?? ''),
    });
  }
  return out;
}

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schemaPath: string;
}

/** ajv's errors in RJSF's form: the keyword, the dotted path (a missing property's own, as RJSF names it), the message. */
function rjsfErrorsOf(errors: AjvError[] | null | undefined): RJSFValidationError[] {
  return (errors ?? []).map((error) => {
    const at = error.instancePath.replace(/\//g, '.');
    const missing = error.params.missingProperty as string | undefined;
    const property = missing === undefined ? at : at ? `${at}.${missing}` : missing;
    const message = error.message ?? '';
    return { name: error.keyword, property, message, params: error.params, stack: `${property} ${message}`.trim(), schemaPath: error.schemaPath };
  });
}

export function createRjsfValidator(registry: Registry, mode: Mode): RjsfValidator {
  const { validators } = registry;
  // RJSF asks about the same (immutable) schema parts on every change: each is hashed once, not on
  // every keystroke (hashing serializes the part with sorted keys)
  const hashes = new WeakMap<object, string>();
  const hashOf = (schema: RJSFSchema) => {
    let hash = hashes.get(schema);
    if (hash === undefined) {
      hash = hashForSchema(schema);
      hashes.set(schema, hash);
    }
    return hash;
  };
  /** The step's compiled file by `$id` (never RJSF's inlined copy), else the part by its key. */
  const fnOf = (schema: RJSFSchema, rootId: string | undefined): ValidateFn => {
    const id = schema[ID_KEY];
    if (typeof id === 'string' && validators.hasFile(id)) return validators.file(mode, id);
    return validators.part(rootId ?? '', typeof id === 'string' ? id : hashOf(schema), schema as object);
  };
  const validator: RjsfValidator = {
    rawValidation(schema: RJSFSchema, formData?: unknown) {
      const fn = fnOf(schema, schema[ID_KEY]);
      fn(formData);
      const errors = fn.errors ?? undefined;
      // as @rjsf/validator-ajv8: no errors left behind for the next call
      fn.errors = null;
      return { errors: errors as never };
    },
    validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator, transformErrors?: ErrorTransformer, uiSchema?: UiSchema) {
      const localize: ErrorTransformer = (errors, ui) => {
        const localized = localizeRjsfErrors(registry, schema?.[ID_KEY] as string | undefined, errors);
        return transformErrors ? transformErrors(localized, ui) : localized;
      };
      // RJSF's public helpers make the error schema and merge a custom validation's errors in
      const errors = localize(rjsfErrorsOf(validator.rawValidation<AjvError>(schema, formData).errors), uiSchema);
      const errorSchema = toErrorSchema(errors);
      if (typeof customValidate !== 'function') return { errors, errorSchema };
      const filled = getDefaultFormState(validator, schema, formData, schema, true);
      const custom = unwrapErrorHandler(customValidate(filled, createErrorHandler(filled), uiSchema, errorSchema));
      return validationDataMerge({ errors, errorSchema }, custom);
    },
    isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema) {
      if (schema[ID_KEY] === JUNK_OPTION_ID) return false;
      return fnOf(schema, rootSchema?.[ID_KEY])(formData) === true;
    },
    reset() {},
  };
  return validator;
}
