import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { createRegistry, type Registry } from '../../../src/core/schema/registry';
import { ValidatorsLoading } from '../../../src/core/schema/schema-validators';
import { prospectVersionAtom } from '../../../src/web/app/state/save';
import { startSaving } from '../../../src/web/features/session/saving';
import { appBundle } from '../app-bundle';

/**
 * A save checks the draft rules of every wizard, so a page fetches them all while the network is there; it does so
 * once the application is here, not while the page's own form and the application are still on their way.
 */
describe('the rules a save checks', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  /** Saving started with the registry's prefetch watched, the application read at `version` (null: not yet). */
  const started = (version: number | null = null, arriving?: Promise<void>) => {
    const registry = createRegistry(appBundle);
    const asked: string[] = [];
    const watched: Registry = Object.assign(Object.create(registry) as Registry, { prefetch: (target: string) => void asked.push(target) });
    let here = !arriving;
    void arriving?.then(() => (here = true));
    const store = createStore();
    store.set(prospectVersionAtom, version);
    // the release's validators may still be on their way when saving starts: the getter throws until they are here
    const current = () => {
      if (!here) throw new ValidatorsLoading(['index'], arriving!);
      return watched;
    };
    stop = startSaving({ store, registry: current, routeKey: () => 'companyInfo', handleError: () => undefined });
    return { store, asked, wizards: Object.keys(registry.wizards) };
  };

  it('are fetched for every wizard once the application is read, and once only', () => {
    const { store, asked, wizards } = started();
    expect(asked).toEqual([]);
    store.set(prospectVersionAtom, 3);
    expect(asked).toEqual(wizards);
    store.set(prospectVersionAtom, 4);
    expect(asked).toEqual(wizards);
  });

  it('are fetched at once when the application is already here', () => {
    const { asked, wizards } = started(1);
    expect(asked).toEqual(wizards);
  });

  it("are fetched once the release's validators are here when the application came first", async () => {
    let arrive = () => undefined as void;
    const arriving = new Promise<void>((resolve) => (arrive = resolve));
    const { asked, wizards } = started(1, arriving);
    expect(asked).toEqual([]);
    arrive();
    await arriving;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(wizards);
  });
});
