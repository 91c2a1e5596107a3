import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../src/core/bundle';
import { loadBundle } from '../../src/server/content/load-bundle';
import { ReleaseThread } from '../../src/server/domain/releases/release-thread';

// The thread loads the analysts' check and the sheets on their first ask; the asks are still answered
// in the order they came, so a count of reopened drafts sent with its check finds the check's registry.
describe('the release thread', () => {
  let bundle: Bundle;
  let thread: ReleaseThread;
  beforeAll(async () => {
    bundle = await loadBundle(process.cwd());
    thread = new ReleaseThread();
  });
  afterAll(() => thread.close());

  it('answers a count sent beside the check it needs, before that check has loaded its modules', async () => {
    const [proof, titles] = await Promise.all([thread.prove('repository:en', bundle, bundle.content, 'en'), thread.reopenedTitles('repository:en', [{}, {}])]);
    expect(proof.passed).toBe(true);
    expect(titles).toEqual([[], []]);
  });

  it('answers every ask after one that failed, in order', async () => {
    const screening = bundle.schemas['rules/screening.json'] as { checks: Array<Record<string, unknown>> };
    // a condition that is not JSON Schema: the check names it and throws
    const checks = [...screening.checks, { screeningType: 'not-a-schema', condition: { type: 12 } }];
    const broken = { ...bundle, schemas: { ...bundle.schemas, 'rules/screening.json': { ...screening, checks } } } as Bundle;
    const asked = [thread.checkScreening(broken), thread.sheet(bundle, 'ar', 'key-facts', 'nothing-by-this-name.pdf'), thread.checkScreening(bundle)];
    const [failed, sheet, passed] = await Promise.allSettled(asked);
    expect(failed.status).toBe('rejected');
    expect(sheet).toEqual({ status: 'fulfilled', value: undefined });
    expect(passed.status).toBe('fulfilled');
  });
});
