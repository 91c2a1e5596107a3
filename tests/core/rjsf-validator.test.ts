import { toErrorList } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { createRjsfValidator } from '../../src/core/schema/rjsf-validator';
import { repoBundle } from './helpers/load-bundle';

describe('RJSF validators', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = createRegistry(await repoBundle());
  });

  it('submit: localized messages placed on the failing fields of the inlined step schema', () => {
    const validator = createRjsfValidator(registry, 'submit');
    const { schema } = registry.step('companyInfo/companyDetails');
    const result = validator.validateFormData({ organizationInfo: { companyName: 'A'.repeat(51), numberOfEmployees: 1.5 }, orgKYCDetails: {} }, schema as any);
    const errorSchema = result.errorSchema as any;
    expect(errorSchema.organizationInfo.companyName.__errors).toEqual(['Maximum 50 characters allowed']);
    expect(errorSchema.organizationInfo.numberOfEmployees.__errors).toEqual(['Not valid number']);
    expect(errorSchema.orgKYCDetails.companyCategory.__errors).toEqual(['Company category is not filled']);
  });

  it('draft: the same step, without requirements', () => {
    const validator = createRjsfValidator(registry, 'draft');
    const { schema } = registry.step('companyInfo/companyDetails');
    expect(validator.validateFormData({ organizationInfo: { companyName: '' }, orgKYCDetails: {} }, schema as any).errors).toEqual([]);
    const result = validator.validateFormData({ organizationInfo: { companyName: 'A'.repeat(51) } }, schema as any);
    expect(result.errors.map((e) => [e.property, e.message])).toEqual([['.organizationInfo.companyName', 'Maximum 50 characters allowed']]);
  });

  it('keeps the pre-compiled step when RJSF registers the root schema (no mode mix-up)', () => {
    const validator = createRjsfValidator(registry, 'draft');
    const { schema } = registry.step('companyInfo/companyDetails');
    validator.isValid(schema as any, {}, schema as any);
    expect(validator.validateFormData({}, schema as any).errors).toEqual([]);
  });

  it('moves an ajv-errors object-level required message onto the missing property and uses its key', () => {
    const bundle: Bundle = {
      schemas: {
        'steps/w/s.schema.json': {
          type: 'object',
          properties: { a: { type: 'string', title: 'w.a' }, b: { type: 'string', title: 'w.b' } },
          required: ['a', 'b'],
          errorMessage: { required: { a: 'aMissing' } },
        },
        'steps/w/s.ui.json': {},
      },
      content: {
        'en/messages.json': { aMissing: 'Tell us {field}', keywords: { required: '{field} is not filled' } },
        'en/fields.json': { w: { a: 'Alpha', b: 'Beta' } },
      },
    };
    const small = createRegistry(bundle);
    const validator = createRjsfValidator(small, 'submit');
    const { schema } = small.step('w/s');
    const result = validator.validateFormData({}, schema as any);
    expect((result.errorSchema as any).a.__errors).toEqual(['Tell us Alpha']);
    expect((result.errorSchema as any).b.__errors).toEqual(['Beta is not filled']);
    expect(toErrorList(result.errorSchema).length).toBe(2);
    // an empty value counts as missing and gets the same override
    expect((validator.validateFormData({ a: '', b: 'x' }, schema as any).errorSchema as any).a.__errors).toEqual(['Tell us Alpha']);
    // the server path says the same
    expect(
      small
        .validateValue('w/s', {}, 'submit')
        .map((e) => [e.path, e.message])
        .sort(),
    ).toEqual([
      ['$.a', 'Tell us Alpha'],
      ['$.b', 'Beta is not filled'],
    ]);
  });

  it('passes its errors to a transformErrors of the form afterwards', () => {
    const validator = createRjsfValidator(registry, 'submit');
    const { schema } = registry.step('companyInfo/companyDetails');
    const result = validator.validateFormData({}, schema as any, undefined, (errors) => errors.map((e) => ({ ...e, message: `!${e.message}` })));
    expect(result.errors.every((e) => e.message?.startsWith('!'))).toBe(true);
    expect(result.errors.length).toBeGreaterThan(0);
  });
});
