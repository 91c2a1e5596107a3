import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTHeaderParameters } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, derivedSecret, kidOfSecret, secretsKeyRing } from '../../src/server/domain/tokens';

// The session tokens are HS256 JWTs naming their key (src/server/domain/tokens/tokens.ts): each
// direction is checked against jose used directly, and every way a token can be wrong is refused.
const secret = 's'.repeat(48);
const issuer = 'quick-apply';
const kid = kidOfSecret(secret);
const key = createSecretKey(derivedSecret({ kid, secret, signsFrom: new Date(0) }, 'session'));
const service = (now?: () => Date) => createTokenService({ keys: secretsKeyRing([secret]), ttlSec: 900, issuer, now });

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token jose signs with our key: the claims given, the header given (HS256 by default). */
async function joseToken(claims: Record<string, unknown>, header: Partial<JWTHeaderParameters> = {}, signKey: KeyObject | Uint8Array = key): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid, ...header } as JWTHeaderParameters).sign(signKey);
}

/** Any header and payload, signed with our key by hand. */
function hmacToken(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const input = `${b64({ kid, ...header })}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;
const good = () => ({
  iss: issuer,
  aud: 'customer',
  jti: 'j1',
  sid: 's1',
  auth_time: Math.floor(Date.now() / 1000) - 60,
  iat: Math.floor(Date.now() / 1000),
  exp: inTenMinutes(),
  prospects: ['QA1'],
});

describe('session tokens against jose', () => {
  it('a token we sign verifies with jose, with the same claims', async () => {
    const { token, claims } = await service().issue('customer', { prospects: ['QA1'], mobile: '+971500000001', email: 'a@b.co' });
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience: 'customer' });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT', kid });
    expect(payload).toEqual({ ...claims });
  });

  it('a token jose signs verifies with us', async () => {
    const claims = good();
    expect(await service().verify(await joseToken(claims))).toEqual(claims);
    expect(await service().verify(await joseToken({ ...claims, aud: ['agent', 'x'] }))).toMatchObject({ aud: 'agent' });
  });

  it('refuses a changed payload, header or signature, and a token cut or padded', async () => {
    const token = await joseToken(good());
    const [header, payload, signature] = token.split('.');
    const tampered = b64({ ...good(), prospects: ['QA2'] });
    expect(await service().verify(`${header}.${tampered}.${signature}`)).toBeUndefined();
    expect(await service().verify(`${b64({ alg: 'HS256', typ: 'JWT', kid: 'x' })}.${payload}.${signature}`)).toBeUndefined();
    const flipped = Buffer.from(signature, 'base64url');
    flipped[0] ^= 1;
    expect(await service().verify(`${header}.${payload}.${flipped.toString('base64url')}`)).toBeUndefined();
    expect(await service().verify(`${header}.${payload}.${signature.slice(0, -2)}`)).toBeUndefined();
    expect(await service().verify(`${header}.${payload}.${signature}AA`)).toBeUndefined();
    expect(await service().verify(`${header}.${payload}`)).toBeUndefined();
    expect(await service().verify(`${token}.x`)).toBeUndefined();
    // base64url has no padding (RFC 7515): a padded signature is not one, though it would read the same
    expect(await service().verify(`${header}.${payload}.${signature}=`)).toBeUndefined();
    expect(await service().verify('')).toBeUndefined();
  });

  it('refuses other algorithms, none, crit and unencoded payloads', async () => {
    const claims = good();
    expect(await service().verify(await joseToken(claims, { alg: 'HS512' }))).toBeUndefined();
    expect(await service().verify(await joseToken(claims, { alg: 'HS384' }))).toBeUndefined();
    expect(await service().verify(`${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeUndefined();
    expect(await service().verify(`${b64({ alg: 'none' })}.${b64(claims)}.${b64('sig')}`)).toBeUndefined();
    // a header that is not JSON, or JSON but not an object
    expect(await service().verify(`${b64('not json')}.${b64(claims)}.${b64('x')}`)).toBeUndefined();
    expect(await service().verify(`${b64([1])}.${b64(claims)}.${b64('x')}`)).toBeUndefined();
    // correctly signed, but with headers a verifier must not accept without understanding them
    expect(await service().verify(hmacToken({ alg: 'HS256', crit: ['x-custom'], 'x-custom': 1 }, claims))).toBeUndefined();
    expect(await service().verify(hmacToken({ alg: 'HS256', b64: false, crit: ['b64'] }, claims))).toBeUndefined();
    expect(await service().verify(hmacToken({ alg: 'HS256' }, claims))).toEqual(claims);
  });

  it('refuses another key, issuer or audience, and a payload that is not an object', async () => {
    expect(await service().verify(await joseToken(good(), {}, new TextEncoder().encode('t'.repeat(48))))).toBeUndefined();
    // the key itself under another id, no id, or the secret unused for its purpose
    expect(await service().verify(await joseToken(good(), { kid: 'env-other' }))).toBeUndefined();
    expect(await service().verify(await joseToken(good(), { kid: undefined }))).toBeUndefined();
    expect(await service().verify(await joseToken(good(), {}, new TextEncoder().encode(secret)))).toBeUndefined();
    expect(
      await service().verify(await joseToken(good(), {}, createSecretKey(derivedSecret({ kid, secret, signsFrom: new Date(0) }, 'documents')))),
    ).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), iss: 'elsewhere' }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), iss: undefined }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), aud: 'admin' }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), aud: ['admin', 'customer'] }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), aud: undefined }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), aud: 7 }))).toBeUndefined();
  });

  it("needs jti, exp, a text sid and the session's beginning", async () => {
    for (const missing of ['jti', 'exp', 'sid', 'auth_time'] as const) {
      const claims: Record<string, unknown> = good();
      delete claims[missing];
      expect(await service().verify(await joseToken(claims)), missing).toBeUndefined();
    }
    expect(await service().verify(await joseToken({ ...good(), sid: 12 }))).toBeUndefined();
  });

  it('ends a session its lifetime after it began, however often its token slid (rule SESSION-END)', async () => {
    let clock = new Date('2026-03-01T08:00:00Z');
    const tokens = createTokenService({ keys: secretsKeyRing([secret]), ttlSec: 900, issuer, sessionMaxSec: { customer: 3600 }, now: () => clock });
    let current = await tokens.issue('customer', { prospects: ['QA1'] });
    const began = current.claims.auth_time;
    for (let minute = 10; minute < 60; minute += 10) {
      clock = new Date(clock.getTime() + 10 * 60_000);
      const checked = await tokens.verify(current.token);
      expect(checked, `minute ${minute}`).toBeDefined();
      current = await tokens.slide(checked!);
      expect(current.claims.auth_time).toBe(began);
    }
    // the last token slid at minute 50 expires with the session at minute 60, not at minute 65
    expect(current.claims.exp).toBe(began + 3600);
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect(await tokens.verify(current.token)).toBeUndefined();
    // a token forged to begin in the future, or long ago, is no session at all
    const now = Math.floor(clock.getTime() / 1000);
    expect(await service(() => clock).verify(await joseToken({ ...good(), auth_time: now + 60, iat: now, exp: now + 600 }))).toBeUndefined();
  });

  it('refuses an expired token, one not yet valid, and times that are not numbers', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await service().verify(await joseToken({ ...good(), exp: now }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), exp: now - 1 }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), exp: String(now + 600) }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), nbf: now + 60 }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), nbf: 'soon' }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), iat: 'today' }))).toBeUndefined();
    expect(await service().verify(await joseToken({ ...good(), nbf: now - 60 }))).toMatchObject({ aud: 'customer' });
  });

  it('expires on the second jose would: exp is the first second it no longer works', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const tokens = service(() => now);
    const { token, claims } = await tokens.issue('agent', { agentId: 4 });
    now = new Date(claims.exp * 1000 - 1);
    expect(await tokens.verify(token)).toMatchObject({ aud: 'agent', agentId: 4 });
    await expect(jwtVerify(token, key, { issuer, audience: 'agent', currentDate: now })).resolves.toBeDefined();
    now = new Date(claims.exp * 1000);
    expect(await tokens.verify(token)).toBeUndefined();
    await expect(jwtVerify(token, key, { issuer, audience: 'agent', currentDate: now })).rejects.toThrow();
  });
});

