import { beforeAll, describe, expect, it } from 'vitest';
import { recordTemplate } from '../../src/core/schema/defaults';
import { createRegistry, type Registry } from '../../src/core/schema/registry';
import { repoBundle } from './helpers/load-bundle';

describe('draft mode', () => {
  let registry: Registry;
  beforeAll(async () => {
    registry = createRegistry(await repoBundle());
  });

  it('passes the empty record template, which submit refuses', () => {
    const record = recordTemplate(registry.bundle);
    expect(registry.validateValue('companyInfo', record, 'draft')).toEqual([]);
    expect(registry.validateValue('companyInfo', record, 'submit').map((e) => e.keyword)).toContain('required');
  });

  it('passes a half-filled record whose filled values are fine', () => {
    const record = {
      organizationInfo: { companyName: 'Acme', vatRegistrationNumber: '', licenseNumber: '', licenseIssueDate: '', numberOfEmployees: 4 },
      orgKYCDetails: { companyCategory: '', industryMultiSelect: [{ industry: ['RETAIL', ''], subCategory: [] }] },
    };
    expect(registry.validateValue('companyInfo', record, 'draft')).toEqual([]);
  });

  it('still refuses an over-long company name and other wrong values', () => {
    const record = { organizationInfo: { companyName: 'A'.repeat(51), licenseIssueDate: '1800-01-01', numberOfEmployees: 100000 } };
    expect(registry.validateValue('companyInfo', record, 'draft').map((e) => [e.path, e.message])).toEqual([
      ['$.organizationInfo.companyName', 'Maximum 50 characters allowed'],
      ['$.organizationInfo.numberOfEmployees', 'Must be less than or equal to 99,999'],
      ['$.organizationInfo.licenseIssueDate', 'Licence issuing date should not be less than 01/01/1900'],
    ]);
  });

  it('still refuses spaces at the ends and wrong types', () => {
    const record = { organizationInfo: { companyName: 'Acme ', numberOfEmployees: 'many' } };
    expect(registry.validateValue('companyInfo/companyDetails', record, 'draft').map((e) => e.message)).toEqual([
      'Company name should not have trailing spaces',
      'Not valid number',
    ]);
  });
});
