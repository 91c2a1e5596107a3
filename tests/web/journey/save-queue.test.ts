import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockingResult, createSaveQueue, shouldAutoSave, startAutoSave, startChangeSave, type SaveRequest } from '../../../src/web/api/save-queue';
import { ValidatorsLoading } from '../../../src/core/schema/schema-validators';
import { autoSaveRoutes } from '../../../src/web/app/rules';
import { saveBody } from '../../../src/web/api/prospect-store';
import { mergeSaveAnswer } from '../../../src/web/api/prospect';
import constants from '../../../schemas/rules/constants.json';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('save queue', () => {
  it('drains one save per poll, the queued continue save first', async () => {
    const performed: SaveRequest[] = [];
    const queue = createSaveQueue(async (r) => void performed.push(r), { pollMs: constants.saveQueuePollMs });
    queue.start();
    const first = queue.enqueue({ saveType: 'save', actionType: 'save' });
    const second = queue.enqueue({ saveType: 'continue', actionType: 'save' });
    await vi.advanceTimersByTimeAsync(constants.saveQueuePollMs - 1);
    expect(performed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(performed).toEqual([{ saveType: 'continue', actionType: 'save' }]);
    await second;
    expect(queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(constants.saveQueuePollMs);
    expect(performed[1]).toEqual({ saveType: 'save', actionType: 'save' });
    await first;
    queue.stop();
  });

  it('answers waiting auto saves with the save performed, and passes errors to every carried request', async () => {
    const perform = vi.fn(async () => {
      throw new Error('boom');
    });
    const queue = createSaveQueue(perform, { pollMs: 1000 });
    queue.start();
    const a = queue.enqueue({ saveType: 'auto', actionType: 'save' });
    const b = queue.enqueue({ saveType: 'auto', actionType: 'save' });
    const c = queue.enqueue({ saveType: 'continue', actionType: 'save' });
    const results = Promise.allSettled([a, b, c]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(perform).toHaveBeenCalledTimes(1);
    expect((await results).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    queue.stop();
  });

  it('never overlaps two saves', async () => {
    let release!: () => void;
    const perform = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const queue = createSaveQueue(perform, { pollMs: 1000 });
    queue.start();
    void queue.enqueue({ saveType: 'save', actionType: 'save' });
    void queue.enqueue({ saveType: 'submit', actionType: 'submit' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(perform).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(perform).toHaveBeenCalledTimes(2);
    queue.stop();
  });
});

describe('saving what was typed', () => {
  it('saves a change whose form rules were still loading once they arrive (nothing typed is left unsaved)', async () => {
    let arrive!: () => void;
    const loading = new ValidatorsLoading(['steps/finalQuestions'], new Promise<void>((resolve) => (arrive = resolve)));
    let loaded = false;
    const listeners: (() => void)[] = [];
    const enqueue = vi.fn(async () => {});
    const stop = startChangeSave({
      delayMs: 100,
      subscribe: (listener) => (listeners.push(listener), () => undefined),
      current: () => ({ organizationInfo: { companyName: 'Acme' } }),
      synced: () => '{}',
      state: () => ({ routeKey: 'companyInfo', hasToken: true, serverError: false }),
      carriesChange: () => {
        if (!loaded) throw loading;
        return true;
      },
      enqueue,
    });
    listeners.forEach((listener) => listener());
    await vi.advanceTimersByTimeAsync(100);
    expect(enqueue).not.toHaveBeenCalled();
    loaded = true;
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(enqueue).toHaveBeenCalledWith({ saveType: 'auto', actionType: 'save' });
    stop();
  });
});

describe('auto-save', () => {
  it('runs on the five views only, with a token and without a server error', () => {
    expect(autoSaveRoutes).toEqual(['companyInfo', 'stakeholdersInfo', 'finalQuestions', 'uploadDocuments', 'selectServices']);
    expect(shouldAutoSave({ routeKey: 'companyInfo', hasToken: true, serverError: false })).toBe(true);
    expect(shouldAutoSave({ routeKey: 'companyInfo', hasToken: false, serverError: false })).toBe(false);
    expect(shouldAutoSave({ routeKey: 'companyInfo', hasToken: true, serverError: true })).toBe(false);
    expect(shouldAutoSave({ routeKey: 'applicantInfo', hasToken: true, serverError: false })).toBe(false);
    expect(shouldAutoSave({ routeKey: 'SubmitApplication', hasToken: true, serverError: false })).toBe(false);
  });

  it('queues an auto save every 40000 ms while allowed', async () => {
    const enqueue = vi.fn(async () => {});
    const state = { routeKey: 'selectServices', hasToken: true, serverError: false };
    const stop = startAutoSave({ intervalMs: constants.autoSaveMs, state: () => state, enqueue });
    await vi.advanceTimersByTimeAsync(constants.autoSaveMs - 1);
    expect(enqueue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(enqueue).toHaveBeenCalledWith({ saveType: 'auto', actionType: 'save' });
    state.serverError = true;
    await vi.advanceTimersByTimeAsync(constants.autoSaveMs);
    expect(enqueue).toHaveBeenCalledTimes(1);
    state.serverError = false;
    state.routeKey = 'verifyOtp';
    await vi.advanceTimersByTimeAsync(constants.autoSaveMs);
    expect(enqueue).toHaveBeenCalledTimes(1);
    state.routeKey = 'uploadDocuments';
    state.hasToken = false;
    await vi.advanceTimersByTimeAsync(constants.autoSaveMs);
    expect(enqueue).toHaveBeenCalledTimes(1);
    state.hasToken = true;
    await vi.advanceTimersByTimeAsync(constants.autoSaveMs);
    expect(enqueue).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('what a save sends and keeps', () => {
  it('sends completed steps in freeField5, the version, saveType and actionType', () => {
    const body = saveBody(
      { applicationInfo: { accountType: 'starter' }, freeFieldsInfo: { freeField1: 'x' } },
      [{ flowId: 'companyInfo', step: 'companyDetails', status: 'COMPLETED' }],
      7,
      { saveType: 'continue', actionType: 'save' },
    );
    expect(body).toMatchObject({
      version: 7,
      saveType: 'continue',
      actionType: 'save',
      applicationInfo: { accountType: 'starter', saveType: 'continue', actionType: 'save' },
      freeFieldsInfo: { freeField1: 'x', freeField5: '{"completedSteps":[{"flowId":"companyInfo","step":"companyDetails","status":"COMPLETED"}]}' },
    });
  });

  it('merges account numbers of the answer', () => {
    const merged = mergeSaveAnswer({ accountInfo: [{ accountCurrency: 'AED' }] }, { prospectId: 'P', version: 2, accountInfo: [{ accountNo: '0191' }] });
    expect(merged.accountInfo).toEqual([{ accountCurrency: 'AED', accountNo: '0191' }]);
  });

  it('picks the blocking screening result', () => {
    const passed = { screeningType: 'Dedupe Check', screeningStatus: 'Completed', screeningReason: 'No Match', fired: false };
    const blocking = { screeningType: 'Blacklist Check', screeningStatus: 'DECLINE', screeningReason: 'Decline', fired: true };
    expect(blockingResult([passed, blocking])).toBe(blocking);
  });
});
