/**
 * RJSF validators for the two modes. Each wraps `@rjsf/validator-ajv8`'s customizeValidator
 * around the registry's own ajv instance of that mode (same keywords, same compiled schemas as
 * the server) and localizes every error before the form sees it:
 * (a) ajv-errors' object-level `required` messages move onto the missing property;
 * (b) each message becomes the keyword's template from messages.json, filled with the field label;
 * (c) a schema's `errorMessage` names a messages.json key that wins over the template.
 *
 * Render the form with `registry.step(key).schema` (it keeps its `$id`, so validation uses the
 * compiled file of the chosen mode, e.g. draft while typing, submit on Continue).
 */
import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, rawFromAjv, splitPointer } from './describe-errors';
import type { Mode, Registry } from './registry';

export type RjsfValidator = ValidatorType<any, any, any>;

function toPointer(property: string | undefined): string {
  if (!property) return '';
  const segments = property.replace(/^\./, '').split('.').filter(Boolean);
  return segments.length ? `/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
}

/** RJSF's errors of the step `schemaId` with our sentences (also usable as a Form `transformErrors`). */
export function localizeRjsfErrors(registry: Registry, schemaId: string | undefined, errors: RJSFValidationError[]): RJSFValidationError[] {
  const stepKey = schemaId?.startsWith('steps/') ? schemaId : undefined;
  const fields = stepKey ? registry.fields(stepKey) : undefined;
  const texts = { messages: registry.bundle.content[`${registry.lang}/messages.json`] ?? {}, fields: registry.bundle.content[`${registry.lang}/fields.json`] ?? {} };
  const out: RJSFValidationError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (!error.name) {
      out.push(error);
      continue;
    }
    const params = (error.params ?? {}) as Record<string, any>;
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
    out.push({ ...error, name: described.keyword, property, message: described.message, stack: described.message, title: String(described.params.field ?? '') });
  }
  return out;
}

export function createRjsfValidator(registry: Registry, mode: Mode): RjsfValidator {
  const shared = registry.ajv(mode);
  const validator = customizeValidator({ extenderFn: () => shared }) as any;
  // our files are pre-added under their ids: never let RJSF replace them with the inlined copy
  const handleSchemaUpdate = validator.handleSchemaUpdate.bind(validator);
  validator.handleSchemaUpdate = (rootSchema: Record<string, unknown>) => {
    const id = rootSchema?.$id;
    if (typeof id === 'string' && shared.getSchema(id) && /^(steps|defs|record)\//.test(id)) return;
    handleSchemaUpdate(rootSchema);
  };
  const validateFormData = validator.validateFormData.bind(validator);
  validator.validateFormData = (formData: unknown, schema: Record<string, unknown>, customValidate?: unknown, transformErrors?: (e: RJSFValidationError[], ui?: unknown) => RJSFValidationError[], uiSchema?: unknown) =>
    validateFormData(
      formData,
      schema,
      customValidate,
      (errors: RJSFValidationError[], ui: unknown) => {
        const localized = localizeRjsfErrors(registry, schema?.$id as string | undefined, errors);
        return transformErrors ? transformErrors(localized, ui) : localized;
      },
      uiSchema,
    );
  return validator as RjsfValidator;
}
