import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { organizationModel, recordTemplate, signatoryModel } from '../../src/core/schema/defaults';
import { repoBundle } from './helpers/load-bundle';

describe("record template from the schemas' defaults", () => {
  let bundle: Bundle;
  beforeAll(async () => {
    bundle = await repoBundle();
  });

  it('follows $ref into the organisation schema', () => {
    const template = recordTemplate(bundle) as Record<string, any>;
    expect(template.organizationInfo).toEqual(organizationModel(bundle));
    expect(template.organizationInfo.contactDetails.primaryMobCountryCode).toBe('971');
    expect(template.organizationInfo.addressInfo[0].addressDetails[0].country).toBe('AE');
  });

  it('starts with the record defaults and the business constants', () => {
    const template = recordTemplate(bundle) as Record<string, any>;
    expect(template.applicantInfo.countryCode).toBe('971');
    expect(template.applicantInfo.validRoCode).toBe('N');
    expect(template.applicantInfo.LeadSource).toBe('Direct');
    expect(JSON.parse(template.freeFieldsInfo.freeField5)).toEqual({ completedSteps: [] });
  });

  it('gives a stakeholder incorporated in AE by default', () => {
    const person = signatoryModel(bundle) as Record<string, any>;
    expect(person.signatoryCompanyInfo.countryOfIncorporation).toBe('AE');
  });
});