describe('key rotation with JWT_SECRET', () => {
  it('a token of the old secret still checks while it is listed after the new one; new tokens name the new key', async () => {
    const old = createTokenService({ keys: secretsKeyRing(['o'.repeat(48)]), ttlSec: 900, issuer });
    const during = createTokenService({ keys: secretsKeyRing(['n'.repeat(48), 'o'.repeat(48)]), ttlSec: 900, issuer });
    const after = createTokenService({ keys: secretsKeyRing(['n'.repeat(48)]), ttlSec: 900, issuer });
    const before = await old.issue('agent', { agentId: 1 });
    expect(await during.verify(before.token)).toMatchObject({ agentId: 1 });
    const fresh = await during.issue('agent', { agentId: 1 });
    expect(JSON.parse(Buffer.from(fresh.token.split('.')[0], 'base64url').toString()).kid).toBe(kidOfSecret('n'.repeat(48)));
    expect(await after.verify(fresh.token)).toMatchObject({ agentId: 1 });
    expect(await after.verify(before.token)).toBeUndefined();
  });

  it('checks a token with the key its header names: one signed by another of our keys, or naming no key, is refused', async () => {
    const during = createTokenService({ keys: secretsKeyRing(['n'.repeat(48), 'o'.repeat(48)]), ttlSec: 900, issuer });
    const oldToken = (await createTokenService({ keys: secretsKeyRing(['o'.repeat(48)]), ttlSec: 900, issuer }).issue('agent', { agentId: 1 })).token;
    const [header, payload, signature] = oldToken.split('.');
    const named = (kidNamed: unknown) => `${b64({ ...JSON.parse(Buffer.from(header, 'base64url').toString()), kid: kidNamed })}.${payload}.${signature}`;
    expect(await during.verify(oldToken)).toMatchObject({ agentId: 1 });
    expect(await during.verify(named(kidOfSecret('n'.repeat(48))))).toBeUndefined();
    expect(await during.verify(named(undefined))).toBeUndefined();
    expect(await during.verify(`${b64('not json')}.${payload}.${signature}`)).toBeUndefined();
  });
});
