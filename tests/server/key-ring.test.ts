import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, databaseKeyRing, readKeys, rotateKeys, type KeyRing } from '../../src/server/domain/tokens';
import { databases, testApp, type TestApp } from './helpers/app';

/**
 * Signing keys kept in the database (rule KEYS-SHARED): two rings on one database stand for two
 * servers. A rotation's key is read by both before it signs; tokens of the old key keep working
 * until the key retires, and not after.
 */
describe.each(databases())('signing keys in the database ($name)', ({ db }) => {
  let t: TestApp;
  let clock = new Date('2030-01-01T08:00:00Z');
  const now = () => clock;
  const rings: KeyRing[] = [];
  const ring = () => {
    // re-read every 50 ms of real time, so a test sees what a server sees after its next refresh
    const made = databaseKeyRing(t.app.db, Promise.resolve(), { refreshSec: 0.05, recheckSec: 3600 }, now);
    rings.push(made);
    return made;
  };
  const service = (keys: KeyRing) => createTokenService({ keys, ttlSec: 10 * 86400, issuer: 'quick-apply', sessionMaxSec: { agent: 10 * 86400 }, now });
  const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid as string;
  const refreshed = () => new Promise((resolve) => setTimeout(resolve, 200));

  beforeAll(async () => {
    t = await testApp(db, { jwtSecret: undefined });
  });
  afterAll(async () => {
    for (const made of rings) made.close();
    await t?.close();
  });

  it("two servers starting together make one key, and each checks the other's tokens", async () => {
    const [a, b] = [ring(), ring()];
    const [fromA, fromB] = await Promise.all([service(a).issue('agent', { agentId: 1 }), service(b).issue('agent', { agentId: 2 })]);
    expect(kidOf(fromA.token)).toBe(kidOf(fromB.token));
    expect(await service(b).verify(fromA.token)).toMatchObject({ agentId: 1 });
    expect(await service(a).verify(fromB.token)).toMatchObject({ agentId: 2 });
    expect((await readKeys(t.app.db)).map((key) => key.kid)).toEqual([kidOf(fromA.token)]);
  });

  it('a rotation signs only after every server has read it; old tokens work until their key retires', async () => {
    const [a, b] = [ring(), ring()];
    const before = await service(a).issue('agent', { agentId: 3 });
    const rotated = await rotateKeys(t.app.db, { activateAfterSec: 120, retireAfterSec: 86400, now: clock });
    await refreshed();
    // read, but not signing yet
    expect(kidOf((await service(a).issue('agent', { agentId: 3 })).token)).toBe(kidOf(before.token));
    clock = new Date(clock.getTime() + 121_000);
    const after = await service(a).issue('agent', { agentId: 3 });
    expect(kidOf(after.token)).toBe(rotated.kid);
    expect(await service(b).verify(after.token)).toMatchObject({ agentId: 3 });
    expect(await service(b).verify(before.token)).toMatchObject({ agentId: 3 });
    // a day after the new key began to sign, the next rotation retires the old one everywhere
    clock = new Date(clock.getTime() + 86400_000);
    const next = await rotateKeys(t.app.db, { activateAfterSec: 120, retireAfterSec: 86400, now: clock });
    expect(next.retired).toEqual([kidOf(before.token)]);
    await refreshed();
    expect(await service(b).verify(before.token)).toBeUndefined();
    expect(await service(a).verify(before.token)).toBeUndefined();
    expect(await service(b).verify(after.token)).toMatchObject({ agentId: 3 });
  });
});
