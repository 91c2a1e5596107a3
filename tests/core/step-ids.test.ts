import { describe, expect, it } from 'vitest';
import { freeField5WithIds, namesStepsByPosition, recordWithStepIds, reopenedWithIds, stepIdsOf } from '../../src/core/wizard/step-ids';
import { createRegistry } from '../../src/core/schema/registry';
import { repoBundle } from './helpers/load-bundle';

describe('completed steps named by place are given their ids', async () => {
  const idAt = stepIdsOf(createRegistry(await repoBundle()).wizards);

  it("finds a flow's wizard by its flow pattern; a flow no wizard makes is one page named as its flow", () => {
    expect(idAt('companyInfo', 2)).toBe('industry');
    expect(idAt('companyStakeholder_companySignatory_3', 6)).toBe('contact');
    expect(idAt('finalQuestions_companySignatory_1', 1)).toBe('personal');
    expect(idAt('finalQuestionsCompany', 5)).toBe('contact');
    expect(idAt('uploadDocuments', 1)).toBe('uploadDocuments');
    expect(idAt('uploadDocuments', 2)).toBeUndefined();
    expect(idAt('companyInfo', 4)).toBeUndefined();
    // the pattern's placeholder must stand for something
    expect(idAt('companyStakeholder_', 1)).toBe('companyStakeholder_');
  });

  it('rewrites only texts that name a step by place, dropping a place no step has', () => {
    const old = '{"completedSteps":[{"flowId":"companyInfo","step":1,"status":"COMPLETED"},{"flowId":"companyInfo","step":7,"status":"COMPLETED"}]}';
    expect(namesStepsByPosition(old)).toBe(true);
    expect(freeField5WithIds(old, idAt)).toBe('{"completedSteps":[{"flowId":"companyInfo","step":"companyDetails","status":"COMPLETED"}]}');
    const current = '{"completedSteps":[{"flowId":"companyInfo","step":"industry","status":"COMPLETED"}]}';
    expect(namesStepsByPosition(current)).toBe(false);
    expect(freeField5WithIds(current, idAt)).toBe(current);
    expect(freeField5WithIds('not json', idAt)).toBe('not json');
    const record = { freeFieldsInfo: { freeField5: current } };
    expect(recordWithStepIds(record, idAt)).toBe(record);
    expect(recordWithStepIds({ freeFieldsInfo: { freeField1: 'x', freeField5: old } }, idAt).freeFieldsInfo).toEqual({
      freeField1: 'x',
      freeField5: '{"completedSteps":[{"flowId":"companyInfo","step":"companyDetails","status":"COMPLETED"}]}',
    });
    expect(reopenedWithIds([{ flowId: 'companyInfo', step: 3 as unknown, reasons: [] }], idAt)).toEqual([
      { flowId: 'companyInfo', step: 'license', reasons: [] },
    ]);
  });
});
