import { describe, expect, it } from 'vitest';
import { madeOnce } from '../../src/server/domain/releases/made-once';

/** What a release's generated validators and sheets are kept with: made once, made again after a failure. */
describe('work made once', () => {
  it('is begun by the first ask and shared by the next', async () => {
    const made = new Map<string, Promise<number>>();
    let begun = 0;
    const make = () => Promise.resolve(++begun);
    const [first, second] = await Promise.all([madeOnce(made, 'a', make), madeOnce(made, 'a', make)]);
    expect([first, second, begun]).toEqual([1, 1, 1]);
    expect(await madeOnce(made, 'b', make)).toBe(2);
  });

  it('that failed is begun again by the next ask, and what succeeded then is kept', async () => {
    const made = new Map<string, Promise<string>>();
    let asks = 0;
    const make = () => (++asks === 1 ? Promise.reject(new Error('the thread stopped')) : Promise.resolve('sheet'));
    await expect(madeOnce(made, 'ar/starter.pdf', make)).rejects.toThrow('the thread stopped');
    expect(await madeOnce(made, 'ar/starter.pdf', make)).toBe('sheet');
    expect(await madeOnce(made, 'ar/starter.pdf', make)).toBe('sheet');
    expect(asks).toBe(2);
  });
});
