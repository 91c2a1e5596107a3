import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCompletedSteps, serializeCompletedSteps } from '../../src/core/wizard/completed-steps';
import { databases, testApp, type TestApp } from './helpers/app';
import { applicantWithToken, readProspect, saveProspect } from './applicant/support';

type Rec = Record<string, any>;

const person = (n: number, kyc: Rec = {}): Rec => ({
  signatoryId: `companySignatory_${n}`,
  firstName: 'Person',
  lastName: `Number ${'X'.repeat(n % 3)}`.trim(),
  kycDetails: { isShareholderACompany: false, isShareholder: false, ...kyc },
});

const line = (pre: { screeningResults: Rec[] }, type: string) => pre.screeningResults.find((r) => r.screeningType === type)!;

describe.each(databases())('stakeholders API ($name)', ({ db }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function save(signatoryInfo: Rec[], extra: Rec = {}) {
    const { prospectId, token } = await applicantWithToken(t.app);
    const res = await saveProspect(t.app, token, prospectId, { signatoryInfo, version: 1, saveType: 'continue', actionType: 'save', ...extra });
    return { res, prospectId, token };
  }

  it('ordinary stakeholders save and screening continues', async () => {
    const { res } = await save([
      person(1, { isSignatory: true, isShareholder: true, shareHoldingPercentage: 60 }),
      person(2, { isShareholder: true, shareHoldingPercentage: 40 }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().preScreening.statusOverAll).toBe('continue');
  });

  it.each([
    [
      'Company is a Stakeholder Check',
      () => [
        person(1),
        {
          signatoryId: 'companySignatory_2',
          fullName: 'Parent Co',
          kycDetails: { isShareholderACompany: true, isShareholder: true, shareHoldingPercentage: 50 },
          signatoryCompanyInfo: { companyName: 'Parent Co', countryOfIncorporation: 'GB' },
        },
      ],
    ],
    ['Too many Stakeholders Check', () => Array.from({ length: 11 }, (_, i) => person(i + 1))],
    ['ShareHolderCount Check', () => Array.from({ length: 6 }, (_, i) => person(i + 1, { isShareholder: true, shareHoldingPercentage: 10 }))],
  ])('a save with %s stops the journey', async (type, people) => {
    const { res, prospectId, token } = await save(people());
    expect(res.statusCode).toBe(200);
    expect(res.json().preScreening.statusOverAll).toBe('stop');
    expect(line(res.json().preScreening, type)).toMatchObject({ fired: true, screeningReason: 'Decline' });
    // the stopped application cannot be changed any more
    const again = await saveProspect(t.app, token, prospectId, { signatoryInfo: [person(1)], version: 2 });
    expect(again.statusCode).not.toBe(200);
  });

  it('keeps a stakeholder a save leaves out, unless the delete action names them', async () => {
    const a = person(1, { isSignatory: true, isShareholder: true, shareHoldingPercentage: 50 });
    const b = person(2, { isShareholder: true, shareHoldingPercentage: 50 });
    const { res, prospectId, token } = await save([a, b]);
    expect(res.statusCode).toBe(200);
    const dropped = await saveProspect(t.app, token, prospectId, { signatoryInfo: [a], version: 2, saveType: 'continue', actionType: 'save' });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errors[0]).toMatchObject({
      fieldPath: '$.signatoryInfo[1]',
      message: expect.stringContaining('Person Number XX cannot be removed by saving a step'),
    });
    expect((await readProspect(t.app, token, prospectId)).json().signatoryInfo.map((p: Rec) => p.signatoryId)).toEqual([
      'companySignatory_1',
      'companySignatory_2',
    ]);
    // the delete action names whom it removes; the name itself is not stored
    const removed = await saveProspect(t.app, token, prospectId, {
      signatoryInfo: [a],
      version: 2,
      saveType: 'save',
      actionType: 'save',
      removeStakeholders: ['companySignatory_2'],
    });
    expect(removed.statusCode).toBe(200);
    const stored = (await readProspect(t.app, token, prospectId)).json();
    expect(stored.signatoryInfo.map((p: Rec) => p.signatoryId)).toEqual(['companySignatory_1']);
    expect(stored.removeStakeholders).toBeUndefined();
  });

  it('a company incorporated in the UAE may hold shares: screening continues', async () => {
    const company = {
      signatoryId: 'companySignatory_2',
      fullName: 'Parent Co',
      kycDetails: { isShareholderACompany: true, isShareholder: true, shareHoldingPercentage: 50 },
      signatoryCompanyInfo: { companyName: 'Parent Co', countryOfIncorporation: 'AE' },
    };
    const { res } = await save([person(1, { isShareholder: true, shareHoldingPercentage: 50 }), company]);
    expect(res.statusCode).toBe(200);
    expect(res.json().preScreening.statusOverAll).toBe('continue');
  });

  it('refuses shares over 100% across people, as the page does', async () => {
    const { res } = await save([
      person(1, { isShareholder: true, shareHoldingPercentage: 60 }),
      person(2, { isShareholder: true, shareHoldingPercentage: 50 }),
    ]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Rec[];
    expect(errors.map((e) => e.fieldPath)).toContain('$.signatoryInfo[0].kycDetails.shareHoldingPercentage');
    expect(errors.map((e) => e.message)).toContain("Shareholders can't hold more than 100% of shares in total");
  });

  it('ten stakeholders and five shareholders are still fine', async () => {
    const people = Array.from({ length: 10 }, (_, i) => person(i + 1, i < 5 ? { isShareholder: true, shareHoldingPercentage: 20 } : {}));
    const { res } = await save(people);
    expect(res.json().preScreening.statusOverAll).toBe('continue');
  });

  it('a draft save refuses a stakeholder beyond the limits, naming the path', async () => {
    const { res } = await save([person(1), { ...person(2), firstName: 'A'.repeat(31), kycDetails: { isShareholder: true, shareHoldingPercentage: 100.5 } }]);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Rec[];
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldPath: '$.signatoryInfo[1].firstName', message: 'Maximum 30 characters allowed' }),
        expect.objectContaining({
          fieldPath: '$.signatoryInfo[1].kycDetails.shareHoldingPercentage',
          message: "Shareholders can't hold more than 100% of shares in total",
        }),
      ]),
    );
  });

  it('a half-filled stakeholder saves as a draft', async () => {
    const { res } = await save([{ signatoryId: 'companySignatory_1', firstName: 'Omar', kycDetails: {} }]);
    expect(res.statusCode).toBe(200);
  });

  it('keeps the completed steps of each stakeholder flow (freeField5) across saves', async () => {
    const steps = [
      { flowId: 'companyStakeholder_companySignatory_1', step: 'personalInformation', status: 'COMPLETED' as const },
      { flowId: 'companyStakeholder_companySignatory_1', step: 'signatoryRights', status: 'AVAILABLE' as const },
      { flowId: 'companySignatory_companySignatory_1', step: 'personalInformation', status: 'COMPLETED' as const },
    ];
    const { res, prospectId, token } = await save([person(1, { isSignatory: true })], { freeFieldsInfo: { freeField5: serializeCompletedSteps(steps) } });
    expect(res.statusCode).toBe(200);
    const read = (await readProspect(t.app, token, prospectId)).json();
    expect(parseCompletedSteps(read.freeFieldsInfo.freeField5)).toEqual(steps);
    expect(read.signatoryInfo[0].signatoryId).toBe('companySignatory_1');
  });
});
