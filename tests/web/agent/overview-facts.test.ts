import type { TFunction } from '../../../src/web/app/i18n';
import type { ProspectOverview } from '../../../src/core/api/search';
import { overviewFacts } from '../../../src/web/features/agent/overview-facts';
import { displayDate } from '../../../src/web/app/account-name';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const overview = {
  createdAt: '2026-03-04T10:00:00.000Z',
  summary: { companyName: 'From Search LLC', tradeLicenseNo: 'CN-1' },
  company: { companyName: '' },
  applicant: { fullName: 'Sara Ahmed', countryCode: '971', mobileNo: '501234567' },
} as unknown as ProspectOverview;

describe("the overview's facts are the analysts' list (schemas/rules/agents.json overviewFacts)", () => {
  it('shows each declared fact in its order: the first value given, as a date or a phone where declared', () => {
    const facts = overviewFacts(
      [
        { labelKey: 'overview.mobile', from: ['applicant.mobileNo'], as: 'phone' },
        { labelKey: 'overview.companyName', from: ['company.companyName', 'summary.companyName'] },
        { labelKey: 'overview.createdAt', from: ['createdAt'], as: 'date' },
        { labelKey: 'overview.roCode', from: ['applicant.roCode'] },
      ],
      overview,
      t,
    );
    expect(facts).toEqual([
      ['[agent:overview.mobile]', '+971 501234567'],
      ['[agent:overview.companyName]', 'From Search LLC'],
      ['[agent:overview.createdAt]', displayDate('2026-03-04T10:00:00.000Z')],
      ['[agent:overview.roCode]', ''],
    ]);
  });
});
