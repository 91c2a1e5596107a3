import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { prospectAtom } from '../../../src/web/app/state/application';
import { enqueueSaveAtom } from '../../../src/web/app/state/save';
import { nextPageAfter, saveNextView, withViewOf } from '../../../src/web/app/state/next-view';

const viewOf = (store: ReturnType<typeof createStore>) => (store.get(prospectAtom)!.applicationInfo as Record<string, unknown>).viewId;

describe('moving on to the next view', () => {
  it('stores the view id of a route beside what applicationInfo already holds', () => {
    expect(withViewOf({ applicationInfo: { accountType: 'starter', viewId: '/CompanyInfo' }, x: 1 }, 'finalQuestions')).toEqual({
      applicationInfo: { accountType: 'starter', viewId: '/FinalQuestions' },
      x: 1,
    });
  });

  it('sets the view id only once the save queue runs, so the session host starting meanwhile cannot overwrite it', async () => {
    const store = createStore();
    store.set(prospectAtom, { applicationInfo: { viewId: '/StakeholdersInfo' } });
    const sent: unknown[] = [];
    const moving = saveNextView(store, 'finalQuestions', { documents: [] });
    await Promise.resolve();
    expect(viewOf(store)).toBe('/StakeholdersInfo');
    // the host starts: it stores the view it is on (SessionHost), then publishes its queue
    store.set(prospectAtom, { applicationInfo: { viewId: '/StakeholdersInfo' } });
    store.set(enqueueSaveAtom, {
      enqueue: async (request) => {
        sent.push({ request, record: store.get(prospectAtom) });
      },
    });
    await moving;
    expect(sent).toEqual([
      { request: { saveType: 'continue', actionType: 'save' }, record: { applicationInfo: { viewId: '/FinalQuestions' }, documents: [] } },
    ]);
  });

  it('goes to the page after this one in journey.json pageOrder, and has none after the last', () => {
    expect(['companyInfo', 'stakeholdersInfo', 'finalQuestions', 'uploadDocuments', 'selectServices', 'SubmitApplication'].map(nextPageAfter)).toEqual([
      'stakeholdersInfo',
      'finalQuestions',
      'uploadDocuments',
      'selectServices',
      'SubmitApplication',
      'ApplicationSubmitted',
    ]);
    expect(() => nextPageAfter('ApplicationSubmitted')).toThrow('journey.json pageOrder has no page after ApplicationSubmitted');
  });
});
