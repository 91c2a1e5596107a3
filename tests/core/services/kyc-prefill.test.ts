import { beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../../src/core/schema/registry';
import { prefillKyc } from '../../../src/core/services/kyc-prefill';
import type { ServicesRules } from '../../../src/core/services/rules';
import { servicesOfRepo } from './support';

type Json = Record<string, any>;
let registry: Registry;
let rules: ServicesRules;
beforeAll(async () => {
  ({ registry, rules } = await servicesOfRepo());
});
const officer = { agentName: 'Mariam Al Suwaidi', roCode: '2040', employeeId: 'EMP-2040' };
const application = (): Json => ({
  applicantInfo: { roCode: '1001' },
  organizationInfo: { companyName: 'Nuaimi General Trading LLC' },
  signatoryInfo: [
    { fullName: 'Omar Nuaimi', kycDetails: { isSignatory: true } },
    { fullName: 'Sara Khan', kycDetails: { isSignatory: false } },
    { fullName: 'Ali Nuaimi', kycDetails: { isSignatory: true } },
  ],
});

describe('the KYC annexure starts with what is known (rules/services.json kycPrefill)', () => {
  it("fills company, signatories, officer name and employee id, and the working officer's agent code", () => {
    const filled: Json = prefillKyc(application(), officer, rules.kycPrefill);
    expect(filled.kycAnnexure).toMatchObject({
      companyName: 'Nuaimi General Trading LLC',
      signatoryName: 'Omar Nuaimi, Ali Nuaimi',
      signatoryDetails: [{ signatoryName: 'Omar Nuaimi' }, { signatoryName: 'Ali Nuaimi' }],
      roName: 'Mariam Al Suwaidi',
      roEmployeeId: 'EMP-2040',
    });
    expect(filled.applicantInfo.roCode).toBe('2040');
    // the result passes the annexure's own rules for what it filled
    const errors = registry.validateValue('selectServices/kycAnnexure', filled, 'draft');
    expect(errors.filter((e) => /companyName|signatoryName|roName|roEmployeeId|roCode/.test(e.path))).toEqual([]);
  });

  it('keeps what the officer already typed, and the codes once a work item number exists', () => {
    const typed = {
      ...application(),
      kycAnnexure: { companyName: 'Nuaimi Trading', roName: 'Someone Else', signatoryDetails: [{ signatoryName: 'Omar N.' }], workItemNumber: 'WI-1' },
    };
    const filled: Json = prefillKyc(typed, officer, rules.kycPrefill);
    expect(filled.kycAnnexure).toMatchObject({
      companyName: 'Nuaimi Trading',
      roName: 'Someone Else',
      signatoryDetails: [{ signatoryName: 'Omar N.' }],
      roEmployeeId: 'EMP-2040',
    });
    expect(filled.applicantInfo.roCode).toBe('1001');
  });

  it('answers the same record when there is nothing to fill', () => {
    const once = prefillKyc(application(), officer, rules.kycPrefill);
    expect(prefillKyc(once, officer, rules.kycPrefill)).toBe(once);
    const unknown = prefillKyc({}, { agentName: '', roCode: '' }, rules.kycPrefill);
    expect(unknown).toEqual({});
  });
});
