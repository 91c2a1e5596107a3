import { describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { inlineRefs, resolveRef } from '../../src/core/schema/refs';
import { createRegistry } from '../../src/core/schema/registry';
import { repoBundle } from './helpers/load-bundle';

describe('$ref resolution', () => {
  it('resolves references relative to the $id of the file they sit in', () => {
    expect(resolveRef('steps/companyInfo/companyDetails.schema.json', '../../defs/text.json#/$defs/companyName')).toEqual({
      fileId: 'defs/text.json',
      pointer: '/$defs/companyName',
    });
    expect(resolveRef('defs/text.json', '#/$defs/textLine')).toEqual({ fileId: 'defs/text.json', pointer: '/$defs/textLine' });
    expect(resolveRef('record/prospect.schema.json', 'organization.schema.json')).toEqual({ fileId: 'record/organization.schema.json', pointer: '' });
  });

  it('inlines every reference of a step for RJSF, keeping the step $id and sibling keywords', async () => {
    const registry = createRegistry(await repoBundle());
    const step = registry.step('companyInfo/companyDetails');
    expect(step.schemaId).toBe('steps/companyInfo/companyDetails.schema.json');
    expect(step.schema.$id).toBe(step.schemaId);
    expect(JSON.stringify(step.schema)).not.toContain('$ref');
    const companyName = (step.schema as any).properties.organizationInfo.properties.companyName;
    expect(companyName).toMatchObject({ type: 'string', maxLength: 50, noEdgeSpaces: true, title: 'companyInfo.companyName' });
    expect(companyName.pattern).toBeTypeOf('string');
  });

  it('lets ajv follow the same references (a limit in defs reaches the step)', () => {
    const bundle: Bundle = {
      schemas: {
        'defs/t.json': { $id: 'defs/t.json', $defs: { short: { type: 'string', maxLength: 3 } } },
        'steps/w/s.schema.json': { type: 'object', properties: { a: { $ref: '../../defs/t.json#/$defs/short', title: 'w.a' } } },
        'steps/w/s.ui.json': {},
      },
      content: { 'en/messages.json': { keywords: { maxLength: 'Maximum {limit} characters allowed' } }, 'en/fields.json': { w: { a: 'A' } } },
    };
    const registry = createRegistry(bundle);
    expect(registry.validateValue('w/s', { a: 'abcd' }, 'submit')).toMatchObject([{ path: '$.a', message: 'Maximum 3 characters allowed' }]);
    expect(registry.validateValue('w/s', { a: 'abc' }, 'submit')).toEqual([]);
  });

  it('names a reference that leads nowhere', () => {
    const files = new Map([['steps/w/s.schema.json', { properties: { a: { $ref: '../../defs/none.json' } } }]]);
    expect(() => inlineRefs(files, 'steps/w/s.schema.json', files.get('steps/w/s.schema.json'))).toThrow(
      /"..\/..\/defs\/none.json" at \/properties\/a leads nowhere/,
    );
  });
});
