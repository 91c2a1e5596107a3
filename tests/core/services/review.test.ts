import { beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { errorsByStage, reviewValue, stageOfPath, valueAtPath } from '../../../src/core/services/review';
import { servicesRulesOf, type StageDef } from '../../../src/core/services/rules';
import { submittedRecord } from '../../../src/core/services/submission';
import { repoBundle } from '../helpers/load-bundle';

let registry: Registry;
let stages: StageDef[];
beforeAll(async () => {
  registry = createRegistry(await repoBundle());
  stages = servicesRulesOf(registry).submission.stages;
});

describe('the submission review', () => {
  it.each([
    ['$.organizationInfo.companyName', 'companyInfo'],
    ['$.orgKYCDetails.industryMultiSelect[0].subCategory[1]', 'companyInfo'],
    ['$.organizationInfo.branchID', 'selectServices'],
    ['$.accountInfo[0].expressTandC', 'selectServices'],
    ['$.organizationInfo.contactDetailsForTxnReconfirming[1].primaryMobileNo', 'selectServices'],
    ['$.signatoryInfo[0].accountSigningInfo.accountSigningType', 'selectServices'],
    ['$.signatoryInfo[1].firstName', 'stakeholders'],
    ['$.kycAnnexure.roName', 'selectServices'],
    ['$.documents.TradeLicense_1', 'documents'],
  ])('puts %s under %s', (path, stage) => {
    expect(stageOfPath(path, stages, registry)?.id).toBe(stage);
  });
  it('groups server messages by stage without repeats', () => {
    const grouped = errorsByStage(
      [
        { path: '$.organizationInfo.companyName', message: 'Company name is not filled' },
        { path: '$.organizationInfo.branchCity', message: 'City is not filled' },
        { path: '$.organizationInfo.branchCity', message: 'City is not filled' },
        { path: '$.nowhere', message: 'Odd' },
      ],
      stages,
      registry,
    );
    expect(grouped.get('companyInfo')).toEqual(['Company name is not filled']);
    expect(grouped.get('selectServices')).toEqual(['City is not filled']);
    expect(grouped.get('')).toEqual(['Odd']);
  });
  it('shows answers with datalist labels, yes/no and lists', () => {
    const record = { accountInfo: [{ accountCurrencies: ['AED', 'USD'], express: true }] };
    expect(reviewValue(valueAtPath(record, 'accountInfo.0.accountCurrencies'), registry.datalist('currencies'))).toEqual({
      kind: 'text',
      text: 'UAE Dirham, US Dollar',
    });
    expect(reviewValue(valueAtPath(record, 'accountInfo.0.express'))).toEqual({ kind: 'yes' });
    expect(reviewValue(false)).toEqual({ kind: 'no' });
    expect(reviewValue('')).toEqual({ kind: 'empty' });
  });
  it('a submitted record is Assessing on /ApplicationSubmitted', () => {
    const out = submittedRecord({ applicationInfo: { accountType: 'starter' } }, servicesRulesOf(registry)) as Record<string, any>;
    expect(out.applicationInfo).toEqual({ accountType: 'starter', viewId: '/ApplicationSubmitted' });
    expect(out.prospectStatusInfo.status).toBe('Assessing');
  });
});
